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
    /// pixels (``onPixels(_:scale:)``).
    func writeFrames(_ snapshot: HierarchySnapshot) {
        let scale = snapshot.root.displayScale
        for view in snapshot.views {
            let isRoot = view === snapshot.root
            let exact = Self.snapped(
                frameRect(of: view), from: isRoot ? .zero : boundsCorner(of: view.superview!))
            view.frameStorage = exact
            view.pixelFrameStorage = isRoot ? exact : scale.map { Self.onPixels(exact, scale: $0) } ?? exact
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

    /// `rect` with each edge moved to the nearest multiple of 1 / `scale`, its size the distance
    /// between the moved edges, so that views that touch keep touching: at @2x an origin solved
    /// at 950.25 shows at 950.5 and one at 950.2 at 950 (docs/Text.md, "Pixels"). An edge half
    /// way between two pixels moves up, also when the solver's rounding puts it a millionth of
    /// a pixel below the half (a view 20.333 high centred in 44 at @3x starts at 12).
    static func onPixels(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func pixel(_ value: CGFloat) -> CGFloat {
            snapped((value * scale + 0.5 + 1e-6).rounded(.down) / scale)
        }
        let left = pixel(rect.minX)
        let top = pixel(rect.minY)
        return CGRect(
            x: left, y: top, width: snapped(pixel(rect.maxX) - left),
            height: snapped(pixel(rect.maxY) - top))
    }

    static func snapped(_ value: CGFloat) -> CGFloat {
        let rounded = (value * 1e6).rounded() / 1e6
        let result = abs(rounded - value) <= 1e-7 ? rounded : value
        return result == 0 ? 0 : result
    }
}
