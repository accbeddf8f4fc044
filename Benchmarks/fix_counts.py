"""Counts, for each spec of the project that `layoutgen check` finds errors in, the errors it
prints and the proven fixes it shows ("note: Fix, proven ..."): Specs/*.yaml and every spec
under Tests/ (fixtures, plugin fixtures). Specs that hold are counted but not listed. With
`--before`, runs a second binary too (say, one built from main) and prints both side by side.
With `--drop-each`, the specs of Specs/ are also checked with each of their constraints left
out in turn (one spec per constraint, the mistake a fix is for), and totalled.

    swift build --product layoutgen
    python3 Benchmarks/fix_counts.py [--binary .build/debug/layoutgen] [--before OTHER_BINARY]
        [--drop-each]
"""

import argparse
import glob
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def specs():
    """Every spec of the project, relative to the repository's root, in a stable order."""
    found = glob.glob(os.path.join(ROOT, "Specs", "*.yaml"))
    found += glob.glob(os.path.join(ROOT, "Tests", "**", "*.yaml"), recursive=True)
    found = [path for path in found if not path.endswith("layoutgen-config.yaml")]
    return sorted(os.path.relpath(path, ROOT) for path in found)


def dropped_each(folder):
    """For each spec of Specs/, one copy per item of its `constraints:` list without that item,
    written into `folder`; returns their paths."""
    paths = []
    for spec in sorted(glob.glob(os.path.join(ROOT, "Specs", "*.yaml"))):
        lines = open(spec, encoding="utf-8").read().split("\n")
        start = next((i for i, line in enumerate(lines) if line.startswith("constraints:")), None)
        if start is None:
            continue
        index = start + 1
        while index < len(lines) and (lines[index].startswith(" ") or not lines[index].strip()):
            if lines[index].startswith("  - "):
                copy = lines[:index] + lines[index + 1:]
                name = f"{os.path.basename(spec)[:-5]}-{index + 1}.yaml"
                path = os.path.join(folder, name)
                with open(path, "w", encoding="utf-8") as out:
                    out.write("\n".join(copy))
                paths.append(path)
            index += 1
    return paths


def count(binary, spec):
    """(errors, fixes, fixed errors) that `check` prints for one spec: a fixed error is one
    with at least one fix under it."""
    run = subprocess.run(
        [os.path.abspath(binary), "check", spec], cwd=ROOT, capture_output=True, text=True, timeout=600)
    errors = fixes = fixed = 0
    has_fix = False
    for line in (run.stderr + run.stdout).splitlines():
        if ": error: " in line:
            errors += 1
            if has_fix:
                fixed += 1
            has_fix = False
        elif ": note: Fix, proven" in line:
            fixes += 1
            has_fix = True
    if has_fix:
        fixed += 1
    return errors, fixes, fixed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "layoutgen"))
    parser.add_argument("--before", help="another layoutgen to compare with")
    parser.add_argument("--drop-each", action="store_true", help="also each Specs/ spec less one constraint")
    args = parser.parse_args()
    binaries = ([("before", args.before)] if args.before else []) + [("after", args.binary)]
    rows = []
    holding = 0
    for spec in specs():
        counts = [count(binary, spec) for _, binary in binaries]
        if all(errors == 0 for errors, _, _ in counts):
            holding += 1
            continue
        rows.append((spec, counts))
    if args.drop_each:
        with tempfile.TemporaryDirectory() as folder:
            dropped = dropped_each(folder)
            totals = [[0, 0, 0] for _ in binaries]
            for spec in dropped:
                for index, (_, binary) in enumerate(binaries):
                    totals[index] = [a + b for a, b in zip(totals[index], count(binary, spec))]
            rows.append((f"Specs/*.yaml, each less one constraint ({len(dropped)} specs)", totals))
    header = "| spec | " + " | ".join(
        f"{name}: errors | {name}: fixes | {name}: errors with a fix" for name, _ in binaries) + " |"
    print(header)
    print("|" + " --- |" * (1 + 3 * len(binaries)))
    totals = [[0, 0, 0] for _ in binaries]
    for spec, counts in rows:
        cells = []
        for index, (errors, fixes, fixed) in enumerate(counts):
            cells += [str(errors), str(fixes), str(fixed)]
            totals[index] = [a + b for a, b in zip(totals[index], (errors, fixes, fixed))]
        print(f"| {spec} | " + " | ".join(cells) + " |")
    print("| **total** | " + " | ".join(str(value) for total in totals for value in total) + " |")
    print(f"\n{len(rows)} specs with errors; {holding} specs hold (not listed).", file=sys.stderr)


if __name__ == "__main__":
    main()
