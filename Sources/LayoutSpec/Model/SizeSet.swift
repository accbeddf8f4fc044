/// An interval of widths or heights, each end included or not.
public struct SizeInterval: Sendable, Hashable {
    public var lower: Double
    public var upper: Double
    public var lowerIsOpen: Bool
    public var upperIsOpen: Bool

    public init(lower: Double, upper: Double, lowerIsOpen: Bool = false, upperIsOpen: Bool = false) {
        self.lower = lower
        self.upper = upper
        self.lowerIsOpen = lowerIsOpen
        self.upperIsOpen = upperIsOpen
    }

    /// One width or height.
    public static func point(_ value: Double) -> SizeInterval { SizeInterval(lower: value, upper: value) }

    public func contains(_ value: Double) -> Bool {
        (lowerIsOpen ? value > lower : value >= lower) && (upperIsOpen ? value < upper : value <= upper)
    }
}

/// Sizes where a finding holds: a size the spec lists, by name, or a part of a range of sizes,
/// every size whose width lies in one interval and whose height in another. A diagnostic found
/// over sizes lists them all (``Diagnostic/sizes``), exactly: `check --format json` writes them
/// as `where` (docs/CheckJSON.md).
public enum SizeSet: Sendable, Hashable {
    case size(String)
    case range(String, widths: SizeInterval, heights: SizeInterval)

    /// The name of the size, or of the range.
    public var name: String {
        switch self {
        case .size(let name), .range(let name, _, _): name
        }
    }

    /// Whether the set holds the size `name` (for a range, at `width` x `height`).
    public func contains(_ name: String, width: Double, height: Double) -> Bool {
        switch self {
        case .size(let size): size == name
        case .range(let range, let widths, let heights):
            range == name && widths.contains(width) && heights.contains(height)
        }
    }
}
