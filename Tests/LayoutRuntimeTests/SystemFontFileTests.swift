import LayoutRuntime
import XCTest

/// The system font measured with a file a hierarchy's root names (``View/systemFontName``, a
/// spec's `fonts: {system: PATH}`): the file's own metrics and advances, SF's tracking at the
/// size in full, the instance of a variable file at the weight and size, and only in that
/// hierarchy. The files are the tests' own: HalfEm (every glyph half an em, a line 1.2 em) and
/// VariableEm (a glyph advances by wght + 100 + opsz - 12 thousandths of an em), so that every
/// width is worked out by hand (docs/Text.md).
final class SystemFontFileTests: XCTestCase {
    private static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fonts")

    override func setUp() {
        super.setUp()
        XCTAssertTrue(
            FontLibrary.register(
                name: "HalfEmSystem", path: Self.fonts.appendingPathComponent("HalfEm.ttf").path))
        XCTAssertTrue(
            FontLibrary.register(
                name: "VariableEmSystem", path: Self.fonts.appendingPathComponent("VariableEm.ttf").path))
    }

    /// The roots made by ``root(_:with:)``, kept for the test: a view does not keep its
    /// superview.
    private var roots: [View] = []

    /// A root whose system font is the file registered as `systemFontName`, with `view` in it,
    /// laid out.
    private func root<V: View>(_ systemFontName: String?, with view: V) -> V {
        let root = RuntimeFixtures.root(width: 390, height: 844)
        roots.append(root)
        root.systemFontName = systemFontName
        return RuntimeFixtures.laidOut(view, name: "text", in: root) { view, root in
            [
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ]
        }
    }

    private func label(_ text: String, _ font: Font = .standard) -> Label {
        let label = Label()
        label.text = text
        label.font = font
        return label
    }

    func testALabelsSystemFontIsTheFileWithSanFranciscosTrackingInFull() {
        // Four glyphs of half an em at 17 points, each moved by SF's -26/1000 em there; a line
        // is HalfEm's 1.2 em.
        let label = root("HalfEmSystem", with: label("abcd"))
        XCTAssertEqual(label.frame.width, 4 * 8.5 + 4 * (-26 * 17 / 1000), accuracy: 1e-12)
        XCTAssertEqual(label.frame.height, 1.2 * 17, accuracy: 1e-12)
        XCTAssertEqual(label.frame.width, 32.232, accuracy: 1e-12)
        // The file's own vertical metrics: ascender 0.95 em, descender -0.25 em.
        let shown = label.shown(label.font)
        XCTAssertEqual(shown.ascender, 0.95 * 17, accuracy: 1e-12)
        XCTAssertEqual(shown.descender, -0.25 * 17, accuracy: 1e-12)
        XCTAssertEqual(shown.lineHeight, 20.4, accuracy: 1e-12)
    }

    func testOnlyTheHierarchyThatNamesTheFileMeasuresWithIt() {
        let standIn = TextMetrics.size(of: "abcd", font: .standard)
        let named = root("HalfEmSystem", with: label("abcd"))
        let unnamed = root(nil, with: label("abcd"))
        let unregistered = root("NoSuchFont", with: label("abcd"))
        XCTAssertEqual(unnamed.frame.size, standIn)
        XCTAssertEqual(unregistered.frame.size, standIn, "a name nobody registered measures the stand-in")
        XCTAssertEqual(named.frame.width, 32.232, accuracy: 1e-12)
        XCTAssertNotEqual(standIn.width, named.frame.width)
        // Measured again after the other, each keeps its own: the caches tell the files apart.
        XCTAssertEqual(root(nil, with: label("abcd")).frame.size, standIn)
        XCTAssertEqual(root("HalfEmSystem", with: label("abcd")).frame.width, 32.232, accuracy: 1e-12)
        // Naming no file again measures the stand-in.
        named.superview!.systemFontName = nil
        named.superview!.layoutIfNeeded()
        XCTAssertEqual(named.frame.size, standIn)
        XCTAssertEqual(named.superview!.systemFontName, nil)
    }

    func testAWrappingLabelsLinesAreTheFilesInRangesOfWidthsToo() {
        // "ab cd" at 17 points: "ab" is 2 * 8.5 - 2 * 0.442 = 16.116 wide with the file, and the
        // whole line 5 glyphs, 40.29. At a width of 30 it wraps into two lines of 20.4.
        let font = Font.standard
        let file = root("HalfEmSystem", with: label("x")).superview!
        let shown = file.shown(font)
        XCTAssertEqual(TextMetrics.lines(of: "ab cd", font: shown, maxWidth: 30), ["ab", "cd"])
        let band = TextMetrics.sameLinesBand(of: "ab cd", font: shown, maxWidth: 30)
        XCTAssertEqual(band.lower, 16.116 - 1e-7, accuracy: 1e-9)
        XCTAssertEqual(band.upper, 5 * 8.5 - 5 * 0.442 - 1e-7, accuracy: 1e-9)
        // The same text and font without the file: the stand-in's band, not the file's.
        let standIn = TextMetrics.sameLinesBand(of: "ab cd", font: font, maxWidth: 30)
        XCTAssertEqual(
            standIn.upper, Double(TextMetrics.width(of: "ab cd", font: font)) - 1e-7, accuracy: 1e-9)
    }

