import LayoutRuntime
import LayoutSpec
import XCTest

final class GrammarTypesTests: XCTestCase {
    func testAttributesKnowTheirAxisAndKind() {
        let horizontal = SpecAttribute.allCases.filter { $0.axis == .horizontal }
        XCTAssertEqual(
            horizontal,
            [
                .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                .leadingMargin,
                .trailingMargin, .centerXWithinMargins,
            ])
        XCTAssertEqual(SpecAttribute.firstBaseline.axis, .vertical)
        XCTAssertEqual(SpecAttribute.firstBaseline.kind, .position)
        XCTAssertEqual(SpecAttribute.leadingMargin.marginBase, .leading)
        XCTAssertEqual(SpecAttribute.top.margin, .topMargin)
        XCTAssertNil(SpecAttribute.width.margin)
        let sizes = SpecAttribute.allCases.filter { $0.kind == .size }
        XCTAssertEqual(sizes, [.width, .height])
        XCTAssertEqual(SpecAttribute.size(along: .vertical), .height)
    }

    func testRelationReversesForSwappedSides() {
        XCTAssertEqual(
            LayoutRelation.allCases.map(\.reversed), [.equal, .greaterThanOrEqual, .lessThanOrEqual])
    }

    func testItemsPrintAsASpecWritesThem() {
        XCTAssertEqual(
            [
                ItemReference.view("a"), .contentLayoutGuide(of: "s"), .frameLayoutGuide(of: "s"),
                .superview(of: "a"),
            ].map(\.description),
            ["a", "s.contentLayoutGuide", "s.frameLayoutGuide", "a.superview"])
    }

    func testAtomPrintsOnlyWhatDiffersFromTheDefaults() {
        let here = SourceLocation(file: "s.yaml", line: 1, column: 1)
        let a = AttributeReference(.view("a"), .width, at: here)
        let b = AttributeReference(.view("b"), .width, at: here)
        XCTAssertEqual(
            AtomicConstraint(a, .equal, b, location: here, source: "").description, "a.width == b.width")
        XCTAssertEqual(
            AtomicConstraint(
                a, .lessThanOrEqual, b, multiplier: 0.5, constant: -4.25, priority: 749.5,
                location: here, source: ""
            ).description,
            "a.width <= b.width * 0.5 - 4.25 @749.5")
        XCTAssertEqual(
            AtomicConstraint(a, .greaterThanOrEqual, location: here, source: "").description, "a.width >= 0")
    }
}
