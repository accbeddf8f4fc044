#!/usr/bin/env python3
"""Xcode's verdicts as the oracle for layoutgen's Interface Builder import.

Runs the built `layoutgen` over a corpus of .storyboard and .xib files (by default
../shared/ib/corpus beside the repository) and prints four figures:

1. documents without size classes that import without a refusal (outside table and collection
   views: their cells, headers and footers are scenes of their own, left out of every figure);
2. views Xcode flagged ambiguous="YES" (in documents without size classes, outside table and
   collection views) that layoutgen reports ambiguous at the view's start tag: an error there
   that says so, or a note there under an error (a tie's "It leaves ... of 'label' ambiguous");
3. scenes with no ambiguous or misplaced flag that hold (a refused scene does not hold);
4. views whose frame equals Xcode's <rect key="frame"> within 0.5 pt: unflagged and not
   misplaced views whose size does not depend on text, in imported scenes whose root is at the
   device's size, outside table and collection views. A view's size depends on text when it
   changes as the text does: the document is laid out again with every font of it (each
   <fontDescription>, and one at its kind's default size for a label, button, text field or
   text view that has none) at 1.6 times its size and every text and title written twice, and
   again with every font at 0.6 times its size; a view whose width or height moves in either is left out, with labels, buttons, text fields, text views and segmented controls
   themselves. A second line counts the views whose whole frame, origin too, does not depend on
   text.

After the first figure, a line counts the documents WITH size classes (a <variation>) that import
without a refusal, as the first defines it; they are left out of every other figure.

Usage: Benchmarks/ib_corpus.py [CORPUS] [--layoutgen PATH] [--verbose]
"""
import atexit
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.parsers.expat

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TEXT_SIZED = {"label", "button", "textField", "textView", "segmentedControl"}


class Element:
    def __init__(self, name, attributes, line, column, parent):
        self.name, self.attributes, self.line, self.column = name, attributes, line, column
        self.parent, self.children = parent, []

    def get(self, key):
        return self.attributes.get(key)

    def child(self, name, key=None):
        for child in self.children:
            if child.name == name and (key is None or child.get("key") == key):
                return child
        return None

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()


def parse(path):
    stack, root = [], []
    parser = xml.parsers.expat.ParserCreate()

    def start(name, attributes):
        element = Element(name, attributes, parser.CurrentLineNumber, parser.CurrentColumnNumber + 1,
                          stack[-1] if stack else None)
        if stack:
            stack[-1].children.append(element)
        else:
            root.append(element)
        stack.append(element)

    parser.StartElementHandler = start
    parser.EndElementHandler = lambda name: stack.pop()
    with open(path, "rb") as handle:
        parser.ParseFile(handle)
    return root[0]


CONTAINED = {"tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"}


def is_contained_scene(element):
    """A cell, supplementary view, or table header or footer: a scene of its own in layoutgen."""
    return element.name in CONTAINED or element.get("key") in ("tableHeaderView", "tableFooterView")


def with_contained(root):
    return [root] + [e for e in root.walk() if e is not root and is_contained_scene(e)]


def scene_roots(document):
    """The root view of each scene, in the order layoutgen lists them: each view controller's
    root view (or a xib's top-level view), then the cells, headers and footers inside it."""
    scenes = document.child("scenes")
    if scenes is not None:
        roots = []
        for scene in scenes.children:
            objects = scene.child("objects")
            for controller in objects.children if objects is not None else []:
                for child in controller.children:
                    if child.get("key") == "view" and child.get("id") is not None:
                        roots += with_contained(child)
                        break
        return roots
    objects = document.child("objects")
    tops = [c for c in objects.children if c.name != "placeholder" and c.child("rect", "frame") is not None] \
        if objects is not None else []
    return [root for top in tops for root in with_contained(top)]


def is_view(element):
    return element.get("id") is not None and element.child("rect", "frame") is not None


def views_of(root):
    return [e for e in root.walk() if is_view(e)]


def inside_cells(element):
    parent = element.parent
    while parent is not None:
        if parent.name in ("tableView", "collectionView", "tableViewCell", "collectionViewCell"):
            return True
        parent = parent.parent
    return False


def rect(element):
    r = element.child("rect", "frame")
    return [float(r.get(k) or 0) for k in ("x", "y", "width", "height")]


