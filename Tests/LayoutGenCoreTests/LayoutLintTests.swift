import LayoutGenCore
import LayoutProof
import TestSupport
import XCTest

/// Layout lint at the sizes a spec lists: each check on a snippet whose frames are worked out
/// by hand, where it stays quiet, and how a spec turns it off.
final class LayoutLintTests: XCTestCase {
    /// A red card 100 × 100 at (20, 40) and a blue badge 30 × 30 whose leading edge is
    /// `badgeLeading` from the card's trailing edge, tops aligned.
    private func cardAndBadge(badgeLeading: Int, badge: String = "{color: blue}", lint: String = "") -> String
    {
        portraitScene + lint + """
            views:
              card: {color: red}
              badge: \(badge)
            constraints:
              - H:|-20-[card(100)]
              - V:|-40-[card(100)]
              - badge.leading == card.trailing \(badgeLeading < 0 ? "-" : "+") \(abs(badgeLeading))
              - badge.top == card.top
              - badge.width == 30
              - badge.height == 30
            """
    }

    func testSiblingsThatOverlapAreReportedAtTheOneOnTop() {
        // Catalogue: lintOverlap
        // The badge starts 10 inside the card: 10 × 30 of it lies over the card.
        assertProveDiagnostics(
            cardAndBadge(badgeLeading: -10),
            """
            spec.yaml:5:3: warning: 'badge' overlaps its sibling 'card' at 'portrait' (390x844), and is drawn over \
            it. Place one beside the other (as 'card.trailing <= badge.leading - 8'), or if that is meant, write \
            'lint: {overlap: false}' on either.
            """)
    }

    func testTouchingSiblingsAndSilencedOnesAreNotReported() {
        assertProveDiagnostics(cardAndBadge(badgeLeading: 0), "")
        assertProveDiagnostics(
            cardAndBadge(badgeLeading: -10, badge: "{color: blue, lint: {overlap: false}}"), "")
        assertProveDiagnostics(cardAndBadge(badgeLeading: -10, lint: "lint: {overlap: false}\n"), "")
    }

