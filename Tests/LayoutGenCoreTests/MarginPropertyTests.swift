import LayoutGenCore
import LayoutProof
import LayoutRuntime
import XCTest

/// The margin and direction properties of a view, from spec to layout to Swift.
final class MarginPropertyTests: XCTestCase {
    private let spec = """
        scene: Scene
        \(phoneSizesInBothDirections)
        views:
          card:
            directionalLayoutMargins: {top: 12, leading: 20, bottom: 12, trailing: 8}
            subviews:
              title: {type: Label, text: Hello}
          badge:
            layoutMargins: {left: 30}
            insetsLayoutMarginsFromSafeArea: false
            semanticContentAttribute: forceLeftToRight
        constraints:
          - H:|[card]|
          - card.top == view.safeAreaLayoutGuide.top
          - card.height == 100
          - H:|-[title]-|
          - V:|-[title]
          - H:|[badge]|
          - V:[card][badge(50)]
        """

    func testDirectionalMarginsFollowTheDirectionOfEachSize() throws {
        let run = proveCoreSnippet(spec)
        let proof = try XCTUnwrap(run.proof, run.printed)
        XCTAssertTrue(proof.holds, run.printed)
        // The card starts at the safe area (47) and, being inside it, adds no inset of its own:
        // its margins are its own. Left to right: leading 20 on the left, trailing 8 on the right.
        XCTAssertEqual(
            proof.layouts[0].frame(of: "title"), CGRect(x: 20, y: 12, width: 362, height: 20.287109375))
        // Right to left: leading 20 on the right.
        XCTAssertEqual(
            proof.layouts[1].frame(of: "title"), CGRect(x: 8, y: 12, width: 362, height: 20.287109375))
    }

    func testTheGeneratedSwiftSetsTheMarginsAsUIKitNamesThem() throws {
        let swift = try XCTUnwrap(emitCoreSnippet(spec))
        for line in [
            "card.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 8)",
            "badge.layoutMargins = EdgeInsets(left: 30)",
            "badge.insetsLayoutMarginsFromSafeArea = false",
            "badge.semanticContentAttribute = .forceLeftToRight",
            "card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)",
            "title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)",
        ] {
            XCTAssertTrue(swift.contains(line), "missing: \(line)\n\(swift)")
        }
    }
}
