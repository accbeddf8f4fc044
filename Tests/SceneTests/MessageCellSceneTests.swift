import LayoutRuntime
import Scenes
import XCTest

/// The generated MessageCell, built by the plugin from Specs/MessageCell.yaml: a self-sizing
/// table view cell whose height its name and its message set, at any width.
final class MessageCellSceneTests: XCTestCase {
    /// Messages of 1, 2 and 4 lines (explicit line breaks, so the count is the same at every
    /// width) and the content view heights worked out by hand: 8 above, the 15-point name's line
    /// (17.900, 18 on the pixel at @2x and @3x), 2, the message's lines (n × 20.287109375 rounded
    /// up to the pixel), 8 below.
    private let messages: [(text: String, at3x: CGFloat, at2x: CGFloat)] = [
        // 20.287 → 61/3 and 20.5
        ("See you at eight!", 8 + 18 + 2 + 61.0 / 3 + 8, 8 + 18 + 2 + 20.5 + 8),
        // 40.574 → 122/3 and 41
        ("See you\nat eight!", 8 + 18 + 2 + 122.0 / 3 + 8, 8 + 18 + 2 + 41 + 8),
        // 81.148 → 244/3 and 81.5
        ("One\nTwo\nThree\nFour", 8 + 18 + 2 + 244.0 / 3 + 8, 8 + 18 + 2 + 81.5 + 8),
    ]

    func testTheFittedHeightIsTheNameTheMessageAndTheMarginsAtEveryWidth() {
        for (environment, scale) in [(MessageCell.sizes[0], 3), (MessageCell.sizes[1], 2)] {
            let cell = MessageCell()
            environment.apply(to: cell.view)
            for message in messages {
                cell.message.text = message.text
                let expected = scale == 3 ? message.at3x : message.at2x
                for width: CGFloat in [320, 393, 440] {
                    let context = "\(message.text.debugDescription) at \(width) @\(scale)x"
                    XCTAssertEqual(cell.fittedHeight(forWidth: width), expected, accuracy: 1e-9, context)
                    // Held at that height, as the table view holds it, the content lays out
                    // without a conflict, the message's last line on the bottom margin.
                    LayoutEnvironment(
                        "row", size: CGSize(width: width, height: expected), displayScale: CGFloat(scale)
                    ).apply(to: cell.view)
                    cell.view.layoutIfNeeded()
                    XCTAssertEqual(cell.view.layoutIssues, [], context)
                    XCTAssertEqual(cell.message.frame.maxY, expected - 8, accuracy: 1e-9, context)
                    XCTAssertEqual(cell.message.frame.width, width - 68, context)
                    XCTAssertEqual(cell.avatar.frame, CGRect(x: 8, y: 8, width: 40, height: 40), context)
                }
            }
        }
    }

    /// The first size the spec declares is the iPhone 16's width at the height proven for it.
    func testTheSizesAreTheWidthsAtTheProvenHeights() {
        XCTAssertEqual(MessageCell.sizes.map(\.name), ["phone", "compact"])
        XCTAssertEqual(MessageCell.sizes[0].size.width, 393)
        XCTAssertEqual(MessageCell.sizes[0].size.height, messages[0].at3x, accuracy: 1e-9)
        XCTAssertEqual(MessageCell.sizes[1].size, CGSize(width: 320, height: messages[0].at2x))
    }
}
