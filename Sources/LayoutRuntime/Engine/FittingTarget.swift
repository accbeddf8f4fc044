/// What a fitting pass holds the measured view's size to: a target size, each side at its own
/// priority (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
struct FittingTarget {
    var size: CGSize
    var horizontal: LayoutPriority
    var vertical: LayoutPriority
    /// Whether the pass records its ``LayoutRegime``, the target's width held by a constraint
    /// whose constant the solver can move, as a recording root's frame is.
    var recordsRegime = false
}
