// The constraints a stack view gives its arranged subviews, UIStackView's (docs/StackView.md):
// StackRules lists them (along the axis, the canvas connections, the spacing and the
// distribution, in StackRules+AlongAxis.swift; across it, the alignment, with a spanning guide
// for every alignment but fill, in StackRules+AcrossAxis.swift; hidden views collapse), and
// the pass's cache gives each its identity. The identifiers are UIKit's (`UISV-spacing`, …)
// and so are the priorities.

extension GeneratedConstraints {
    /// UIStackView's constraints for `stack`, in the order UIKit makes them: along the axis,
    /// then across it.
    /// - Parameter intrinsicSizeOf: The length each arranged view has for fillProportionally: its
    ///   intrinsic size in this pass, a nested stack view's compressed fitting size.
    mutating func stackConstraints(for stack: StackView, intrinsicSizeOf: (View) -> CGSize)
        -> [LayoutConstraint]
    {
        guard !stack.arrangedSubviews.isEmpty else { return [] }
        var rules = StackRules(stack)
        rules.addAlongAxis(intrinsicSizeOf: intrinsicSizeOf)
        rules.addAcrossAxis()
        return rules.requests.map { request in
            // The shape is part of the key: a constraint's relation and multiplier never change.
            let key = GeneratedKey(
                item: ObjectIdentifier(request.item),
                slot: .stack(
                    rule: request.rule, request.attribute, request.relation, request.otherAttribute,
                    multiplier: request.multiplier, other: request.other.map(ObjectIdentifier.init)))
            let constraint = make(
                key, request.item, request.attribute, request.relation, request.other, request.otherAttribute,
                multiplier: request.multiplier, constant: request.constant, priority: request.priority,
                origin: .stackView, identifier: request.rule)
            constraint.generatingView = stack
            return constraint
        }
    }
}
