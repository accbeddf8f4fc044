/// A layout lint check: a problem that is not a conflict or an ambiguity but that people see
/// on the screen. Each is a warning; a spec turns one off with `lint: {overlap: false}`, at its
/// top level for every view or on a view for that view (docs/SpecLanguage.md).
public enum LintRule: String, CaseIterable, Hashable, Sendable {
    /// Two sibling views' frames intersect with a positive area (arranged views of one stack
    /// view excepted).
    case overlap
    /// A view extends outside its superview's bounds (a scroll view's content excepted).
    case clipping
    /// A label or control lies outside the root view's safe area.
    case outsideSafeArea
    /// A control is smaller than 44 × 44 points, the tap target Apple's Human Interface
    /// Guidelines ask for.
    case tapTarget
    /// A label's text needs more width, lines or height than the label gets.
    case truncation
    /// A view with content (text, an image, a color) is zero wide or zero high.
    case zeroSize
    /// A label without text whose height nothing but its text decides: UIKit collapses it to 0
    /// high, and what is placed below it moves up.
    case emptyLabel
    /// A scroll view that pages (`isPagingEnabled`) whose content, along an axis it scrolls, is
    /// not a whole number of its pages: its stops drift from the content's pages.
    case paging
}

/// Which lint checks a spec or a view turns on or off; a check it does not name is decided
/// higher up (the view by the spec, the spec by the default: on).
public typealias LintSettings = [LintRule: Bool]
