import Foundation
import LayoutGenCore
import LayoutProof
import LayoutSpec
import TestSupport
import XCTest

/// Property tests over random specs (``RandomSpecGenerator``): each valid spec must hold, lay
/// out exactly as its construction says at every size, and generate the same Swift every time;
/// each broken variant must get the diagnosis its breakage calls for, at the right line.
///
/// Every failure names the spec's seed and prints its YAML. `LAYOUTGEN_SEED=0x...` (or
/// decimal) replaces the base seed the spec seeds are drawn from, `LAYOUTGEN_SPEC_SEED=0x...`
/// runs the one spec of that seed, and `LAYOUTGEN_FAILURE_LIMIT` (5) is how many failing specs
/// a test reports before it stops.
final class PropertyRoundTripTests: XCTestCase {
    static let specCount = 200
    static let defaultBaseSeed: UInt64 = 0x1A7E_5CA1_AB1E_5EED

    static let baseSeed: UInt64 = seed(from: "LAYOUTGEN_SEED") ?? defaultBaseSeed

    /// The seeds of the specs under test, drawn from the base seed.
    static let specSeeds: [UInt64] = {
        if let one = seed(from: "LAYOUTGEN_SPEC_SEED") { return [one] }
        var rng = SeededRandom(seed: baseSeed)
        return (0..<specCount).map { _ in rng.next() }
    }()

    static func seed(from variable: String) -> UInt64? {
        guard let text = ProcessInfo.processInfo.environment[variable] else { return nil }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }

    /// How to reproduce a failure about `spec`.
    static func origin(_ spec: RandomSpec) -> String {
        "seed \(hex(spec.seed)) (LAYOUTGEN_SPEC_SEED=\(hex(spec.seed)); base LAYOUTGEN_SEED=\(hex(baseSeed)))"
    }

    /// A spec, its entries and its YAML, with expectations in about half of them.
    static func make(_ seed: UInt64) -> (RandomSpec, RandomWrittenSpec) {
        let spec = RandomSpecGenerator.generate(seed: seed)
        var rng = SeededRandom(seed: seed, part: [10])
        let written = RandomYAML.write(
            spec, entries: RandomEntryMaker.entries(of: spec), expectations: rng.chance(0.5))
        return (spec, written)
    }

    /// Stops reporting after this many failing specs, so one bug does not bury the log.
    static let failureLimit = Int(ProcessInfo.processInfo.environment["LAYOUTGEN_FAILURE_LIMIT"] ?? "") ?? 5

    // MARK: - The generator

    func testTheSameSeedWritesTheSameSpec() {
        for seed in Self.specSeeds.prefix(20) {
            let (_, first) = Self.make(seed)
            let (_, second) = Self.make(seed)
            XCTAssertEqual(first.yaml, second.yaml, "seed \(hex(seed))")
        }
    }

    func testSettleKeepsTheBestValuesOfEachLevelInTurn() {
        let cases: [(String, [(RandomRelation, Double, Int)], Double?)] = [
            (
                "The higher level wins outright, however many lower ones pull the other way.",
                [(.equal, 80, 251), (.equal, 200, 250), (.equal, 200, 250)], 80
            ),
            ("A required bound clamps a wish.", [(.atLeast, 120, 1000), (.equal, 80, 250)], 120),
            (
                "Hugging and compression at an intrinsic 100, a wish for 200 between their levels.",
                [(.atMost, 100, 250), (.atLeast, 100, 750), (.equal, 200, 500)], 200
            ),
            (
                "Two equal-priority wishes leave every value between them: no single value.",
                [(.equal, 100, 500), (.equal, 200, 500)], nil
            ),
            ("A lone inequality leaves room: no single value.", [(.atLeast, 10, 500)], nil),
        ]
        for (behaviour, wishes, expected) in cases {
            let settled = RandomLayoutEvaluator.settle(
                wishes.map { RandomWish(relation: $0.0, value: $0.1, priority: $0.2) })
            XCTAssertEqual(settled, expected, behaviour)
        }
    }

    // MARK: - Valid specs