FONT = re.compile(r'<fontDescription\b([^>]*?)(/?)>')
# The size of the font a view of each kind takes where the document gives it none (a button
# with an iOS 15 configuration writes none), and its elements, which hold no view of their kind.
DEFAULT_SIZES = {"label": 17, "textView": 17, "button": 15, "textField": 14}
TEXT_VIEW = re.compile(r'<(label|textView|button|textField)\b[^>]*?(?<!/)>.*?</\1>', re.S)
TEXTS = [re.compile(r'(<(?:label|textField|textView)\b[^>]*?\s(?:text|placeholder)=")([^"]*)"'),
         re.compile(r'(<(?:state|segment)\b[^>]*?\stitle=")([^"]*)"'),
         re.compile(r'(<buttonConfiguration\b[^>]*?\stitle=")([^"]*)"'),
         re.compile(r'(<buttonConfiguration\b[^>]*?\ssubtitle=")([^"]*)"'),
         re.compile(r'(<string key="text">)([^<]*)(?=</string>)'),
         re.compile(r'(<attributedString key="attributedText">\s*<fragment\b[^>]*?\scontent=")([^"]*)"')]


def with_text_changed(path, factor, directory):
    """A copy of the document at `path` with every font at `factor` times its size (a text
    style, which gives none, as 17 points; a view of text that has no font given one at `factor`
    times its kind's default) and, where the fonts grow, every text, title and placeholder
    written twice: in `directory`, each view with the id it has in the document."""
    def scaled(match):
        attributes = dict(re.findall(r'(\w+)="([^"]*)"', match.group(1)))
        size = float(attributes.get("pointSize", 17)) * factor
        return f'<fontDescription key="{attributes.get("key", "fontDescription")}" type="system" ' \
               f'pointSize="{size:g}"{match.group(2)}>'
    def given_a_font(match):
        view = match.group(0)
        if 'key="fontDescription"' in view:
            return view
        start = view.index(">") + 1
        return f'{view[:start]}<fontDescription key="fontDescription" type="system" ' \
               f'pointSize="{DEFAULT_SIZES[match.group(1)] * factor:g}"/>{view[start:]}'
    with open(path, encoding="utf-8") as handle:
        text = TEXT_VIEW.sub(given_a_font, FONT.sub(scaled, handle.read()))
    for pattern in TEXTS if factor > 1 else []:
        text = pattern.sub(lambda m: m.group(1) + m.group(2) * 2 + ('"' if m.group(1).endswith('"') else ""), text)
    copy = os.path.join(directory, f"{factor:g}-{os.path.basename(path)}")
    with open(copy, "w", encoding="utf-8") as handle:
        handle.write(text)
    return copy


def layout_frames(layoutgen, path, scene, size):
    # Where the scene does not hold, `layout` prints one of its layouts all the same.
    _, out, _ = run([layoutgen, "layout", path, "--scene", scene, "--size", size, "--format", "json"])
    if not out.strip():
        return {}
    return {v["interfaceBuilderID"]: v["frame"] for v in json.loads(out)["views"].values()
            if "interfaceBuilderID" in v}


