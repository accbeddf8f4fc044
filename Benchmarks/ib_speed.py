#!/usr/bin/env python3
"""How fast layoutgen reads and proves Interface Builder documents.

1. A storyboard of 100 views (a scroll view, its content view and 98 rows of labels and
   views in one vertical chain, on an iPhone 11's canvas), written by this script, proven at its
   device size with `layoutgen check`: the median of several runs of the whole command.
2. Every document of a corpus (by default ../shared/ib/corpus beside the repository), each
   checked once: the total.

Times are of the whole process (start, read, prove, print), with a release build:
`swift build -c release --product layoutgen`.

Usage: Benchmarks/ib_speed.py [CORPUS] [--layoutgen PATH] [--runs N]
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def storyboard(rows):
    """A storyboard whose root holds a scroll view, its content view and `rows` rows."""
    views, constraints = [], []

    def constraint(first, first_attribute, second, second_attribute, constant=0):
        constraints.append(
            f'<constraint firstItem="{first}" firstAttribute="{first_attribute}" secondItem="{second}" '
            f'secondAttribute="{second_attribute}" constant="{constant}" id="c{len(constraints)}"/>')

    y = 16
    for index in range(rows):
        row = f"row{index}"
        if index % 2 == 0:
            views.append(
                f'<label text="Row {index}" translatesAutoresizingMaskIntoConstraints="NO" id="{row}">'
                f'<rect key="frame" x="16" y="{y}" width="382" height="20.5"/>'
                '<fontDescription key="fontDescription" type="system" pointSize="17"/></label>')
        else:
            views.append(
                f'<view translatesAutoresizingMaskIntoConstraints="NO" id="{row}">'
                f'<rect key="frame" x="16" y="{y}" width="382" height="44"/>'
                f'<constraints><constraint firstAttribute="height" constant="44" id="h{index}"/></constraints>'
                '</view>')
        constraint(row, "leading", "content", "leading", 16)
        constraint("content", "trailing", row, "trailing", 16)
        if index == 0:
            constraint(row, "top", "content", "top", 16)
        else:
            constraint(row, "top", f"row{index - 1}", "bottom", 8)
        y += 52
    constraint("content", "bottom", f"row{rows - 1}", "bottom", 16)
    outer = []
    for attribute in ("top", "bottom", "leading", "trailing"):
        outer.append(
            f'<constraint firstItem="scroll" firstAttribute="{attribute}" secondItem="safe" '
            f'secondAttribute="{attribute}" id="s{attribute}"/>')
        outer.append(
            f'<constraint firstItem="content" firstAttribute="{attribute}" secondItem="contentGuide" '
            f'secondAttribute="{attribute}" id="g{attribute}"/>')
    outer.append(
        '<constraint firstItem="content" firstAttribute="width" secondItem="frameGuide" '
        'secondAttribute="width" id="gwidth"/>')
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155">
<device id="retina6_1" orientation="portrait"/>
<scenes><scene sceneID="s"><objects>
<viewController id="vc" customClass="HundredViews">
<view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
<subviews>
<scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
<rect key="frame" x="0.0" y="48" width="414" height="814"/>
<subviews>
<view translatesAutoresizingMaskIntoConstraints="NO" id="content">
<rect key="frame" x="0.0" y="0.0" width="414" height="{y + 8}"/>
<subviews>
{chr(10).join(views)}
</subviews>
<constraints>
{chr(10).join(constraints)}
</constraints>
</view>
</subviews>
<viewLayoutGuide key="contentLayoutGuide" id="contentGuide"/>
<viewLayoutGuide key="frameLayoutGuide" id="frameGuide"/>
</scrollView>
</subviews>
<viewLayoutGuide key="safeArea" id="safe"/>
<constraints>
{chr(10).join(outer)}
</constraints>
</view>
</viewController>
</objects></scene></scenes>
</document>
"""


def timed(arguments):
    start = time.perf_counter()
    result = subprocess.run(arguments, capture_output=True, text=True)
    return time.perf_counter() - start, result


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    layoutgen = os.path.join(ROOT, ".build", "release", "layoutgen")
    if "--layoutgen" in sys.argv:
        layoutgen = sys.argv[sys.argv.index("--layoutgen") + 1]
        args = [a for a in args if a != layoutgen]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 11
    args = [a for a in args if a != str(runs)]
    corpus = args[0] if args else os.path.join(ROOT, "..", "shared", "ib", "corpus")

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "HundredViews.storyboard")
        with open(path, "w") as handle:
            handle.write(storyboard(98))
        _, result = timed([layoutgen, "check", path])
        if result.returncode != 0:
            sys.exit(f"the 100-view storyboard does not hold:\n{result.stderr}{result.stdout}")
        times = [timed([layoutgen, "check", path])[0] for _ in range(runs)]
        print(f"100-view storyboard, check at its device size: median {statistics.median(times) * 1000:.1f} ms "
              f"(min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f}, {runs} runs)")

    documents = sorted(f for f in os.listdir(corpus) if f.endswith((".storyboard", ".xib")))
    total, slowest = 0.0, (0.0, "")
    for name in documents:
        seconds, _ = timed([layoutgen, "check", os.path.join(corpus, name)])
        total += seconds
        slowest = max(slowest, (seconds, name))
    print(f"corpus, {len(documents)} documents checked one by one: {total:.2f} s in all "
          f"(slowest {slowest[1]}, {slowest[0] * 1000:.0f} ms)")


if __name__ == "__main__":
    main()
