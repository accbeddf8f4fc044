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
        let views = scene.installedViews.filter { !$0.view.isHidden }
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
        // Pin the bottom of the view where the chain stops, as the scroll-content fixes do.
        let pin = stop.flatMap { CandidateFixes(context: context).endPin(of: $0.view.view, along: .vertical) }
        let fixes =
            pin.map {
                [Diagnostic.Fix(.addConstraints([$0]), at: context.lastConstraintLocation ?? location)]
            } ?? []
        return [
            Finding(.cellHeightUndetermined, [id ?? BuiltScene.rootID], isError: true) {
                var diagnostic = Diagnostic.cellHeightUndetermined(
                    cell: scene.name, view: id, sizes: $0, at: location, notes: notes)
                diagnostic.candidateFixes = fixes
                return diagnostic
            }
        ]
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
