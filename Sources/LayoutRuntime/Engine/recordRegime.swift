// Recording a layout's regime (LayoutRegime): for each pass, the root sizes over which its
// solved basis holds and the decisions its plan and measurements took from the frames.

import LayoutSolver

extension LayoutEngine {
    /// Records the pass just solved and measured: the root sizes over which its basis holds,
    /// the decisions of its plan and measurements, and what it held.
    func recordPass(steps: [RegimeStep]?) {
        guard regime != nil, let steps else { return }
        var pass = LayoutRegime.Pass(steps: steps, held: current)
        var sizeIDs: [LayoutAttribute: ConstraintID] = [:]
        for record in held.values {
            // A root's frame; in a fitting pass, the width the fitting holds, the size swept.
            let origin = record.constraint.origin
            let attribute = record.constraint.firstAttribute
            guard
                origin == .rootFrame
                    ? attribute == .width || attribute == .height
                    : origin == .fittingSize && attribute == .width,
                let ranging = try? solver.stableRangeEnds(ofConstant: record.id)
            else { continue }
            sizeIDs[attribute] = record.id
            // The solver holds `root.width - w == 0`: its constant is -w, so the constant's
            // smaller end is the larger width.
            assert(
                abs(-record.solverConstraint.expression.constant - Double(record.constraint.constant)) <= 1e-9
            )
            let sizes = (-ranging.range.upperBound)...(-ranging.range.lowerBound)
            let ends = (
                lower: ranging.atUpper.flatMap { heldByID[$0] },
                upper: ranging.atLower.flatMap { heldByID[$0] }
            )
            if attribute == .width {
                (pass.widths, pass.widthEnds) = (sizes, ends)
            } else {
                (pass.heights, pass.heightEnds) = (sizes, ends)
            }
        }
        if let width = sizeIDs[.width], let height = sizeIDs[.height],
            let bounds = try? solver.stableRegion(ofConstants: [width, height])
        {
            // The constants are -width and -height: a point more of size moves them by -1.
            pass.region = bounds.map { bound in
                var bound = bound
                bound.coefficients = bound.coefficients.map { -$0 }
                return bound
            }
        }
        pass.refused = refusals.compactMap { issue in
            guard case .unsatisfiable(let conflicting, let broken) = issue else { return nil }
            return ([broken] + conflicting).map(ObjectIdentifier.init)
        }
        regime!.passes.append(pass)
        if !refusals.isEmpty { regime!.conflicted = true }
    }

    /// The views of `snapshot` and their guides, each named by its view, in hierarchy order.
    static func regimeItems(_ snapshot: HierarchySnapshot) -> [(key: ObjectIdentifier, view: View)] {
        var items: [(key: ObjectIdentifier, view: View)] = []
        for view in snapshot.views {
            items.append((ObjectIdentifier(view), view))
            for (_, guide) in view.environmentGuides.isEmpty ? [] : view.environmentGuides.madeByKind {
                items.append((ObjectIdentifier(guide), view))
            }
        }
        return items
    }
}
