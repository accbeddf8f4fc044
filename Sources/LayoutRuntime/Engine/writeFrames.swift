// Reading the solved layout: each item's rectangle in screen space, and each view's frame and
// guide's layout frame written in its parent's bounds coordinates.

extension LayoutEngine {
    /// The item's rectangle in screen space, as solved.
    func screenRect(of item: any LayoutItem) -> CGRect {
        guard let variables = variables(of: item) else { return .zero }
        return CGRect(
            x: solver.value(of: variables.left), y: solver.value(of: variables.top),
            width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// A view's frame in screen space, as solved: its alignment rectangle (what the variables
    /// hold) grown by its ``View/alignmentRectInsets``.
    func frameRect(of view: View) -> CGRect {
        let insets = view.alignmentRectInsets
        return insets == .zero ? screenRect(of: view) : insets.outset(screenRect(of: view))
    }

    /// Writes each view's frame (in its superview's bounds coordinates) and each guide's
    /// layout frame (in its owning view's bounds coordinates). Where the root has a display
    /// scale, each view but the root also gets the frame UIKit shows: its edges on the nearest
    /// pixels of the screen (``onPixels(_:scale:)``), less its superview's bounds corner on
    /// them, so that a view pinned to its superview's edges keeps filling it.
    func writeFrames(_ snapshot: HierarchySnapshot) {
        let scale = snapshot.root.displayScale
        for view in snapshot.views {
            let screen = frameRect(of: view)
            guard view !== snapshot.root else {
                view.frameStorage = Self.snapped(screen, from: .zero)
                view.pixelFrameStorage = view.frameStorage
                continue
            }
            let corner = boundsCorner(of: view.superview!)
            view.frameStorage = Self.snapped(screen, from: corner)
            view.pixelFrameStorage =
                scale.map {
                    Self.snapped(
                        Self.onPixels(screen, scale: $0),
                        from: CGPoint(x: Self.pixel(corner.x, scale: $0), y: Self.pixel(corner.y, scale: $0)))
                } ?? view.frameStorage
        }
        for guide in snapshot.guides {
            guide.layoutFrameStorage = Self.snapped(
                screenRect(of: guide), from: boundsCorner(of: guide.owningView!))
        }
    }

    /// Where `view`'s bounds start in screen space.
    func boundsCorner(of view: View) -> CGPoint {
        if let scrollView = view as? ScrollView {
            return screenRect(of: scrollView.contentLayoutGuide).origin
        }
        return frameRect(of: view).origin
    }

    /// `rect` moved to coordinates that start at `origin`, each number snapped to the nearest
    /// millionth of a point when within 1e-7 of it, which hides the solver's rounding
    /// (207.49999999999997 reads 207.5) and never moves a value a screen could show.
    static func snapped(_ rect: CGRect, from origin: CGPoint) -> CGRect {
        CGRect(
            x: snapped(rect.origin.x - origin.x), y: snapped(rect.origin.y - origin.y),
            width: snapped(rect.size.width), height: snapped(rect.size.height))
    }

    /// `rect` with each edge moved to the nearest pixel (``pixel(_:scale:)``), its size the
    /// distance between the moved edges, so that views that touch keep touching: at @2x an
    /// origin solved at 950.25 shows at 950.5 and one at 950.2 at 950 (docs/Text.md, "Pixels").
    static func onPixels(_ rect: CGRect, scale: CGFloat) -> CGRect {
        let left = pixel(rect.minX, scale: scale)
        let top = pixel(rect.minY, scale: scale)
        return CGRect(
            x: left, y: top, width: pixel(rect.maxX, scale: scale) - left,
            height: pixel(rect.maxY, scale: scale) - top)
    }

    /// `value` on the nearest multiple of 1 / `scale`; half way between two, away from zero,
    /// as C's `round`, also when the solver's rounding puts it a millionth of a pixel short of
    /// the half (a view 20.333 high centred in 44 at @3x starts at 12).
    static func pixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let pixels = (abs(value) * scale + 0.5 + 1e-6).rounded(.down)
        return snapped((value < 0 ? -pixels : pixels) / scale)
    }

    static func snapped(_ value: CGFloat) -> CGFloat {
        let rounded = (value * 1e6).rounded() / 1e6
        let result = abs(rounded - value) <= 1e-7 ? rounded : value
        return result == 0 ? 0 : result
    }
}
