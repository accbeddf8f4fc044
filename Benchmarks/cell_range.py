"""Times `layoutgen check` of every self-sizing cell spec in Specs/ (`cell:`) over every phone's
table width at @3x, `{width: 320...440, scale: 3}`, instead of its listed widths (its `expect:`
left out). Prints, per spec, the median wall time, the peak resident set size and the number of
breakpoints found (`check --breakpoints`). The goal: at most 100 ms a cell.

    swift build -c release --product layoutgen
    python3 Benchmarks/cell_range.py [--runs 5] [--binary .build/release/layoutgen]
"""

import argparse
import glob
import os
import sys
import tempfile

import range_proof

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

WIDTHS = "sizes:\n  phones: {width: 320...440, scale: 3}\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "layoutgen"))
    arguments = parser.parse_args()
    if not os.access(arguments.binary, os.X_OK):
        sys.exit("No %s: run `swift build -c release --product layoutgen` first." % arguments.binary)

    with tempfile.TemporaryDirectory() as folder:
        print("| cell over 320...440 wide @3x | wall ms (median of %d) | peak RSS MiB | breakpoints |" % arguments.runs)
        print("|---|---:|---:|---:|")
        for path in sorted(glob.glob(os.path.join(ROOT, "Specs", "*.yaml"))):
            with open(path) as source:
                text = source.read()
            if "\ncell: " not in "\n" + text:
                continue
            target = os.path.join(folder, os.path.basename(path))
            with open(target, "w") as output:
                output.write(range_proof.over_boxes(text, WIDTHS))
            range_proof.print_row(arguments.binary, target, arguments.runs)


if __name__ == "__main__":
    main()
