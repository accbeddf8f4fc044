"""Times `layoutgen check` over ranges of sizes: every seed spec proven over the phones in
portrait ({width: 320...440, height: 568...956}) and in landscape ({width: 568...956,
height: 320...440}) instead of its listed sizes, and a generated stack of 1,000 views
(Benchmarks/make_spec.py) over the same two boxes. Prints, per spec, the median wall time, the
peak resident set size and the number of breakpoints found (`check --breakpoints`).

    swift build -c release --product layoutgen
    python3 Benchmarks/range_proof.py [--runs 5] [--binary .build/release/layoutgen] [--sizes 1000]
"""

import argparse
import glob
import os
import statistics
import subprocess
import sys
import tempfile

import end_to_end

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

BOXES = (
    "sizes:\n"
    "  phones: {width: 320...440, height: 568...956, safeArea: {top: 47, bottom: 34}}\n"
    "  landscape: {width: 568...956, height: 320...440, safeArea: {left: 47, right: 47, bottom: 21}}\n"
)


def over_boxes(text, sizes=BOXES):
    """The spec with its sizes replaced by `sizes` (the two boxes) and its `expect:` (which names
    listed sizes) left out."""
    lines = text.split("\n")
    out = []
    skipping = False
    for line in lines:
        if line.startswith("expect:"):
            break
        if line.startswith("sizes:"):
            out.append(sizes.rstrip("\n"))
            # A block of sizes goes on while lines are indented.
            skipping = not line.strip().endswith("}")
            continue
        if skipping and (line.startswith(" ") or line.startswith("#") or not line.strip()):
            continue
        skipping = False
        out.append(line)
    return "\n".join(out) + "\n"


def measure(binary, spec):
    """One run: (wall seconds, peak RSS in KiB, breakpoints). A spec over the boxes may fail
    (exit status 1) and still be timed."""
    seconds, rss, output = end_to_end.measure(binary, spec, options=("--breakpoints",), statuses=(0, 1))
    return seconds, rss, sum(1 for line in output.split("\n") if line.startswith("  "))


def print_row(binary, spec, count):
    """Checks `spec` `count` times and prints its row: median wall time, peak memory and
    breakpoints."""
    runs = [measure(binary, spec) for _ in range(count)]
    wall = statistics.median(seconds for seconds, _, _ in runs) * 1000
    rss = max(kib for _, kib, _ in runs) / 1024
    print("| %s | %.1f | %.1f | %d |" % (os.path.basename(spec), wall, rss, runs[0][2]))
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "layoutgen"))
    parser.add_argument("--sizes", default="1000", help="views in the generated stacks")
    arguments = parser.parse_args()
    if not os.access(arguments.binary, os.X_OK):
        sys.exit("No %s: run `swift build -c release --product layoutgen` first." % arguments.binary)

    with tempfile.TemporaryDirectory() as folder:
        specs = []
        for path in sorted(glob.glob(os.path.join(ROOT, "Specs", "*.yaml"))):
            target = os.path.join(folder, os.path.basename(path))
            with open(path) as source, open(target, "w") as output:
                output.write(over_boxes(source.read()))
            specs.append(target)
        for size in [int(size) for size in arguments.sizes.split(",") if size]:
            generated = subprocess.run(
                [sys.executable, os.path.join(HERE, "make_spec.py"), str(size)],
                stdout=subprocess.PIPE, text=True, check=True,
            ).stdout
            target = os.path.join(folder, "Stack%d.yaml" % size)
            with open(target, "w") as output:
                output.write(over_boxes(generated))
            specs.append(target)
        print("| spec over both boxes | wall ms (median of %d) | peak RSS MiB | breakpoints |" % arguments.runs)
        print("|---|---:|---:|---:|")
        for spec in specs:
            print_row(arguments.binary, spec, arguments.runs)


if __name__ == "__main__":
    main()
