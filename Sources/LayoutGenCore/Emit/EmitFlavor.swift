import LayoutRuntime
import LayoutSpec

/// The framework generated code builds its scene with: the same scene, views, settings and
/// constraints, spelled for LayoutRuntime (the default, which the proof ran on) or for UIKit.
///
/// docs/UIKitOutput.md says what each spec construct becomes in UIKit code.
public enum EmitFlavor: String, CaseIterable, Hashable, Sendable {
    /// Code that builds the scene on LayoutRuntime: `import LayoutRuntime`, `Label()`.
    case runtime
    /// Code that builds the scene with UIKit in an iOS app: `import UIKit`, `UILabel()`.
    case uikit

    /// The module the generated file imports.
    var module: String {
        switch self {
        case .runtime: "LayoutRuntime"
        case .uikit: "UIKit"
        }
    }

    /// The type whose `activate(_:)` the generated code calls.
    var constraintType: String {
        switch self {
        case .runtime: "LayoutConstraint"
        case .uikit: "NSLayoutConstraint"
        }
    }

    /// The expression that makes a view of `type`, which its stored property is initialized to.
    func makeView(_ type: ViewType) -> String {
        switch self {
        case .runtime: "\(type.runtimeClassName)()"
        // A system button draws its title in the tint colour, as Interface Builder's do; a
        // `UIButton()` is a custom one, white on white.
        case .uikit: type == .button ? "UIButton(type: .system)" : "\(Self.uikitClassName(type))()"
        }
    }

    /// The UIKit class a view type stands for.
    static func uikitClassName(_ type: ViewType) -> String {
        switch type {
        case .view: "UIView"
        case .scrollView: "UIScrollView"
        case .label: "UILabel"
        case .imageView: "UIImageView"
        case .textView: "UITextView"
        case .button: "UIButton"
        case .switch: "UISwitch"
        case .textField: "UITextField"
        case .activityIndicator: "UIActivityIndicatorView"
        case .slider: "UISlider"
        case .progressView: "UIProgressView"
        case .segmentedControl: "UISegmentedControl"
        case .stepper: "UIStepper"
        case .toolbar: "UIToolbar"
        case .navigationBar: "UINavigationBar"
        case .stackView: "UIStackView"
        }
    }

    /// A constraint priority as this flavour spells it: `.defaultHigh`, `LayoutPriority(251)` or
    /// `UILayoutPriority(rawValue: 251)`.
    func priority(_ priority: LayoutPriority) -> String {
        switch self {
        case .runtime: SwiftLiteral.priority(priority)
        case .uikit: UIKitLiteral.priority(priority)
        }
    }

    /// A stack view's spacing as this flavour spells it.
    func spacing(_ spacing: StackSpacing) -> String {
        switch self {
        case .runtime: spacing.swiftLiteral
        case .uikit: spacing.uikitLiteral
        }
    }
}
