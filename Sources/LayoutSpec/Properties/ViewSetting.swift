import LayoutRuntime

/// One assignment a view property makes to a runtime view: what it does to a LayoutRuntime
/// view, and the same assignment as a Swift statement for each flavour of generated code
/// (LayoutRuntime's and UIKit's), written side by side in the view property table so that
/// what is proven and what is generated cannot drift apart.
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

    /// The setting in UIKit code, where UIKit spells it differently or has no setter for it.
    public enum UIKitStatement: Hashable, Sendable {
        /// A statement on the UIKit view.
        case statement(Statement)
        /// Statements that depend on the view's type (a button's title font is its
        /// `titleLabel`'s); every type the property applies to has at least one.
        case byType([ViewType: [Statement]])
        /// An intrinsic content size, which a UIKit view has no setter for: the view is made as
        /// a subclass that overrides `intrinsicContentSize`.
        case intrinsicContentSize(width: Double, height: Double)
        /// `member =` an image of this size in points, drawn with `UIGraphicsImageRenderer`.
        case image(member: String, width: Double, height: Double)
        /// A label's lines this multiple of its font's line height: UIKit has it only in an
        /// attributed text's paragraph style, which a helper makes from the label's text and font.
        case lineHeightMultiple(Double)
        /// A property of the view controller whose root view this is, which a `UIView` lacks.
        case viewController(Statement)
        /// Nothing: the device gives it, as every iOS device's system font is San Francisco.
        case providedByDevice
    }

    /// The LayoutRuntime statement, without its receiver.
    public let statement: Statement
    /// The UIKit statement, without its receiver.
    public let uikit: UIKitStatement
    /// Sets the property on a runtime view of a type the property applies to.
    public let apply: @Sendable (View) -> Void

    public init(_ statement: Statement, uikit: UIKitStatement, apply: @escaping @Sendable (View) -> Void) {
        self.statement = statement
        self.uikit = uikit
        self.apply = apply
    }

    /// `member = value` on a view of type `V`; `value` is spelled by `swift` in LayoutRuntime
    /// code and by `uikit` in UIKit code.
    public static func assign<V: View, Value: Sendable>(
        _ member: String, _ keyPath: ReferenceWritableKeyPath<V, Value> & Sendable, _ value: Value,
        swift: String, uikit: UIKitStatement
    ) -> ViewSetting {
        ViewSetting(.assignment(member: member, value: swift), uikit: uikit) { view in
            (view as? V)?[keyPath: keyPath] = value
        }
    }

    /// `member = value` on a view of type `V`, spelled `swift` in LayoutRuntime code and
    /// `uikit` in UIKit code.
    public static func assign<V: View, Value: Sendable>(
        _ member: String, _ keyPath: ReferenceWritableKeyPath<V, Value> & Sendable, _ value: Value,
        swift: String, uikit: String
    ) -> ViewSetting {
        assign(
            member, keyPath, value, swift: swift, uikit: .statement(.assignment(member: member, value: uikit))
        )
    }
}
