import LayoutRuntime

/// The layout options of one Visual Format line, read from their UIKit names
/// (`NSLayoutConstraint.FormatOptions` without the prefix).
///
/// Alignments (`alignAllTop` ...) align each view with the one before it, so they must cross
/// the format's axis. Directions (`directionLeadingToTrailing`, the default,
/// `directionLeftToRight`, `directionRightToLeft`) choose the edges an `H:` line uses.
/// `spacingEdgeToEdge` is the default and accepted. `alignAllFirstBaseline` and
/// `alignAllLastBaseline` (and UIKit's `alignAllBaseline`, the last) align baselines, so only an
/// `H:` line takes them; `spacingBaselineToBaseline` is not supported.
struct VisualFormatOptions {
    /// The horizontal reading order of an `H:` line.
    enum Direction: Equatable {
        case leadingToTrailing
        case leftToRight
        case rightToLeft
    }

    /// The attributes to align consecutive views on, each with the option that asked for it.
    private(set) var alignments: [(attribute: SpecAttribute, option: Located<String>)] = []
    private(set) var direction = Direction.leadingToTrailing

    private static let alignmentNames: [String: SpecAttribute] = [
        "alignAllLeft": .left, "alignAllRight": .right, "alignAllTop": .top, "alignAllBottom": .bottom,
        "alignAllLeading": .leading, "alignAllTrailing": .trailing,
        "alignAllCenterX": .centerX, "alignAllCenterY": .centerY, "alignAllFirstBaseline": .firstBaseline,
        "alignAllLastBaseline": .lastBaseline, "alignAllBaseline": .lastBaseline,
    ]
    private static let directionNames: [String: Direction] = [
        "directionLeadingToTrailing": .leadingToTrailing, "directionLeftToRight": .leftToRight,
        "directionRightToLeft": .rightToLeft,
    ]
    private static let baselineNames = ["spacingBaselineToBaseline"]
    private static let defaultNames = ["spacingEdgeToEdge"]

    /// All names, in a stable order, for suggestions.
    private static let knownNames =
        alignmentNames.keys.sorted() + directionNames.keys.sorted() + baselineNames + defaultNames

    /// Reads `options` for a line laid out along `axis`, reporting each bad one at its place.
    init(_ options: [Located<String>], axis: LayoutAxis, into diagnostics: inout [Diagnostic]) {
        var directionOption: Located<String>?
        for option in options {
            let name = option.value
            if let attribute = Self.alignmentNames[name] {
                if attribute.axis == axis {
                    diagnostics.append(
                        .alignmentAlongAxis(name, horizontal: axis == .horizontal, at: option.location))
                } else if !alignments.contains(where: { $0.attribute == attribute }) {
                    alignments.append((attribute, option))
                }
            } else if let direction = Self.directionNames[name] {
                if let earlier = directionOption, self.direction != direction {
                    diagnostics.append(.conflictingDirections(earlier, name, at: option.location))
                } else {
                    self.direction = direction
                    directionOption = option
                }
            } else if Self.baselineNames.contains(name) {
                diagnostics.append(.baselineOption(name, at: option.location))
            } else if !Self.defaultNames.contains(name) {
                diagnostics.append(.unknownOption(name, among: Self.knownNames, at: option.location))
            }
        }
    }
}
