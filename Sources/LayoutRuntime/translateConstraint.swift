// From a LayoutConstraint to the solver's linear constraint.
//
// Every item has four variables in one screen space: left, top, width, height. Attributes are
// linear in them: right = left + width, centerX = left + width / 2, leading = left,
// trailing = right (left to right only), and the same for y.

import LayoutSolver

extension LayoutEngine {
    /// The solver's form of `constraint` in the current hierarchy; nil when one of its items
    /// is gone or not in the hierarchy being laid out.
    ///
    /// `first == m * second + c` becomes `first - m * second - c == 0`, so the solver's
    /// constant is `-c` and a change of `c` is a change of constant. With no second item, a
    /// position is measured from the origin of the item's frame coordinates; with a
    /// multiplier other than 1, positions are measured from the bounds origin of the items'
    /// nearest common ancestor.
    func translate(_ constraint: LayoutConstraint, in snapshot: HierarchySnapshot) -> Constraint? {
        guard let first = constraint.firstItem,
            var lhs = expression(
                first, constraint.firstAttribute, relatedTo: constraint.secondItem, in: snapshot)
        else { return nil }
        let multiplier = Double(constraint.multiplier)
        let constant = Double(constraint.constant)
        var rhs: LinearExpression
        if let second = constraint.secondItem {
            guard
                let secondTerm = expression(
                    second, constraint.secondAttribute, relatedTo: first, in: snapshot)
            else { return nil }
            rhs = multiplier * secondTerm + constant
            if multiplier != 1, let firstView = hostView(of: first),
                let ancestor = nearestCommonAncestor(firstView, hostView(of: second))
            {
                lhs = lhs - boundsOrigin(of: ancestor, along: constraint.firstAttribute)
                rhs = rhs - multiplier * boundsOrigin(of: ancestor, along: constraint.secondAttribute)
            }
        } else {
            // A second attribute without a second item: the item was freed.
            guard constraint.secondAttribute == .notAnAttribute else { return nil }
            rhs = LinearExpression(constant: constant)
            lhs = lhs - frameOrigin(of: first, along: constraint.firstAttribute, in: snapshot)
        }
        return Constraint(
            lhs, constraint.relation.solverRelation, rhs, priority: constraint.priority.solverPriority)
    }

    /// `item.attribute` as an expression, after the scroll-view rule: a scroll view's edge in a
    /// constraint with one of its descendants is the edge of its content layout guide.
    private func expression(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, relatedTo other: (any LayoutItem)?,
        in snapshot: HierarchySnapshot
    ) -> LinearExpression? {
        let target = LayoutConstraint.effectiveItem(item, attribute, relatedTo: other)
        guard let variables = variables(of: target) else { return nil }
        return variables.expression(for: attribute)
    }

    /// Where `view`'s bounds start on `attribute`'s axis: its content layout guide's corner for
    /// a scroll view, else its own; zero for a size attribute.
    func boundsOrigin(of view: View, along attribute: LayoutAttribute) -> LinearExpression {
        guard attribute.isPosition else { return 0 }
        let owner: any LayoutItem = (view as? ScrollView)?.contentLayoutGuide ?? view
        guard let variables = variables(of: owner) else { return 0 }
        return LinearExpression(attribute.axis == .horizontal ? variables.left : variables.top)
    }

    /// Where the coordinate space of `item`'s frame starts: its superview's bounds origin (an
    /// owning view's for a guide), or screen space for the root; zero for a size attribute.
    private func frameOrigin(
        of item: any LayoutItem, along attribute: LayoutAttribute, in snapshot: HierarchySnapshot
    ) -> LinearExpression {
        if let view = item as? View {
            guard view !== snapshot.root, let parent = view.superview else { return 0 }
            return boundsOrigin(of: parent, along: attribute)
        }
        guard let owner = (item as? LayoutGuide)?.owningView else { return 0 }
        return boundsOrigin(of: owner, along: attribute)
    }
}

extension LayoutEngine.ItemVariables {
    /// The attribute as a linear expression of the item's four variables.
    func expression(for attribute: LayoutAttribute) -> LinearExpression {
        switch attribute {
        case .left, .leading: LinearExpression(left)
        case .right, .trailing: left + width
        case .top: LinearExpression(top)
        case .bottom: top + height
        case .width: LinearExpression(width)
        case .height: LinearExpression(height)
        case .centerX: LinearExpression(left) + 0.5 * width
        case .centerY: LinearExpression(top) + 0.5 * height
        case .notAnAttribute: 0
        }
    }
}

extension LayoutRelation {
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
