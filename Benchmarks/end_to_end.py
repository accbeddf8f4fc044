"""Times `layoutgen check` end to end: every seed spec, and generated stacks of 1,000 and
10,000 views (Benchmarks/make_spec.py), each run several times under `/usr/bin/time -v`.
Prints the median wall time and the largest peak resident set size per spec as a table.

    swift build -c release --product layoutgen
    python3 Benchmarks/end_to_end.py [--runs 5] [--binary .build/release/layoutgen] [--sizes 1000,10000]
"""

import argparse
import glob
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def measure(binary, spec, options=(), statuses=(0,)):
    """One run of `layoutgen check [options] spec`: (wall seconds, peak RSS in KiB, standard
    output). The wall time is taken here (time -v prints hundredths); the peak RSS is time -v's.
    An exit status outside `statuses` stops the benchmark."""
    start = time.perf_counter()
    result = subprocess.run(
        ["/usr/bin/time", "-v", binary, "check", *options, spec],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    seconds = time.perf_counter() - start
    report = result.stderr
    status = re.search(r"Exit status: (\d+)", report)
    if status is None or int(status.group(1)) not in statuses:
        sys.exit("layoutgen check %s failed:\n%s" % (spec, report))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", report).group(1))
    return seconds, rss, result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "layoutgen"))
    parser.add_argument("--sizes", default="1000,10000", help="views in the generated stacks")
    arguments = parser.parse_args()
    if not os.access(arguments.binary, os.X_OK):
        sys.exit("No %s: run `swift build -c release --product layoutgen` first." % arguments.binary)

    specs = sorted(glob.glob(os.path.join(ROOT, "Specs", "*.yaml")))
    with tempfile.TemporaryDirectory() as folder:
        for size in [int(size) for size in arguments.sizes.split(",") if size]:
            path = os.path.join(folder, "Stack%d.yaml" % size)
            with open(path, "w") as output:
                subprocess.run(
                    [sys.executable, os.path.join(HERE, "make_spec.py"), str(size)], stdout=output, check=True
                )
            specs.append(path)
        print("| spec | wall ms (median of %d) | peak RSS MiB |" % arguments.runs)
        print("|---|---:|---:|")
        for spec in specs:
            runs = [measure(arguments.binary, spec) for _ in range(arguments.runs)]
            wall = statistics.median(seconds for seconds, _, _ in runs) * 1000
            rss = max(kib for _, kib, _ in runs) / 1024
            print("| %s | %.1f | %.1f |" % (os.path.basename(spec), wall, rss))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