    func testRandomSpecsHoldAndLayOutAsConstructed() {
        var failures = 0
        var counts = (specs: 0, views: 0, sizes: 0, scrollViews: 0, expectations: 0, warnings: 0)
        for seed in Self.specSeeds where failures < Self.failureLimit {
            let (spec, written) = Self.make(seed)
            counts.specs += 1
            counts.views += spec.views.count
            counts.sizes += spec.screenSizes.count
            counts.scrollViews += spec.views.filter { $0.kind == .scroll }.count
            counts.expectations += written.expectationCount
            let problems = checkValid(spec, written)
            counts.warnings += problems.warnings
            if !problems.messages.isEmpty {
                failures += 1
                XCTFail(
                    "\(Self.origin(spec)):\n" + problems.messages.joined(separator: "\n")
                        + "\n--- spec.yaml\n"
                        + written.yaml)
            }
        }
        XCTAssertGreaterThanOrEqual(counts.specs, Self.specSeeds.count == 1 ? 1 : Self.specCount)
        print(
            "PropertyRoundTripTests: \(counts.specs) valid specs, \(counts.views) views, "
                + "\(counts.scrollViews) scroll views, \(counts.sizes) sizes, \(counts.expectations) written "
                + "expectations, \(counts.warnings) predicted warnings")
    }

    /// Everything wrong with how a valid spec came through; empty when it held as constructed.
    private func checkValid(_ spec: RandomSpec, _ written: RandomWrittenSpec) -> (
        messages: [String], warnings: Int
    ) {
        var messages: [String] = []
        var diagnostics = Diagnostics()
        guard let loaded = SpecLoader.load(yaml: written.yaml, file: "spec.yaml", diagnostics: &diagnostics),
            let scene = GeneratorPipeline().resolver.run(loaded, diagnostics: &diagnostics)
        else { return (["it does not load and resolve:\n\(diagnostics.description)"], 0) }
        let proof = SceneProver.prove(scene, diagnostics: &diagnostics)
        if !proof.holds || diagnostics.hasErrors {
            messages.append("it does not hold:\n\(diagnostics.description)")
        }

        let layouts = spec.screenSizes.map { RandomLayoutEvaluator.layout(of: spec, at: $0)! }
        let expectedWarnings = RandomSpecWarnings.expected(spec, written, layouts: layouts).map {
            "line \($0.line): \($0.message)"
        }
        let actualWarnings = diagnostics.warnings.map { "line \($0.location?.line ?? 0): \($0.message)" }
        for warning in actualWarnings where !expectedWarnings.contains(warning) {
            messages.append("unexpected warning at \(warning)")
        }
        for warning in expectedWarnings where !actualWarnings.contains(warning) {
            messages.append("missing warning at \(warning)")
        }

        for (screen, (layout, expected)) in zip(spec.screenSizes, zip(proof.layouts, layouts)) {
            let ids = ["view"] + spec.views.map(\.id)
            if layout.views.map(\.id) != ids {
                messages.append("at \(screen.name): views \(layout.views.map(\.id)), expected \(ids)")
                continue
            }
            for view in layout.views where !view.frame.isClose(to: expected.frames[view.id]!) {
                let constructed = expected.frames[view.id]!
                messages.append(
                    "at \(screen.name): '\(view.id)' is \(view.frame), the construction says \(constructed)")
            }
            for scroll in layout.scrollViews {
                let content = expected.contentSizes[scroll.id]!
                if abs(scroll.contentSize.width - content.width) > 1e-6
                    || abs(scroll.contentSize.height - content.height) > 1e-6
                {
                    messages.append(
                        "at \(screen.name): '\(scroll.id)' content is \(scroll.contentSize), "
                            + "the construction says \(content)")
                }
                let scrolls = expected.scrolls(scroll.id)
                if scroll.scrollsHorizontally != scrolls.horizontal
                    || scroll.scrollsVertically != scrolls.vertical
                {
                    messages.append(
                        "at \(screen.name): '\(scroll.id)' scrolls (h \(scroll.scrollsHorizontally), v "
                            + "\(scroll.scrollsVertically)), the construction says "
                            + "(h \(scrolls.horizontal), v \(scrolls.vertical))"
                    )
                }
            }
        }

        // Generation is deterministic: the scene emits the same bytes twice, and so does a
        // second build of the same spec.
        guard let proven = proof.proven else { return (messages, expectedWarnings.count) }
        let source = SceneEmitter.emit(proven)
        if SceneEmitter.emit(proven) != source { messages.append("two emits of one scene differ") }
        var again = Diagnostics()
        let regenerated = GeneratorPipeline().generate(
            .text(written.yaml, file: "spec.yaml"), diagnostics: &again)
        if regenerated?.text != source {
            messages.append("a second build emits different Swift")
        }
        return (messages, expectedWarnings.count)
    }

