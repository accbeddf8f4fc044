# Writes HalfEm.ttf beside this file (python3 make_halfem.py, with fontTools from PyPI): every
# glyph 0.5 em wide, ascender 0.95 em, descender 0.25 em, no line gap, so a line is 1.2 em. Text
# a person can measure by hand, for the runtime's tests of layout rather than of fonts.
import os

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

builder = FontBuilder(1000, isTTF=True)
names = [".notdef", "box"]
builder.setupGlyphOrder(names)
# Printable ASCII has a glyph; anything else is .notdef, as wide.
builder.setupCharacterMap({code: "box" for code in range(0x20, 0x7F)})


def box():
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 700))
    pen.lineTo((450, 700))
    pen.lineTo((450, 0))
    pen.closePath()
    return pen.glyph()


builder.setupGlyf({name: box() for name in names})
builder.setupHorizontalMetrics({name: (500, 50) for name in names})
builder.setupHorizontalHeader(ascent=950, descent=-250, lineGap=0)
builder.setupNameTable({"familyName": "HalfEm", "styleName": "Regular"})
builder.setupOS2(sTypoAscender=950, sTypoDescender=-250, sTypoLineGap=0, usWinAscent=950, usWinDescent=250)
builder.setupPost()
builder.save(os.path.join(os.path.dirname(os.path.abspath(__file__)), "HalfEm.ttf"))
