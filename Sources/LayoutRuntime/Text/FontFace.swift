internal import CHarfBuzz
import Synchronization

/// One font file, loaded into HarfBuzz, that measures text by shaping it: kerning, ligatures
/// and right-to-left runs are measured as a shaping engine lays them out.
///
/// Shaping happens at the font's own units (its scale is its units per em), so an advance is
/// a whole number of units and a width at a point size is `units * size / unitsPerEm`. Faces
/// are immutable once made and shared between threads; each shaping uses its own buffer. A
/// variable font's instances (``instance(weight:size:)``) are faces of their own, each with
/// its metrics and its measured runs. Two faces are equal when they are the same object.
package final class FontFace: @unchecked Sendable, Hashable {
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
    /// The design-variation coordinates of this instance, such as `wght=600 opsz=17`; empty for
    /// the file's default instance.
    package let variations: String

    private let font: OpaquePointer
    /// The file's weight and optical-size axes, as far as they reach; nil where it has none.
    private let axes: (weight: ClosedRange<Float>?, opticalSize: ClosedRange<Float>?)

    /// The shaped runs measured so far, by text; emptied when it grows past 16,384 texts.
    private let measured = Mutex<[String: Run]>([:])
    /// The instances made so far, by their coordinates.
    private let instances = Mutex<[[Float?]: FontFace]>([:])

    /// The advances of a shaped text: their sum in units, and how many glyphs carry them.
    package struct Run: Hashable, Sendable {
        package var units: Int
        package var glyphs: Int
    }

    /// Loads the font file at `path`; nil if it is not a font HarfBuzz can read.
    package convenience init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard hb_face_count(blob) > 0, let face = hb_face_create(blob, 0) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = Int(hb_face_get_upem(face))
        guard upem > 0, hb_face_get_glyph_count(face) > 0, let font = Self.makeFont(face, upem, []) else {
            return nil
        }
        let axes = (Self.axis(Self.weightTag, of: face), Self.axis(Self.opticalSizeTag, of: face))
        self.init(font: font, path: path, unitsPerEm: upem, axes: axes, variations: "")
    }

    private init(
        font: OpaquePointer, path: String, unitsPerEm: Int,
        axes: (weight: ClosedRange<Float>?, opticalSize: ClosedRange<Float>?), variations: String
    ) {
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        self.font = font
        self.name = String(path.split(separator: "/").last ?? Substring(path))
        self.path = path
        self.unitsPerEm = unitsPerEm
        self.axes = axes
        self.variations = variations
        self.ascender = Int(extents.ascender)
        self.descender = Int(extents.descender)
        self.lineGap = Int(extents.line_gap)
    }

    deinit { hb_font_destroy(font) }

    package static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// What measures, for caches: the file's path, and the instance's coordinates.
    package var identity: String { variations.isEmpty ? path : "\(path) \(variations)" }

    /// The instance of this variable font at `weight` and `size` points: its `wght` axis at
    /// the weight's OpenType value (``Font/Weight/weightClass``) and its `opsz` axis at the
    /// size, each kept within the axis, as CoreText picks a variable system font's instance;
    /// this face itself for a file without either axis (docs/Text.md).
    package func instance(weight: Font.Weight, size: CGFloat) -> FontFace {
        let weight = axes.weight.map { Float(weight.weightClass).clamped(to: $0) }
        let opticalSize = axes.opticalSize.map { Float(size).clamped(to: $0) }
        if weight == nil && opticalSize == nil { return self }
        let key = [weight, opticalSize]
        if let known = instances.withLock({ $0[key] }) { return known }
        var settings: [hb_variation_t] = []
        if let weight { settings.append(hb_variation_t(tag: Self.weightTag, value: weight)) }
        if let opticalSize { settings.append(hb_variation_t(tag: Self.opticalSizeTag, value: opticalSize)) }
        guard let varied = Self.makeFont(hb_font_get_face(font), unitsPerEm, settings) else { return self }
        let names = [weight.map { "wght=\($0)" }, opticalSize.map { "opsz=\($0)" }]
        let instance = FontFace(
            font: varied, path: path, unitsPerEm: unitsPerEm, axes: axes,
            variations: names.compactMap { $0 }.joined(separator: " "))
        return instances.withLock { made in
            if let first = made[key] { return first }
            made[key] = instance
            return instance
        }
    }

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
        // A font's own 'trak' table is not applied: the system font's tracking is SF's table's,
        // added by FontMetrics, and other fonts are measured untracked (docs/Text.md).
        var features = [hb_feature_t(tag: Self.tag("trak"), value: 0, start: 0, end: UInt32.max)]
        hb_shape(font, buffer, &features, UInt32(features.count))
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else {
            return Run(units: 0, glyphs: 0)
        }
        var units = 0
        for index in 0..<Int(count) { units += Int(positions[index].x_advance) }
        return Run(units: units, glyphs: Int(count))
    }

    /// A font of `face` at its own units, at the design-variation coordinates `variations`.
    private static func makeFont(
        _ face: OpaquePointer?, _ unitsPerEm: Int, _ variations: [hb_variation_t]
    ) -> OpaquePointer? {
        guard let font = hb_font_create(face) else { return nil }
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        if !variations.isEmpty { hb_font_set_variations(font, variations, UInt32(variations.count)) }
        hb_font_make_immutable(font)
        return font
    }

    /// How far the axis `tag` of `face` reaches; nil when the face has no such axis.
    private static func axis(_ tag: hb_tag_t, of face: OpaquePointer) -> ClosedRange<Float>? {
        var info = hb_ot_var_axis_info_t()
        guard hb_ot_var_find_axis_info(face, tag, &info) != 0, info.min_value <= info.max_value else {
            return nil
        }
        return info.min_value...info.max_value
    }

    private static let weightTag = tag("wght")
    private static let opticalSizeTag = tag("opsz")

    /// An OpenType tag, four ASCII characters, as HarfBuzz's `HB_TAG` makes it.
    private static func tag(_ text: String) -> hb_tag_t {
        text.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
