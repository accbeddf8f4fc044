import LayoutRuntime

/// One assignment a view property makes to a runtime view: what it does to a LayoutRuntime
/// view, and the same assignment as a Swift statement, written side by side in the view
/// property table so that what is proven and what is generated cannot drift apart.
public struct ViewSetting: Sendable {
    /// The statement, without its receiver.
    public enum Statement: Hashable, Sendable {
        /// `member = value`, the value already spelled as Swift.
        case assignment(member: String, value: String)
        /// `member = "text"`: a string the emitter may split over several lines.
        case text(member: String, value: String)
        /// A method call such as `setContentHuggingPriority(.defaultHigh, for: .horizontal)`.
        case call(String)
    }

    /// The Swift statement, without its receiver.
    public let statement: Statement
    /// Sets the property on a runtime view of a type the property applies to.
    public let apply: @Sendable (View) -> Void

    public init(_ statement: Statement, apply: @escaping @Sendable (View) -> Void) {
        self.statement = statement
        self.apply = apply
    }

    /// `member = value` on a view of type `V`; `value` is spelled by `swift`.
    public static func assign<V: View, Value: Sendable>(
        _ member: String, _ keyPath: ReferenceWritableKeyPath<V, Value> & Sendable, _ value: Value,
        swift: String
    ) -> ViewSetting {
        ViewSetting(.assignment(member: member, value: swift)) { view in
            (view as? V)?[keyPath: keyPath] = value
        }
    }
}
