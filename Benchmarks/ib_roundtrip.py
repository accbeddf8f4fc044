#!/usr/bin/env python3
"""Importing then checking the YAML gives the verdicts of checking the document.

For every .storyboard and .xib of a corpus (by default ../shared/ib/corpus beside the
repository): `layoutgen check --format json DOCUMENT` gives each scene's verdict (holds or not)
and its errors; `layoutgen import DOCUMENT` writes each scene as YAML, and `layoutgen check` of
that YAML must give the same verdict and the same error messages. Prints the scenes that agree,
those that differ (each named), and how many `font:` lines the YAML holds, with their forms.

Usage: Benchmarks/ib_roundtrip.py [CORPUS] [--layoutgen PATH]
"""
import collections
import glob
import json
import os
import re
import subprocess
import tempfile

from ib_corpus import arguments


def check(layoutgen, path):
    out = subprocess.run([layoutgen, "check", "--format", "json", path], capture_output=True, text=True).stdout
    if not out.strip():
        return {}
    # A spec that does not load has no scene: its file is named after it.
    return {report.get("scene") or os.path.splitext(os.path.basename(path))[0]:
            (report["holds"], sorted(d["message"] for d in report["diagnostics"] if d["severity"] == "error"))
            for report in json.loads(out)["specs"]}


def main():
    corpus, layoutgen, _ = arguments()
    same, different, forms = 0, 0, collections.Counter()
    for document in sorted(glob.glob(os.path.join(corpus, "*.storyboard")) + glob.glob(os.path.join(corpus, "*.xib"))):
        direct = check(layoutgen, document)
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run([layoutgen, "import", document, "--output-dir", folder], capture_output=True)
            for spec in sorted(glob.glob(os.path.join(folder, "*.yaml"))):
                with open(spec, encoding="utf-8") as file:
                    for font in re.findall(r"font: (\{[^}]*\})", file.read()):
                        forms[re.sub(r"size: [0-9.]+", "size: N", font)] += 1
                for scene, verdict in check(layoutgen, spec).items():
                    if direct.get(scene) == verdict:
                        same += 1
                    else:
                        different += 1
                        print(f"  differs: {os.path.basename(document)} [{scene}]")
    print(f"imported scenes whose YAML checks as the document: {same} of {same + different}")
    print(f"font lines written: {sum(forms.values())}")
    for form, count in forms.most_common():
        print(f"  {count:4} {form}")


if __name__ == "__main__":
    main()
