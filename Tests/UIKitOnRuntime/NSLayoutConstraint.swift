import LayoutRuntime

// MARK: - Layout guides, anchors and constraints

// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
    // The runtime guide: a view's safe area, margins or readable content, or a scroll view's
    // content or frame.
    @_spi(Runtime) public let runtimeGuide: LayoutGuide

    init(_ guide: LayoutGuide) {
        runtimeGuide = guide
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeGuide.leadingAnchor) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeGuide.trailingAnchor) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeGuide.leftAnchor) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeGuide.rightAnchor) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(runtimeGuide.topAnchor) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(runtimeGuide.bottomAnchor) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(runtimeGuide.widthAnchor) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(runtimeGuide.heightAnchor) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(runtimeGuide.centerXAnchor) }
    // https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(runtimeGuide.centerYAnchor) }
}

// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}

// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {}

/// The runtime anchor an `NSLayoutAnchor` wraps: one of the runtime's three anchor types.
enum RuntimeAnchor {
    case x(LayoutXAxisAnchor)
    case y(LayoutYAxisAnchor)
    case dimension(LayoutDimension)

    /// The runtime's constraint `self relation other + constant`, made by the runtime anchor's
    /// own method, as the runtime flavour makes it.
    func constraint(_ relation: LayoutRelation, _ other: RuntimeAnchor, constant: CGFloat) -> LayoutConstraint
    {
        switch (self, other, relation) {
        case (.x(let a), .x(let b), .equal): a.constraint(equalTo: b, constant: constant)
        case (.x(let a), .x(let b), .greaterThanOrEqual):
            a.constraint(greaterThanOrEqualTo: b, constant: constant)
        case (.x(let a), .x(let b), .lessThanOrEqual): a.constraint(lessThanOrEqualTo: b, constant: constant)
        case (.y(let a), .y(let b), .equal): a.constraint(equalTo: b, constant: constant)
        case (.y(let a), .y(let b), .greaterThanOrEqual):
            a.constraint(greaterThanOrEqualTo: b, constant: constant)
        case (.y(let a), .y(let b), .lessThanOrEqual): a.constraint(lessThanOrEqualTo: b, constant: constant)
        case (.dimension(let a), .dimension(let b), _):
            a.constraint(relation, b, multiplier: 1, constant: constant)
        default:
            // NSLayoutAnchor<AnchorType> lets only anchors of one type meet.
            preconditionFailure("Anchors of different types cannot be constrained: \(self), \(other).")
        }
    }
}

extension LayoutDimension {
    func constraint(
        _ relation: LayoutRelation, _ other: LayoutDimension, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutConstraint {
        switch relation {
        case .equal: constraint(equalTo: other, multiplier: multiplier, constant: constant)
        case .greaterThanOrEqual:
            constraint(greaterThanOrEqualTo: other, multiplier: multiplier, constant: constant)
        case .lessThanOrEqual:
            constraint(lessThanOrEqualTo: other, multiplier: multiplier, constant: constant)
        }
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let runtimeAnchor: RuntimeAnchor

    init(_ anchor: RuntimeAnchor) {
        runtimeAnchor = anchor
        super.init()
    }

    private func constraint(
        _ relation: LayoutRelation, _ anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(runtimeAnchor.constraint(relation, anchor.runtimeAnchor, constant: constant))
    }

    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, constant: c)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    init(_ anchor: LayoutXAxisAnchor) { super.init(.x(anchor)) }
}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    init(_ anchor: LayoutYAxisAnchor) { super.init(.y(anchor)) }
}

// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    let runtimeDimension: LayoutDimension

    init(_ anchor: LayoutDimension) {
        runtimeDimension = anchor
        super.init(.dimension(anchor))
    }

    private func constraint(
        _ relation: LayoutRelation, _ anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            runtimeDimension.constraint(relation, anchor.runtimeDimension, multiplier: m, constant: c))
    }

    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(runtimeDimension.constraint(equalToConstant: c))
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(runtimeDimension.constraint(greaterThanOrEqualToConstant: c))
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(runtimeDimension.constraint(lessThanOrEqualToConstant: c))
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:constant:)
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:constant:)
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    // The runtime constraint this constraint is.
    @_spi(Runtime) public let runtimeConstraint: LayoutConstraint

    init(_ constraint: LayoutConstraint) {
        runtimeConstraint = constraint
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        LayoutConstraint.activate(constraints.map(\.runtimeConstraint))
    }
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutConstraint.deactivate(constraints.map(\.runtimeConstraint))
    }
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    // UIKit raises an exception when an active constraint changes between required and
    // optional; so does this, so that code the runtime would accept but UIKit refuses fails here.
    open var priority: UILayoutPriority {
        get { UILayoutPriority(rawValue: runtimeConstraint.priority.rawValue) }
        set {
            precondition(
                !runtimeConstraint.isActive || (newValue == .required) == (priority == .required),
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
            )
            runtimeConstraint.priority = newValue.runtimeValue
        }
    }
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
    open var identifier: String? {
        get { self[runtime: \.runtimeConstraint.identifier] }
        set { self[runtime: \.runtimeConstraint.identifier] = newValue }
    }

    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
        case horizontal, vertical

        var runtimeValue: LayoutAxis { self == .horizontal ? .horizontal : .vertical }

        init(_ axis: LayoutAxis) { self = axis == .horizontal ? .horizontal : .vertical }
    }
}

extension NSLayoutConstraint.Axis: RuntimeBridged {}

// UILayoutPriority is Tests/UIKit's (UIKitValues.swift, linked here).
extension UILayoutPriority {
    var runtimeValue: LayoutPriority { LayoutPriority(rawValue: rawValue) }
}
