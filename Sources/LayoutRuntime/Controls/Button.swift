/// A button showing a title: UIKit's `UIButton` of type `.system`, classic design (iOS 13–18).
///
/// Its intrinsic size is its title on one line, measured by ``TextMetrics``: as wide as the
/// title but at least 30 points, and as tall as one line plus 6 points above and below, so that
/// the default 15-point title makes a 30-point-tall button, as UIKit's does. The title's width
/// and line height are first rounded up to whole points, at any display scale, as the buttons
/// Xcode sized show (docs/Text.md). Its baselines are its title's, centred vertically as in a
/// ``Label``. docs/Controls.md gives the sources.
public final class Button: Control {
    /// The narrowest a button measures, however short its title.
    static let minimumWidth: CGFloat = 30
    /// The space above and below the title line.
    static let verticalPadding: CGFloat = 6

    /// The title set for each state.
    private var titles: [State: String] = [:]

    /// The title's font where none is set: the 15-point system font, a system button's.
    package static let defaultFont = Font.systemFont(ofSize: 15)

    /// The title's font; ``defaultFont`` by default. UIKit sets it as `titleLabel?.font`.
    public var font = Button.defaultFont {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Sets the title shown in `state`; a state without one shows the ``State/normal`` title.
    /// Setting the normal title changes the intrinsic size.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        if state == .normal { invalidateIntrinsicContentSize() }
    }

    /// The title shown in `state`: its own, or else the ``State/normal`` one.
    public func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title layout measures: the ``State/normal`` one.
    public var currentTitle: String? { title(for: .normal) }

    public override var intrinsicContentSize: CGSize {
        if let explicit = explicitIntrinsicContentSize { return explicit }
        let font = shown(font)
        let title = TextMetrics.size(of: currentTitle ?? "", font: font, maxLines: 1, scale: 1)
        return CGSize(
            width: max(title.width, Self.minimumWidth),
            height: TextMetrics.roundedUp(font.lineHeight, scale: 1) + 2 * Self.verticalPadding)
    }

    /// The title is one line centred vertically: the baselines are one ascender below the top of
    /// that line, which is half a line above the middle.
    override func baselines(width: CGFloat) -> Baselines {
        .centredText(lineCount: 1, font: shown(font))
    }
}
