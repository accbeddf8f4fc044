// Which held constraints affect an item: the constraints grouped by the variables they share
// (or share through ambiguous variables only), made once per change and asked per item.

import LayoutSolver

extension LayoutEngine {
    /// The held constraints in groups that share no variable (see ``makeComponents(through:)``).
    struct ConstraintComponents {
        /// Per variable of a held constraint: its group.
        var group: [Variable: Int] = [:]
        /// Per group: its constraints, in list order.
        var members: [[LayoutConstraint]] = []
    }

    /// The held constraints connected, through shared variables, to `item`'s variables on
    /// `axis`, in list order.
    func constraintsAffectingLayout(of item: any LayoutItem, axis: LayoutAxis) -> [LayoutConstraint] {
        guard let variables = variables(of: item) else { return [] }
        if components == nil { components = makeComponents() }
        let seeds = variables.onAxis(axis)
        let groups = Set(seeds.compactMap { components!.group[$0] }).sorted()
        if groups.count == 1 { return components!.members[groups[0]] }
        return groups.flatMap { components!.members[$0] }.sorted { position(of: $0) < position(of: $1) }
    }

    /// Of `candidates`, those in `constraintsAffectingLayout(of: item, axis: axis)`, in its
    /// order; costs the candidates, not the groups.
    func constraintsAffectingLayout(
        of item: any LayoutItem, axis: LayoutAxis, among candidates: [LayoutConstraint]
    ) -> [LayoutConstraint] {
        guard let variables = variables(of: item) else { return [] }
        if components == nil { components = makeComponents() }
        let seeds = variables.onAxis(axis)
        let groups = Set(seeds.compactMap { components!.group[$0] })
        return candidates.filter { constraint in
            guard let first = held[ObjectIdentifier(constraint)]?.solverConstraint.expression.variables.first,
                let group = components!.group[first]
            else { return false }
            return groups.contains(group)
        }
        .sorted { position(of: $0) < position(of: $1) }
    }

    /// The held constraints connected to `item`'s ambiguous variables on `axis` through
    /// ambiguous variables only, in list order: the constraints that trade against each other
    /// where the item is not determined. A variable the constraints determine connects
    /// nothing, so two views pinned to one edge of their superview, each with widths of its own
    /// that tie, are two sets, where ``constraintsAffectingLayout(of:axis:)`` gives one.
    /// Empty when the item is determined on `axis`.
    func constraintsSharingAmbiguity(of item: any LayoutItem, axis: LayoutAxis) -> [LayoutConstraint] {
        let groups = ambiguityGroups(of: item, axis: axis)
        return groups.flatMap { ambiguityComponents!.members[$0] }.sorted {
            position(of: $0) < position(of: $1)
        }
    }

    /// Which sets of ``constraintsSharingAmbiguity(of:axis:)`` make up its answer, as
    /// increasing numbers that hold until the next layout: two items with the same numbers
    /// get the same constraints.
    func ambiguityGroups(of item: any LayoutItem, axis: LayoutAxis) -> [Int] {
        guard let variables = variables(of: item) else { return [] }
        let ambiguous = ambiguousVariables()
        if ambiguityComponents == nil { ambiguityComponents = makeComponents(through: ambiguous) }
        let seeds = variables.onAxis(axis)
        return Set(seeds.compactMap { ambiguityComponents!.group[$0] }).sorted()
    }

    /// The held constraints grouped into sets connected through shared variables, each in list
    /// order. Asking for the constraints that affect each view of a tall ambiguous layout
    /// walked every constraint once per view; the groups are made once per change. With
    /// `connecting`, only those variables join constraints, and a constraint with none of them
    /// is in no set.
    private func makeComponents(through connecting: Set<Variable>? = nil) -> ConstraintComponents {
        func connects(_ variable: Variable) -> Bool { connecting?.contains(variable) ?? true }
        var parent: [Variable: Variable] = [:]
        func root(_ variable: Variable) -> Variable {
            var variable = variable
            while let next = parent[variable], next != variable {
                parent[variable] = parent[next] ?? next
                variable = next
            }
            return variable
        }
        for record in held.values {
            let variables = record.solverConstraint.expression.variables.filter(connects)
            guard let first = variables.first else { continue }
            if parent[first] == nil { parent[first] = first }
            for variable in variables.dropFirst() {
                if parent[variable] == nil { parent[variable] = variable }
                let (a, b) = (root(first), root(variable))
                if a != b { parent[b] = a }
            }
        }
        var result = ConstraintComponents()
        var indexOfRoot: [Variable: Int] = [:]
        for variable in parent.keys {
            let top = root(variable)
            let index =
                indexOfRoot[top]
                ?? {
                    indexOfRoot[top] = result.members.count
                    result.members.append([])
                    return result.members.count - 1
                }()
            result.group[variable] = index
        }
        for record in held.values {
            guard let first = record.solverConstraint.expression.variables.first(where: connects) else {
                continue
            }
            result.members[result.group[first]!].append(record.constraint)
        }
        for index in result.members.indices {
            result.members[index].sort { position(of: $0) < position(of: $1) }
        }
        return result
    }
}
