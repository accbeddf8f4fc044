/// The thing a constraint attribute belongs to, named as the spec wrote it.
///
/// Names are not checked here: the resolver looks them up and reports unknown ids.
public enum ItemReference: Hashable, Sendable, CustomStringConvertible {
    /// A view by id; `view` is the root view.
    case view(String)
    /// The content layout guide of the scroll view with this id.
    case contentLayoutGuide(of: String)
    /// The frame layout guide of the scroll view with this id.
    case frameLayoutGuide(of: String)
    /// The superview of the named view, written `|` in the Visual Format Language; the resolver
    /// finds which view that is.
    case superview(of: String)

    /// The reference as a spec would write it; the superview reads `id.superview`.
    public var description: String {
        switch self {
        case .view(let id): id
        case .contentLayoutGuide(let id): "\(id).contentLayoutGuide"
        case .frameLayoutGuide(let id): "\(id).frameLayoutGuide"
        case .superview(let id): "\(id).superview"
        }
    }
}
