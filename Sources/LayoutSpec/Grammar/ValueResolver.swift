import LayoutRuntime

/// Gives written numbers and names their values: constants from numbers and metrics,
/// priorities from numbers, metrics and the priority names.
///
/// A metric wins over a priority name it shadows (a metric called `high` means its value),
/// because UIKit's Visual Format Language looks names up in the metrics.
struct ValueResolver {
    let metrics: [String: Double]
    /// Where each offset of the text sits in the spec.
    let origin: TextOrigin

    /// The priority names, an extension to UIKit's grammar shared by both parsers.
    static let priorityNames: [(name: String, value: Float)] = [
        ("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50),
    ]

    /// Metric names in a stable order, for suggestions.
    var metricNames: [String] { metrics.keys.sorted() }

    /// The value of a number or metric, negated when written with a minus; nil after reporting
    /// an unknown metric or a value that is not finite.
    ///
    /// - Parameter unknown: the catalogue's diagnostic for a name that is no metric, which
    ///   says the way out that fits where the value was written.
    func constant(
        _ value: WrittenValue, unknown: UnknownMetric = Diagnostic.unknownMetric,
        into diagnostics: inout [Diagnostic]
    ) -> Double? {
        let magnitude: Double
        switch value.form {
        case .number(let number):
            magnitude = number
        case .name(let name):
            guard let metric = metrics[name] else {
                diagnostics.append(unknown(name, metricNames, location(of: value)))
                return nil
            }
            magnitude = metric
        }
        guard magnitude.isFinite else {
            diagnostics.append(notFinite(value))
            return nil
        }
        // The limit every length in a spec obeys; metrics were checked when they were read.
        guard NumberRange.magnitude.contains(magnitude) else {
            diagnostics.append(
                .numberBeyondLengthLimit(
                    value.text, requirement: NumberRange.magnitude.requirement, at: location(of: value)))
            return nil
        }
        return value.isNegated ? -magnitude : magnitude
    }

    /// The priority a number, metric or priority name stands for; nil after reporting an
    /// unknown name or a level outside 1...1000.
    func priority(_ value: WrittenValue, into diagnostics: inout [Diagnostic]) -> Float? {
        var level: Double
        switch value.form {
        case .number(let number):
            level = number
        case .name(let name):
            if let metric = metrics[name] {
                level = metric
            } else if let named = Self.priorityNames.first(where: { $0.name == name }) {
                level = Double(named.value)
            } else {
                let candidates = Self.priorityNames.map(\.name) + metricNames
                diagnostics.append(.unknownPriority(name, among: candidates, at: location(of: value)))
                return nil
            }
        }
        if value.isNegated { level = -level }
        guard level.isFinite else {
            diagnostics.append(notFinite(value))
            return nil
        }
        guard level >= 1, level <= 1000 else {
            let named: String? =
                if case .name = value.form, !value.isNegated { formatNumber(level) } else { nil }
            diagnostics.append(.priorityOutOfRange(value.text, level: named, at: location(of: value)))
            return nil
        }
        return Float(level)
    }

    func location(of value: WrittenValue) -> SourceLocation { origin.location(at: value.offset) }

    private func notFinite(_ value: WrittenValue) -> Diagnostic {
        if case .name(let name) = value.form { return .metricNotFinite(name, at: location(of: value)) }
        return .numberNotFinite(value.text, at: location(of: value))
    }

    /// Makes the diagnostic for an unknown metric: its name, the metric names, its place.
    typealias UnknownMetric = (String, [String], SourceLocation) -> Diagnostic
}
