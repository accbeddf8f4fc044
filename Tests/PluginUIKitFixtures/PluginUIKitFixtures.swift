// Compiles only if LayoutGenPlugin, told 'flavor: uikit' by this folder's layoutgen-config.yaml,
// generated the scene as UIKit code: a class of UIKit views, made on the main actor.
import UIKit

/// The generated scene's root view, as a view controller's `loadView()` would take it.
@MainActor func uikitFixtureRootView() -> UIView {
    UIKitFixture().view
}
