import ArgumentParser
import LayoutGenCore
import LayoutProof
import LayoutRuntime
import LayoutSpec

/// The value of a `--size` option, which `layout` and `render` read alike: a size the spec
/// declares, by name; `WIDTHxHEIGHT` within the limits a spec's sizes obey; or
/// `NAME=WIDTHxHEIGHT`, a size inside the range `NAME` with its safe area and direction; or, for
/// a cell, a `WIDTH` alone, fitted as its declared widths are.
enum SizeOption {
    /// The size `text` names in `scene`, loaded from `spec`.
    /// - Parameter allowingRanges: Whether a range of sizes may be named on its own (`render`
    ///   draws its two corners); `layout` needs one size and says how to name one.
    /// - Throws: A usage failure (exit status 64) of `command` for a size the scene does not
    ///   have, or a size outside the limits or outside its range.
    static func resolve(
        _ text: String, of scene: BuiltScene, spec: String, allowingRanges: Bool,
        command: any ParsableCommand.Type
    ) throws -> SizeSpec {
        if let named = scene.sizes.first(where: { $0.name == text }) {
            guard let upper = named.upperBound, !allowingRanges else { return named }
            let example =
                scene.cell != nil
                ? formatNumber(upper.width) : "\(formatNumber(upper.width))x\(formatNumber(upper.height))"
            throw usageFailure(
                ValidationError(
                    "'\(text)' is a range of sizes \(named.details); name one size in it, such as "
                        + "'\(text)=\(example)'."),
                of: command)
        }
        // Printed only when thrown: a usage failure prints itself.
        let unknown = {
            usageFailure(
                ValidationError(
                    "Unknown size '\(text)' for '\(spec)'. Use one of "
                        + scene.sizes.map { "'\($0.name)'" }.joined(separator: ", ")
                        + ", or WIDTHxHEIGHT such as '390x844'."), of: command)
        }
        let parts = text.split(separator: "=", maxSplits: 1)
        var range: SizeSpec?
        if parts.count == 2 {
            range = scene.sizes.first { $0.name == parts[0] && $0.upperBound != nil }
            guard range != nil else { throw unknown() }
        }
        if scene.cell != nil, let width = Double(parts.last!) {
            guard NumberRange.positive.contains(width) else {
                throw usageFailure(
                    ValidationError(
                        "The width '\(text)' must be \(NumberRange.positive.requirement). Use a width such as '390'."
                    ),
                    of: command)
            }
            // In the range named, or at the first size's scale and text size.
            var size = range ?? scene.sizes[0]
            if let upper = size.upperBound, !(size.width...upper.width).contains(width) {
                throw usageFailure(
                    ValidationError(
                        "\(formatNumber(width)) is not in the range '\(size.name)' \(size.details)."),
                    of: command)
            }
            size = size.sample(width: width, height: 0)
            size.name = "\(formatNumber(width)) wide"
            size.member = nil
            return size
        }
        let dimensions = parts.last!.split(separator: "x", omittingEmptySubsequences: false)
        guard dimensions.count == 2, let width = Double(dimensions[0]), let height = Double(dimensions[1])
        else {
            throw unknown()
        }
        // The limits of a size written in a spec.
        guard NumberRange.positive.contains(width), NumberRange.positive.contains(height) else {
            throw usageFailure(
                ValidationError(
                    "The size '\(text)' must have a width and a height \(NumberRange.positive.requirement). "
                        + "Use a size such as '390x844'."), of: command)
        }
        guard var range else {
            return SizeSpec(name: text, width: width, height: height, location: scene.sizes[0].location)
        }
        let upper = range.upperBound!
        guard (range.width...upper.width).contains(width), (range.height...upper.height).contains(height)
        else {
            throw usageFailure(
                ValidationError(
                    "\(formatNumber(width))x\(formatNumber(height)) is not in the range '\(range.name)' \(range.details)."
                ),
                of: command)
        }
        range.upperBound = nil
        range.width = width
        range.height = height
        return range
    }
}
