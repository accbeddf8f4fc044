// Ambiguity: which of an item's variables have more than one optimal value, and the frames of
// another layout that satisfies the constraints exactly as well.

import LayoutSolver

extension LayoutEngine {
    /// The variables with more than one optimal value; computed once per layout, when first
    /// asked.
    func ambiguousVariables() -> Set<Variable> {
        if let ambiguity { return ambiguity }
        let ambiguous = Set(solver.ambiguousVariables())
        ambiguity = ambiguous
        return ambiguous
    }

    /// The attributes of `item` among `[.left, .top, .width, .height]` whose variable has more
    /// than one optimal value.
    func ambiguousAttributes(of item: any LayoutItem) -> [LayoutAttribute] {
        guard let variables = variables(of: item) else { return [] }
        let ambiguous = ambiguousVariables()
        return variables.byAttribute.filter { ambiguous.contains($0.1) }.map(\.0)
    }

    /// The attributes of each of `items` (as ``ambiguousAttributes(of:)`` names them) that stay
    /// ambiguous once each of `held` has its `attributes` held where the solved layout has
    /// them: what only follows from the held items' ambiguity is what holding them settles.
    /// Exact: a copy of the solver gets required equalities at the solved values, which keep
    /// every optimal layout that has them; the solver itself is not changed.
    func ambiguousAttributes(
        of items: [any LayoutItem], holding held: [(item: any LayoutItem, attributes: [LayoutAttribute])]
    ) -> [[LayoutAttribute]] {
        var holding = solver
        for (item, attributes) in held {
            for (attribute, variable) in variables(of: item)?.byAttribute ?? []
            where attributes.contains(attribute) {
                let value = LinearExpression(constant: holding.value(of: variable))
                _ = try? holding.add(Constraint(LinearExpression(variable), .equal, value))
            }
        }
        let ambiguous = Set(holding.ambiguousVariables())
        return items.map { item in
            let byAttribute = self.variables(of: item)?.byAttribute ?? []
            return byAttribute.filter { ambiguous.contains($0.1) }.map(\.0)
        }
    }

    /// Writes the frames of every view and guide under `root` from another layout that
    /// satisfies the constraints exactly as well as the solved one (see
    /// ``withAlternative(moving:of:by:_:)``). False, writing nothing, when nothing can move.
    /// The solved layout is kept: the next layout pass writes it again.
    func exerciseAmbiguity(
        of item: any LayoutItem, moving attributes: [LayoutAttribute]? = nil, under root: View,
        by distance: Double
    ) -> Bool {
        withAlternative(moving: attributes, of: item, by: distance) {
            writeFrames(HierarchySnapshot(root: root))
        }
            != nil
    }

    /// The frame `view` has (in its superview's bounds coordinates) in another layout that
    /// satisfies the constraints exactly as well, in which the first ambiguous one of
    /// `attributes` has moved; nil when none can move. Writes nothing.
    func alternativeFrame(of view: View, moving attributes: [LayoutAttribute], by distance: Double) -> CGRect?
    {
        withAlternative(moving: attributes, of: view, by: distance) {
            let origin = view.superview.map(boundsCorner(of:)) ?? .zero
            return Self.snapped(frameRect(of: view), from: origin)
        }
    }

    /// The rectangle `guide` has, in its owning view's bounds coordinates, in another layout in
    /// which the first ambiguous one of its `attributes` has moved; nil when none can move.
    func alternativeLayoutFrame(
        of guide: LayoutGuide, moving attributes: [LayoutAttribute], by distance: Double
    )
        -> CGRect?
    {
        guard let owner = guide.owningView else { return nil }
        return withAlternative(moving: attributes, of: guide, by: distance) {
            Self.snapped(screenRect(of: guide), from: boundsCorner(of: owner))
        }
    }

    /// Runs `body` while the solver holds another layout that satisfies the constraints
    /// exactly as well as the solved one, in which the first of `item`'s ambiguous attributes
    /// (``ambiguousAttributes(of:)``, or the first ambiguous one of `attributes`, in their
    /// order, when given) has moved `distance`
    /// points up, or as far as the constraints allow that way, or else down; then restores
    /// the solved layout. Nil, without running `body`, when none can move.
    ///
    /// The other layout solves the last pass's constraints, with the measurements (text
    /// heights, guide insets) of the solved layout.
    private func withAlternative<Result>(
        moving attributes: [LayoutAttribute]?, of item: any LayoutItem, by distance: Double,
        _ body: () -> Result
    ) -> Result? {
        guard let variables = variables(of: item) else { return nil }
        let ambiguous = ambiguousAttributes(of: item)
        for attribute in attributes?.filter(ambiguous.contains) ?? ambiguous {
            let variable: Variable
            switch attribute {
            case .left: variable = variables.left
            case .top: variable = variables.top
            case .width: variable = variables.width
            case .height: variable = variables.height
            default: continue  // ambiguousAttributes(of:) names only these four.
            }
            let value = solver.value(of: variable)
            guard
                let other = solver.solution(moving: variable, toward: value + distance)
                    ?? solver.solution(moving: variable, toward: value - distance)
            else { continue }
            let solved = solver
            solver = other
            defer { solver = solved }
            return body()
        }
        return nil
    }
}