    // MARK: - Broken specs

    func testBrokenSpecsAreDiagnosedAtTheViewOrConstraintResponsible() {
        var failures = 0
        var counts = (removed: 0, conflicting: 0, tied: 0)
        for seed in Self.specSeeds where failures < Self.failureLimit {
            let (spec, written) = Self.make(seed)
            let variants = [
                RandomSpecBreaker.removingPin(spec, entries: written.entries),
                RandomSpecBreaker.addingConflict(spec, entries: written.entries),
                RandomSpecBreaker.addingTie(spec),
            ]
            for broken in variants.compactMap({ $0 }) {
                switch broken.diagnosis {
                case .ambiguity: counts.removed += 1
                case .conflict: counts.conflicting += 1
                case .tie: counts.tied += 1
                }
                let problems = checkBroken(spec, broken)
                if !problems.isEmpty {
                    failures += 1
                    XCTFail(
                        "\(Self.origin(spec)), \(broken.change):\n" + problems.joined(separator: "\n")
                            + "\n--- spec.yaml\n" + broken.written.yaml)
                }
            }
        }
        if Self.specSeeds.count >= Self.specCount {
            XCTAssertGreaterThanOrEqual(counts.removed, Self.specCount * 9 / 10)
            XCTAssertGreaterThanOrEqual(counts.conflicting, Self.specCount * 9 / 10)
            XCTAssertGreaterThanOrEqual(counts.tied, Self.specCount / 5)
        }
        print(
            "PropertyRoundTripTests: \(counts.removed) specs without a pin, \(counts.conflicting) with a "
                + "conflicting pin, \(counts.tied) with a tie")
    }

    /// What is wrong with the diagnosis of a broken spec.
    private func checkBroken(_ spec: RandomSpec, _ broken: RandomBrokenSpec)
        -> [String]
    {
        var diagnostics = Diagnostics()
        guard
            let loaded = SpecLoader.load(
                yaml: broken.written.yaml, file: "spec.yaml", diagnostics: &diagnostics),
            let scene = GeneratorPipeline().resolver.run(loaded, diagnostics: &diagnostics)
        else { return ["it does not load and resolve:\n\(diagnostics.description)"] }
        let proof = SceneProver.prove(scene, diagnostics: &diagnostics)
        var problems: [String] = []
        if proof.holds { problems.append("it holds") }
        let errors = diagnostics.errors
        let locations = broken.written.viewLocations
        func isAtView(_ error: Diagnostic, _ id: String) -> Bool {
            error.location?.line == locations[id]!.line && error.location?.column == locations[id]!.column
        }
        /// Errors at the view's declaration that say its position or size on the axis is ambiguous.
        func ambiguityErrors(_ id: String, _ axis: RandomAxis) -> [Diagnostic] {
            let words =
                axis == .horizontal ? ["horizontal position", "width"] : ["vertical position", "height"]
            return errors.filter { error in
                guard isAtView(error, id), let of = error.message.range(of: " of '\(id)' ") else {
                    return false
                }
                let subject = error.message[..<of.lowerBound]
                return error.message.contains(" ambiguous at ") && words.contains { subject.contains($0) }
            }
        }
        switch broken.diagnosis {
        case .ambiguity(let losses):
            if errors.contains(where: { $0.message.contains("cannot all hold") }) {
                problems.append("a conflict, where only ambiguity was expected")
            }
            for loss in losses {
                switch loss {
                case .position(let index, let axis), .size(let index, let axis):
                    let id = spec.views[index].id
                    if ambiguityErrors(id, axis).isEmpty {
                        problems.append("no error that the \(axis.size) or position of '\(id)' is ambiguous")
                    }
                case .content(let index, let axis):
                    let id = spec.views[index].id
                    let prefix = "The scrollable content \(axis.size) of '\(id)' is ambiguous"
                    if !errors.contains(where: { isAtView($0, id) && $0.message.hasPrefix(prefix) }) {
                        problems.append("no error '\(prefix)' at its declaration")
                    }
                }
            }
        case .conflict(let line):
            let found = errors.contains { error in
                error.message.contains("cannot all hold")
                    && error.notes.contains { $0.location?.line == line }
            }
            if !found { problems.append("no conflict with a note at line \(line)") }
        case .tie(let index, let axis, let priority):
            // One error for the tie, a note at the view it leaves ambiguous, and no error of the
            // view's own.
            let id = spec.views[index].id
            let leaves =
                "It leaves the \(axis == .horizontal ? "horizontal" : "vertical") layout of '\(id)' ambiguous."
            let tie = errors.first {
                $0.message.hasPrefix("These 2 constraints tie at priority \(priority) ")
            }
            if tie == nil { problems.append("no error that two constraints tie at @\(priority)") }
            let view = locations[id]!
            if let tie, !tie.notes.contains(where: { $0.message == leaves && $0.location?.line == view.line })
            {
                problems.append("the tie has no note '\(leaves)' at the declaration of '\(id)'")
            }
            if !ambiguityErrors(id, axis).isEmpty { problems.append("'\(id)' is also reported on its own") }
        }
        if !problems.isEmpty { problems.append("What layoutgen said:\n\(diagnostics.description)") }
        return problems
    }

