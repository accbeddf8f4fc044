/// A number or a name as the spec wrote it, before metrics give names their values.
struct WrittenValue: Hashable, Sendable {
    enum Form: Hashable, Sendable {
        /// A number literal; infinite when the literal overflows a Double.
        case number(Double)
        /// A metric name, a priority name, or (in a view's predicates) a view id.
        case name(String)
    }

    var form: Form
    /// Whether a minus sign came first.
    var isNegated: Bool
    /// Where the value starts (at its minus sign, when negated), in scalars from the text's start.
    var offset: Int
    /// The value as written, minus sign included.
    var text: String
}
