/// `firstItem.firstAttribute relation secondItem.secondAttribute * multiplier + constant`, at a
/// priority: UIKit's `NSLayoutConstraint`.
///
/// A new constraint is inactive; ``activate(_:)`` (or `isActive = true`) installs it on the
/// nearest common ancestor of its items' views, where ``View/constraints`` lists it. When its
/// items have no common ancestor at that moment it stays active but uninstalled, and every
/// layout of a hierarchy that holds one of its items reports
/// ``LayoutIssue/noCommonAncestor(_:)`` (UIKit raises an exception instead).
///
/// Coordinates: positions are measured in one screen space, so `a.left == b.left + 8` means
/// the same thing wherever `a` and `b` live. Two cases need a frame of reference and use this
/// one, as UIKit does: a position with no second item (`a.left == 20`) is measured in the
/// coordinate space of `a`'s frame (its superview's bounds); a position with a multiplier other
/// than 1, or related to a size (only autoresizing constraints are), is measured in the bounds
/// of the items' nearest common ancestor. Inside a
/// ``ScrollView`` the scroll view's edges may mean its content area; see ``ScrollView``.
///
/// The runtime also makes constraints of its own (see ``Origin``); they show up in
/// ``View/constraintsAffectingLayout(for:)`` and in ``LayoutIssue``s, never in
/// ``View/constraints``, and they are remade by every layout pass.
public final class LayoutConstraint: Hashable, CustomStringConvertible {
    /// Who made a constraint; every origin but `user` is the runtime's own.
    public enum Origin: Hashable, Sendable {
        /// Made by the program, through anchors or the initializer.
        case user
        /// Fixes the frame of a view whose `translatesAutoresizingMaskIntoConstraints` is true
        /// (UIKit's `NSAutoresizingMaskLayoutConstraint`).
        case autoresizingMask
        /// Content hugging and compression resistance of an intrinsic size
        /// (UIKit's `NSContentSizeLayoutConstraint`).
        case contentSize
        /// Ties a scroll view's layout guides to it, and holds an explicit `contentSize`.
        case scrollView
        /// Ties a view's safe-area, margins or readable-content guide to the view, at the
        /// insets UIKit's rules give for the view's frame (UIKit's `UIView-…-guide` constraints).
        case layoutGuide
        /// Lays out a stack view's arranged subviews (UIKit's `UISV-…` constraints).
        case stackView
        /// Keeps the frame of a hierarchy's root.
        case rootFrame
        /// Asks for a target size in ``View/systemLayoutSizeFitting(_:)``.
        case fittingSize
    }

    /// The standard space between two sibling views, for the `...SystemSpacing...` anchors.
    public static let systemSpacing: CGFloat = 8

    /// The first item. As in UIKit, a constraint does not keep its items alive; once an item
    /// has gone away this reads nil.
    public var firstItem: (any LayoutItem)? { firstRuntimeItem ?? firstForeignItem }
    /// The attribute of ``firstItem`` the constraint places.
    public let firstAttribute: LayoutAttribute
    /// How the first side compares with the second.
    public let relation: LayoutRelation
    /// The second item, nil for a constraint against a constant; held as ``firstItem`` is.
    public var secondItem: (any LayoutItem)? { secondRuntimeItem ?? secondForeignItem }
    /// The attribute of ``secondItem``; `notAnAttribute` when there is none.
    public let secondAttribute: LayoutAttribute
    /// The factor on the second side; ignored without a second item.
    public let multiplier: CGFloat

    /// The constant; changing it while active lays the hierarchy out again, incrementally.
    public var constant: CGFloat {
        didSet { if constant != oldValue { needsLayout() } }
    }

