import LayoutRuntime

/// Reading scalars as numbers, booleans and `WIDTHxHEIGHT` sizes.
extension SpecDecoder {
    /// A finite number in `range`; reports anything else, in the user's own text.
    mutating func number(_ id: NodeID, _ what: String, in range: NumberRange) -> Located<Double>? {
        guard let (text, location) = numberText(id, what) else { return nil }
        guard let value = Self.parseNumber(text) else {
            let bare = text.lowercased().trimmingPrefix { $0 == "+" || $0 == "-" }
            if [".inf", ".nan", "inf", "nan", "infinity"].contains(String(bare)) {
                diagnostics.emit(.expectedFiniteNumber(what, written: text, at: location))
            } else {
                diagnostics.emit(.expectedScalar(.number, what, found: "'\(text)'", at: location))
            }
            return nil
        }
        guard value.isFinite else {
            diagnostics.emit(.numberTooLarge(what, written: text, at: location))
            return nil
        }
        guard range.contains(value) else {
            diagnostics.emit(
                .numberOutOfRange(what, requirement: range.requirement, written: text, at: location))
            return nil
        }
        return Located(value, at: location)
    }

    /// A whole number in `range`.
    mutating func integer(_ id: NodeID, _ what: String, in range: NumberRange) -> Located<Int>? {
        guard let number = number(id, what, in: range) else { return nil }
        guard let whole = Int(exactly: number.value) else {
            diagnostics.emit(.expectedScalar(.wholeNumber, what, found: describe(id), at: number.location))
            return nil
        }
        return Located(whole, at: number.location)
    }

    /// The text of a scalar that may be a number: plain, or tagged `!!int` or `!!float`.
    private mutating func numberText(_ id: NodeID, _ what: String) -> (String, SourceLocation)? {
        guard let scalar = plainScalar(id, what, .number, tags: [.int, .float]) else { return nil }
        // YAML's core schema: an integer is digits with an optional sign, nothing more.
        if scalar.tag == .int, !Self.isInteger(scalar.text) {
            diagnostics.emit(.intTagNotInteger(what, written: scalar.text, at: scalar.textLocation))
            return nil
        }
        return (scalar.text, scalar.textLocation)
    }

    /// The scalar `id` when it is plain and untagged or tagged with one of `tags`; reports
    /// anything else as not `kind`: a quoted string, another tag, a collection.
    private mutating func plainScalar(
        _ id: NodeID, _ what: String, _ kind: Diagnostic.ScalarKind, tags: [YAMLDocument.Scalar.Tag]
    ) -> YAMLDocument.Scalar? {
        switch document[id].content {
        case .scalar(let scalar) where !scalar.isEmptyPlain:
            if scalar.style != .plain || scalar.tag == .string {
                diagnostics.emit(.quotedScalar(kind, what, written: scalar.text, at: scalar.textLocation))
                return nil
            }
            if let tag = scalar.tag, !tags.contains(tag) {
                diagnostics.emit(
                    .taggedScalar(
                        kind, what, written: scalar.text, tag: tag.rawValue, at: scalar.textLocation))
                return nil
            }
            return scalar
        case .invalid:
            return nil
        default:
            diagnostics.emit(.expectedScalar(kind, what, found: describe(id), at: location(of: id)))
            return nil
        }
    }

