// From a LayoutConstraint to the solver's linear constraint.
//
// Every item has four variables in one screen space: left, top, width, height. Attributes are
// linear in them: right = left + width, centerX = left + width / 2, and the same for y; a
// baseline is top + k * height + c, with k and c from the view's text (Baselines).
//
// Leading and trailing: left to right they are left and right. In a constraint that relates a
// leading or trailing edge of an item whose view reads right to left, the horizontal axis is
// read flipped, as UIKit reads it, values growing toward the trailing edge: every horizontal
// position x of the constraint becomes -x, leading is the right edge and trailing the left.
// `b.leading == a.trailing + 10` then puts b 10 points to the left of a.

import LayoutSolver

extension LayoutEngine {
    /// The solver's form of `constraint` in the current hierarchy; nil when one of its items
    /// is gone or not in the hierarchy being laid out.
    ///
    /// `first == m * second + c` becomes `first - m * second - c == 0`, so the solver's
    /// constant is `-c` and a change of `c` is a change of constant. With no second item, a
    /// position is measured from the origin of the item's frame coordinates; with a
    /// multiplier other than 1, or a position related to a size (only the runtime makes one:
    /// an autoresizing mask's `left == a * superview.width + b`), positions are measured from
    /// the bounds origin of the items' nearest common ancestor.
    func translate(_ constraint: LayoutConstraint, in snapshot: HierarchySnapshot) -> Constraint? {
        guard let first = constraint.firstItem else { return nil }
        // A stack view's constraint reads in the stack's direction, any other in its first item's.
        let flipped =
            hasRightToLeftViews
            && (constraint.firstAttribute.followsLayoutDirection
                || constraint.secondAttribute.followsLayoutDirection)
            && (constraint.generatingView ?? hostView(of: first)).map(readsRightToLeft) == true
        guard
            var lhs = expression(
                first, constraint.firstAttribute, relatedTo: constraint.secondItem, flipped: flipped,
                in: snapshot)
        else { return nil }
        let multiplier = Double(constraint.multiplier)
        let constant = Double(constraint.constant)
        var rhs: LinearExpression
        if let second = constraint.secondItem {
            guard
                let secondTerm = expression(
                    second, constraint.secondAttribute, relatedTo: first, flipped: flipped, in: snapshot)
            else { return nil }
            rhs = multiplier * secondTerm + constant
            let mixesPositionAndSize =
                constraint.firstAttribute.isPosition != constraint.secondAttribute.isPosition
            if multiplier != 1 || mixesPositionAndSize, let firstView = hostView(of: first),
                let ancestor = nearestCommonAncestor(firstView, hostView(of: second))
            {
                lhs = lhs - boundsOrigin(of: ancestor, along: constraint.firstAttribute, flipped: flipped)
                rhs =
                    rhs - multiplier
                    * boundsOrigin(of: ancestor, along: constraint.secondAttribute, flipped: flipped)
            }
        } else {
            // A second attribute without a second item: the item was freed.
            guard constraint.secondAttribute == .notAnAttribute else { return nil }
            rhs = LinearExpression(constant: constant)
            lhs =
                lhs - frameOrigin(of: first, along: constraint.firstAttribute, flipped: flipped, in: snapshot)
        }
        return Constraint(
            lhs, constraint.relation, rhs, priority: constraint.priority.solverPriority)
    }

    /// `item.attribute` as an expression, after the scroll-view rule: a scroll view's edge in a
    /// constraint with one of its descendants is the edge of its content layout guide. On a
    /// `flipped` axis a horizontal position is negated, leading being the right edge.
    private func expression(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, relatedTo other: (any LayoutItem)?,
        flipped: Bool, in snapshot: HierarchySnapshot
    ) -> LinearExpression? {
        var target = LayoutConstraint.effectiveItem(item, attribute, relatedTo: other)
        // A baseline is that of the view the item lays its baseline out with (one of a stack
        // view's arranged views).
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = target as? View {
            target = baselineLayout(of: view, first: attribute == .firstBaseline)
        }
        guard let variables = variables(of: target) else { return nil }
        switch attribute {
        case .firstBaseline, .lastBaseline:
            guard let view = target as? View else { return variables.expression(for: attribute) }
            let baselines = baselines(of: view)
            let line = attribute == .firstBaseline ? baselines.first : baselines.last
            return variables.top + Double(line.heightFactor) * variables.height + Double(line.offset)
        case .leading where flipped: return -variables.expression(for: .right)
        case .trailing where flipped: return -variables.expression(for: .left)
        case .centerX where flipped: return -variables.expression(for: .centerX)
        default: return variables.expression(for: attribute)
        }
    }

    /// Where `view`'s bounds start on `attribute`'s axis: its content layout guide's corner for
    /// a scroll view, else its own; zero for a size attribute. On a `flipped` axis, where they
    /// end on the right, negated.
    func boundsOrigin(of view: View, along attribute: LayoutAttribute, flipped: Bool = false)
        -> LinearExpression
    {
        guard attribute.isPosition else { return 0 }
        let owner: any LayoutItem = (view as? ScrollView)?.contentLayoutGuide ?? view
        guard let variables = variables(of: owner) else { return 0 }
        // A view's bounds are its frame: its alignment rectangle grown by its insets.
        let insets = owner === view ? view.alignmentRectInsets : .zero
        if attribute.axis == .horizontal {
            return flipped
                ? -(variables.left + variables.width + Double(insets.right))
                : variables.left - Double(insets.left)
        }
        return variables.top - Double(insets.top)
    }

    /// Where the coordinate space of `item`'s frame starts: its superview's bounds origin (an
    /// owning view's for a guide), or screen space for the root; zero for a size attribute.
    private func frameOrigin(
        of item: any LayoutItem, along attribute: LayoutAttribute, flipped: Bool,
        in snapshot: HierarchySnapshot
    ) -> LinearExpression {
        if let view = item as? View {
            guard view !== snapshot.root, let parent = view.superview else { return 0 }
            return boundsOrigin(of: parent, along: attribute, flipped: flipped)
        }
        guard let owner = (item as? LayoutGuide)?.owningView else { return 0 }
        return boundsOrigin(of: owner, along: attribute, flipped: flipped)
    }
}

extension LayoutEngine.ItemVariables {
    /// The attribute as a linear expression of the item's four variables, left to right; a
    /// baseline here is that of an item without text (see ``Baselines``).
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
        case .firstBaseline: LinearExpression(top)
        case .lastBaseline: top + height
        case .notAnAttribute: 0
        }
    }
}
