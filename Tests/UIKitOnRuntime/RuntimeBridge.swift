import LayoutRuntime

// MARK: - Bridges to the runtime

/// A UIKit value that stands for a LayoutRuntime value: `UIEdgeInsets` for `EdgeInsets`,
/// `NSLayoutConstraint.Axis` for `LayoutAxis`, and so on.
protocol RuntimeBridged {
    associatedtype RuntimeValue

    init(_ runtimeValue: RuntimeValue)
    var runtimeValue: RuntimeValue { get }
}

/// A UIKit enum each of whose cases stands for the runtime enum's case of the same name.
protocol NamedAsRuntimeCases: RuntimeBridged
where RuntimeValue: RawRepresentable, RuntimeValue.RawValue == String {}

extension NamedAsRuntimeCases {
    var runtimeValue: RuntimeValue {
        guard let value = RuntimeValue(rawValue: "\(self)") else {
            preconditionFailure("LayoutRuntime's \(RuntimeValue.self) has no case \(self).")
        }
        return value
    }
}

/// A UIKit object whose properties are its runtime object's (a `UIView`'s runtime view, a
/// `UIStackView`'s stack view): the property of UIKit's type reads and writes the runtime's.
@MainActor protocol RuntimeBacked: AnyObject {}

extension RuntimeBacked {
    /// The runtime property at `keyPath`, of the type UIKit gives it too.
    subscript<Value>(runtime keyPath: ReferenceWritableKeyPath<Self, Value>) -> Value {
        get { self[keyPath: keyPath] }
        set { self[keyPath: keyPath] = newValue }
    }

    /// The runtime property at `keyPath`, as the UIKit value that stands for it.
    subscript<Value: RuntimeBridged>(runtime keyPath: ReferenceWritableKeyPath<Self, Value.RuntimeValue>)
        -> Value
    {
        get { Value(self[keyPath: keyPath]) }
        set { self[keyPath: keyPath] = newValue.runtimeValue }
    }

    /// The runtime font at `keyPath`, as a `UIFont`. Setting nil sets the default font back, as
    /// in UIKit: `defaultFont`, the font a new runtime view of the class has.
    subscript(
        font keyPath: ReferenceWritableKeyPath<Self, Font>, default defaultFont: @autoclosure () -> Font
    ) -> UIFont? {
        get { UIFont(runtimeFont: self[keyPath: keyPath]) }
        set { self[keyPath: keyPath] = newValue?.runtimeFont ?? defaultFont() }
    }
}

extension UIView: RuntimeBacked {}
extension NSLayoutConstraint: RuntimeBacked {}