    func testArrangedViewsOfAStackOverlapOnPurpose() {
        // A spacing of -10 lays b 10 over a; the stack placed them.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  row:
                    type: StackView
                    spacing: -10
                    arrangedSubviews:
                      a: {color: red, intrinsicSize: 50x50}
                      b: {color: blue, intrinsicSize: 50x50}
                constraints:
                  - row.leading == view.leading + 20
                  - row.top == view.top + 60
                """, "")
    }

    func testAViewPastItsSuperviewsEdgeIsReportedButScrollContentIsNot() {
        // Catalogue: lintClipping
        // 'inner' runs from 80 to 120 in a box 100 wide, and from 90 to 130 in its height.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  box:
                    color: gray
                    subviews:
                      inner: {color: red}
                constraints:
                  - H:|-20-[box(100)]
                  - V:|-60-[box(100)]
                  - H:|-80-[inner(40)]
                  - V:|-90-[inner(40)]
                """,
            """
            spec.yaml:7:7: warning: 'inner' extends past the bottom and right edges of its superview 'box' at \
            'portrait' (390x844): a superview that clips to its bounds cuts it off, and touches outside 'box' do \
            not reach it. If that is meant, write 'lint: {clipping: false}' on it.
            """)
        // A scroll view's content 2,000 high in a scroll view as high as the screen.
        assertProveDiagnostics(
            scrollViewSpec(
                subviews: "content: {color: red}",
                constraints: """
                    - H:|[content]|
                    - V:|[content(2000)]|
                    - content.width == scroll.frameLayoutGuide.width
                    """), "")
    }

    func testALabelUnderTheStatusBarIsReported() {
        // Catalogue: lintOutsideSafeArea
        // The safe area starts 59 down; the label's top is 10. The box, not a label or a
        // control, may lie there (a background under the status bar).
        assertProveDiagnostics(
            """
            scene: Scene
            sizes: {portrait: {size: 393x852, safeArea: {top: 59, bottom: 34}}}
            views:
              title: {type: Label, text: Hello}
              box: {color: red}
            constraints:
              - H:|-20-[title]
              - V:|-10-[title]
              - H:|-200-[box(50)]
              - V:|-10-[box(50)]
            """,
            """
            spec.yaml:4:3: warning: 'title' lies past the top edge of the safe area at 'portrait' (393x852), under \
            the status bar, the notch or the home indicator. Constrain it to 'view.safeAreaLayoutGuide', or write \
            'lint: {outsideSafeArea: false}' on it.
            """)
    }

    func testAControlInAScrollViewIsCheckedAlongTheAxesItDoesNotScroll() {
        // A settings list that scrolls only down, under the safe area's top and as wide as the
        // root: in landscape its row's label starts 16 in, under the 59-point left inset, and
        // its switch ends 16 from the right. Along the axis the list scrolls, nothing is checked.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes: {landscape: {size: 852x393, safeArea: {left: 59, right: 59, bottom: 21}}}
            views:
              list:
                type: ScrollView
                subviews:
                  row:
                    subviews:
                      title: {type: Label, text: Wi-Fi}
                      toggle: {type: Switch}
            constraints:
              - H:|[list]|
              - list.top == view.safeAreaLayoutGuide.top
              - list.bottom == view.bottom
              - H:|[row]|
              - V:|[row(600)]|
              - row.width == list.frameLayoutGuide.width
              - H:|-16-[title]
              - toggle.trailing == row.trailing - 16
              - V:|-12-[title]
              - toggle.centerY == title.centerY
            """,
            """
            spec.yaml:9:11: warning: 'title' lies past the left edge of the safe area at 'landscape' (852x393), \
            under the status bar, the notch or the home indicator. Constrain it to 'view.safeAreaLayoutGuide', or \
            write 'lint: {outsideSafeArea: false}' on it.
            spec.yaml:10:11: warning: 'toggle' lies past the right edge of the safe area at 'landscape' (852x393), \
            under the status bar, the notch or the home indicator. Constrain it to 'view.safeAreaLayoutGuide', or \
            write 'lint: {outsideSafeArea: false}' on it.
            """)
    }

    func testAFindingAtListedSizesAndOverARangeIsOneDiagnostic() {
        // Two 30-point buttons in a bar 36 high, at two listed sizes and over a range of widths:
        // one warning each, naming every size. A conflict at every size, its root width
        // different at each, is one error too, worded with the first size's numbers.
        let sizes = """
            scene: ActionBar
            sizes:
              portrait: 390x844
              landscape: 844x390
              phones: {width: 320...440, height: 844}

            """
        assertProveDiagnostics(
            sizes + """
                views:
                  bar:
                    subviews:
                      a: {type: Button, title: One}
                      b: {type: Button, title: Two}
                constraints:
                  - H:|[bar]|
                  - V:|-60-[bar(36)]
                  - H:|-[a]-[b]
                  - a.centerY == bar.centerY
                  - b.centerY == bar.centerY
                """,
            """
            spec.yaml:9:7: warning: 'a' is 30 high at every size, and its hit region has only 36 high inside \
            'bar' to grow in, less than the 44 × 44 points Apple's Human Interface Guidelines ask of a tap \
            target. Give it more room or a larger size, or write 'lint: {tapTarget: false}' on it.
            spec.yaml:10:7: warning: 'b' is 30 high at every size, and its hit region has only 36 high inside \
            'bar' to grow in, less than the 44 × 44 points Apple's Human Interface Guidelines ask of a tap \
            target. Give it more room or a larger size, or write 'lint: {tapTarget: false}' on it.
            """)
        let conflict = proveCoreSnippet(
            sizes + """
                views:
                  bar: {color: gray}
                constraints:
                  - H:|[bar]|
                  - bar.width == 500
                  - V:|-60-[bar(44)]
                """)
        XCTAssertEqual(conflict.printed.components(separatedBy: "error:").count - 1, 1, conflict.printed)
        XCTAssertTrue(conflict.printed.contains("cannot all hold at every size."), conflict.printed)
    }

    func testASmallButtonWithRoomAroundItIsNotReported() {
        // UIKit's own button, 30 × 30, with nothing around it but its superview's far edges:
        // its hit region can grow to 44 × 44 (point(inside:with:)). So can a 20-point one.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  close: {type: Button, title: X}
                  more: {type: Button, title: "+"}
                constraints:
                  - H:|-20-[close]-20-[more(20)]
                  - V:|-60-[close]
                  - more.top == close.top
                  - more.height == 20
                """,
            "")
    }

    func testASmallControlHemmedInIsReportedAndASwitchIsNot() {
        // Catalogue: lintTapTarget
        // Three 30-point buttons side by side: 'close' has 30 between 'back' and 'next', and
        // 'next' 33 between 'close' and the switch's frame (1 point outside its alignment
        // rectangle, at 113). 'back' has 50 from the screen's edge; the switch is left out.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  back: {type: Button, title: B}
                  close: {type: Button, title: X}
                  next: {type: Button, title: N}
                  toggle: {type: Switch}
                constraints:
                  - H:|-20-[back(30)][close(30)][next(30)]-4-[toggle]
                  - V:|-60-[back(30)]
                  - close.top == back.top
                  - next.top == back.top
                  - toggle.top == back.top
                """,
            """
            spec.yaml:5:3: warning: 'close' is 30 wide at 'portrait' (390x844), and its hit region has only 30 \
            wide between 'back' and 'next' to grow in, less than the 44 × 44 points Apple's Human Interface \
            Guidelines ask of a tap target. Give it more room or a larger size, or write 'lint: {tapTarget: \
            false}' on it.
            spec.yaml:6:3: warning: 'next' is 30 wide at 'portrait' (390x844), and its hit region has only 34 \
            wide between 'close' and 'toggle' to grow in, less than the 44 × 44 points Apple's Human Interface \
            Guidelines ask of a tap target. Give it more room or a larger size, or write 'lint: {tapTarget: \
            false}' on it.
            """)
    }

    func testOverARangeTheRoomAroundAControlDecidesWhereItIsReported() {
        // 'close' (50 to 80) lies between 'back' and 'next', whose trailing edge is 50 left of
        // the centre: the room is w / 2 - 130, under 44 below width 348.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes: {phones: {width: 320...440, height: 844}}
            views:
              back: {type: Button, title: B}
              close: {type: Button, title: X}
              next: {type: Button, title: N}
            constraints:
              - H:|-20-[back(30)][close(30)]
              - next.trailing == view.centerX - 50
              - next.width == 30
              - V:|-60-[back(30)]
              - close.top == back.top
              - next.top == back.top
            """,
            """
            spec.yaml:5:3: warning: 'close' is 30 wide at widths 320 to under 348 of 'phones' (height 844; for \
            example 334x844), and its hit region has only 37 wide between 'back' and 'next' to grow in, less \
            than the 44 × 44 points Apple's Human Interface Guidelines ask of a tap target. Give it more room or \
            a larger size, or write 'lint: {tapTarget: false}' on it.
            """)
    }

    func testALoginFormsDefaultControlsHaveRoomButTheLastOneInItsStack() {
        // UIKit's 34-point fields and 30-point button, 12 apart in a stack: each field has 46 or
        // more between what lies above and below it, but no touch below the stack reaches the
        // button, which has 12 + 30 = 42 between 'password' and the stack's bottom edge.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  form:
                    type: StackView
                    axis: vertical
                    spacing: 12
                    arrangedSubviews:
                      email: {type: TextField, placeholder: Email}
                      password: {type: TextField, placeholder: Password}
                      signIn: {type: Button, title: Sign In}
                constraints:
                  - form.leading == view.layoutMarginsGuide.leading
                  - form.trailing == view.layoutMarginsGuide.trailing
                  - form.centerY == view.centerY
                """,
            """
            spec.yaml:11:7: warning: 'signIn' is 30 high at 'portrait' (390x844), and its hit region has only 42 \
            high between 'password' and the bottom edge of 'form' to grow in, less than the 44 × 44 points \
            Apple's Human Interface Guidelines ask of a tap target. Give it more room or a larger size, or write \
            'lint: {tapTarget: false}' on it.
            """)
        // Three buttons centred in a 44-point toolbar: each has its height.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  toolbar:
                    color: "#F2F2F7"
                    subviews:
                      back: {type: Button, title: Back}
                      share: {type: Button, title: Share}
                      next: {type: Button, title: Next}
                constraints:
                  - H:|[toolbar]|
                  - V:[toolbar(44)]-34-|
                  - H:|-[back]-(>=8)-[share]-(>=8)-[next]-|
                  - share.centerX == toolbar.centerX
                  - back.centerY == toolbar.centerY
                  - share.centerY == toolbar.centerY
                  - next.centerY == toolbar.centerY
                """,
            "")
    }

    func testASmallControlInASmallBoxIsShortOfRoomBothWays() {
        // A 30 × 30 button in a box 40 wide and 36 high: both sides, one warning.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  box:
                    subviews:
                      close: {type: Button, title: X}
                constraints:
                  - H:|-20-[box(40)]
                  - V:|-60-[box(36)]
                  - close.center == box.center
                """,
            """
            spec.yaml:6:7: warning: 'close' is 30 × 30 at 'portrait' (390x844), and its hit region has only 40 \
            wide and 36 high inside 'box' to grow in, less than the 44 × 44 points Apple's Human Interface \
            Guidelines ask of a tap target. Give it more room or a larger size, or write 'lint: {tapTarget: \
            false}' on it.
            """)
    }

    func testAControlInAScrollViewIsBoundedAlongTheAxesItDoesNotScroll() {
        // A strip 30 high that scrolls across, its first button at its content's left edge: the
        // content moves under the strip's left edge, which does not bound the button's hit region,
        // but no touch above or below the strip reaches it.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  strip:
                    type: ScrollView
                    subviews:
                      first: {type: Button, title: F}
                constraints:
                  - H:|[strip]|
                  - V:|-60-[strip(30)]
                  - H:|[first(30)]-800-|
                  - V:|[first(30)]|
                """,
            """
            spec.yaml:7:7: warning: 'first' is 30 high at 'portrait' (390x844), and its hit region has only 30 \
            high inside 'strip' to grow in, less than the 44 × 44 points Apple's Human Interface Guidelines ask \
            of a tap target. Give it more room or a larger size, or write 'lint: {tapTarget: false}' on it.
            """)
    }

    func testTextThatDoesNotFitIsReported() {
        // Catalogue: lintTruncation
        // 'Hello world' in the 10-point system font is 54.78 wide on one line; 'one' gets 40.
        // 'two' wraps 'aaaa bbbb cccc' at 40 (a word a line) onto 3 lines and shows 2. 'three'
        // shows any number of lines, 3 of 10 × 2444 / 2048 = 35.80078125 high, in a height of 20.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  one: {type: Label, text: Hello world, font: {size: 10}}
                  two: {type: Label, text: aaaa bbbb cccc, font: {size: 10}, numberOfLines: 2}
                  three: {type: Label, text: aaaa bbbb cccc, font: {size: 10}, numberOfLines: 0}
                  fits: {type: Label, text: aaaa bbbb cccc, font: {size: 10}, numberOfLines: 0}
                constraints:
                  - H:|-20-[one(40)]-20-[two(40)]-20-[three(40)]-20-[fits(40)]
                  - V:|-60-[one]
                  - V:|-60-[two]
                  - V:|-60-[three(20)]
                  - V:|-60-[fits]
                """,
            """
            spec.yaml:4:3: warning: The text of 'one' is truncated at 'portrait' (390x844): it needs a width of 54.781 \
            where it gets 40. Give it room, or write 'lint: {truncation: false}' on it.
            spec.yaml:5:3: warning: The text of 'two' is truncated at 'portrait' (390x844): it needs 3 lines at its \
            width of 40 where it shows 2. Give it room, or write 'lint: {truncation: false}' on it.
            spec.yaml:6:3: warning: The text of 'three' is truncated at 'portrait' (390x844): it needs a height of \
            35.801 for its 3 lines where it gets 20. Give it room, or write 'lint: {truncation: false}' on it.
            """)
    }

    func testAColoredViewOfZeroWidthIsReported() {
        // Catalogue: lintZeroSize
        assertProveDiagnostics(
            portraitScene + """
                views:
                  stripe: {color: red}
                  spacer: {}
                constraints:
                  - H:|-20-[stripe(0)]-0-[spacer(0)]
                  - V:|-60-[stripe(50)]
                  - V:|-60-[spacer(50)]
                """,
            """
            spec.yaml:4:3: warning: 'stripe' has a color but is zero wide at 'portrait' (390x844), so none of it \
            shows. If that is meant, write 'lint: {zeroSize: false}' on it.
            """)
    }

    func testAnEmptyLabelThatOnlyItsTextSizesCollapsesAndIsAWarning() {
        // Catalogue: lintEmptyLabel
        let views = """
            views:
              note: {type: Label, text: ""}
              title: {type: Label, text: Title}
              shut: {type: Label, text: ""}
            constraints:
              - H:|-20-[note]-20-|
              - H:|-20-[title]-20-|
              - H:|-20-[shut]-20-|
              - V:|-60-[note]-8-[title]-8-[shut(0)]

            """
        assertProveDiagnostics(
            portraitScene + views,
            """
            spec.yaml:4:3: warning: 'note' has no text and nothing else decides its height, so UIKit collapses \
            it to zero high at 'portrait' (390x844) and what is placed below it moves up. Give it a text or a \
            height (as 'note.height >= 20'), or if that is meant, write 'lint: {emptyLabel: false}' on it.
            """)
        // 'shut' is 0 high because a constraint says so, not for want of text. The check names
        // itself, and turns off like the others.
        assertProveDiagnostics(portraitScene + "lint: {emptyLabel: false}\n" + views, "")
    }

    /// Three pages in a 390-wide paging carousel, each `width` wide.
    private func carousel(pageWidth width: String, sizes: String = "sizes: {portrait: 390x844}\n") -> String {
        "scene: Scene\n" + sizes + """
            views:
              carousel:
                type: ScrollView
                isPagingEnabled: true
                subviews: {a: {color: red}, b: {color: green}, c: {color: blue}}
            constraints:
              - H:|[carousel]|
              - V:|-100-[carousel(200)]
              - H:|[a][b][c]|
              - V:|[a]|
              - V:|[b]|
              - V:|[c]|
              - a.height == carousel.frameLayoutGuide.height
              - a.width == \(width)
              - b.width == a.width
              - c.width == a.width

            """
    }

    func testAPagingScrollViewWhoseContentIsNotWholePagesIsAWarning() {
        // Catalogue: lintPaging
        // Pages 1 point narrower than the frame: 3 x 389 = 1,167 of content for 390-point stops.
        assertProveDiagnostics(
            carousel(pageWidth: "carousel.frameLayoutGuide.width - 1"),
            """
            spec.yaml:4:3: warning: 'carousel' pages by its width, 390, but its content is 1,167 wide, 2.99 \
            pages, at 'portrait' (390x844): UIKit stops a paging scroll view on multiples of its bounds, so its \
            stops drift from the content's pages. Make the content a whole number of pages, or write 'lint: \
            {paging: false}' on it.
            """)
    }

    func testPagesAsWideAsTheFrameAreWholeAtEverySize() {
        assertProveDiagnostics(carousel(pageWidth: "carousel.frameLayoutGuide.width"), "")
        assertProveDiagnostics(
            carousel(
                pageWidth: "carousel.frameLayoutGuide.width",
                sizes: "sizes: {phones: 320...440x568...956, landscape: 844x390}\n"), "")
        // Without paging, content of any width is only scrolling.
        assertProveDiagnostics(
            carousel(pageWidth: "carousel.frameLayoutGuide.width - 1").replacingOccurrences(
                of: "isPagingEnabled: true", with: "isPagingEnabled: false"), "")
        assertProveDiagnostics(
            carousel(pageWidth: "carousel.frameLayoutGuide.width - 1").replacingOccurrences(
                of: "isPagingEnabled: true", with: "isPagingEnabled: true\n    lint: {paging: false}"), "")
    }

    /// A set of devices is proven device by device, and a finding names the devices it holds on,
    /// iPhones and iPads alike.
    func testAFindingOnSomeDevicesOfASetNamesThem() {
        let cases = [
            // 16 above the screen's bottom is under the home indicator (34 high in portrait, 21
            // in landscape); the iPhone SE has none.
            ("[iPhoneSE3, iPhone13mini, iPhone16]", "iPhoneSE3"),
            // An iPad's home indicator is 20 high in both orientations; the iPad (9th
            // generation) has a home button instead.
            ("[iPadmini6, iPad9, iPadPro13inchM4]", "iPad9"),
        ]
        for (devices, spared) in cases {
            assertProveDiagnostics(
                """
                scene: Scene
                sizes:
                  phones: {devices: \(devices), orientation: [portrait, landscape]}
                views:
                  send: {type: Button, title: Send}
                constraints:
                  - send.trailing == view.safeAreaLayoutGuide.trailing - 16
                  - send.bottom == view.bottom - 16
                  - send.width == 60
                  - send.height == 44

                """,
                """
                spec.yaml:5:3: warning: 'send' lies past the bottom edge of the safe area at 'phones' on every \
                device but \(spared), under the status bar, the notch or the home indicator. Constrain it to \
                'view.safeAreaLayoutGuide', or write 'lint: {outsideSafeArea: false}' on it.
                """)
        }
    }

    func testLintIsMergedAcrossSizesAndLeftOutWhereTheLayoutFails() {
        let yaml = """
            scene: Scene
            sizes: {portrait: 390x844, landscape: 844x390}
            views:
              card: {color: red}
              badge: {color: blue}
            constraints:
              - H:|-20-[card(100)]
              - V:|-40-[card(100)]
              - badge.leading == card.trailing - 10
              - badge.top == card.top
              - badge.width == 30
              - badge.height == 30
            """
        // The badge overlaps at both sizes: one warning.
        assertProveDiagnostics(
            yaml,
            """
            spec.yaml:5:3: warning: 'badge' overlaps its sibling 'card' at every size, and is drawn over it. Place \
            one beside the other (as 'card.trailing <= badge.leading - 8'), or if that is meant, write \
            'lint: {overlap: false}' on either.
            """)
        // The card's bottom (140) cannot be 300 above the root's bottom in landscape (390 high):
        // that size gets the conflict, not lint; portrait still gets the warning.
        let run = proveCoreSnippet(yaml + "\n  - card.bottom <= view.bottom - 300")
        XCTAssertTrue(run.printed.contains("error: These "), run.printed)
        XCTAssertTrue(run.printed.contains("at 'landscape' (844x390)"), run.printed)
        XCTAssertTrue(
            run.printed.contains("warning: 'badge' overlaps its sibling 'card' at 'portrait' (390x844), and"),
            run.printed)
    }

    func testHiddenViewsAndTheirSubviewsAreNotLinted() {
        // 'cover' would overlap the card and its label would be truncated, but it is hidden.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  card: {color: red}
                  cover:
                    color: blue
                    isHidden: true
                    subviews:
                      caption: {type: Label, text: A long caption, font: {size: 10}}
                constraints:
                  - H:|-20-[card(100)]
                  - V:|-40-[card(100)]
                  - H:|-20-[cover(100)]
                  - V:|-40-[cover(100)]
                  - H:|[caption(10)]
                  - V:|[caption]
                """, "")
    }

    func testTheSafeAreaIsCheckedInTheRootsCoordinatesAndNotInsideScrollViews() {
        // 'header' is at y 30 and its label 20 lower: 50, under the 59 of the safe area. The
        // scroll view's label is 900 high and scrolls down: not checked along that axis, and
        // across it lies inside. The header lies on the scroll view, which holds it whole: a
        // background.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes: {portrait: {size: 393x852, safeArea: {top: 59, bottom: 34}}}
            views:
              scroll:
                type: ScrollView
                subviews:
                  note: {type: Label, text: Note}
              header:
                subviews:
                  title: {type: Label, text: Hello}
            constraints:
              - H:|[header]|
              - V:|-30-[header(100)]
              - H:|-20-[title]
              - V:|-20-[title]
              - H:|[scroll]|
              - V:|[scroll]|
              - H:|-20-[note]-20-|
              - V:|-10-[note(900)]|
            """,
            """
            spec.yaml:10:7: warning: 'title' lies past the top edge of the safe area at 'portrait' (393x852), under \
            the status bar, the notch or the home indicator. Constrain it to 'view.safeAreaLayoutGuide', or write \
            'lint: {outsideSafeArea: false}' on it.
            """)
    }

    func testASwitchAtTheEdgeIsPlacedByItsAlignmentRectangle() {
        // The switch's alignment rectangle ends at the row's trailing edge, right to left too;
        // its frame runs 2 points past it, which is its shadow, not clipping.
        for direction in ["leftToRight", "rightToLeft"] {
            assertProveDiagnostics(
                """
                scene: Scene
                sizes: {portrait: {size: 390x844, layoutDirection: \(direction)}}
                views:
                  row:
                    subviews:
                      toggle: {type: Switch}
                constraints:
                  - H:|-20-[row]-20-|
                  - V:|-60-[row(44)]
                  - toggle.trailing == row.trailing
                  - toggle.centerY == row.centerY
                """, "")
        }
    }

    func testAnImageOrAViewBehindTheViewsItHoldsIsABackground() {
        // A label inside a photo's rectangle is drawn on it, not over a sibling by mistake; a
        // label that only partly covers another label is.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  photo: {type: ImageView, color: gray}
                  caption: {type: Label, text: Caption}
                  first: {type: Label, text: First}
                  second: {type: Label, text: Second}
                constraints:
                  - H:|[photo]|
                  - V:|-100-[photo(300)]
                  - caption.leading == photo.leading + 16
                  - caption.bottom == photo.bottom - 16
                  - H:|-20-[first]
                  - V:|-500-[first]
                  - second.leading == first.leading + 10
                  - second.top == first.top + 5
                """,
            """
            spec.yaml:7:3: warning: 'second' overlaps its sibling 'first' at 'portrait' (390x844), and is drawn \
            over it. Place one beside the other (as 'first.trailing <= second.leading - 8'), or if that is meant, \
            write 'lint: {overlap: false}' on either.
            """)
    }

    func testAViewOverSeveralSiblingsIsOneWarning() {
        // A dimming view over the whole screen, declared last, covers both cards; it is not a
        // background of theirs, since it is in front.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  left: {color: red}
                  right: {color: blue}
                  dim: {color: black, alpha: 0.4}
                constraints:
                  - H:|-20-[left(100)]-20-[right(100)]
                  - V:|-40-[left(100)]
                  - V:|-40-[right(100)]
                  - H:|[dim]|
                  - V:|[dim]|
                """,
            """
            spec.yaml:6:3: warning: 'dim' overlaps its siblings 'left' and 'right' at 'portrait' (390x844), and is \
            drawn over them. Place one beside the other (as 'left.trailing <= dim.leading - 8'), or if that is \
            meant, write 'lint: {overlap: false}' on either.
            """)
    }

    func testAShortSideOfAControlIsOneWarningAcrossSizes() {
        // The field is as wide as its 40-point row at each size, and 34 high at both.
        assertProveDiagnostics(
            """
            scene: Scene
            sizes: {portrait: 390x844, landscape: 844x390}
            views:
              row:
                subviews:
                  field: {type: TextField, placeholder: Email}
            constraints:
              - H:|-20-[row]-20-|
              - V:|-60-[row(40)]
              - H:|[field]|
              - field.centerY == row.centerY
            """,
            """
            spec.yaml:6:7: warning: 'field' is 34 high at every size, and its hit region has only 40 high inside \
            'row' to grow in, less than the 44 × 44 points Apple's Human Interface Guidelines ask of a tap \
            target. Give it more room or a larger size, or write 'lint: {tapTarget: false}' on it.
            """)
    }

    func testAButtonsTitleThatDoesNotFitIsTruncated() {
        // 'Show all' at 15 points is 8 characters of 7.5: 60 wide, in a button 50 wide and 44 high.
        assertProveDiagnostics(
            portraitScene + """
                views:
                  more: {type: Button, title: Show all}
                constraints:
                  - H:|-20-[more(50)]
                  - V:|-60-[more(44)]
                """,
            """
            spec.yaml:4:3: warning: The title of 'more' is truncated at 'portrait' (390x844): it needs a width of 57.849 \
            where it gets 50. Give it room, or write 'lint: {truncation: false}' on it.
            """)
    }

    func testTheLanguageReferencesExampleTurnsOffTheTwoChecksItWouldGet() throws {
        let example = try XCTUnwrap(
            try CodeBlock.all("yaml", in: "docs/SpecLanguage.md").first { $0.text.contains("scene: Gallery") }
        )
        assertProveDiagnostics(example.text, "")
        let unsilenced = example.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("lint:") }
            .joined(separator: "\n")
            .replacingOccurrences(of: ", lint: {overlap: false}", with: "")
        let run = proveCoreSnippet(unsilenced)
        XCTAssertEqual(run.diagnostics.warnings.count, 2, run.printed)
        XCTAssertTrue(run.printed.contains("'badge' overlaps its sibling 'photo'"), run.printed)
        XCTAssertTrue(
            run.printed.contains(
                "'like' is 30 high at 'portrait' (390x844), and its hit region has only 36 high inside 'bar'"),
            run.printed)
    }
}
