import LayoutSolver

/// How the two sides of a ``LayoutConstraint`` compare, UIKit's `NSLayoutConstraint.Relation`:
/// the solver's `Relation` under UIKit's name, so that a constraint goes to the solver with
/// its relation as it is.
///
/// Its operators, `==`, `<=` and `>=`, are the spec language's: one table for the runtime's
/// descriptions, the spec grammar and the prover's messages.
public typealias LayoutRelation = Relation
