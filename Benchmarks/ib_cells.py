#!/usr/bin/env python3
"""Xcode's frames as the oracle for the cells layoutgen imports as scenes of their own.

A separate figure from Benchmarks/ib_corpus.py, whose four figures leave every view inside a
table or collection view out. For each table view cell (prototype, static, or a xib's
top-level cell) and collection view cell of a corpus (by default ../shared/ib/corpus), runs the
built `layoutgen` and counts, by kind of cell:

- the cells that import (no refusal), and those of them that hold;
- the content views whose height, fitted or imposed, is the one Xcode recorded (the content
  view's <rect key="frame">) within 0.5 pt, among those Xcode did not flag ambiguous or
  misplaced (its own frame is then not the constraints' solution);
- the views inside the cells (not flagged ambiguous or misplaced) whose frame is Xcode's within
  0.5 pt, all of them and those whose size does not depend on text.

Usage: Benchmarks/ib_cells.py [CORPUS] [--layoutgen PATH] [--verbose]
"""
import collections
import json
import os

from ib_corpus import TEXT_SIZED, arguments, parse, percent, rect, run, scene_roots, views_of


def kind(cell):
    """prototype, static, xib (a top-level cell of a xib) or collection."""
    if cell.name == "collectionViewCell":
        return "collection"
    parent = cell.parent
    while parent is not None and parent.name != "tableView":
        parent = parent.parent
    if parent is None:
        return "xib"
    return "static" if parent.get("dataMode") == "static" else "prototype"


def flagged(view):
    return view.get("ambiguous") == "YES" or view.get("misplaced") == "YES"


def main():
    corpus, layoutgen, verbose = arguments()
    counts = collections.defaultdict(collections.Counter)
    for name in sorted(f for f in os.listdir(corpus) if f.endswith((".storyboard", ".xib"))):
        path = os.path.join(corpus, name)
        document = parse(path)
        _, out, _ = run([layoutgen, "check", "--format", "json", path])
        reports = json.loads(out)["specs"] if out.strip() else []
        roots = scene_roots(document)
        if len(reports) != len(roots):
            print(f"  scenes differ: {name}: {len(reports)} reports, {len(roots)} scenes")
            continue
        for root, report in zip(roots, reports):
            if root.name not in ("tableViewCell", "collectionViewCell"):
                continue
            figures = counts[kind(root)]
            figures["cells"] += 1
            errors = [d["message"] for d in report["diagnostics"] if d["severity"] == "error"]
            if any(m.startswith("not supported") or "has no content view" in m for m in errors):
                if verbose:
                    print(f"  refused: {name}:{root.line} [{report['scene']}]: {errors[0][:100]}")
                continue
            figures["imported"] += 1
            figures["hold"] += bool(report["holds"])
            if verbose and not report["holds"]:
                print(f"  fails: {name}:{root.line} [{report['scene']}]: {errors[0][:140] if errors else ''}")
            _, out, _ = run([layoutgen, "layout", path, "--scene", report["scene"], "--size", "canvas",
                             "--format", "json"])
            if not out.strip():
                continue
            frames = {v["interfaceBuilderID"]: v["frame"] for v in json.loads(out)["views"].values()
                      if "interfaceBuilderID" in v}
            content = next(c for c in root.children if c.get("key") == "contentView")
            figures["flags"] += flagged(content)
            recorded = rect(content)[3]
            # An older collection view cell's content view has no id; layoutgen names it by the cell's.
            height = frames.get(content.get("id") or root.get("id"), [0, 0, 0, -1])[3]
            if flagged(content):
                # Xcode says its own frame of the content view is not the constraints' solution.
                pass
            elif abs(height - recorded) <= 0.5:
                figures["heights"] += 1
            elif verbose:
                print(f"  height differs: {name}:{root.line} [{report['scene']}] layoutgen {height} Xcode {recorded}")
            for view in views_of(content):
                if view is content or flagged(view):
                    continue
                if view.get("id") not in frames:
                    continue
                ok = all(abs(a - b) <= 0.5 for a, b in zip(frames[view.get("id")], rect(view)))
                figures["frames"] += 1
                figures["frames_ok"] += ok
                if view.name not in TEXT_SIZED:
                    figures["fixed"] += 1
                    figures["fixed_ok"] += ok
                if verbose and not ok:
                    print(f"  frame differs: {name}:{view.line} {view.name} layoutgen {frames[view.get('id')]} "
                          f"Xcode {rect(view)}")

    for cells in ("prototype", "static", "xib", "collection"):
        figures = counts[cells]
        if not figures["cells"]:
            continue
        print(f"{cells} cells: {figures['cells']}, imported {percent(figures['imported'], figures['cells'])}, "
              f"hold {percent(figures['hold'], figures['imported'])}")
        print(f"  content view heights equal to Xcode's within 0.5 pt: "
              f"{percent(figures['heights'], figures['imported'] - figures['flags'])}")
        print(f"  frames equal to Xcode's within 0.5 pt: {percent(figures['frames_ok'], figures['frames'])}, "
              f"not sized by text {percent(figures['fixed_ok'], figures['fixed'])}")


if __name__ == "__main__":
    main()
