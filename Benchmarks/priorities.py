"""Times `layoutgen check` on specs whose constraints are the same but for their priorities
(Benchmarks/make_priority_spec.py): every constraint required, three priorities, about 1,000
distinct priorities, each with the rows' widths set apart or chained (each row's width equal to
the previous row's). Prints the median wall time of each and its ratio to the same spec with
every constraint required.

    swift build -c release --product layoutgen
    python3 Benchmarks/priorities.py [--views 2000] [--runs 5] [--binary .build/release/layoutgen]
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

from end_to_end import HERE, ROOT, measure


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--views", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "layoutgen"))
    arguments = parser.parse_args()
    if not os.access(arguments.binary, os.X_OK):
        sys.exit("No %s: run `swift build -c release --product layoutgen` first." % arguments.binary)
    print("| rows | priorities | wall ms (median of %d) | peak RSS MiB | x required |" % arguments.runs)
    print("|---|---|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as folder:
        for coupling in ["apart", "chained"]:
            required = None
            for mode in ["required", "few", "many"]:
                path = os.path.join(folder, "%s-%s.yaml" % (mode, coupling))
                command = [sys.executable, os.path.join(HERE, "make_priority_spec.py"), str(arguments.views), mode]
                if coupling == "chained":
                    command.append("chained")
                with open(path, "w") as output:
                    subprocess.run(command, stdout=output, check=True)
                runs = [measure(arguments.binary, path) for _ in range(arguments.runs)]
                wall = statistics.median(seconds for seconds, _, _ in runs) * 1000
                rss = max(peak for _, peak, _ in runs) / 1024
                if mode == "required":
                    required = wall
                print("| %s | %s | %.1f | %.1f | %.1f |" % (coupling, mode, wall, rss, wall / required))


if __name__ == "__main__":
    main()