    /// The priority; changing it while active lays the hierarchy out again.
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { needsLayout() } }
    }

    /// A name for descriptions and reports.
    public var identifier: String?

    /// Who made the constraint: the program (`user`) or the runtime.
    public let origin: Origin

    /// For a constraint a view makes for its content (a stack view's `UISV-…`), that view:
    /// the constraint reads in its direction, and reports name it.
    package internal(set) weak var generatingView: View?

    /// Whether the constraint takes part in layout.
    ///
    /// Setting it activates or deactivates a user constraint. The runtime's own constraints
    /// (any other ``origin``) report whether the last layout pass applied them; setting this on
    /// them has no effect, since each layout pass makes them again.
    public var isActive: Bool {
        get { origin == .user ? isActivated : isAppliedByEngine }
        set { newValue ? install() : uninstall() }
    }

    /// The view the constraint is installed on while active: the items' nearest common
    /// ancestor. That view holds the constraint, and its deinit clears this (so the reference,
    /// unretained as the items are, is never read after the view is freed).
    private(set) unowned(unsafe) var installedView: View?
    // How the items are held. A view or guide is held `unowned(unsafe)`, as UIKit holds them,
    // not weakly: a weak reference moves its object's reference counting to a slower path for
    // good, and every view of a laid-out hierarchy would pay it. It is never read after the
    // item is freed: the item's record lists every constraint that names it
    // (LayoutItemRecord.register) at a slot, and the item's deinit (View's, LayoutGuide's)
    // tells each to forget it, so that the constraint reads nil from then on. Until then the
    // item is whole, even while a subclass's deinit runs, where a checked `unowned` reference
    // would stop the program. An item of another type adopting LayoutItem has no record and
    // is held weakly. Stored apart, not in a struct per item, so that reading an item copies nothing.
    private unowned(unsafe) var firstRuntimeItem: (any LayoutItem)?
    private weak var firstForeignItem: (any LayoutItem)?
    private var firstRecord: LayoutItemRecord?
    private var firstSlot = -1
    private unowned(unsafe) var secondRuntimeItem: (any LayoutItem)?
    private weak var secondForeignItem: (any LayoutItem)?
    private var secondRecord: LayoutItemRecord?
    private var secondSlot = -1
    private var isActivated = false
    /// For the runtime's own constraints: whether an engine holds it.
    var isAppliedByEngine = false

    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// With `toItem` nil, `multiplier` is ignored and the constraint reads `item.attribute
    /// relation constant`. Attributes of different axes may be mixed; the runtime relates the
    /// numbers as they are.
    public convenience init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat,
        constant: CGFloat
    ) {
        self.init(
            item: item, attribute: attribute, relatedBy: relation, toItem: toItem,
            attribute: secondAttribute, multiplier: multiplier, constant: constant, origin: .user)
    }

    init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat,
        constant: CGFloat, priority: LayoutPriority = .required, origin: Origin, identifier: String? = nil
    ) {
        self.firstAttribute = attribute
        self.relation = relation
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.identifier = identifier
        if let record = record(of: item) {
            (firstRuntimeItem, firstRecord, firstSlot) = (item, record, record.register(self))
        } else {
            firstForeignItem = item
        }
        if let toItem {
            if let record = record(of: toItem) {
                (secondRuntimeItem, secondRecord, secondSlot) = (toItem, record, record.register(self))
            } else {
                secondForeignItem = toItem
            }
        }
    }

    deinit {
        firstRecord?.unregister(slot: firstSlot)
        secondRecord?.unregister(slot: secondSlot)
    }

    /// Activates each constraint, in order; already active ones stay where they are.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Identity and description

    public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `greenView.top == contentView.top + 15 @1000 (identifier)`, with each view named by its
    /// accessibilityIdentifier, or its class name when it has none.
    public var description: String {
        let hasSecond = secondItem != nil || secondAttribute != .notAnAttribute
        var text = equationText(
            "\(itemName(firstItem)).\(firstAttribute)", relation,
            hasSecond ? "\(itemName(secondItem)).\(secondAttribute)" : nil, multiplier: Double(multiplier),
            constant: Double(constant), priority: priority.description)
        if let identifier { text += " (\(identifier))" }
        return text
    }

    private func itemName(_ item: (any LayoutItem)?) -> String {
        item.map(displayName(of:)) ?? "nil"
    }

    // MARK: Installation

    private func install() {
        guard origin == .user, !isActivated, let first = firstItem else { return }
        isActivated = true
        let firstView = hostView(of: first)
        let second = secondItem
        if let second {
            installedView = firstView.flatMap { nearestCommonAncestor($0, hostView(of: second)) }
        } else {
            installedView = firstView
        }
        record(of: first)?.insert(self)
        if let second, second !== first { record(of: second)?.insert(self) }
        installedView?.installedConstraints.append(self)
        needsLayout(force: true)
    }

    private func uninstall() {
        guard origin == .user, isActivated else { return }
        needsLayout(force: true)
        isActivated = false
        installedView?.installedConstraints.removeAll { $0 === self }
        installedView = nil
        let (first, second) = (firstItem, secondItem)
        if let first { record(of: first)?.remove(self) }
        if let second, second !== first { record(of: second)?.remove(self) }
    }

    /// Forgets the item whose record is `record`, which is going away: the constraint reads
    /// nil where it named it.
    func forgetItem(of record: LayoutItemRecord) {
        if firstRecord === record { (firstRuntimeItem, firstRecord, firstSlot) = (nil, nil, -1) }
        if secondRecord === record { (secondRuntimeItem, secondRecord, secondSlot) = (nil, nil, -1) }
    }

    /// Its entry in `record`'s list moved from `old` to `new`.
    func moveSlot(in record: LayoutItemRecord, from old: Int, to new: Int) {
        if firstRecord === record && firstSlot == old {
            firstSlot = new
        } else if secondRecord === record && secondSlot == old {
            secondSlot = new
        }
    }

    /// Forgets the view it is installed on, which is going away.
    func forgetInstalledView() { installedView = nil }

    /// Marks the hierarchies of the constraint's items as needing layout, when it is active:
    /// the hierarchy of the view it is installed on, which holds both items, or else each
    /// item's.
    private func needsLayout(force: Bool = false) {
        guard origin == .user, isActivated || force else { return }
        if let installedView {
            installedView.setNeedsLayout()
            return
        }
        if let firstItem { hostView(of: firstItem)?.setNeedsLayout() }
        if let secondItem { hostView(of: secondItem)?.setNeedsLayout() }
    }
}

/// The deepest view that is `a` or an ancestor of `a`, and `b` or an ancestor of `b`: both
/// climb to the same depth, then together until they meet.
func nearestCommonAncestor(_ a: View, _ b: View?) -> View? {
    guard var b else { return nil }
    var a = a
    var (depthOfA, depthOfB) = (a.depth, b.depth)
    while depthOfA > depthOfB, let parent = a.superview { (a, depthOfA) = (parent, depthOfA - 1) }
    while depthOfB > depthOfA, let parent = b.superview { (b, depthOfB) = (parent, depthOfB - 1) }
    while a !== b {
        guard let parentOfA = a.superview, let parentOfB = b.superview else { return nil }
        (a, b) = (parentOfA, parentOfB)
    }
    return a
}

/// `15`, `-2.5`: a number as a person writes it.
func formatNumber(_ value: CGFloat) -> String {
    formatNumber(Double(value))
}
