/// The direction the interface reads in: UIKit's `UIUserInterfaceLayoutDirection`.
///
/// Right to left, `leading` and `trailing` (and the leading and trailing margins) are the
/// right and left sides, and the Visual Format Language's `H:` runs from right to left;
/// `left` and `right` never change.
public enum UserInterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// How a view's content reads whatever the interface's direction: UIKit's
/// `UISemanticContentAttribute`, the cases that decide layout.
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
    /// The view follows the interface's direction (the default).
    case unspecified
    /// Left to right even in a right-to-left interface.
    case forceLeftToRight
    /// Right to left even in a left-to-right interface.
    case forceRightToLeft
}
