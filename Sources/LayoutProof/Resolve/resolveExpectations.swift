import LayoutRuntime
import LayoutSpec

/// What an `expect:` subject may name, and the value it takes.
public enum ExpectedProperty: String, CaseIterable, Hashable, Sendable {
    case frame
    case contentSize
    case contentOffset
    case scrollsHorizontally
    case scrollsVertically

    /// How many numbers the value holds, or nil for a boolean.
    var numberCount: Int? {
        switch self {
        case .frame: 4
        case .contentSize, .contentOffset: 2
        case .scrollsHorizontally, .scrollsVertically: nil
        }
    }

    var isScrollViewOnly: Bool { self != .frame }
}

extension Resolver {
    /// The spec's expectations, each checked to name a view of the scene and a property it
    /// has, with a value of the right shape; those that do not are reported and left out.
    func resolveExpectations(_ diagnostics: inout Diagnostics) -> [SceneExpectation] {
        var resolved: [SceneExpectation] = []
        for expectation in spec.expectations {
            for entry in expectation.entries {
                let id = entry.id
                let property = entry.property
                guard let view = view(id) else {
                    let ids = [BuiltScene.rootID] + views.map(\.id)
                    diagnostics.emit(.unknownView(id, among: ids, at: entry.subject.location))
                    continue
                }
                guard let expected = ExpectedProperty(rawValue: property) else {
                    let names = ExpectedProperty.allCases.map(\.rawValue)
                    diagnostics.emit(
                        .unknownExpectedProperty(property, among: names, at: entry.subject.location))
                    continue
                }
                if expected.isScrollViewOnly && !(view is ScrollView) {
                    diagnostics.emit(
                        .expectedPropertyNeedsScrollView(id, property: property, at: entry.subject.location))
                    continue
                }
                let hasItsShape: Bool
                switch (expected.numberCount, entry.value.value) {
                case (let count?, .numbers(let numbers)): hasItsShape = numbers.count == count
                case (nil, .bool): hasItsShape = true
                default: hasItsShape = false
                }
                guard hasItsShape else {
                    if let count = expected.numberCount {
                        diagnostics.emit(
                            .expectedNumbers(
                                entry.subject.value, count: count, example: Self.example(expected),
                                at: entry.value.location))
                    } else {
                        diagnostics.emit(.expectedBool(entry.subject.value, at: entry.value.location))
                    }
                    continue
                }
                resolved.append(
                    SceneExpectation(
                        sizeName: expectation.size.value, viewID: id, property: expected,
                        subject: entry.subject, value: entry.value))
            }
        }
        return resolved
    }

    static func example(_ property: ExpectedProperty) -> String {
        property == .frame ? "[0, 0, 390, 844]" : "[390, 945]"
    }
}
