import LayoutRuntime
import LayoutSpec

/// The scene's expectations (`expect:`) at this size, against the layout: an error at each value
/// the layout does not have.
struct ExpectationPass: ProofPass {
    func run(_ snapshot: LayoutSnapshot, after earlier: [Finding]) -> [Finding] {
        var found: [Finding] = []
        // A view a `when:` leaves out of this size's hierarchy has no value to meet.
        let left = Set(snapshot.scene.views.map(\.id)).subtracting(snapshot.scene.installedViews.map(\.id))
        for entry in snapshot.scene.expectations where entry.sizeName == snapshot.size.name {
            let actual: String
            if left.contains(entry.viewID) {
                actual = "not installed there, as a 'when:' leaves it out"
            } else {
                let value = Self.value(of: entry.property, id: entry.viewID, in: snapshot.layout)
                guard let value, !Self.matches(value, entry.value.value) else { continue }
                actual = Self.describe(value)
            }
            found.append(
                Finding(
                    .expectationNotMet, [entry.subject.value, "\(entry.value.location)"],
                    isError: true
                ) {
                    .expectationNotMet(
                        subject: entry.subject.value, expected: Self.describe(entry.value.value),
                        actual: actual, sizes: $0, at: entry.value.location)
                })
        }
        return found
    }

    static func value(of property: ExpectedProperty, id: String, in layout: SceneLayout) -> Expectation.Value?
    {
        switch property {
        case .frame:
            guard let frame = layout.frame(of: id) else { return nil }
            return .numbers(
                [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Double.init))
        case .contentSize:
            guard let content = layout.scrollContent(of: id) else { return nil }
            return .numbers([content.contentSize.width, content.contentSize.height].map(Double.init))
        case .contentOffset:
            guard let content = layout.scrollContent(of: id) else { return nil }
            return .numbers([content.contentOffset.x, content.contentOffset.y].map(Double.init))
        case .scrollsHorizontally:
            return layout.scrollContent(of: id).map { .bool($0.scrollsHorizontally) }
        case .scrollsVertically:
            return layout.scrollContent(of: id).map { .bool($0.scrollsVertically) }
        }
    }

    /// Numbers match within a thousandth of a point: specs write values such as 40.8.
    static func matches(_ actual: Expectation.Value, _ expected: Expectation.Value) -> Bool {
        switch (actual, expected) {
        case (.bool(let a), .bool(let b)): return a == b
        case (.numbers(let a), .numbers(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 0.001 }
        default: return false
        }
    }

    static func describe(_ value: Expectation.Value) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .numbers(let numbers):
            "[" + numbers.map { LayoutPrinter.number(CGFloat($0)) }.joined(separator: ", ") + "]"
        }
    }
}
