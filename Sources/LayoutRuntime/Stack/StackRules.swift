/// UIStackView's rules applied to one stack view with arranged subviews: the constraints it
/// asks for, in UIKit's order, before the pass's cache gives each its identity.
struct StackRules {
    /// One constraint of the stack: `item.attribute relation multiplier * other.otherAttribute +
    /// constant @priority`, identified by its UIKit rule.
    struct Request {
        let rule: String
        let item: any LayoutItem
        let attribute: LayoutAttribute
        let relation: LayoutRelation
        let other: (any LayoutItem)?
        let otherAttribute: LayoutAttribute
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: LayoutPriority
    }

    /// The attributes of one axis of a stack: the edges, the length and the center along it.
    struct AxisAttributes {
        let start: LayoutAttribute
        let end: LayoutAttribute
        let length: LayoutAttribute
        let center: LayoutAttribute

        init(_ axis: LayoutAxis) {
            if axis == .horizontal {
                (start, end, length, center) = (.leading, .trailing, .width, .centerX)
            } else {
                (start, end, length, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// The priority UIKit hides an arranged view with on current iOS; a required size of the
    /// view's own wins over it (older iOS used 1000 and logged a conflict).
    static let hidingPriority = LayoutPriority(999.999)
    /// The spanning guide's equalities with the views it spans.
    static let spanningBoundaryPriority = LayoutPriority(999.5)

    let stack: StackView
    /// The arranged views, hidden or not; never empty.
    let views: [View]
    /// The arranged views that are not hidden.
    let visible: [View]
    /// The stack, or its layout margins guide with `isLayoutMarginsRelativeArrangement`.
    let canvas: any LayoutItem
    let along: AxisAttributes
    let across: AxisAttributes
    /// Whether guides share the space between the views (equalSpacing, equalCentering).
    let distributes: Bool
    /// The constraints asked for so far, in order.
    private(set) var requests: [Request] = []

    init(_ stack: StackView) {
        self.stack = stack
        views = stack.arrangedSubviews
        visible = stack.visibleArrangedSubviews
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = AxisAttributes(stack.axis)
        across = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
        distributes = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    }

    /// Asks for `item.attribute relation multiplier * other.otherAttribute + constant @priority`.
    mutating func add(
        _ rule: String, _ item: any LayoutItem, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal,
        to other: (any LayoutItem)? = nil, _ otherAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required
    ) {
        requests.append(
            Request(
                rule: rule, item: item, attribute: attribute, relation: relation, other: other,
                otherAttribute: otherAttribute, multiplier: multiplier, constant: constant, priority: priority
            ))
    }

    /// Each arranged view's index, hidden views counted.
    func arrangedIndices() -> [ObjectIdentifier: Int] {
        Dictionary(uniqueKeysWithValues: views.enumerated().map { (ObjectIdentifier($1), $0) })
    }
}
