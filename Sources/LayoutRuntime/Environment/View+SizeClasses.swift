extension View {
    /// On a hierarchy's root: its horizontal and vertical size classes, which every view of the
    /// hierarchy inherits (UIKit's trait collection `horizontalSizeClass` and
    /// `verticalSizeClass`). Compact × regular, an iPhone in portrait, until a
    /// ``LayoutEnvironment`` or a program sets them; read only on the root.
    ///
    /// Setting other classes calls the handlers that ``registerForSizeClassChanges(_:)``
    /// registered on every view of the hierarchy, parents before their subviews, as UIKit
    /// calls the trait-change handlers of `registerForTraitChanges`; then the next layout pass
    /// lays the hierarchy out with the constraints they left active.
    public var sizeClasses: SizeClasses {
        get { rootView.sizeClassesStorage }
        set {
            let previous = sizeClassesStorage
            guard newValue != previous else { return }
            sizeClassesStorage = newValue
            setNeedsLayout()
            var pending: [View] = [self]
            while let view = pending.popLast() {
                for handler in view.sizeClassHandlers { handler(view, previous) }
                pending.append(contentsOf: view.subviews.reversed())
            }
        }
    }

    /// Calls `handler` with this view and the classes before the change whenever its root's
    /// ``sizeClasses`` change: UIKit's `registerForTraitChanges([UITraitHorizontalSizeClass.self,
    /// UITraitVerticalSizeClass.self])` (iOS 17). Generated scenes activate the constraints of
    /// the classes in it. Handlers stay registered for the view's lifetime.
    public func registerForSizeClassChanges(_ handler: @escaping (View, SizeClasses) -> Void) {
        sizeClassHandlers.append(handler)
    }
}
