extension LayoutConstraint {
    /// The item whose frame a constraint acts on, after the scroll-view rule.
    ///
    /// In a constraint between a scroll view and one of its descendants, the scroll view's
    /// edges (left, right, top, bottom, leading, trailing) are the edges of its content area,
    /// its `contentLayoutGuide`; its width, height and centers stay its frame. In a constraint
    /// with anything else, every attribute is the frame. This is the one place the rule lives:
    /// the layout engine and the verifier's explanations both ask it.
    public static func effectiveItem(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, relatedTo other: (any LayoutItem)?
    ) -> any LayoutItem {
        guard let scrollView = item as? ScrollView, attribute.isEdge, let other,
            let otherView = hostView(of: other), otherView !== scrollView,
            otherView.isDescendant(of: scrollView)
        else { return item }
        return scrollView.contentLayoutGuide
    }

    /// The first item after the scroll-view rule (see ``effectiveItem(_:_:relatedTo:)``).
    public var effectiveFirstItem: (any LayoutItem)? {
        firstItem.map { Self.effectiveItem($0, firstAttribute, relatedTo: secondItem) }
    }

    /// The second item after the scroll-view rule (see ``effectiveItem(_:_:relatedTo:)``).
    public var effectiveSecondItem: (any LayoutItem)? {
        secondItem.map { Self.effectiveItem($0, secondAttribute, relatedTo: firstItem) }
    }

    /// Sets the identifier and priority and returns the constraint, so generated code can
    /// tag each constraint inside an `activate([...])` list.
    ///
    /// The identifier is a literal, such as the spec line `"Card.yaml:12"`: a `StaticString`
    /// needs no memory management where it is written, which keeps a file of thousands of
    /// tagged constraints cheap to optimize. Set ``identifier`` to name a constraint with a
    /// computed string.
    @discardableResult
    public func identified(_ identifier: StaticString, priority: LayoutPriority = .required)
        -> LayoutConstraint
    {
        self.identifier = identifier.description
        self.priority = priority
        return self
    }
}
