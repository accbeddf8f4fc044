/// The items of one hierarchy as a layout pass found them.
struct HierarchySnapshot {
    /// The root the pass lays out: the hierarchy's root, or the view being fitted.
    let root: View
    /// Every view, pre-order, back to front.
    private(set) var views: [View] = []
    /// Every guide, in the order of their views.
    private(set) var guides: [LayoutGuide] = []
    /// Views and guides in layout order: each view, its guides, then its subviews.
    private(set) var items: [any LayoutItem] = []

    init(root: View) {
        self.root = root
        root.forEachItemInSubtree { item in
            items.append(item)
            if let view = item as? View { views.append(view) }
            if let guide = item as? LayoutGuide { guides.append(guide) }
        }
    }
}
