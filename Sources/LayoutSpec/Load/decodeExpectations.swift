/// Reading `expect:`: for each named size, `id.property: value` lines.
extension SpecDecoder {
    /// Reads every expectation; keeps those for a size in `validSizes`.
    ///
    /// - Parameter sizeNames: every size name written; naming another is an error.
    mutating func decodeExpectations(
        _ node: NodeID, sizeNames: [String], validSizes: [SizeSpec]
    ) -> [Expectation] {
        let example = "expect: {portrait: {box.frame: [0, 0, 100, 100]}}"
        guard let pairs = mapping(node, "'expect'", example: example) else { return [] }
        var expectations: [Expectation] = []
        for pair in pairs {
            let size = pair.key
            if !sizeNames.contains(size.value), !sizeNames.isEmpty {
                unknownKey(size, noun: "size", known: sizeNames)
            }
            let lines = mapping(
                pair.value, "The expectations for '\(size.value)'", example: "box.frame: [0, 0, 100, 100]")
            var entries: [Expectation.Entry] = []
            for line in lines ?? [] {
                let subject = line.key
                let parts = subject.value.split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count == 2, parts.allSatisfy({ Self.isIdentifier(String($0)) }) else {
                    diagnostics.emit(.invalidExpectationSubject(subject.value, at: subject.location))
                    continue
                }
                if let value = expectedValue(line.value, "'\(subject.value)'") {
                    entries.append(Expectation.Entry(subject: subject, value: value))
                }
            }
            if let member = validSizes.lazy.compactMap(\.member).first(where: { $0.entry == size.value }) {
                diagnostics.emit(
                    member.device != nil
                        ? .expectationAtDeviceSet(
                            size: size.value, example: member.sizeName, at: size.location)
                        : .expectationAtCategories(
                            size: size.value, example: member.sizeName, at: size.location))
                continue
            }
            if let declared = validSizes.first(where: { $0.name == size.value }) {
                guard declared.upperBound == nil else {
                    diagnostics.emit(.expectationAtRange(size: size.value, at: size.location))
                    continue
                }
                expectations.append(Expectation(size: size, entries: entries))
            }
        }
        return expectations
    }

    /// `true`/`false`, a number, or a non-empty list of numbers.
    private mutating func expectedValue(_ node: NodeID, _ what: String) -> Located<Expectation.Value>? {
        let location = location(of: node)
        switch document[node].content {
        case .invalid:
            return nil
        case .scalar(let scalar):
            let word = scalar.text.lowercased()
            let isBoolLike = ["true", "false", "yes", "no", "on", "off", "y", "n"].contains(word)
            if scalar.style == .plain, scalar.tag == .bool || (scalar.tag == nil && isBoolLike) {
                return bool(node, what).map { Located(.bool($0.value), at: $0.location) }
            }
            return number(node, what, in: .magnitude).map { Located(.numbers([$0.value]), at: $0.location) }
        case .sequence(let items):
            guard !items.isEmpty else {
                diagnostics.emit(.emptyExpectedList(what, at: location))
                return nil
            }
            let numbers = items.map { number($0, what, in: .magnitude) }
            let values = numbers.compactMap { $0?.value }
            guard values.count == numbers.count else { return nil }
            return Located(.numbers(values), at: location)
        case .mapping:
            diagnostics.emit(.expectedValueIsMapping(what, at: location))
            return nil
        }
    }
}
