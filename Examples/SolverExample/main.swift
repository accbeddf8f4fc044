import LayoutSolver

// Two buttons of equal width side by side in a window whose width the user drags.
var solver = Solver()
let window = solver.makeVariable("window.width")
let okLeft = solver.makeVariable("ok.left")
let okWidth = solver.makeVariable("ok.width")
let cancelLeft = solver.makeVariable("cancel.left")
let cancelWidth = solver.makeVariable("cancel.width")

do {
    try solver.add(okLeft .== 20)
    try solver.add(cancelLeft .== okLeft + okWidth + 8)
    try solver.add(cancelLeft + cancelWidth .== window - 20)
    try solver.add(okWidth .== cancelWidth)
    let minimum = try solver.add(okWidth .>= 60)
    try solver.add((okWidth .== 100).withPriority(.defaultLow))  // preferred, if there is room
    try solver.addEditVariable(window, priority: .defaultHigh)  // the drag
    for width in [400.0, 150.0] {
        try solver.suggestValue(width, for: window)
        print("drag to \(width): window \(solver.value(of: window)), ok.width \(solver.value(of: okWidth))")
    }
    print("ambiguous: \(solver.ambiguousVariables())")

    // A required constraint that cannot hold is refused, with a minimal conflicting set.
    do {
        try solver.add(okWidth .<= 50)
    } catch {
        guard case .unsatisfiable(let refused, let conflict) = error else { throw error }
        let others = conflict.filter { $0 != refused }.map { solver.description(of: solver.constraint($0)!) }
        print("refused ok.width <= 50: it conflicts with \(others.joined(separator: ", "))")
    }
    try solver.remove(minimum)
    print("without the minimum: ok.width \(solver.value(of: okWidth))")
} catch {
    print("unexpected: \(error)")
}
