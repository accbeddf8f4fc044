"""The workloads of layoutgen-bench, built for kiwisolver, timed the same way.

Prints a JSON array of {"workload", "size", "build_ms", "resize_ms"} medians. The systems are
the ones Sources/layoutgen-bench/Workloads.swift builds, constraint for constraint: each view has
left, top, width and height variables; right and bottom are expressions.
"""

import argparse
import json
import statistics
import time

import kiwisolver as kiwi


class Box:
    def __init__(self, name):
        self.left = kiwi.Variable(name + ".left")
        self.top = kiwi.Variable(name + ".top")
        self.width = kiwi.Variable(name + ".width")
        self.height = kiwi.Variable(name + ".height")

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height

    def variables(self):
        return [self.left, self.top, self.width, self.height]


def chain(count):
    solver = kiwi.Solver()
    container = Box("container")
    variables = container.variables()
    solver.addConstraint(container.left == 0)
    solver.addConstraint(container.top == 0)
    solver.addConstraint((container.height == 0) | "weak")
    solver.addEditVariable(container.width, "strong")
    solver.suggestValue(container.width, 390)
    previous = None
    for index in range(count):
        view = Box("v%d" % index)
        variables += view.variables()
        if previous is None:
            solver.addConstraint(view.top == container.top + 8)
        else:
            solver.addConstraint(view.top == previous.bottom + 8)
        solver.addConstraint(view.height == 44)
        solver.addConstraint(view.left == container.left + 16)
        solver.addConstraint(view.right == container.right - 16)
        previous = view
    solver.addConstraint(container.bottom >= previous.bottom + 8)
    solver.updateVariables()
    return solver, container.width, variables


def grid(side):
    solver = kiwi.Solver()
    content = Box("content")
    frame_width = kiwi.Variable("frame.width")
    frame_height = kiwi.Variable("frame.height")
    variables = content.variables() + [frame_width, frame_height]
    solver.addConstraint(content.left == 0)
    solver.addConstraint(content.top == 0)
    solver.addConstraint(frame_height == 844)
    solver.addEditVariable(frame_width, "strong")
    solver.suggestValue(frame_width, 390)
    cells = []
    for row in range(side):
        line = []
        for column in range(side):
            cell = Box("cell%d_%d" % (row, column))
            variables += cell.variables()
            solver.addConstraint(cell.width == cell.height)
            if row == 0 and column == 0:
                solver.addConstraint(cell.width >= 80)
                solver.addConstraint((cell.width == 80) | "weak")
            else:
                first = cells[0][0] if cells else line[0]
                solver.addConstraint(cell.width == first.width)
            if column == 0:
                solver.addConstraint(cell.left == content.left + 8)
            else:
                solver.addConstraint(cell.left == line[column - 1].right + 8)
            if row == 0:
                solver.addConstraint(cell.top == content.top + 8)
            else:
                solver.addConstraint(cell.top == cells[row - 1][column].bottom + 8)
            if column == side - 1:
                solver.addConstraint(cell.right + 8 == content.right)
            if row == side - 1:
                solver.addConstraint(cell.bottom + 8 == content.bottom)
            line.append(cell)
        cells.append(line)
    solver.addConstraint(content.width >= frame_width)
    solver.addConstraint(content.height >= frame_height)
    solver.updateVariables()
    return solver, frame_width, variables


WORKLOADS = {"chain": chain, "grid": grid}


def measure(workload, size):
    start = time.perf_counter()
    solver, edit, variables = WORKLOADS[workload](size)
    build = time.perf_counter() - start
    widths = [320.0 + 64.0 * step for step in range(12)]
    checksum = 0.0
    start = time.perf_counter()
    for step in range(100):
        solver.suggestValue(edit, widths[step % len(widths)])
        solver.updateVariables()
        for variable in variables:
            checksum += variable.value()
    resize = (time.perf_counter() - start) / 100
    return build * 1000, resize * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chain-sizes", default="100,1000,10000")
    parser.add_argument("--grid-sizes", default="10,32,100")
    parser.add_argument("--workloads", default="chain,grid")
    arguments = parser.parse_args()
    results = []
    for workload in arguments.workloads.split(","):
        sizes = arguments.chain_sizes if workload == "chain" else arguments.grid_sizes
        for size in [int(text) for text in sizes.split(",") if text]:
            samples = [measure(workload, size) for _ in range(arguments.runs)]
            results.append({
                "workload": workload,
                "size": size,
                "build_ms": statistics.median(sample[0] for sample in samples),
                "resize_ms": statistics.median(sample[1] for sample in samples),
            })
    print(json.dumps(results))


if __name__ == "__main__":
    main()
