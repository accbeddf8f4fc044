/// The thing a constraint attribute belongs to, named as the spec wrote it.
///
/// Names are not checked here: the resolver looks them up and reports unknown ids.
public enum ItemReference: Hashable, Sendable, CustomStringConvertible {
    /// A view by id; `view` is the root view.
    case view(String)
    /// A layout guide of the view with this id: `scroll.contentLayoutGuide`,
    /// `view.safeAreaLayoutGuide`.
    case guide(ViewGuide, of: String)
    /// The superview of the named view, written `|` in the Visual Format Language; the resolver
    /// finds which view that is.
    case superview(of: String)

    /// The content layout guide of the scroll view with this id.
    public static func contentLayoutGuide(of id: String) -> ItemReference {
        .guide(.contentLayoutGuide, of: id)
    }

    /// The frame layout guide of the scroll view with this id.
    public static func frameLayoutGuide(of id: String) -> ItemReference { .guide(.frameLayoutGuide, of: id) }

    /// The reference as a spec would write it; the superview reads `id.superview`.
    public var description: String {
        switch self {
        case .view(let id): id
        case .guide(let guide, let id): "\(id).\(guide.rawValue)"
        case .superview(let id): "\(id).superview"
        }
    }
}

/// A layout guide UIKit gives a view, by its property name: the one table of the guides a
/// spec may name.
public enum ViewGuide: String, CaseIterable, Hashable, Sendable {
    /// A scroll view's content area.
    case contentLayoutGuide
    /// A scroll view's frame.
    case frameLayoutGuide
    /// Any view's safe area.
    case safeAreaLayoutGuide
    /// Any view's bounds less its margins.
    case layoutMarginsGuide
    /// Any view's margins, narrowed to a readable width.
    case readableContentGuide
    /// Where the keyboard covers any view, or rests below its safe area when hidden.
    case keyboardLayoutGuide

    /// Whether only a scroll view has the guide.
    public var isScrollViewGuide: Bool { self == .contentLayoutGuide || self == .frameLayoutGuide }
}
