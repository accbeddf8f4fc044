"""Writes a spec with N views whose widths are settled by three constraints each, at many
distinct priorities, a few, or all required, for measuring how proof time grows with the
number of priority levels.

    python3 Benchmarks/make_priority_spec.py 2000 many > /tmp/Priorities2000.yaml
    python3 Benchmarks/make_priority_spec.py 2000 few
    python3 Benchmarks/make_priority_spec.py 2000 required
    python3 Benchmarks/make_priority_spec.py 2000 few chained

With 'chained', each row's width equals the previous row's (the first row's is 100) at the
first priority instead of a constant: optional equalities that couple the rows, the case whose
cost grows fastest today.

Each view is a row of a vertical stack pinned to the root. Its width is wanted at 100 + i % 50
(an equality), at least 40 and at most 300 (two inequalities); with optional priorities the
equality is the strongest of the three, so every width is the same in all three modes and the
layout is fully determined. 'many' spreads the priorities over 1...999 (about 1,000 levels),
'few' uses 250, 500 and 750, 'required' makes every constraint required.
"""

import sys


def priorities(mode, index):
    if mode == "required":
        return ("", "", "")
    if mode == "few":
        return (" @750", " @500", " @250")
    # Distinct levels, the equality above both inequalities: 667...999 and 1...666.
    strong = 667 + index % 333
    return (" @%d" % strong, " @%d" % (1 + (2 * index) % 666), " @%d" % (1 + (2 * index + 1) % 666))


def main():
    count = int(sys.argv[1])
    mode = sys.argv[2] if len(sys.argv) > 2 else "many"
    chained = len(sys.argv) > 3 and sys.argv[3] == "chained"
    if mode not in ("many", "few", "required"):
        sys.exit("mode must be many, few or required")
    lines = [
        "scene: Priorities%d" % count,
        "sizes: {portrait: 390x844}",
        "views:",
    ]
    for index in range(count):
        lines.append("  row%d: {}" % index)
    lines.append("constraints:")
    for index in range(count):
        equal, low, high = priorities(mode, index)
        name = "row%d" % index
        lines.append("  - %s.leading == view.leading + 10" % name)
        if chained and index > 0:
            lines.append("  - %s.width == row%d.width%s" % (name, index - 1, equal))
        elif chained:
            lines.append("  - %s.width == 100%s" % (name, equal))
        else:
            lines.append("  - %s.width == %d%s" % (name, 100 + index % 50, equal))
        lines.append("  - %s.width >= 40%s" % (name, low))
        lines.append("  - %s.width <= 300%s" % (name, high))
        lines.append("  - %s.height == 2" % name)
        if index == 0:
            lines.append("  - %s.top == view.top" % name)
        else:
            lines.append("  - %s.top == row%d.bottom" % (name, index - 1))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
