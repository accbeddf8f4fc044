internal import CHarfBuzz
import Synchronization

/// One font file, loaded into HarfBuzz, that measures text by shaping it: kerning, ligatures
/// and right-to-left runs are measured as a shaping engine lays them out.
///
/// Shaping happens at the font's own units (its scale is its units per em), so an advance is
/// a whole number of units and a width at a point size is `units * size / unitsPerEm`. Faces
/// are immutable once made and shared between threads; each shaping uses its own buffer.
package final class FontFace: @unchecked Sendable {
    /// The file's name without its folder, for messages.
    package let name: String
    /// The file's path as it was loaded.
    package let path: String
    /// The design units in an em.
    package let unitsPerEm: Int
    /// The font's ascender, descender (negative below the baseline) and line gap, in units.
    package let ascender: Int
    package let descender: Int
    package let lineGap: Int

    private let font: OpaquePointer

    /// The shaped runs measured so far, by text; emptied when it grows past 16,384 texts.
    private let measured = Mutex<[String: Run]>([:])

    /// The advances of a shaped text: their sum in units, and how many glyphs carry them.
    package struct Run: Hashable, Sendable {
        package var units: Int
        package var glyphs: Int
    }

    /// Loads the font file at `path`; nil if it is not a font HarfBuzz can read.
    package init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard hb_face_count(blob) > 0, let face = hb_face_create(blob, 0) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = Int(hb_face_get_upem(face))
        guard upem > 0, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        hb_font_make_immutable(font)
        self.font = font
        self.name = String(path.split(separator: "/").last ?? Substring(path))
        self.path = path
        self.unitsPerEm = upem
        self.ascender = Int(extents.ascender)
        self.descender = Int(extents.descender)
        self.lineGap = Int(extents.line_gap)
    }

    deinit { hb_font_destroy(font) }

    /// The advances of `text` shaped on one line, its direction and script guessed from its
    /// characters as HarfBuzz does.
    package func run(_ text: String) -> Run {
        if text.isEmpty { return Run(units: 0, glyphs: 0) }
        if let known = measured.withLock({ $0[text] }) { return known }
        let run = shape(text)
        measured.withLock { runs in
            if runs.count >= 16_384 { runs.removeAll() }
            runs[text] = run
        }
        return run
    }

    private func shape(_ text: String) -> Run {
        guard let buffer = hb_buffer_create() else { return Run(units: 0, glyphs: 0) }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else {
            return Run(units: 0, glyphs: 0)
        }
        var units = 0
        for index in 0..<Int(count) { units += Int(positions[index].x_advance) }
        return Run(units: units, glyphs: Int(count))
    }
}
