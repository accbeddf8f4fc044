"""Times `layoutgen check` at every text size: every seed spec proven over the phones in
portrait ({width: 320...440, height: 568...956}, safe area 47 and 34) at each of UIKit's twelve
content size categories (`contentSizeCategories: all`, twelve range proofs) instead of its
listed sizes. Prints, per spec, the median wall time in seconds, the peak resident set size and
the number of breakpoints found over the twelve ranges (`check --breakpoints`). Goal: at most
2 s a spec.

With `--styled`, every label and text view shows the body text style (`font: {style: body}`,
in place of a font given by its size), so that its text grows with the category as an app's
Dynamic Type text does, and each category is a proof of its own.

    swift build -c release --product layoutgen
    python3 Benchmarks/dynamic_type.py [--runs 3] [--styled] [--binary .build/release/layoutgen]
"""

import argparse
import glob
import os
import re
import statistics
import sys
import tempfile

import range_proof

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

PHONES = (
    "sizes:\n"
    "  phones: {width: 320...440, height: 568...956, safeArea: {top: 47, bottom: 34}, "
    "contentSizeCategories: all}\n"
)


def styled(text):
    """The spec with every label and text view in the body text style: a flow mapping's font
    replaced or added, a block mapping given a `font:` line after its `type:` unless it has one."""
    out = []
    lines = text.split("\n")
    for index, line in enumerate(lines):
        flow = re.search(r"\{type: (Label|TextView)\b", line)
        if flow:
            line = re.sub(r"font: \{[^}]*\}", "font: {style: body}", line)
            if "font:" not in line:
                line = line.replace(flow.group(0), flow.group(0) + ", font: {style: body}", 1)
        out.append(line)
        block = re.match(r"^( +)type: (Label|TextView)\s*$", line)
        if block:
            indent = block.group(1)
            rest = []
            for later in lines[index + 1:]:
                if later.strip() and not later.startswith(indent):
                    break
                rest.append(later)
            if not any(later.startswith(indent + "font:") for later in rest):
                out.append(indent + "font: {style: body}")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "layoutgen"))
    parser.add_argument("--styled", action="store_true", help="labels and text views in the body style")
    arguments = parser.parse_args()
    if not os.access(arguments.binary, os.X_OK):
        sys.exit("No %s: run `swift build -c release --product layoutgen` first." % arguments.binary)

    with tempfile.TemporaryDirectory() as folder:
        print("| spec over the phones at 12 categories | wall s (median of %d) | peak RSS MiB | breakpoints |"
              % arguments.runs)
        print("|---|---:|---:|---:|")
        slowest = 0.0
        for path in sorted(glob.glob(os.path.join(ROOT, "Specs", "*.yaml"))):
            spec = os.path.join(folder, os.path.basename(path))
            with open(path) as source, open(spec, "w") as output:
                text = source.read()
                output.write(range_proof.over_boxes(styled(text) if arguments.styled else text, PHONES))
            runs = [range_proof.measure(arguments.binary, spec) for _ in range(arguments.runs)]
            wall = statistics.median(seconds for seconds, _, _ in runs)
            slowest = max(slowest, wall)
            rss = max(kib for _, kib, _ in runs) / 1024
            print("| %s | %.2f | %.1f | %d |" % (os.path.basename(path), wall, rss, runs[0][2]))
            sys.stdout.flush()
        print("\nslowest: %.2f s a spec (goal: 2 s)" % slowest)


if __name__ == "__main__":
    main()
