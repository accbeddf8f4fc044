# Writes VariableEm.ttf beside this file (python3 make_variableem.py, with fontTools from PyPI),
# from HalfEm.ttf (make_halfem.py): a variable font whose every glyph advances by
# (wght + 100 + opsz - 12) thousandths of an em, over a 'wght' axis from 100 to 900 (400 by
# default) and an 'opsz' axis from 12 to 72 (12 by default): half an em at the regular weight
# and 12 points, 0.7 em at semibold (600). HalfEm's vertical metrics: ascender 0.95 em,
# descender 0.25 em, no line gap. It also carries a 'trak' table that tracks every size by +100
# units (a tenth of an em) and a 'STAT' table, with which HarfBuzz and CoreText would apply that
# tracking: measuring must not. Widths a person works out by hand, for the tests of the system
# font read from a file (fonts: {system: PATH}).
import os

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.otlLib.builder import buildStatTable
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools.varLib import build

HERE = os.path.dirname(os.path.abspath(__file__))


def master(advance):
    """HalfEm with every glyph `advance` units wide."""
    font = TTFont(os.path.join(HERE, "HalfEm.ttf"))
    for name in font.getGlyphOrder():
        font["hmtx"][name] = (advance, font["hmtx"][name][1])
    font["hhea"].advanceWidthMax = advance
    return font


document = DesignSpaceDocument()
for tag, name, minimum, default, maximum in [("wght", "Weight", 100, 400, 900), ("opsz", "Optical size", 12, 12, 72)]:
    axis = AxisDescriptor()
    axis.tag, axis.name = tag, name
    axis.minimum, axis.default, axis.maximum = minimum, default, maximum
    document.addAxis(axis)
# Three weights at 12 points and the regular weight at 72: deltas add, so an advance is
# wght + 100 + (opsz - 12) units everywhere.
for weight, size in [(400, 12), (100, 12), (900, 12), (400, 72)]:
    source = SourceDescriptor()
    source.font = master(weight + 100 + size - 12)
    source.location = {"Weight": weight, "Optical size": size}
    document.addSource(source)
font, _, _ = build(document)

buildStatTable(
    font,
    [
        {"tag": "wght", "name": "Weight", "values": [{"value": 400, "name": "Regular", "flags": 0x2}]},
        {"tag": "opsz", "name": "Optical size", "values": [{"value": 12, "name": "Text", "flags": 0x2}]},
    ])

trak = newTable("trak")
trak.version, trak.format = 1.0, 0
trak.horizData, trak.vertData = TrackData(), TrackData()
normal = TrackTableEntry(nameIndex=256)
for size in (6.0, 12.0, 17.0, 72.0):
    normal[size] = 100
trak.horizData[0.0] = normal
font["trak"] = trak

font.save(os.path.join(HERE, "VariableEm.ttf"))
