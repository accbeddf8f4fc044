import LayoutRuntime

/// The kind of a view, as written in `type:`; `View` when the spec does not say.
///
/// The one table of view types: each is the LayoutRuntime class of the same name, which the
/// resolver makes (``makeView()``) and the generated code names (``runtimeClassName``). The
/// controls, `Button` to `Stepper`, and the bars, `Toolbar` and `NavigationBar`, stand for
/// UIKit's; docs/Controls.md gives their sizes.
public enum ViewType: CaseIterable, Hashable, Sendable, RawRepresentable {
    case view, scrollView, label, imageView, textView
    case button, `switch`, textField, activityIndicator, slider, progressView, segmentedControl, stepper
    case toolbar, navigationBar, stackView

    /// The type as a spec writes it: the case's name, capitalized (`ScrollView`, `Switch`).
    public var rawValue: String {
        let name = String(describing: self)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The type a spec names, exactly as ``rawValue`` spells it.
    public init?(rawValue: String) {
        guard let type = Self.byName[rawValue] else { return nil }
        self = type
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The LayoutRuntime class that stands for this type, as generated code names it.
    public var runtimeClassName: String { rawValue }

    /// A new LayoutRuntime view of this type.
    public func makeView() -> View {
        switch self {
        case .view: View()
        case .stackView: StackView()
        case .scrollView: ScrollView()
        case .label: Label()
        case .imageView: ImageView()
        case .textView: TextView()
        case .button: Button()
        case .switch: Switch()
        case .textField: TextField()
        case .activityIndicator: ActivityIndicator()
        case .slider: Slider()
        case .progressView: ProgressView()
        case .segmentedControl: SegmentedControl()
        case .stepper: Stepper()
        case .toolbar: Toolbar()
        case .navigationBar: NavigationBar()
        }
    }
}
