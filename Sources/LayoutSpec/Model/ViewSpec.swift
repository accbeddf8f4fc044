import LayoutRuntime

/// One view of the tree: its id, type, properties and subviews, each located.
///
/// The loader keeps only properties that apply to ``type`` (``ViewProperty/all`` says which),
/// each with a value of its kind, and keeps `frame` (required there) and `autoresizingMask` only
/// where `translatesAutoresizingMaskIntoConstraints` is true.
public struct ViewSpec: Hashable, Sendable {
    /// The view's id: an ASCII identifier (possibly a Swift keyword), unique in the spec, not `view`.
    public var id: Located<String>
    /// The view's type; located at the id when the spec leaves it out.
    public var type: Located<ViewType>
    /// The properties the spec sets, in the order written.
    public var properties: [PropertyAssignment]
    /// The subviews in z-order (first is backmost), arranged subviews of a stack view included.
    public var subviews: [ViewSpec]
    /// Whether the view was written under its stack view's `arrangedSubviews:`: the stack lays
    /// it out, in the order of its arranged subviews.
    public var isArranged = false
    /// A stack view's `customSpacing:`, the space after some of its arranged subviews.
    public var customSpacing: [CustomSpacing] = []
    /// The lint checks this view turns on or off (`lint:`), over the spec's.
    public var lint: LintSettings = [:]
    /// `vary:`, the properties that take other values at some size classes, in the order
    /// written: where several match a size's classes, the last one's value holds.
    public var variants: [PropertyVariant] = []
    /// `when:`, the size classes the view is installed in, Interface Builder's "Installed"
    /// per trait: at other classes it is out of its superview, its subviews with it, and the
    /// constraints that name them are inactive; nil for a view installed at every size.
    public var condition: Located<SizeClassCondition>?

    /// One item of `vary:`: `{when: {horizontalSizeClass: regular}, axis: horizontal}`.
    public struct PropertyVariant: Hashable, Sendable {
        /// The classes it applies in, at the `when:` mapping.
        public var condition: Located<SizeClassCondition>
        /// The values it gives, each a property that may vary (``ViewProperty/sizeClassDefaults``).
        public var properties: [PropertyAssignment]

        public init(condition: Located<SizeClassCondition>, properties: [PropertyAssignment]) {
            self.condition = condition
            self.properties = properties
        }
    }

    /// The space a stack view leaves after one of its arranged subviews: its `name` is the
    /// subview's id, where the spec wrote it.
    public typealias CustomSpacing = Named<StackSpacing>

    public init(
        id: Located<String>, type: Located<ViewType>, properties: [PropertyAssignment] = [],
        subviews: [ViewSpec] = []
    ) {
        self.id = id
        self.type = type
        self.properties = properties
        self.subviews = subviews
    }

    /// The value of the property named `name`, where the spec sets it.
    public subscript(_ name: String) -> Located<PropertyValue>? {
        properties.first { $0.name == name }?.value
    }
}

/// A stack view's spacing as a spec writes it: points, or `system`, UIKit's
/// `UIStackView.spacingUseSystem` (the standard space).
public enum StackSpacing: Hashable, Sendable {
    case points(Double)
    case system

    /// The value LayoutRuntime's ``StackView`` takes.
    public var runtimeValue: CGFloat {
        switch self {
        case .points(let points): CGFloat(points)
        case .system: StackView.spacingUseSystem
        }
    }

    /// The value as Swift source: a number, or `StackView.spacingUseSystem`.
    public var swiftLiteral: String {
        switch self {
        case .points(let points): SwiftLiteral.number(points)
        case .system: "StackView.spacingUseSystem"
        }
    }
}