    // MARK: - The command

    /// `layoutgen layout --format json` prints the frames the construction gives.
    func testLayoutCommandPrintsTheConstructedFrames() throws {
        let layoutgen = try BuildProducts.layoutgen()
        let folder = try makeScratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for seed in Self.specSeeds.prefix(4) {
            let (spec, written) = Self.make(seed)
            try Data(written.yaml.utf8).write(to: folder.appendingPathComponent("spec.yaml"))
            for screen in spec.screenSizes {
                let result = try runProcess(
                    layoutgen, ["layout", "spec.yaml", "--size", screen.name, "--format", "json"], in: folder)
                XCTAssertEqual(result.status, 0, "\(Self.origin(spec)) at \(screen.name): \(result.stderr)")
                let json = try XCTUnwrap(
                    try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any],
                    Self.origin(spec))
                let views = try XCTUnwrap(json["views"] as? [String: Any])
                let expected = RandomLayoutEvaluator.layout(of: spec, at: screen)!
                XCTAssertEqual(Set(views.keys), Set(expected.frames.keys), Self.origin(spec))
                for (id, frame) in expected.frames {
                    let numbers = try XCTUnwrap((views[id] as? [String: Any])?["frame"] as? [Double], id)
                    let printed = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                    XCTAssertTrue(
                        printed.isClose(to: frame),
                        "\(Self.origin(spec)) at \(screen.name): '\(id)' printed \(printed), "
                            + "constructed \(frame)"
                    )
                }
                let scrollViews = try XCTUnwrap(json["scrollViews"] as? [String: Any])
                for (id, content) in expected.contentSizes {
                    let numbers = try XCTUnwrap(
                        (scrollViews[id] as? [String: Any])?["contentSize"] as? [Double], id)
                    XCTAssertEqual(numbers[0], content.width, accuracy: 1e-6, "\(Self.origin(spec)): \(id)")
                    XCTAssertEqual(numbers[1], content.height, accuracy: 1e-6, "\(Self.origin(spec)): \(id)")
                }
            }
        }
    }

    // MARK: - The plugin fixtures

    /// Tests/PluginFixtures/Random/ holds what ``RandomFixtures`` writes, byte for byte: the
    /// plugin compiles those specs, and SceneTests compares the generated classes with the
    /// interpreter. `Tests/PropertyScenes/regenerate.sh` rewrites the folder.
    func testRandomFixturesMatchTheGenerator() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PluginFixtures/Random")
        let fixtures = RandomFixtures.make()
        for (name, yaml) in fixtures {
            let existing =
                (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            XCTAssertTrue(
                existing == yaml,
                "Tests/PluginFixtures/Random/\(name) is not what the generator writes; run "
                    + "Tests/PropertyScenes/regenerate.sh and read the diff.")
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".yaml")
        }
        XCTAssertEqual(
            Set(present), Set(fixtures.map(\.name)), "Tests/PluginFixtures/Random/ has other specs")
    }
}
