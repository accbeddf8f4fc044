import Foundation
import XCTest

@testable import LayoutSolver

/// A variable knows the solver that made it: another solver refuses it or stops with a
/// message that says so, and never answers for a different variable.
final class SolverForeignVariableTests: XCTestCase {
    func testAddingAConstraintWithAnotherSolversVariableThrowsForeignVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x .== 10)
        var other = Solver()
        // Same index as x: without the solver's identity it would stand for x.
        let (twin, beyond) = other.makeVariables("twin", "beyond")
        for foreign in [twin, beyond] {
            XCTAssertFalse(solver.owns(foreign))
            XCTAssertThrowsError(try solver.add(x + foreign .<= 20)) { error in
                XCTAssertEqual(error as? SolverError, .foreignVariable(foreign))
            }
        }
        XCTAssertEqual(solver.constraintIDs.count, 1)
        XCTAssertEqual(solver.value(of: x), 10)
    }

    func testEditVariableRequestsWithAnotherSolversVariableThrowForeignVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addEditVariable(x, priority: .defaultHigh)
        var other = Solver()
        let twin = other.makeVariable("twin")
        XCTAssertFalse(solver.hasEditVariable(twin))
        XCTAssertThrowsError(try solver.addEditVariable(twin, priority: 500)) {
            XCTAssertEqual($0 as? SolverError, .foreignVariable(twin))
        }
        XCTAssertThrowsError(try solver.suggestValue(3, for: twin)) {
            XCTAssertEqual($0 as? SolverError, .foreignVariable(twin))
        }
        XCTAssertThrowsError(try solver.removeEditVariable(twin)) {
            XCTAssertEqual($0 as? SolverError, .foreignVariable(twin))
        }
        XCTAssertTrue(solver.hasEditVariable(x))
    }

    func testACopyOwnsTheVariablesMadeBeforeTheCopyOnly() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        var copy = solver
        let y = copy.makeVariable("y")
        XCTAssertTrue(copy.owns(x))
        XCTAssertTrue(solver.owns(x))
        XCTAssertFalse(solver.owns(y))
        try copy.add(x .== y)
        XCTAssertThrowsError(try solver.add(x .== y)) {
            XCTAssertEqual($0 as? SolverError, .foreignVariable(y))
        }
    }

    func testASolverMadeWithAnothersVariablesTakesTheirConstraints() throws {
        var solver = Solver()
        let (x, y) = solver.makeVariables("x", "y")
        try solver.add(x + y .== 10)
        try solver.add(x .== 4)
        var fresh = Solver(variablesOf: solver)
        XCTAssertEqual(fresh.variables, [x, y])
        XCTAssertEqual(fresh.constraintIDs, [])
        for id in solver.constraintIDs { try fresh.add(solver.constraint(id)!) }
        XCTAssertEqual(fresh.value(of: y), 6)
        XCTAssertEqual(fresh.name(of: y), "y")
    }

    func testRebuildingKeepsTheVariablesOwned() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let pin = try solver.add(x .== 3)
        try solver.add((x .== 5).withPriority(.defaultLow))
        // Removing a required equality without a marker rebuilds the tableau.
        try solver.remove(pin)
        XCTAssertEqual(solver.rebuildCount, 1)
        XCTAssertTrue(solver.owns(x))
        XCTAssertEqual(solver.value(of: x), 5)
    }

    /// Reading another solver's variable stops the program with a message that names the
    /// mistake (checked in a child process, since the check is a precondition).
    func testReadingAnotherSolversVariableStopsWithAMessageNamingIt() throws {
        for read in ForeignRead.allCases {
            if ProcessInfo.processInfo.environment[ForeignRead.environmentKey] == read.rawValue {
                read.perform()
                return
            }
        }
        for read in ForeignRead.allCases {
            let result = try runThisTest(
                "testReadingAnotherSolversVariableStopsWithAMessageNamingIt",
                environment: [ForeignRead.environmentKey: read.rawValue])
            XCTAssertNotEqual(result.status, 0, "\(read) did not stop")
            XCTAssertTrue(
                result.stderr.contains(
                    "Variable v0 was made by another solver; a solver reads only its own variables."),
                "\(read): \(result.stderr)")
        }
    }
}

/// The reads that must stop on another solver's variable, each run in a child process.
private enum ForeignRead: String, CaseIterable {
    case value, name, isUnique

    static let environmentKey = "LAYOUTGEN_FOREIGN_READ"

    func perform() {
        var solver = Solver()
        _ = solver.makeVariable("x")
        var other = Solver()
        let twin = other.makeVariable("twin")
        switch self {
        case .value: print(solver.value(of: twin))
        case .name: print(solver.name(of: twin))
        case .isUnique: print(solver.isUnique(twin))
        }
    }
}

/// Runs one test of this class in a child process of the running test binary.
private func runThisTest(_ name: String, environment: [String: String]) throws -> (
    status: Int32, stderr: String
) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["LayoutSolverTests.SolverForeignVariableTests/\(name)"]
    process.environment = ProcessInfo.processInfo.environment.merging(
        environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
    ) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

extension SolverForeignVariableTests {
    func testAnotherSolversHandleNamesNothing() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let own = try solver.add(x .== 10)
        var other = Solver()
        let y = other.makeVariable("y")
        // The same number as `own`, in another solver.
        let foreign = try other.add(y .== 20)
        XCTAssertEqual(foreign.rawValue, own.rawValue)
        XCTAssertNotEqual(foreign, own)
        XCTAssertFalse(solver.contains(foreign))
        XCTAssertNil(solver.constraint(foreign))
        XCTAssertThrowsError(try solver.remove(foreign)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint(foreign))
        }
        XCTAssertThrowsError(try solver.setConstant(5, of: foreign)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint(foreign))
        }
        XCTAssertEqual(solver.constraintIDs, [own])
        XCTAssertEqual(solver.value(of: x), 10)
    }

    func testASolverMadeWithAnothersVariablesGivesNewHandles() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(x .== 10)
        var fresh = Solver(variablesOf: solver)
        let again = try fresh.add(x .== 10)
        XCTAssertNotEqual(again, first)
        XCTAssertFalse(fresh.contains(first))
    }
}
