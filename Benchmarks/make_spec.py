"""Writes a spec with N views: a vertical stack of fixed-height rows in a scroll view's content
view, every fourth row a label, for measuring `layoutgen check` end to end.

    python3 Benchmarks/make_spec.py 1000 > /tmp/Stack1000.yaml
"""

import sys


def main():
    count = int(sys.argv[1])
    lines = [
        "scene: Stack%d" % count,
        "sizes: {portrait: 390x844, landscape: 844x390}",
        "views:",
        "  scrollView:",
        "    type: ScrollView",
        "    subviews:",
        "      contentView:",
        "        subviews:",
    ]
    rows = count - 2
    for index in range(rows):
        if index % 4 == 3:
            lines.append("          row%d: {type: Label, text: \"Row %d\"}" % (index, index))
        else:
            lines.append("          row%d: {}" % index)
    lines += [
        "constraints:",
        "  - H:|[scrollView]|",
        "  - V:|[scrollView]|",
        "  - H:|[contentView]|",
        "  - V:|[contentView]|",
        "  - contentView.width == scrollView.width",
    ]
    for index in range(rows):
        lines.append("  - H:|-16-[row%d]-16-|" % index)
        if index % 4 != 3:
            lines.append("  - row%d.height == 44" % index)
        if index == 0:
            lines.append("  - V:|-8-[row0]")
        else:
            lines.append("  - V:[row%d]-8-[row%d]" % (index - 1, index))
    lines.append("  - V:[row%d]-8-|" % (rows - 1))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