def run(arguments):
    result = subprocess.run(arguments, capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr


def arguments():
    """The command line of the corpus scripts: `[CORPUS] [--layoutgen PATH] [--verbose]`, in
    any order; the corpus beside the repository and the debug build by default."""
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    layoutgen = os.path.join(ROOT, ".build", "debug", "layoutgen")
    if "--layoutgen" in sys.argv:
        layoutgen = sys.argv[sys.argv.index("--layoutgen") + 1]
        args = [a for a in args if a != layoutgen]
    corpus = args[0] if args else os.path.join(ROOT, "..", "shared", "ib", "corpus")
    return corpus, layoutgen, "--verbose" in sys.argv


def percent(part, whole):
    return f"{100 * part / whole:.1f}% ({part} of {whole})" if whole else "n/a (0 of 0)"


def main():
    corpus, layoutgen, verbose = arguments()
    documents = sorted(f for f in os.listdir(corpus) if f.endswith((".storyboard", ".xib")))
    counts = dict(docs=0, docs_ok=0, varied=0, varied_ok=0,
                  flagged=0, flagged_found=0, clean=0, clean_hold=0, frames=0, frames_ok=0,
                  fixed=0, fixed_ok=0)
    scratch = tempfile.mkdtemp(prefix="ib_corpus-")
    atexit.register(shutil.rmtree, scratch, True)
    for name in documents:
        path = os.path.join(corpus, name)
        document = parse(path)
        varies = any(e.name == "variation" for e in document.walk())
        _, out, _ = run([layoutgen, "check", "--format", "json", path])
        reports = json.loads(out)["specs"] if out.strip() else []
        roots = scene_roots(document)
        if len(reports) != len(roots):
            reports = [{"holds": False, "diagnostics": [], "scene": None}] * len(roots)
        # Views inside table and collection views are left out of every figure: cells and the
        # views a table lays out are scenes of their own, which layoutgen refuses or proves apart.
        counted = [(root, report) for root, report in zip(roots, reports)
                   if not is_contained_scene(root) and not inside_cells(root)]
        refused = any(d["message"].startswith("not supported") for _, r in counted for d in r["diagnostics"])
        # Documents with size classes count on their own line, and in no other figure.
        kind = "varied" if varies else "docs"
        counts[kind] += 1
        if not refused and out.strip():
            counts[kind + "_ok"] += 1
        if varies:
            continue
        for root, report in counted:
            views = views_of(root)
            ambiguous_at = {(place["location"]["line"], place["location"]["column"])
                            for d in report["diagnostics"] if d["severity"] == "error"
                            for place in [d] + d.get("notes", [])
                            if place.get("location") and "ambiguous" in place["message"]}
            flagged = [v for v in views if v.get("ambiguous") == "YES" and not inside_cells(v)]
            for view in flagged:
                counts["flagged"] += 1
                found = (view.line, view.column) in ambiguous_at
                counts["flagged_found"] += found
                if verbose and not found:
                    print(f"  missed ambiguous: {name}:{view.line}:{view.column} {view.name}")
            if not any(v.get("ambiguous") == "YES" or v.get("misplaced") == "YES" for v in views):
                counts["clean"] += 1
                counts["clean_hold"] += bool(report["holds"])
                if verbose and not report["holds"]:
                    first = next((d for d in report["diagnostics"] if d["severity"] == "error"), None)
                    print(f"  unflagged, fails: {name} [{report['scene']}]: {first and first['message'][:150]}")
            scene = report.get("scene")
            if scene is None or any(d["message"].startswith("not supported") for d in report["diagnostics"]):
                continue
            code, out, _ = run([layoutgen, "layout", path, "--scene", scene, "--size", "canvas", "--format", "json"])
            if code != 64:
                continue
            # The scene is at its device's size: its size is named after the device.
            device = document.child("device")
            size = device.get("id") if device is not None else None
            if size is None:
                metrics = next((e for e in document.walk() if e.name == "simulatedScreenMetrics"), None)
                size = metrics.get("type").split(".")[0] if metrics is not None else None
            frames = layout_frames(layoutgen, path, scene, str(size))
            if not frames:
                continue
            moved = [layout_frames(layoutgen, with_text_changed(path, factor, scratch), scene, str(size))
                     for factor in (1.6, 0.6)]
            for view in views:
                if view is root or view.get("ambiguous") == "YES" or view.get("misplaced") == "YES":
                    continue
                identifier = view.get("id")
                if view.name in TEXT_SIZED or inside_cells(view) or identifier not in frames:
                    continue
                frame = frames[identifier]
                others = [m.get(identifier, [None] * 4) for m in moved]
                if any(o[k] is None or abs(o[k] - frame[k]) > 1e-3 for o in others for k in (2, 3)):
                    continue
                counts["frames"] += 1
                ok = all(abs(a - b) <= 0.5 for a, b in zip(frame, rect(view)))
                counts["frames_ok"] += ok
                placed_by_text = any(abs(o[k] - frame[k]) > 1e-3 for o in others for k in (0, 1))
                if not placed_by_text:
                    counts["fixed"] += 1
                    counts["fixed_ok"] += ok
                if verbose and not ok:
                    print(f"  frame differs: {name}:{view.line} {view.name} layoutgen {frame} "
                          f"Xcode {rect(view)}{' (placed by text)' if placed_by_text else ''}")

    print(f"documents without size classes that import without a refusal: {percent(counts['docs_ok'], counts['docs'])}")
    print(f"documents with size classes that import without a refusal: "
          f"{percent(counts['varied_ok'], counts['varied'])}")
    print(f"views Xcode flags ambiguous that layoutgen reports ambiguous: "
          f"{percent(counts['flagged_found'], counts['flagged'])}")
    print(f"scenes with no flag that hold: {percent(counts['clean_hold'], counts['clean'])}")
    print(f"frames equal to Xcode's within 0.5 pt: {percent(counts['frames_ok'], counts['frames'])}")
    print(f"  of them, frames whose origin does not depend on text either: "
          f"{percent(counts['fixed_ok'], counts['fixed'])}")


if __name__ == "__main__":
    main()
