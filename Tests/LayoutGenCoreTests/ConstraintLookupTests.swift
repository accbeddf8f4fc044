import LayoutRuntime
import LayoutSpec
import TestSupport
import XCTest

@testable import LayoutGenCore
@testable import LayoutProof

/// `ConstraintLookup`, which the ambiguity report uses to find constraints by item, answers
/// exactly what filtering every constraint answers: the same constraints, in the same order,
/// placeholders left out.
final class ConstraintLookupTests: XCTestCase {
    func testLookupAnswersWhatFilteringEveryConstraintAnswers() {
        var rng = SeededRandom(seed: 0xA4B1_6E75_0000_0003)
        var compared = 0
        var withContent = 0
        for _ in 0..<30 {
            let seed = rng.next()
            let (spec, written) = PropertyRoundTripTests.make(seed)
            var variants = [
                RandomSpecBreaker.removingPin(spec, entries: written.entries)?.written.yaml,
                RandomSpecBreaker.addingTie(spec)?.written.yaml,
            ].compactMap { $0 }
            // Several entries dropped at once: many ambiguous views, content sizes and ties.
            var local = SeededRandom(seed: seed, part: [77])
            for count in [2, 4] {
                var entries = written.entries
                for _ in 0..<count where !entries.isEmpty {
                    entries.remove(at: Int(local.next() % UInt64(entries.count)))
                }
                variants.append(RandomYAML.write(spec, entries: entries, expectations: false).yaml)
                // The same with placeholders on the far edges and sizes: the report must not
                // count them (a placeholder is never active).
                let placeholders = Self.edgePlaceholders(spec, using: &local)
                variants.append(
                    RandomYAML.write(spec, entries: entries + placeholders, expectations: false).yaml)
            }
            for yaml in variants {
                let mismatches = Self.lookupMismatches(yaml)
                XCTAssertEqual(mismatches, [], "seed \(hex(seed)):\n\(yaml)")
                compared += 1
                if Self.hasAmbiguousContent(yaml) { withContent += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 150)
        XCTAssertGreaterThan(withContent, 5, "specs whose scrollable content size is ambiguous")
    }

    /// Placeholders that would pin far edges to the superview (a scroll view's content area,
    /// by the scroll-view rule) or tie sizes, if they were active.
    static func edgePlaceholders(_ spec: RandomSpec, using rng: inout SeededRandom) -> [RandomEntry] {
        var result: [RandomEntry] = []
        for (index, view) in spec.views.enumerated() where rng.next() % 2 == 0 {
            let parent = spec.id(view.parent)
            let texts = [
                "\(view.id).bottom == \(parent).bottom", "\(view.id).trailing == \(parent).trailing",
                "\(view.id).bottom <= \(parent).bottom - 4", "\(view.id).height == 30 @600",
                "\(spec.id(index)).width == \(parent).width @600",
            ]
            let text = texts[Int(rng.next() % UInt64(texts.count))]
            result.append(RandomEntry(text: text, form: .equation, isPlaceholder: true, order: rng.next()))
        }
        return result
    }

    static func scene(_ yaml: String) -> BuiltScene? {
        var diagnostics = Diagnostics()
        guard let loaded = SpecLoader.load(yaml: yaml, file: "spec.yaml", diagnostics: &diagnostics) else {
            return nil
        }
        return GeneratorPipeline().resolver.run(loaded, diagnostics: &diagnostics)
    }

    static func hasAmbiguousContent(_ yaml: String) -> Bool {
        guard let scene = scene(yaml) else { return false }
        scene.root.layoutIfNeeded()
        return scene.views.contains {
            ($0.view as? ScrollView)?.contentLayoutGuide.hasAmbiguousLayout == true
        }
    }

    /// Every query the report makes, at every size, answered by the lookup and by filtering
    /// every constraint; the differences, described.
    static func lookupMismatches(_ yaml: String) -> [String] {
        guard let scene = scene(yaml) else { return ["does not load"] }
        let lookup = ConstraintLookup(scene)
        let active = scene.constraints.filter { !$0.isPlaceholder }.map(\.constraint)
        var items: [any LayoutItem] = [scene.root]
        for sceneView in scene.views {
            items.append(sceneView.view)
            if let scrollView = sceneView.view as? ScrollView {
                items += [scrollView.contentLayoutGuide, scrollView.frameLayoutGuide]
            }
        }
        let attributeSets: [Set<LayoutAttribute>] = [
            [.right, .trailing], [.bottom], [.left, .leading], [.top], [.width, .height],
            [.left, .right, .leading, .trailing, .width, .centerX, .top, .bottom, .height, .centerY],
            [.right, .trailing, .width, .centerX],
        ]
        var mismatches: [String] = []
        for size in scene.sizes {
            scene.root.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            scene.root.layoutIfNeeded()
            for (index, item) in items.enumerated() {
                for attributes in attributeSets {
                    let filtered = active.filter { $0.touches(item, attributes: attributes) }
                    let looked = lookup.activeConstraints(touching: item, attributes: attributes)
                    if !filtered.elementsEqual(looked, by: ===) {
                        mismatches.append("item \(index), \(attributes): activeConstraints")
                    }
                    guard let view = item as? View else { continue }
                    for axis in [LayoutAxis.horizontal, .vertical] {
                        let whole = view.constraintsAffectingLayout(for: axis)
                            .filter { $0.origin == .user && $0.touches(view, attributes: attributes) }
                        let narrowed = lookup.constraintsAffectingLayout(
                            of: view, axis: axis, touching: attributes)
                        if !whole.elementsEqual(narrowed, by: ===) {
                            mismatches.append(
                                "view \(index), \(axis), \(attributes): constraintsAffectingLayout")
                        }
                    }
                }
            }
        }
        return mismatches
    }
}
