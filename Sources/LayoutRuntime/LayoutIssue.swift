/// A problem a layout pass found and worked around; layout never stops for one.
///
/// Read them from the root of a hierarchy after layout: ``View/layoutIssues``. Constraints are
/// compared by identity.
public enum LayoutIssue: CustomStringConvertible, Equatable {
    /// A required constraint could not hold together with the required constraints added
    /// before it, so layout left it out, as UIKit's "Will attempt to recover by breaking
    /// constraint" does.
    ///
    /// `conflicting` is a minimal conflicting set, in the order the layout pass added
    /// constraints, and includes `broken`: these constraints cannot all hold, and without any
    /// one of them the rest can. A constraint with a number that is not finite conflicts on
    /// its own: `conflicting == [broken]`.
    case unsatisfiable(conflicting: [LayoutConstraint], broken: LayoutConstraint)
    /// An active constraint whose items had no common ancestor when it was activated (or
    /// whose item is a guide with no owning view); layout leaves it out.
    case noCommonAncestor(LayoutConstraint)
    /// Views whose measurements (text wrapped at their width, baselines, the insets of their
    /// safe-area, margins or readable-content guides) still changed at the last of the layout's
    /// passes: they depend on the frames they place and did not settle. The frames are those of
    /// the last pass.
    case unsettled([View])

    public var description: String {
        switch self {
        case .unsatisfiable(let conflicting, let broken):
            let list = conflicting.map { "    \($0)" }.joined(separator: "\n")
            return """
                Unable to simultaneously satisfy constraints:
                \(list)
                Will attempt to recover by breaking constraint
                    \(broken)
                """
        case .noCommonAncestor(let constraint):
            return "Unable to install constraint \(constraint): its items have no common ancestor."
        case .unsettled(let views):
            let names = views.map { displayName(of: $0) }.joined(separator: ", ")
            return
                "Layout did not settle: the text, baselines or guides of \(names) still changed at the last pass."
        }
    }
}
