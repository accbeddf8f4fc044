import LayoutRuntime
import LayoutSpec

/// A self-sizing cell whose content does not set its height: fitted toward a target of 0 and
/// toward a very tall one (``CellHeights``), the content view takes two heights, so UIKit's
/// fitting, not the content, decides the cell's height, and collapses it to the smallest.
///
/// The error names the view where the vertical chain from the content view's top stops: of
/// the views that stay where they are when the content view grows (laid out again 100 points
/// taller, then put back), the lowest.
struct CellHeightPass: ProofPass {
    /// How much taller the content view is laid out to see which views stay put.
    static let growth: CGFloat = 100

    func run(_ snapshot: LayoutSnapshot, after earlier: [Finding]) -> [Finding] {
        let context = snapshot.context
        guard let heights = context.cellHeights, heights.isUndetermined else { return [] }
        let scene = context.scene
        let views = scene.views.filter { !$0.view.isHidden }
        let root = scene.root
        let frame = root.exactFrame
        let before = views.map { Self.bottom(of: $0.view, in: root) }
        root.frame = CGRect(
            x: frame.origin.x, y: frame.origin.y, width: frame.size.width,
            height: frame.size.height + Self.growth)
        root.layoutIfNeeded()
        let after = views.map { Self.bottom(of: $0.view, in: root) }
        root.frame = frame
        root.layoutIfNeeded()
        // The lowest view that stays put; the first in spec order of equals (a container before
        // what it holds).
        var stop: (view: SceneView, bottom: CGFloat)?
        for (index, view) in views.enumerated() where abs(after[index] - before[index]) < 1e-6 {
            if stop == nil || before[index] > stop!.bottom + 1e-6 { stop = (view, before[index]) }
        }
        let id = stop?.view.id
        let location = stop?.view.location ?? context.size.location
        let size = context.size
        var notes: [Diagnostic.Note] = []
        if let stop { notes.append(.pinEndHere(stop.view.id, endWord: "bottom", at: stop.view.location)) }
        notes.append(
            .cellCollapses(
                size: size.phrase, fitted: CellHeights.text(heights.fitted),
                tallest: CellHeights.text(heights.tallest), at: size.location))
        let fixes = stop.map { candidateFixes(pinning: $0.view, context: context) } ?? []
        return [
            Finding(.cellHeightUndetermined, [id ?? BuiltScene.rootID], isError: true) {
                var diagnostic = Diagnostic.cellHeightUndetermined(
                    cell: scene.name, view: id, sizes: $0, at: location, notes: notes)
                diagnostic.candidateFixes = fixes
                return diagnostic
            }
        ]
    }

    /// Pin the bottom of the view where the chain stops to its superview's, as far in as the
    /// superview's first view starts from its top, as the scroll-content fixes do
    /// (``CandidateFixes/candidateContentFixes(for:id:axis:explanation:)``).
    private func candidateFixes(pinning view: SceneView, context: ProofContext) -> [Diagnostic.Fix] {
        guard let superview = view.view.superview else { return [] }
        let siblings = superview.subviews.filter {
            !$0.isHidden && context.viewIDs[ObjectIdentifier($0)] != nil
        }
        let inset = max(0, siblings.map(\.exactFrame.minY).min() ?? 0)
        let edit = "\(view.id).bottom == \(view.parentID).bottom\(CandidateFixes.offset(-inset))"
        return [Diagnostic.Fix(.addConstraints([edit]), at: context.lastConstraintLocation ?? view.location)]
    }

    /// The bottom edge of `view` in `root`'s coordinates, as solved.
    static func bottom(of view: View, in root: View) -> CGFloat {
        var bottom = view.exactFrame.maxY
        var parent = view.superview
        while let current = parent, current !== root {
            bottom += current.exactFrame.minY
            parent = current.superview
        }
        return bottom
    }
}