    func testEveryKindOfSystemFontTakesTheFile() {
        // A weight, on a file without a 'wght' axis: the file as it is.
        XCTAssertEqual(
            root("HalfEmSystem", with: label("abcd", .systemFont(ofSize: 17, weight: .black))).frame.width,
            32.232,
            accuracy: 1e-12)
        // A text style at the root's category: body is 33 points at accessibilityLarge, where SF
        // tracks +12/1000 em.
        let body = label("abcd", .preferredFont(forTextStyle: .body))
        let styled = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        styled.contentSizeCategory = .accessibilityLarge
        styled.systemFontName = "HalfEmSystem"
        styled.addSubview(body)
        styled.layoutIfNeeded()
        XCTAssertEqual(body.intrinsicContentSize.width, 4 * 16.5 + 4 * (12 * 33 / 1000), accuracy: 1e-12)
        XCTAssertEqual(body.intrinsicContentSize.height, 1.2 * 33, accuracy: 1e-12)
        // A scaled font: 15 points times body's 33 / 17.
        body.font = Font.systemFont(ofSize: 15).scaled(forTextStyle: .body)
        XCTAssertEqual(body.intrinsicContentSize.height, 1.2 * 15 * 33 / 17, accuracy: 1e-12)
        // The controls' default fonts: a button's 15-point title ("Go now", 6 glyphs, SF's
        // -16/1000 em at 15, rounded up to whole points) and a segmented control's 13-point
        // titles ("Week", 4 glyphs at -6/1000 em, plus 8 on each side, two segments).
        let button = Button()
        button.setTitle("Go now", for: .normal)
        XCTAssertEqual(root("HalfEmSystem", with: button).frame.size, CGSize(width: 44, height: 30))
        let tabs = SegmentedControl()
        tabs.insertSegment(withTitle: "Day", at: 0, animated: false)
        tabs.insertSegment(withTitle: "Week", at: 1, animated: false)
        let week: CGFloat = 4 * 6.5 + 4 * (-6 * 13 / 1000)
        XCTAssertEqual(root("HalfEmSystem", with: tabs).frame.width, 2 * (week + 16), accuracy: 1e-12)
        // A named font keeps its own file.
        XCTAssertEqual(
            root("VariableEmSystem", with: label("abcd", .halfEm(17))).frame.width, 4 * 8.5, accuracy: 1e-12)
    }

    func testAVariableFileIsMeasuredAtTheWeightAndTheOpticalSize() {
        // VariableEm advances a glyph by wght + 100 + (opsz - 12) units of 1000: at 12 points,
        // where SF tracks 0, regular (400) is half an em and semibold (600) 0.7 em.
        func width(_ text: String, _ size: CGFloat, _ weight: Font.Weight) -> CGFloat {
            root("VariableEmSystem", with: label(text, .systemFont(ofSize: size, weight: weight))).frame.width
        }
        XCTAssertEqual(width("ab", 12, .regular), 2 * 6, accuracy: 1e-12)
        XCTAssertEqual(width("ab", 12, .semibold), 2 * 0.7 * 12, accuracy: 1e-12)
        XCTAssertEqual(width("ab", 12, .ultraLight), 2 * 0.2 * 12, accuracy: 1e-12)
        // At 17 points the optical size adds 5 units, and SF tracks -26/1000 em.
        let tracking: CGFloat = -26 * 17 / 1000
        XCTAssertEqual(width("ab", 17, .regular), 2 * 0.505 * 17 + 2 * tracking, accuracy: 1e-12)
        // The axes end at 900 and 72: black at 80 points is 900 + 100 + 60 units; SF tracks 0.
        XCTAssertEqual(width("ab", 80, .black), 2 * 1.06 * 80, accuracy: 1e-9)
        // The file's vertical metrics at every instance.
        let shown = root("VariableEmSystem", with: label("ab")).shown(.systemFont(ofSize: 20, weight: .bold))
        XCTAssertEqual(shown.lineHeight, 1.2 * 20, accuracy: 1e-12)
    }

    func testAFilesOwnTrackingTableIsNotAppliedOnTopOfSanFranciscos() throws {
        // VariableEm's 'trak' table (with a 'STAT' table, as CoreText and newer HarfBuzz ask)
        // tracks every size by +100 units: were it applied, "ab" would be 0.2 em wider. Shaping
        // turns it off, so only SF's table tracks the system font, and a named font is untracked.
        XCTAssertTrue(
            FontLibrary.register(
                name: "VariableEmNamed", path: Self.fonts.appendingPathComponent("VariableEm.ttf").path))
        let named = try XCTUnwrap(Font(name: "VariableEmNamed", size: 17))
        // A named font is the file's default instance: regular at 12 points, half an em.
        XCTAssertEqual(TextMetrics.width(of: "ab", font: named), 2 * 8.5, accuracy: 1e-12)
        XCTAssertEqual(
            root("VariableEmSystem", with: label("ab", .systemFont(ofSize: 12))).frame.width, 12,
            accuracy: 1e-12)
    }
}
