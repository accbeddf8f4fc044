"""Prints the colors of pixels of a PNG image, for tests that look at a browser's screenshot.

    python3 png_pixels.py IMAGE.png X,Y [X,Y ...]

prints `width height` on the first line, then one line per pixel asked for: `X,Y R G B A`,
0 to 255 each (A is 255 for an image without alpha). Only the standard library: 8-bit RGB or
RGBA, not interlaced, with any of the five PNG filters (what Chromium writes). Anything else
exits with status 2 and says why.

A pixel depends only on the pixels above it and to its left, so only the rows down to the
lowest pixel asked for, and in them the bytes up to the rightmost one, are unfiltered: a
screenshot many drawings wide is read in a moment.
"""

import struct
import sys
import zlib


def fail(message):
    sys.stderr.write("png_pixels.py: %s\n" % message)
    sys.exit(2)


def read_png(path, last_column=None, last_row=None):
    """The image's width, height, channels per pixel and rows of unfiltered bytes: the rows
    down to `last_row`, each up to the pixel in `last_column` (all of them by default)."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("%s is not a PNG image" % path)
    offset = 8
    header = None
    compressed = bytearray()
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset : offset + 4])
        kind = data[offset + 4 : offset + 8]
        body = data[offset + 8 : offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    if header is None:
        fail("%s has no IHDR chunk" % path)
    width, height, depth, color_type, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(color_type)
    if depth != 8 or channels is None or interlace != 0:
        fail("only 8-bit RGB or RGBA without interlacing is read (depth %d, color type %d, interlace %d)"
             % (depth, color_type, interlace))
    raw = zlib.decompress(bytes(compressed))
    stride = width * channels
    row_count = height if last_row is None else min(height, last_row + 1)
    used = stride if last_column is None else min(stride, (last_column + 1) * channels)
    rows = []
    previous = bytearray(used)
    position = 0
    for _ in range(row_count):
        kind = raw[position]
        line = bytearray(raw[position + 1 : position + 1 + used])
        position += 1 + stride
        unfilter(kind, line, previous, channels)
        rows.append(line)
        previous = line
    return width, height, channels, rows


def unfilter(kind, line, previous, channels):
    """Undoes the row's filter in place: None, Sub, Up, Average or Paeth."""
    if kind == 0:
        return
    for index in range(len(line)):
        left = line[index - channels] if index >= channels else 0
        up = previous[index]
        upper_left = previous[index - channels] if index >= channels else 0
        if kind == 1:
            predictor = left
        elif kind == 2:
            predictor = up
        elif kind == 3:
            predictor = (left + up) // 2
        elif kind == 4:
            estimate = left + up - upper_left
            distances = (abs(estimate - left), abs(estimate - up), abs(estimate - upper_left))
            if distances[0] <= distances[1] and distances[0] <= distances[2]:
                predictor = left
            elif distances[1] <= distances[2]:
                predictor = up
            else:
                predictor = upper_left
        else:
            fail("unknown filter type %d" % kind)
        line[index] = (line[index] + predictor) & 0xFF


def main():
    if len(sys.argv) < 2:
        fail("usage: png_pixels.py IMAGE.png X,Y [X,Y ...]")
    points = [tuple(int(part) for part in point.split(",")) for point in sys.argv[2:]]
    last_column = max([x for x, _ in points], default=0)
    last_row = max([y for _, y in points], default=0)
    width, height, channels, rows = read_png(sys.argv[1], max(last_column, 0), max(last_row, 0))
    print("%d %d" % (width, height))
    for x, y in points:
        if not (0 <= x < width and 0 <= y < height):
            fail("pixel %d,%d is outside the %dx%d image" % (x, y, width, height))
        pixel = rows[y][x * channels : (x + 1) * channels]
        alpha = pixel[3] if channels == 4 else 255
        print("%d,%d %d %d %d %d" % (x, y, pixel[0], pixel[1], pixel[2], alpha))


if __name__ == "__main__":
    main()