    /// `[-+]?[0-9]+`: YAML 1.2's decimal integers.
    static func isInteger(_ text: String) -> Bool {
        let digits = text.utf8.drop { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
        return text.utf8.count - digits.count <= 1 && !digits.isEmpty
            && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// YAML 1.2's decimal numbers: `[-+]?(digits[.digits?] | .digits)([eE][-+]?digits)?`.
    ///
    /// Hexadecimal, octal, `.inf` and `.nan` are not numbers here. The value may still be
    /// infinite when the exponent overflows (`1e400`); callers check.
    static func parseNumber(_ text: String) -> Double? {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        func skip(_ characters: String) -> Bool {
            guard let first = bytes.first, characters.utf8.contains(first) else { return false }
            bytes = bytes.dropFirst()
            return true
        }
        _ = skip("+-")
        let whole = digits()
        let fraction = skip(".") ? digits() : 0
        guard whole > 0 || fraction > 0 else { return nil }
        if skip("eE") {
            _ = skip("+-")
            guard digits() > 0 else { return nil }
        }
        guard bytes.isEmpty else { return nil }
        return Double(text)
    }

    /// `true` or `false` (also `True`, `TRUE`, `False`, `FALSE`), as YAML 1.2 reads them.
    ///
    /// YAML 1.1's `yes`, `no`, `on` and `off` are strings in YAML 1.2; the message says so.
    mutating func bool(_ id: NodeID, _ what: String) -> Located<Bool>? {
        guard let scalar = plainScalar(id, what, .bool, tags: [.bool]) else { return nil }
        let location = scalar.textLocation
        switch scalar.text {
        case "true", "True", "TRUE": return Located(true, at: location)
        case "false", "False", "FALSE": return Located(false, at: location)
        default: break
        }
        if ["yes", "no", "on", "off", "y", "n"].contains(scalar.text.lowercased()) {
            diagnostics.emit(.yaml11Bool(what, written: scalar.text, at: location))
        } else {
            diagnostics.emit(.expectedScalar(.bool, what, found: "'\(scalar.text)'", at: location))
        }
        return nil
    }

    /// `WIDTHxHEIGHT`, both numbers above 0 and at most ``SpecLimits/magnitude``.
    mutating func dimensions(_ id: NodeID, _ what: String, example: String) -> Located<Dimensions>? {
        guard case .scalar(let scalar) = document[id].content, !scalar.isEmptyPlain else {
            if !isInvalid(id) {
                diagnostics.emit(
                    .expectedDimensions(what, example: example, found: describe(id), at: location(of: id)))
            }
            return nil
        }
        let text = Located(scalar.text, at: scalar.textLocation)
        let parts = text.value.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Self.parseNumber(String(parts[0])),
            let height = Self.parseNumber(String(parts[1]))
        else {
            diagnostics.emit(
                .expectedDimensions(what, example: example, found: "'\(text.value)'", at: text.location))
            return nil
        }
        guard NumberRange.positive.contains(width), NumberRange.positive.contains(height) else {
            diagnostics.emit(
                .dimensionsOutOfRange(
                    what, requirement: NumberRange.positive.requirement, written: text.value,
                    at: text.location))
            return nil
        }
        return Located(Dimensions(width: width, height: height), at: text.location)
    }

    /// `WIDTHxHEIGHT` where either side may be a range `LOW...HIGH` (`320...440x844`): the
    /// smallest size, located at the text, and the largest when a side is a range.
    mutating func sizeOrRange(_ id: NodeID, _ what: String) -> (
        lower: Located<Dimensions>, upper: Dimensions?
    )? {
        guard case .scalar(let scalar) = document[id].content, !scalar.isEmptyPlain else {
            if !isInvalid(id) {
                diagnostics.emit(.expectedSizeOrRange(what, found: describe(id), at: location(of: id)))
            }
            return nil
        }
        let text = Located(scalar.text, at: scalar.textLocation)
        let parts = text.value.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let widths = Self.parseSide(parts[0]), let heights = Self.parseSide(parts[1])
        else {
            diagnostics.emit(.expectedSizeOrRange(what, found: "'\(text.value)'", at: text.location))
            return nil
        }
        guard checkSide(widths, what, written: text.value, at: text.location),
            checkSide(heights, what, written: text.value, at: text.location)
        else { return nil }
        let lower = Dimensions(width: widths.lower, height: heights.lower)
        let upper = Dimensions(width: widths.upper, height: heights.upper)
        return (Located(lower, at: text.location), upper == lower ? nil : upper)
    }

    /// A size's `width:` or `height:`: a number, or a range `LOW...HIGH`.
    mutating func sizeSide(_ id: NodeID, _ what: String) -> ClosedRange<Double>? {
        guard case .scalar(let scalar) = document[id].content, !scalar.isEmptyPlain else {
            if !isInvalid(id) {
                diagnostics.emit(.expectedSizeSide(what, found: describe(id), at: location(of: id)))
            }
            return nil
        }
        let text = Located(scalar.text, at: scalar.textLocation)
        guard let side = Self.parseSide(Substring(text.value)) else {
            diagnostics.emit(.expectedSizeSide(what, found: "'\(text.value)'", at: text.location))
            return nil
        }
        guard checkSide(side, what, written: text.value, at: text.location) else { return nil }
        return side.lower...side.upper
    }

    /// `N` or `LOW...HIGH`, as written.
    private static func parseSide(_ text: Substring) -> (lower: Double, upper: Double, isRange: Bool)? {
        guard let dots = text.firstRange(of: "...") else {
            return parseNumber(String(text)).map { ($0, $0, false) }
        }
        guard let lower = parseNumber(String(text[..<dots.lowerBound])),
            let upper = parseNumber(String(text[dots.upperBound...]))
        else { return nil }
        return (lower, upper, true)
    }

    /// Whether both ends are above 0 and at most ``SpecLimits/magnitude`` and in increasing
    /// order; reports what is not.
    private mutating func checkSide(
        _ side: (lower: Double, upper: Double, isRange: Bool), _ what: String, written: String,
        at location: SourceLocation?
    ) -> Bool {
        guard NumberRange.positive.contains(side.lower), NumberRange.positive.contains(side.upper) else {
            diagnostics.emit(
                .dimensionsOutOfRange(
                    what, requirement: NumberRange.positive.requirement, written: written, at: location))
            return false
        }
        guard !side.isRange || side.lower < side.upper else {
            diagnostics.emit(.sizeRangeOutOfOrder(what, written: written, at: location))
            return false
        }
        return true
    }

    /// One of `cases`, written as its name (`rightToLeft`); reports anything else with the
    /// closest name.
    mutating func choice<Value: RawRepresentable<String>>(
        _ id: NodeID, _ what: String, _ cases: [Value]
    ) -> Located<Value>? {
        guard let name = choice(id, what, names: cases.map(\.rawValue)) else { return nil }
        return name.map { Value(rawValue: $0)! }
    }

    /// One of `names`, as written; reports anything else with the closest name.
    mutating func choice(_ id: NodeID, _ what: String, names: [String]) -> Located<String>? {
        guard let text = string(id, what) else { return nil }
        guard names.contains(text.value) else {
            unknownKey(text, noun: "\(what) value", known: names)
            return nil
        }
        return text
    }

    /// `{top: N, left: N, bottom: N, right: N}` (or the `keys` given), each number in `range`;
    /// a side left out is 0. Nil, reported, when a key or a number is not valid.
    mutating func insets(
        _ id: NodeID, _ what: String, keys: [String], in range: NumberRange
    ) -> [String: Double]? {
        let example = "{\(keys[0]): 8, \(keys[1]): 16}"
        guard let pairs = mapping(id, what, example: example) else { return nil }
        var values: [String: Double] = [:]
        var valid = true
        for pair in pairs {
            guard keys.contains(pair.key.value) else {
                unknownKey(pair.key, noun: "\(what) key", known: keys)
                valid = false
                continue
            }
            if let number = number(pair.value, "'\(pair.key.value)' of \(what)", in: range) {
                values[pair.key.value] = number.value
            } else {
                valid = false
            }
        }
        return valid ? values : nil
    }

    /// Insets fixed on screen: `{top, left, bottom, right}`.
    mutating func edgeInsets(_ id: NodeID, _ what: String, in range: NumberRange) -> EdgeInsets? {
        guard let values = insets(id, what, keys: ["top", "left", "bottom", "right"], in: range) else {
            return nil
        }
        return EdgeInsets(
            top: values["top"] ?? 0, left: values["left"] ?? 0, bottom: values["bottom"] ?? 0,
            right: values["right"] ?? 0)
    }

    /// Insets by reading direction: `{top, leading, bottom, trailing}`.
    mutating func directionalInsets(_ id: NodeID, _ what: String, in range: NumberRange)
        -> DirectionalEdgeInsets?
    {
        guard let values = insets(id, what, keys: ["top", "leading", "bottom", "trailing"], in: range) else {
            return nil
        }
        return DirectionalEdgeInsets(
            top: values["top"] ?? 0, leading: values["leading"] ?? 0, bottom: values["bottom"] ?? 0,
            trailing: values["trailing"] ?? 0)
    }

}
