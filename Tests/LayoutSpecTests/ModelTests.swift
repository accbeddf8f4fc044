import LayoutSpec
import XCTest

/// The spec model's own behaviour, apart from loading.
final class ModelTests: XCTestCase {
    private func view(_ id: String, _ subviews: [ViewSpec] = []) -> ViewSpec {
        ViewSpec(
            id: Located(id, at: snippetAt(1, 1)), type: Located(.view, at: snippetAt(1, 1)),
            subviews: subviews)
    }

    func testAllViewsListsParentsBeforeSubviewsInFileOrder() {
        let spec = Spec(
            file: "spec.yaml", scene: Located("Scene", at: snippetAt(1, 8)), sizes: [],
            views: [view("a", [view("a1", [view("a1x")]), view("a2")]), view("b", [view("b1")])])
        XCTAssertEqual(spec.allViews.map(\.id.value), ["a", "a1", "a1x", "a2", "b", "b1"])
    }

    func testConstraintIsNotAPlaceholderUnlessItSaysSo() {
        var entry = ConstraintEntry(
            kind: .equation, text: Located("a.width == 1", at: snippetAt(1, 1)), location: snippetAt(1, 1))
        XCTAssertFalse(entry.isPlaceholder)
        entry.placeholder = Located(true, at: snippetAt(1, 20))
        XCTAssertTrue(entry.isPlaceholder)
    }

    func testViewTypesAreSpelledAsInTheSpecLanguage() {
        XCTAssertEqual(
            ViewType.allCases.map(\.rawValue),
            [
                "View", "ScrollView", "Label", "ImageView", "TextView", "Button", "Switch", "TextField",
                "ActivityIndicator", "Slider", "ProgressView", "SegmentedControl", "Stepper", "Toolbar",
                "NavigationBar", "StackView",
            ])
    }

    func testRootViewIdIsView() {
        XCTAssertEqual(Spec.rootViewID, "view")
    }
}
