// A view's safe area, layout margins, readable content and reading direction: UIKit's rules,
// in one place. The layout engine applies them to solved frames between its passes (see
// LayoutEngine.solveUntilSettled()); the properties here apply them to the frames of the last
// layout, with the same code (GuideGeometry).

/// The margins a program set, kept the way it set them: fixed sides stay on their side when
/// the reading direction changes, directional ones follow it.
enum LayoutMargins: Hashable {
    case fixed(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    func edgeInsets(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        switch self {
        case .fixed(let insets): insets
        case .directional(let insets): insets.edgeInsets(for: direction)
        }
    }
}

/// A view's safe-area, margins, readable-content and keyboard guides, each made when first
/// asked for.
struct EnvironmentGuides {
    enum Kind: CaseIterable, Hashable {
        case safeArea, margins, readableContent, keyboard

        /// The guide's identifier, UIKit's property name.
        var identifier: String {
            switch self {
            case .safeArea: "safeAreaLayoutGuide"
            case .margins: "layoutMarginsGuide"
            case .readableContent: "readableContentGuide"
            case .keyboard: "keyboardLayoutGuide"
            }
        }

        /// Whether the guide is a strip along the view's bottom edge, laid out by its height
        /// rather than by its top inset: the keyboard's, whose height stays fixed while the
        /// root's height changes (a range proof needs guide constants that do not follow the
        /// size). Its insets hold that height in `top`; its other insets are insets.
        var isBottomStrip: Bool { self == .keyboard }
    }

    private(set) var safeArea: LayoutGuide?
    private(set) var margins: LayoutGuide?
    private(set) var readableContent: LayoutGuide?
    private(set) var keyboard: LayoutGuide?

    /// The guides made so far, in ``Kind``'s order.
    var made: [LayoutGuide] { [safeArea, margins, readableContent, keyboard].compactMap { $0 } }

    /// Whether no guide was made: most views, which layout passes skip.
    var isEmpty: Bool { safeArea == nil && margins == nil && readableContent == nil && keyboard == nil }

    /// The guides made so far with their kinds.
    var madeByKind: [(Kind, LayoutGuide)] {
        Kind.allCases.compactMap { kind in self[kind].map { (kind, $0) } }
    }

    subscript(kind: Kind) -> LayoutGuide? {
        switch kind {
        case .safeArea: safeArea
        case .margins: margins
        case .readableContent: readableContent
        case .keyboard: keyboard
        }
    }

    /// The guide of `kind`, made for `view` if it does not exist yet.
    mutating func guide(_ kind: Kind, of view: View) -> LayoutGuide {
        if let existing = self[kind] { return existing }
        let guide = LayoutGuide(identifier: kind.identifier)
        guide.owningView = view
        guide.viewProperty = kind.identifier
        switch kind {
        case .safeArea: safeArea = guide
        case .margins: margins = guide
        case .readableContent: readableContent = guide
        case .keyboard: keyboard = guide
        }
        view.setNeedsLayout()
        return guide
    }
}

extension View {
    /// The default margins of a view: 8 points on every side.
    public static let defaultLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// The width of the readable content guide at the default text size: 46 "m" glyphs of the
    /// 17-point body font, rounded up to a multiple of 8 (see docs/Guides.md).
    public static let readableContentWidth: CGFloat = 672

    // MARK: Guides

    /// The part of the view that bars, the notch and the home indicator leave uncovered: the
    /// bounds less ``safeAreaInsets``, kept so by layout.
    public var safeAreaLayoutGuide: LayoutGuide { environmentGuides.guide(.safeArea, of: self) }

    /// The bounds less the margins: less ``safeAreaInsets`` plus ``layoutMargins`` when
    /// ``insetsLayoutMarginsFromSafeArea`` (the default), grown where
    /// ``preservesSuperviewLayoutMargins`` asks.
    public var layoutMarginsGuide: LayoutGuide { environmentGuides.guide(.margins, of: self) }

    /// The margins guide, narrowed to ``readableContentWidth`` and centred when it is wider:
    /// where lines of text stay easy to read.
    public var readableContentGuide: LayoutGuide { environmentGuides.guide(.readableContent, of: self) }

    /// Where the keyboard covers the view, UIKit's `keyboardLayoutGuide` (iOS 15): the view's
    /// width, from the keyboard's top down to the view's bottom while a docked keyboard is shown
    /// (``keyboardHeight``), and from the safe area's bottom while it is hidden, as UIKit's
    /// `usesBottomSafeArea` (true by default) has it. docs/Guides.md gives the sources.
    public var keyboardLayoutGuide: LayoutGuide { environmentGuides.guide(.keyboard, of: self) }

