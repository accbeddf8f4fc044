/// A view the user acts on: UIKit's `UIControl`, reduced to what layout needs, the states a
/// control's content is set for.
///
/// Layout always shows a control in its ``State/normal`` state. The controls' intrinsic sizes,
/// their sources and which numbers are layoutgen's own decisions are in docs/Controls.md.
open class Control: View {
    /// The states of a control, UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state: the one layout measures.
        public static let normal: State = []
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not taking touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected, as a toggled button.
        public static let selected = State(rawValue: 1 << 2)
    }
}
