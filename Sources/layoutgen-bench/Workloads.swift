import LayoutSolver

/// The benchmark's workloads, identical for every engine measured (Benchmarks/kiwi_bench.py
/// builds the same systems for kiwisolver). Each view has four variables, left, top, width and
/// height; right and bottom are expressions.
struct Box {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ solver: inout Solver, _ name: String) {
        left = solver.makeVariable("\(name).left")
        top = solver.makeVariable("\(name).top")
        width = solver.makeVariable("\(name).width")
        height = solver.makeVariable("\(name).height")
    }

    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
}

/// A built workload: the solver, the edit variable that resizes it, and every variable to read.
struct BuiltWorkload {
    var solver: Solver
    let edit: Variable
    let variables: [Variable]
}

enum Workload: String, CaseIterable {
    case chain
    case grid

    /// The priority of the resize edit ("strong") and of the weakest preferences.
    static let strong: Priority = 750
    static let weakest: Priority = 1

    func build(size: Int) throws -> BuiltWorkload {
        switch self {
        case .chain: try Self.chain(size)
        case .grid: try Self.grid(size)
        }
    }

    /// chain(N): N views stacked 8 apart in a container whose width is edited.
    static func chain(_ count: Int) throws -> BuiltWorkload {
        var solver = Solver()
        let container = Box(&solver, "container")
        try solver.add(Constraint(LinearExpression(container.left), .equal, 0))
        try solver.add(Constraint(LinearExpression(container.top), .equal, 0))
        try solver.add(Constraint(LinearExpression(container.height), .equal, 0, priority: weakest))
        try solver.addEditVariable(container.width, priority: strong)
        try solver.suggestValue(390, for: container.width)
        var views: [Box] = []
        for index in 0..<count {
            let view = Box(&solver, "v\(index)")
            if let previous = views.last {
                try solver.add(Constraint(LinearExpression(view.top), .equal, previous.bottom + 8))
            } else {
                try solver.add(Constraint(LinearExpression(view.top), .equal, container.top + 8))
            }
            try solver.add(Constraint(LinearExpression(view.height), .equal, 44))
            try solver.add(Constraint(LinearExpression(view.left), .equal, container.left + 16))
            try solver.add(Constraint(view.right, .equal, container.right - 16))
            views.append(view)
        }
        try solver.add(Constraint(container.bottom, .greaterThanOrEqual, views.last!.bottom + 8))
        return BuiltWorkload(solver: solver, edit: container.width, variables: solver.variables)
    }

    /// grid(s): the grid scene (Apple's Auto Layout Guide, scroll view example) with s x s
    /// squares, in a content box at least as large as a frame whose width is edited and whose
    /// height is 844.
    static func grid(_ side: Int) throws -> BuiltWorkload {
        var solver = Solver()
        let content = Box(&solver, "content")
        // The frame is only a size: its width is edited, its height is 844.
        let frameWidth = solver.makeVariable("frame.width")
        let frameHeight = solver.makeVariable("frame.height")
        try solver.add(Constraint(LinearExpression(content.left), .equal, 0))
        try solver.add(Constraint(LinearExpression(content.top), .equal, 0))
        try solver.add(Constraint(LinearExpression(frameHeight), .equal, 844))
        try solver.addEditVariable(frameWidth, priority: strong)
        try solver.suggestValue(390, for: frameWidth)
        var cells: [[Box]] = []
        for row in 0..<side {
            var line: [Box] = []
            for column in 0..<side {
                let cell = Box(&solver, "cell\(row)_\(column)")
                try solver.add(
                    Constraint(LinearExpression(cell.width), .equal, LinearExpression(cell.height)))
                if row == 0 && column == 0 {
                    try solver.add(Constraint(LinearExpression(cell.width), .greaterThanOrEqual, 80))
                    try solver.add(Constraint(LinearExpression(cell.width), .equal, 80, priority: weakest))
                } else {
                    try solver.add(
                        Constraint(
                            LinearExpression(cell.width), .equal,
                            LinearExpression(cells.first?.first?.width ?? line[0].width)))
                }
                if column == 0 {
                    try solver.add(Constraint(LinearExpression(cell.left), .equal, content.left + 8))
                } else {
                    try solver.add(
                        Constraint(LinearExpression(cell.left), .equal, line[column - 1].right + 8))
                }
                if row == 0 {
                    try solver.add(Constraint(LinearExpression(cell.top), .equal, content.top + 8))
                } else {
                    try solver.add(
                        Constraint(LinearExpression(cell.top), .equal, cells[row - 1][column].bottom + 8))
                }
                if column == side - 1 {
                    try solver.add(Constraint(cell.right + 8, .equal, content.right))
                }
                if row == side - 1 {
                    try solver.add(Constraint(cell.bottom + 8, .equal, content.bottom))
                }
                line.append(cell)
            }
            cells.append(line)
        }
        try solver.add(
            Constraint(LinearExpression(content.width), .greaterThanOrEqual, LinearExpression(frameWidth)))
        try solver.add(
            Constraint(LinearExpression(content.height), .greaterThanOrEqual, LinearExpression(frameHeight)))
        return BuiltWorkload(solver: solver, edit: frameWidth, variables: solver.variables)
    }
}