    /// The safe-area, margins, readable-content and keyboard guides made so far, each named by its
    /// ``LayoutGuide/identifier``, UIKit's property name.
    package var madeEnvironmentGuides: [LayoutGuide] { environmentGuides.made }

    // MARK: Safe area

    /// On a hierarchy's root: the insets its surroundings give its safe area (the status bar,
    /// the home indicator, bars; UIKit's window insets and a view controller's
    /// `additionalSafeAreaInsets`). Ignored on other views, whose safe area comes from their
    /// superview's.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            additionalSafeAreaInsetsStorage = newValue
            setNeedsLayout()
        }
    }

    /// On a hierarchy's root: the height of the docked keyboard shown over it, from the screen's
    /// bottom up (the home indicator's strip included, as the keyboard's frame includes it);
    /// nil while no keyboard is shown. It stands for the system keyboard that UIKit tracks, and
    /// only ``keyboardLayoutGuide`` follows it. Ignored on other views.
    public var keyboardHeight: CGFloat? {
        get { keyboardHeightStorage }
        set {
            keyboardHeightStorage = newValue
            setNeedsLayout()
        }
    }

    /// How far the safe area lies inside each edge, as of the last layout: a root's
    /// ``additionalSafeAreaInsets``; for another view, per edge, the part of it that its
    /// superview's unsafe area covers, never more than the superview's own inset there.
    public var safeAreaInsets: EdgeInsets {
        var geometry = GuideGeometry.ofLastLayout(root: rootView)
        return geometry.safeAreaInsets(of: self)
    }

    /// How far the margins guide lies inside each edge of the view, as of the last layout: the
    /// margins as layout applies them, with the safe area and preserved superview margins.
    /// UIKit shows them only as `layoutMarginsGuide.layoutFrame`; this reads them without
    /// making the guide.
    public var effectiveLayoutMargins: EdgeInsets {
        var geometry = GuideGeometry.ofLastLayout(root: rootView)
        return geometry.marginInsets(of: self)
    }

    /// Reads ``safeAreaInsets`` and ``effectiveLayoutMargins`` of many views of this view's
    /// hierarchy, each ancestor computed once.
    package func insetsReader() -> InsetsReader { InsetsReader(geometry: .ofLastLayout(root: rootView)) }

    // MARK: Margins

    /// The margins, left and right fixed on screen: 8 on every side by default (a view
    /// controller's root view: zero of its own, see ``viewRespectsSystemMinimumLayoutMargins``).
    /// Setting it keeps left as left in a right-to-left interface; set
    /// ``directionalLayoutMargins`` for margins that follow the reading direction.
    public var layoutMargins: EdgeInsets {
        get { ownMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
        set {
            marginsStorage = .fixed(newValue)
            setNeedsLayout()
        }
    }

    /// The margins by reading direction: leading is the left margin left to right and the right
    /// one right to left.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            ownMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
                .directional(for: effectiveUserInterfaceLayoutDirection)
        }
        set {
            marginsStorage = .directional(newValue)
            setNeedsLayout()
        }
    }

    /// The margins as set, or the defaults.
    var ownMargins: LayoutMargins {
        marginsStorage
            ?? .directional(viewRespectsSystemMinimumLayoutMargins ? .zero : View.defaultLayoutMargins)
    }

    /// The least margins of a view controller's root view at the view's current size: none at
    /// the top and bottom; 16 on the sides of a portrait iPhone narrower than 414 points, 20 on
    /// wider ones, in landscape and on iPad (UIKit's `systemMinimumLayoutMargins`).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        GuideGeometry.systemMinimumLayoutMargins(for: frameStorage.size)
    }

    // MARK: Reading direction

    /// The direction the view's content reads in: forced by ``semanticContentAttribute``, else
    /// the root's ``interfaceLayoutDirection``. It decides which side leading and trailing are.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        GuideGeometry.direction(of: self, interface: GuideGeometry.interfaceDirection(of: self))
    }

    // MARK: Baselines

    /// The baseline of the view's first line of text: for a view without text, its top edge.
    public var firstBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }

    /// The baseline of the view's last line of text: for a view without text, its bottom edge.
    public var lastBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .lastBaseline)
    }
}

/// The safe-area insets and margins of the views of one laid-out hierarchy, each ancestor's
/// computed once (see ``View/insetsReader()``).
package struct InsetsReader {
    fileprivate var geometry: GuideGeometry

    package mutating func safeAreaInsets(of view: View) -> EdgeInsets { geometry.safeAreaInsets(of: view) }

    package mutating func layoutMargins(of view: View) -> EdgeInsets { geometry.marginInsets(of: view) }
}
