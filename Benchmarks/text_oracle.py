#!/usr/bin/env python3
"""Compares layoutgen's text measurement with the sizes Xcode recorded for labels and buttons.

Interface Builder saves each view's frame as it measured it with Apple's fonts; a label or a
classic system button that no constraint stretches is as big as its text. The labels in
../shared/text/ib-labels-dev.json (134 of them, from public storyboards: repository, commit,
path and element id for each) carry their font, line count, width constraint, device scale and
recorded size, and say which axes Xcode sized to the text (`measure`). This script writes them
as specs, one scene per display scale with every label pinned at its top leading corner (and
given its width constraint, if it has one), lays each scene out with `layoutgen layout --format
json`, and compares each measured axis:

- width: |layoutgen / Xcode - 1|, median and 90th percentile (goals: 1.5 % and 4 %);
- height: equal to Xcode's to the pixel (goal: 90 % of labels).

    python3 Benchmarks/text_oracle.py [--layoutgen .build/release/layoutgen] [--labels FILE]
        [--worst N]

It goes through the whole pipeline (the spec's font and size syntax, the proof's runtime), so
what it measures is what `check` and the generated code compute.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LABELS = os.path.join(ROOT, "..", "shared", "text", "ib-labels-dev.json")


def font_yaml(font):
    if "style" in font:
        return "{style: %s}" % font["style"]
    weight = font.get("weight", "regular")
    if weight == "regular":
        return "{size: %s}" % number(font["size"])
    return "{size: %s, weight: %s}" % (number(font["size"]), weight)


def number(value):
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def scene_yaml(name, scale, labels):
    """One scene at `scale` with each label `l<index>` pinned 100 points below the last."""
    lines = ["scene: %s" % name, "sizes:", "  canvas: {size: 3000x%d, scale: %d}" % (100 * len(labels) + 100, scale)]
    lines += ["lint: {truncation: false, overlap: false, tapTarget: false}", "views:"]
    constraints = []
    for index, entry in labels:
        view = "l%d" % index
        kind = "Button" if entry["view"] == "button" else "Label"
        text_key = "title" if kind == "Button" else "text"
        fields = ["type: %s" % kind, "%s: %s" % (text_key, json.dumps(entry["text"])), "font: %s" % font_yaml(entry["font"])]
        if kind == "Label" and entry.get("numberOfLines", 1) != 1:
            fields.append("numberOfLines: %d" % entry["numberOfLines"])
        lines.append("  %s: {%s}" % (view, ", ".join(fields)))
        constraints.append("%s.leading == view.leading" % view)
        constraints.append("%s.top == view.top + %d" % (view, 100 * index))
        if entry.get("width") is not None and not entry["measure"]["width"]:
            constraints.append("%s.width == %s" % (view, number(entry["width"])))
    lines.append("constraints:")
    lines += ["  - %s" % constraint for constraint in constraints]
    return "\n".join(lines) + "\n"


def lay_out(layoutgen, folder, name, yaml):
    path = os.path.join(folder, name + ".yaml")
    with open(path, "w") as output:
        output.write(yaml)
    result = subprocess.run(
        [layoutgen, "layout", path, "--size", "canvas", "--format", "json"], capture_output=True, text=True
    )
    if result.returncode != 0:
        sys.exit("layoutgen layout %s failed:\n%s" % (path, result.stderr))
    return json.loads(result.stdout)["views"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layoutgen", default=os.path.join(ROOT, ".build", "release", "layoutgen"))
    parser.add_argument("--labels", default=LABELS)
    parser.add_argument("--worst", type=int, default=0, help="list the N labels furthest off in width")
    arguments = parser.parse_args()
    if not os.access(arguments.layoutgen, os.X_OK):
        sys.exit("No %s: run `swift build -c release --product layoutgen` first." % arguments.layoutgen)
    with open(arguments.labels) as source:
        entries = json.load(source)

    by_scale = {}
    for index, entry in enumerate(entries):
        by_scale.setdefault(entry["scale"], []).append((index, entry))
    frames = {}
    with tempfile.TemporaryDirectory() as folder:
        for scale, labels in sorted(by_scale.items()):
            views = lay_out(arguments.layoutgen, folder, "Labels%dx" % scale, scene_yaml("Labels%dx" % scale, scale, labels))
            for index, _ in labels:
                frames[index] = views["l%d" % index]["frame"]

    widths, heights, rows = [], [], []
    for index, entry in enumerate(entries):
        frame = frames[index]
        recorded = entry["recorded"]
        if entry["measure"]["width"]:
            ratio = frame[2] / recorded[0]
            widths.append(abs(ratio - 1))
            rows.append((abs(ratio - 1), ratio, entry, frame))
        if entry["measure"]["height"]:
            heights.append(abs(frame[3] - recorded[1]) < 0.5 / entry["scale"])
    widths.sort()
    p90 = widths[min(len(widths) - 1, int(0.9 * len(widths)))]
    print("labels: %d (%d widths measured, %d heights)" % (len(entries), len(widths), len(heights)))
    print("width: median |layoutgen/Xcode - 1| %.2f %%, 90th percentile %.2f %% (goals 1.5 %%, 4 %%)"
          % (100 * statistics.median(widths), 100 * p90))
    print("height: %.1f %% equal to the pixel (%d of %d; goal 90 %%)"
          % (100 * sum(heights) / len(heights), sum(heights), len(heights)))
    for _, ratio, entry, frame in sorted(rows, key=lambda row: -row[0])[: arguments.worst]:
        print("  %+.1f %%  %s %r %s: layoutgen %.3f, Xcode %.3f (%s %s)" % (
            100 * (ratio - 1), entry["view"], entry["text"][:30], entry["font"], frame[2], entry["recorded"][0],
            entry["repo"], entry["path"].split("/")[-1]))


if __name__ == "__main__":
    main()
