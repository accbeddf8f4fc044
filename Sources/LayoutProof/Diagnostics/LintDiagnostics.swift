import LayoutSpec

/// What layout lint reports: problems a user sees on the screen though the layout is
/// determined (``LintRule``). Each is a warning at the view's line that says how to turn it off.
extension Diagnostic {
    /// `view` lies partly over its earlier siblings `others`.
    package static func lintOverlap(
        view: String, others: [String], sizes: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        let quoted = others.map { "'\($0)'" }
        let siblings = others.count == 1 ? "sibling" : "siblings"
        var diagnostic = Diagnostic.warning(
            "'\(view)' overlaps its \(siblings) \(Wording.list(quoted, "and")) \(sizes), and is drawn over "
                + "\(others.count == 1 ? "it" : "them"). Place one beside the other (as "
                + "'\(others[0]).trailing <= \(view).leading - 8'), or if that is meant, write "
                + "'lint: {overlap: false}' on either.",
            at: location)
        diagnostic.marks = Marks(
            views: [view] + others, kind: .overlap,
            caption: "'\(view)' overlaps \(Wording.list(quoted, "and"))")
        return diagnostic
    }

    /// `view` extends past the `edges` ("top", "right", …) of its superview.
    package static func lintClipping(
        view: String, superview: String, edges: [String], sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        outlined(
            "'\(view)' extends past the \(Wording.list(edges, "and")) \(edges.count == 1 ? "edge" : "edges") "
                + "of its superview '\(superview)' \(sizes): a superview that clips to its bounds cuts it off, "
                + "and touches outside '\(superview)' do not reach it. If that is meant, write "
                + "'lint: {clipping: false}' on it.",
            view: view, caption: "'\(view)' is clipped by '\(superview)'", at: location)
    }

    /// A label or control that lies past the `edges` of the root view's safe area.
    package static func lintOutsideSafeArea(
        view: String, edges: [String], sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        outlined(
            "'\(view)' lies past the \(Wording.list(edges, "and")) \(edges.count == 1 ? "edge" : "edges") of "
                + "the safe area \(sizes), under the status bar, the notch or the home indicator. Constrain it "
                + "to 'view.safeAreaLayoutGuide', or write 'lint: {outsideSafeArea: false}' on it.",
            view: view, caption: "'\(view)' is outside the safe area", at: location)
    }

    /// What bounds the room a control's hit region can grow in along one axis, on one side: a
    /// sibling control, or an edge ("top", "left", …) of the superview `view`.
    package struct TapTargetBound: Sendable {
        package var view: String
        package var edge: String?

        package init(view: String, edge: String? = nil) {
            self.view = view
            self.edge = edge
        }

        var words: String { edge.map { "the \($0) edge of '\(view)'" } ?? "'\(view)'" }
    }

    /// The room a control's hit region has along one axis: `length` points, `dimension`
    /// ("wide", "high") between `before` and `after`.
    package struct TapTargetRoom: Sendable {
        package var length: String
        package var dimension: String
        package var before: TapTargetBound
        package var after: TapTargetBound

        package init(length: String, dimension: String, before: TapTargetBound, after: TapTargetBound) {
            self.length = length
            self.dimension = dimension
            self.before = before
            self.after = after
        }
    }

    /// A control less than 44 points on a side whose hit region has no room to grow to 44 there;
    /// `size` says which side ("30 high", "30 × 30"), `room` how much room it has on each.
    package static func lintTapTarget(
        view: String, size: String, room: [TapTargetRoom], sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        func inside(_ room: TapTargetRoom) -> Bool {
            room.before.view == room.after.view && room.before.edge != nil && room.after.edge != nil
        }
        // Between two edges of one superview: all of it, said once for both sides.
        let rooms =
            room.count == 2 && inside(room[0]) && inside(room[1])
                && room[0].before.view == room[1].before.view
            ? [
                "\(room[0].length) \(room[0].dimension) and \(room[1].length) \(room[1].dimension) inside "
                    + "'\(room[0].before.view)'"
            ]
            : room.map {
                "\($0.length) \($0.dimension) "
                    + (inside($0)
                        ? "inside '\($0.before.view)'" : "between \($0.before.words) and \($0.after.words)")
            }
        return outlined(
            "'\(view)' is \(size) \(sizes), and its hit region has only \(Wording.list(rooms, "and")) to grow "
                + "in, less than the 44 × 44 points Apple's Human Interface Guidelines ask of a tap target. Give "
                + "it more room or a larger size, or write 'lint: {tapTarget: false}' on it.",
            view: view, caption: "'\(view)' is \(size): a small tap target", at: location)
    }

    /// A label's text or a button's title (`text`) that does not fit; `need` says what it
    /// lacks ("2 lines where it shows 1", "a width of 120 where it gets 80").
    package static func lintTruncation(
        view: String, text: String, need: String, sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        outlined(
            "The \(text) of '\(view)' is truncated \(sizes): it needs \(need). Give it room, or write "
                + "'lint: {truncation: false}' on it.",
            view: view, caption: "'\(view)' is truncated", at: location)
    }

    /// The label `view` has no text and nothing but its text decides its height, so it is 0 high.
    package static func lintEmptyLabel(view: String, sizes: String, at location: SourceLocation?)
        -> Diagnostic
    {
        outlined(
            "'\(view)' has no text and nothing else decides its height, so UIKit collapses it to zero high "
                + "\(sizes) and what is placed below it moves up. Give it a text or a height (as "
                + "'\(view).height >= 20'), or if that is meant, write 'lint: {emptyLabel: false}' on it.",
            view: view, caption: "'\(view)' has no text", at: location)
    }

    /// A paging scroll view whose `content` ("1,164 wide") is `pages` ("2.98") of its `page`, its
    /// `side` ("width"), not a whole number of them.
    package static func lintPaging(
        view: String, side: String, page: String, content: String, pages: String, sizes: String,
        at location: SourceLocation?
    ) -> Diagnostic {
        outlined(
            "'\(view)' pages by its \(side), \(page), but its content is \(content), \(pages) pages, \(sizes): "
                + "UIKit stops a paging scroll view on multiples of its bounds, so its stops drift from the "
                + "content's pages. Make the content a whole number of pages, or write 'lint: {paging: false}' "
                + "on it.",
            view: view, caption: "'\(view)' pages unevenly", at: location)
    }

    /// A view with `content` ("text", "an image", "a color") that is zero along `dimension`.
    package static func lintZeroSize(
        view: String, content: String, dimension: String, sizes: String, at location: SourceLocation?
    ) -> Diagnostic {
        outlined(
            "'\(view)' has \(content) but is zero \(dimension) \(sizes), so none of it shows. If that is meant, "
                + "write 'lint: {zeroSize: false}' on it.",
            view: view, caption: "'\(view)' is zero \(dimension)", at: location)
    }

    /// A lint warning at `view`, whose outline a picture marks with `caption`.
    private static func outlined(
        _ message: String, view: String, caption: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        var diagnostic = Diagnostic.warning(message, at: location)
        diagnostic.marks = Marks(views: [view], kind: .outline, caption: caption)
        return diagnostic
    }
}
