/// Something constraints can place: a ``View`` or a ``LayoutGuide``.
///
/// The anchors make constraints: `a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`.
/// Anchors are typed by axis, so relating a horizontal anchor to a vertical one does not
/// compile. Only ``View`` and ``LayoutGuide`` take part in layout; another class that adopts
/// the protocol is never in a hierarchy, so its constraints report ``LayoutIssue/noCommonAncestor(_:)``.
public protocol LayoutItem: AnyObject {
    var leadingAnchor: LayoutXAxisAnchor { get }
    var trailingAnchor: LayoutXAxisAnchor { get }
    var leftAnchor: LayoutXAxisAnchor { get }
    var rightAnchor: LayoutXAxisAnchor { get }
    var centerXAnchor: LayoutXAxisAnchor { get }
    var topAnchor: LayoutYAxisAnchor { get }
    var bottomAnchor: LayoutYAxisAnchor { get }
    var centerYAnchor: LayoutYAxisAnchor { get }
    var widthAnchor: LayoutDimension { get }
    var heightAnchor: LayoutDimension { get }
}

extension LayoutItem {
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

/// The runtime's bookkeeping for one item: the active user constraints that name it, in
/// activation order, and every constraint that names it at all.
///
/// A content view names every constraint that pins a subview to it, thousands in a tall
/// layout. A constraint is activated once until it is deactivated (``LayoutConstraint``
/// checks), so activating appends without looking at the others.
final class LayoutItemRecord {
    private(set) var activeConstraints: [LayoutConstraint] = []
    /// Every constraint that names the item, active or not, the program's or the runtime's,
    /// unretained: a constraint takes itself out as it goes away, and is told to forget the
    /// item if the item goes first (``LayoutConstraint/firstItem``).
    private var naming: [Unmanaged<LayoutConstraint>] = []

    func insert(_ constraint: LayoutConstraint) {
        activeConstraints.append(constraint)
    }

    func remove(_ constraint: LayoutConstraint) {
        guard let index = activeConstraints.firstIndex(where: { $0 === constraint }) else { return }
        activeConstraints.remove(at: index)
    }

    /// Lists `constraint` as naming the item; returns its slot.
    func register(_ constraint: LayoutConstraint) -> Int {
        naming.append(.passUnretained(constraint))
        return naming.count - 1
    }

    /// Takes the constraint at `slot` out, moving the last one into its place.
    func unregister(slot: Int) {
        let last = naming.count - 1
        if slot != last {
            naming[slot] = naming[last]
            naming[slot].takeUnretainedValue().moveSlot(in: self, from: last, to: slot)
        }
        naming.removeLast()
    }

    /// Called as the item with this record goes away: every constraint that names it forgets it.
    func itemGoesAway() {
        let constraints = naming
        naming = []
        for constraint in constraints { constraint.takeUnretainedValue().forgetItem(of: self) }
    }
}

/// The record of a runtime item; nil for a foreign adopter of ``LayoutItem``.
func record(of item: any LayoutItem) -> LayoutItemRecord? {
    if let view = item as? View { return view.itemRecord }
    if let guide = item as? LayoutGuide { return guide.itemRecord }
    return nil
}

/// The view an item lives in: the view itself, or a guide's owning view.
func hostView(of item: any LayoutItem) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
}

/// The name of an item in descriptions: a view's accessibilityIdentifier or class name; a
/// guide's `owner.identifier`.
func displayName(of item: any LayoutItem) -> String {
    if let view = item as? View { return view.accessibilityIdentifier ?? String(describing: type(of: view)) }
    if let guide = item as? LayoutGuide {
        let name = guide.identifier.isEmpty ? "LayoutGuide" : guide.identifier
        guard let owner = guide.owningView else { return name }
        return "\(displayName(of: owner)).\(name)"
    }
    return String(describing: type(of: item))
}
