import LayoutRuntime

/// UIKit's bars placed by the program, made as the runtime's `Toolbar` and `NavigationBar`,
/// which have their heights (docs/Controls.md). Their items are UIKit's to draw, not views.
/// https://developer.apple.com/documentation/uikit/uitoolbar
@MainActor open class UIToolbar: UIView {
    override class func makeRuntimeView(frame: CGRect) -> View { Toolbar(frame: frame) }
}

/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {
    override class func makeRuntimeView(frame: CGRect) -> View { NavigationBar(frame: frame) }
}
