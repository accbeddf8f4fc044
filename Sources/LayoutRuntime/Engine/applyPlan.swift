// Bringing the solver to a pass's plan: only the difference from what it holds (removals,
// changed constants, additions), or every constraint in order to a fresh solver after a
// conflict, recording each refusal.

import LayoutSolver

extension LayoutEngine {
    /// One solve: brings the solver to the plan for `snapshot` with `measurements`,
    /// incrementally when it can.
    /// - Parameter prebuilt: The plan for `measurements`, already made with the current
    ///   variables; used unless the solver has to start over.
    func solve(_ snapshot: HierarchySnapshot, measurements: Measurements, plan prebuilt: Plan? = nil) {
        (ambiguity, ambiguityComponents) = (nil, nil)
        var startedOver = false
        if !refusals.isEmpty || isStale(snapshot) {
            reset()
            startedOver = true
        }
        makeVariables(snapshot)
        var plan = (startedOver ? nil : prebuilt) ?? makePlan(snapshot, measurements: measurements)
        if !held.isEmpty && !applyDifference(plan.desired) {
            reset()
            makeVariables(snapshot)
            plan = makePlan(snapshot, measurements: measurements)
        }
        if held.isEmpty { addAll(plan.desired) }
        holdTieBreaks(plan.tieBreaks)
        unplaced = plan.unplaced
    }

    /// Sends the solver the difference between what it holds and `desired`; false when a
    /// required constraint was refused (the solver is then in no useful state).
    private func applyDifference(_ desired: [Desired]) -> Bool {
        var wanted: [ObjectIdentifier: Constraint] = [:]
        for item in desired { wanted[ObjectIdentifier(item.constraint)] = item.solverConstraint }
        let obsolete = held.values.filter { record in
            guard let target = wanted[ObjectIdentifier(record.constraint)] else { return true }
            return !Self.sameShape(target, record.solverConstraint)
        }
        for record in obsolete.sorted(by: { $0.id < $1.id }) {
            try? solver.removeMovingAmongTies(record.id)
            release(record)
        }
        for item in desired {
            let key = ObjectIdentifier(item.constraint)
            guard let record = held[key] else { continue }
            let constant = item.solverConstraint.expression.constant
            if record.solverConstraint.expression.constant == constant { continue }
            do {
                try solver.setConstant(constant, of: record.id)
            } catch {
                return false
            }
            lastOperationCount += 1
            held[key]!.solverConstraint = item.solverConstraint
        }
        for item in desired where held[ObjectIdentifier(item.constraint)] == nil {
            do {
                hold(item, as: try solver.add(item.solverConstraint, tracksConstant: item.tracksConstant))
            } catch {
                return false
            }
        }
        return true
    }

    /// Adds `desired` in order to a solver that holds nothing, recording each refusal.
    private func addAll(_ desired: [Desired]) {
        refusals = []
        for item in desired {
            do {
                hold(item, as: try solver.add(item.solverConstraint, tracksConstant: item.tracksConstant))
            } catch {
                lastOperationCount += 1
                var conflicting = [item.constraint]
                if case .unsatisfiable(let refused, let conflict) = error {
                    conflicting += conflict.filter { $0 != refused }.compactMap { heldByID[$0] }
                }
                conflicting.sort { position(of: $0) < position(of: $1) }
                refusals.append(.unsatisfiable(conflicting: conflicting, broken: item.constraint))
            }
        }
    }

    private func hold(_ item: Desired, as id: ConstraintID) {
        lastOperationCount += 1
        held[ObjectIdentifier(item.constraint)] = Held(
            constraint: item.constraint, id: id, solverConstraint: item.solverConstraint)
        heldByID[id] = item.constraint
        if item.constraint.origin != .user { item.constraint.isAppliedByEngine = true }
    }

    private func release(_ record: Held) {
        lastOperationCount += 1
        held[ObjectIdentifier(record.constraint)] = nil
        heldByID[record.id] = nil
        if record.constraint.origin != .user { record.constraint.isAppliedByEngine = false }
    }

    /// Whether two solver constraints differ at most in their constant.
    private static func sameShape(_ a: Constraint, _ b: Constraint) -> Bool {
        a.relation == b.relation && a.priority == b.priority && a.expression.terms == b.expression.terms
    }
}
