import LayoutSolver

var solver = Solver()
let width = solver.makeVariable("width")
try solver.add(Constraint(LinearExpression(width), .equal, 100))
print(solver.value(of: width), Priority(rawValue: 250.5)!)
