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
    /// layout frame (in its owning view's bounds coordinates).
    func writeFrames(_ snapshot: HierarchySnapshot) {
        for view in snapshot.views {
            let origin = view === snapshot.root ? .zero : boundsCorner(of: view.superview!)
            view.frameStorage = Self.snapped(frameRect(of: view), from: origin)
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

    static func snapped(_ value: CGFloat) -> CGFloat {
        let rounded = (value * 1e6).rounded() / 1e6
        let result = abs(rounded - value) <= 1e-7 ? rounded : value
        return result == 0 ? 0 : result
    }
}
