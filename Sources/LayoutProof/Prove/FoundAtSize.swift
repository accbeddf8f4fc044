import LayoutRuntime
import LayoutSpec

/// What a proof found at one size it laid out (a declared size, or a range's sample), by
/// identity: what ``FixProver`` compares between a copy of a spec and the spec at the same size.
///
/// It holds more than `check` prints: where the layout has errors, lint does not run for the
/// diagnostics (its frames are one of many), but it runs here, so that a fix that settles the
/// layout is compared with what the spec already had at that size, not with nothing. And it
/// holds less: a finding that looks at something the layout leaves free (a view's width or
/// height, for a finding about a size; anything of its views, for one about where they lie) is
/// left out, since its numbers are one layout of many: a warning found on the spec's free frames
/// does not excuse the same warning once a fix settles them there (a form pinned where the
/// solver happened to put it, under the status bar). A tie is not free here: UIKit breaks it
/// the same way every time. A view whose settled width or height is 0 or less is held apart
/// (``collapsed``), whatever lint says of it.
public struct FoundAtSize: Sendable {
    /// The size laid out: a declared single size, or a range's sample (named as the range).
    public let size: SizeSpec
    /// The warnings found, lint's included even where the layout has errors, each about what
    /// the layout settles; a negative size is in ``collapsed`` instead.
    public let warnings: Set<FindingID>
    /// The views whose width or height is settled at 0 or less: `logo.width`.
    public let collapsed: Set<String>

    /// Findings that look only at a view's size, not at where it lies.
    private static let aboutSizes: Set<FindingKind> = [
        .lint(.tapTarget), .lint(.zeroSize), .lint(.emptyLabel), .lint(.truncation),
    ]

    init(_ snapshot: LayoutSnapshot, found: [Finding]) {
        size = snapshot.size
        var warnings = found.filter { !$0.isError && $0.id.kind != .negativeSize }.map(\.id)
        if !snapshot.isDeterminedAndSettled {
            warnings += LayoutLint(context: snapshot.context).findings(frames: snapshot.frames).map(\.id)
        }
        let free = Self.freeAttributes(snapshot)
        self.warnings = Set(
            warnings.filter { id in
                let looked = Self.attributes(lookedAtBy: id)
                return id.subjects.allSatisfy { subject in
                    guard let attributes = free[subject] else { return true }
                    return looked.map { $0.isDisjoint(with: attributes) } ?? false
                }
            })
        var collapsed: Set<String> = []
        for sceneView in snapshot.scene.views where !sceneView.view.isHidden {
            guard let frame = snapshot.frames[sceneView.id] else { continue }
            let attributes = free[sceneView.id] ?? []
            if frame.size.width < 0.5, !attributes.contains(.width) {
                collapsed.insert("\(sceneView.id).width")
            }
            if frame.size.height < 0.5, !attributes.contains(.height) {
                collapsed.insert("\(sceneView.id).height")
            }
        }
        self.collapsed = collapsed
    }

    private init(size: SizeSpec, warnings: Set<FindingID>, collapsed: Set<String>) {
        self.size = size
        self.warnings = warnings
        self.collapsed = collapsed
    }

    /// The same findings at `size`, a size laid out as this one was (``CategoryTwins``).
    func at(_ size: SizeSpec) -> FoundAtSize {
        FoundAtSize(size: size, warnings: warnings, collapsed: collapsed)
    }

    /// The attributes of its views a finding depends on: the size it names ("wide", "high"),
    /// or both sizes, for a finding about sizes; nil (all of them) for any other.
    private static func attributes(lookedAtBy id: FindingID) -> Set<LayoutAttribute>? {
        guard aboutSizes.contains(id.kind) else { return nil }
        if id.subjects.contains("wide") { return [.width] }
        if id.subjects.contains("high") { return [.height] }
        return [.width, .height]
    }

    /// The attributes (left, top, width, height) the layout leaves free, by view id, on the
    /// axes no tie explains; read only when something is ambiguous.
    private static func freeAttributes(_ snapshot: LayoutSnapshot) -> [String: Set<LayoutAttribute>] {
        guard !snapshot.ambiguous.isEmpty else { return [:] }
        let tied = Set(snapshot.ties.flatMap(\.explains))
        var free: [String: Set<LayoutAttribute>] = [:]
        for sceneView in snapshot.scene.installedViews {
            let attributes = sceneView.view.ambiguousAttributes.filter { attribute in
                let axis: LayoutAxis = attribute == .left || attribute == .width ? .horizontal : .vertical
                return !tied.contains(
                    AmbiguousItem(view: ObjectIdentifier(sceneView.view), axis: axis, isContent: false))
            }
            if !attributes.isEmpty { free[sceneView.id] = Set(attributes) }
        }
        return free
    }
}
