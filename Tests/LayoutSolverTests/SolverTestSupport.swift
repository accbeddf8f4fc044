@testable import LayoutSolver

/// A variable for each of a pack of names: `makeVariables` returns one `Variable` per name.
typealias VariableNamed<Name> = Variable

extension Solver {
    /// One new variable per name, in order: `let (x, y) = solver.makeVariables("x", "y")`
    /// stands for a `makeVariable` line per variable.
    mutating func makeVariables<each Name: StringProtocol>(
        _ names: repeat each Name
    ) -> (repeat VariableNamed<each Name>) {
        (repeat makeVariable(String(each names)))
    }
}
