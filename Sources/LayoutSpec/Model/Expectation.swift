/// What must hold at one named size, from `expect:`; the verifier checks it.
public struct Expectation: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        /// `[15, 15, 360, 400]`, or one number; each finite and within ±``SpecLimits/magnitude``.
        case numbers([Double])
        case bool(Bool)
    }

    /// One `subject: value` line.
    public struct Entry: Hashable, Sendable {
        /// `id.property`, such as `greenView.frame`: two identifiers, not yet resolved.
        public var subject: Located<String>
        public var value: Located<Value>
        /// The part of ``subject`` before the dot: a view id.
        public let id: String
        /// The part of ``subject`` after the dot: the property to check.
        public let property: String

        /// An entry; `subject` is split once, here, at its first dot (the loader has checked
        /// that it is two identifiers joined by one).
        public init(subject: Located<String>, value: Located<Value>) {
            self.subject = subject
            self.value = value
            let parts = subject.value.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            id = String(parts[0])
            property = parts.count > 1 ? String(parts[1]) : ""
        }
    }

    /// The name of one of the spec's sizes.
    public var size: Located<String>
    public var entries: [Entry]

    public init(size: Located<String>, entries: [Entry]) {
        self.size = size
        self.entries = entries
    }
}
