import LayoutRuntime
import LayoutSpec

/// Layout lint (``LintRule``) on one solved layout: what a user sees wrong on the screen
/// though the layout is determined. Frames are read from the layout; hidden views and the
/// views inside them draw nothing and are not looked at. Where a view lies is its alignment
/// rectangle (the frame less ``View/alignmentRectInsets``, a switch's shadow for one), which is
/// what constraints place; its size as a tap target or as content is its frame.
///
/// Every check decides by the sign of a length (or by where a label's text breaks its lines),
/// through a ``LintRecorder``: proving a range of sizes records those lengths at two
/// sizes to find where between them a check starts or stops firing.
struct LayoutLint {
    /// The scene's places, at the size linted.
    let context: ProofContext

    /// What a label or button needs that its frame does not give: `text` names what is cut
    /// ("text", "title"), `need` says how much is needed, `kind` which length falls short.
    private struct Truncation {
        let text: String
        let need: String
        let kind: String
    }

    /// The tolerance of every comparison: solved frames are exact to far better than this.
    private static let tolerance: CGFloat = 1e-6
    /// Apple's Human Interface Guidelines' smallest tap target, in points.
    static let minimumTapTarget: CGFloat = 44

    /// What lint knows of one shown view, read top-down once per layout.
    private struct Shown {
        let sceneView: SceneView
        /// Its frame, in its superview.
        let frame: CGRect
        /// Its alignment rectangle, in its superview.
        let placed: CGRect
        /// Where its superview's coordinates start in the root's, along each axis; nil along an
        /// axis a scroll view around it scrolls, where its content moves.
        let originInRoot: RootOrigin
    }

    /// Where a view's coordinates start in the root's, along each axis where it is fixed.
    private struct RootOrigin {
        var x: CGFloat?
        var y: CGFloat?

        /// Where the content of `scrollView`, whose origin this is, starts: less the content
        /// offset, and nowhere fixed along an axis it scrolls.
        func content(of scrollView: ScrollView, _ recorder: inout LintRecorder) -> RootOrigin {
            let enabled = scrollView.isScrollEnabled
            let scrollsAcross = enabled && recorder.positive(scrollView.scrollExcess.width)
            let scrollsDown = enabled && recorder.positive(scrollView.scrollExcess.height)
            let offset = scrollView.contentOffset
            return RootOrigin(
                x: scrollsAcross ? nil : x.map { $0 - offset.x },
                y: scrollsDown ? nil : y.map { $0 - offset.y })
        }
    }

    /// - Parameter frames: The layout's frames, by view id.
    func findings(frames: [String: CGRect]) -> [Finding] {
        var recorder = LintRecorder()
        var siblings: [[LintProbe.Box]] = []
        var findings: [Finding] = []
        reportLint(into: &findings, frames: frames, recorder: &recorder, siblings: &siblings)
        return findings
    }

    /// Every decision lint takes on the layout's frames, without reporting: those of each
    /// view alone in order, and the boxes of the siblings that overlap is checked among, whose
    /// decisions are taken pair by pair (``overlapSteps(_:pairs:)``) for the pairs that can meet.
    ///
    /// The decisions of the proof's warnings that read frames are recorded with them: whether a
    /// view's size is negative (hidden views' too), and whether a scroll view inside another
    /// scrolls, and the other (``WarningPass``).
    func probe(frames: [String: CGRect]) -> LintProbe {
        var recorder = LintRecorder(steps: [])
        var findings: [Finding] = []
        var probe = LintProbe()
        reportLint(into: &findings, frames: frames, recorder: &recorder, siblings: &probe.siblings)
        for sceneView in context.scene.installedViews {
            let frame = frames[sceneView.id] ?? sceneView.view.exactFrame
            recorder.about("whether '\(sceneView.id)' has a negative size")
            _ = recorder.positive(-frame.size.width)
            _ = recorder.positive(-frame.size.height)
            if let inner = sceneView.view as? ScrollView, let outer = inner.enclosingScrollView,
                inner.isScrollEnabled, outer.isScrollEnabled
            {
                // As the warning decides: the outer scroll view counts only along an axis the
                // inner one scrolls along.
                recorder.about("whether '\(sceneView.id)' and the scroll view around it scroll the same way")
                if recorder.positive(inner.scrollExcess.height) {
                    _ = recorder.positive(outer.scrollExcess.height)
                }
                if recorder.positive(inner.scrollExcess.width) {
                    _ = recorder.positive(outer.scrollExcess.width)
                }
            }
        }
        probe.steps = recorder.steps!
        return probe
    }

    private func reportLint(
        into findings: inout [Finding], frames: [String: CGRect], recorder: inout LintRecorder,
        siblings: inout [[LintProbe.Box]]
    ) {
        // Parents come before their subviews, so one pass knows every superview first.
        var shown: [Shown] = []
        var hiddenIDs: Set<String> = []
        var origins: [String: RootOrigin] = [BuiltScene.rootID: RootOrigin(x: 0, y: 0)]
        for sceneView in context.scene.views {
            let parent = sceneView.parentID
            guard let frame = frames[sceneView.id] else { continue }
            if sceneView.view.isHidden || hiddenIDs.contains(parent) {
                hiddenIDs.insert(sceneView.id)
                continue
            }
            let originInRoot = origins[parent] ?? RootOrigin()
            // A scroll view's subviews are placed in its content: what lies where is decided
            // along each axis it does not scroll.
            let scrollView = sceneView.view as? ScrollView
            if scrollView != nil { recorder.about("whether '\(sceneView.id)' scrolls (lint)") }
            let origin = RootOrigin(
                x: originInRoot.x.map { $0 + frame.minX }, y: originInRoot.y.map { $0 + frame.minY })
            origins[sceneView.id] = scrollView.map { origin.content(of: $0, &recorder) } ?? origin
            // A negative size has its own warning; such a frame lies nowhere in particular.
            recorder.about("whether '\(sceneView.id)' has a negative size")
            guard !recorder.positive(-frame.size.width), !recorder.positive(-frame.size.height) else {
                continue
            }
            shown.append(
                Shown(
                    sceneView: sceneView, frame: frame,
                    placed: sceneView.view.alignmentRectInsets.inset(frame),
                    originInRoot: originInRoot))
        }
        let controls = Dictionary(
            grouping: shown.filter { $0.sceneView.view is Control }, by: \.sceneView.parentID)
        for view in shown {
            lintOwnFrame(view, frames: frames, controls: controls, into: &findings, recorder: &recorder)
        }
        if recorder.steps != nil {
            siblings = Self.overlapGroups(among: shown).map { group in
                group.map {
                    LintProbe.Box(
                        id: $0.sceneView.id, placed: $0.placed, isArranged: $0.sceneView.isArranged,
                        isBackground: Self.isBackground($0.sceneView.view))
                }
            }
        } else {
            lintOverlaps(among: shown, into: &findings)
        }
    }

    /// The checks of one view alone: its size, its text, and where it lies.
    /// - Parameter frames: Every view's frame, in its superview.
    /// - Parameter controls: The shown controls, by their superview's id.
    private func lintOwnFrame(
        _ shown: Shown, frames: [String: CGRect], controls: [String: [Shown]], into findings: inout [Finding],
        recorder: inout LintRecorder
    ) {
        let sceneView = shown.sceneView
        let frame = shown.frame
        let view = sceneView.view
        let checks = sceneView.lintChecks
        let id = sceneView.id
        let location = sceneView.location
        recorder.about("whether '\(id)' is empty (lint)")
        // Both sides decided, since the message names which is zero.
        let narrow = !recorder.positive(frame.width - Self.tolerance)
        let low = !recorder.positive(frame.height - Self.tolerance)
        let empty = narrow || low
        if checks.contains(.zeroSize), empty, let content = Self.content(of: view) {
            let dimension = narrow ? (low ? "in size" : "wide") : "high"
            findings.append(
                Finding(.lint(.zeroSize), [id, dimension], isError: false) {
                    .lintZeroSize(view: id, content: content, dimension: dimension, sizes: $0, at: location)
                })
        }
        if checks.contains(.emptyLabel), low, let label = view as? Label, label.text?.isEmpty ?? true,
            !heightIsConstrained(label)
        {
            findings.append(
                Finding(.lint(.emptyLabel), [id], isError: false) {
                    .lintEmptyLabel(view: id, sizes: $0, at: location)
                })
        }
        if empty { return }
        if checks.contains(.paging), let scrollView = view as? ScrollView, scrollView.isPagingEnabled {
            lintPaging(scrollView, shown, into: &findings, recorder: &recorder)
        }
        if checks.contains(.tapTarget) {
            lintTapTarget(shown, among: controls, frames: frames, into: &findings, recorder: &recorder)
        }
        recorder.about("whether the text of '\(id)' fits (lint)")
        if checks.contains(.truncation), let truncated = Self.truncation(of: view, in: frame, &recorder) {
            findings.append(
                Finding(.lint(.truncation), [id, truncated.kind], isError: false) {
                    .lintTruncation(
                        view: id, text: truncated.text, need: truncated.need, sizes: $0, at: location)
                })
        }
        let parent = sceneView.parentID
        // A scroll view's subviews are its content, which may run past it: that is scrolling.
        if checks.contains(.clipping), let superview = view.superview, !(superview is ScrollView),
            let bounds = frames[parent].map({ CGRect(origin: .zero, size: $0.size) })
        {
            recorder.about("whether '\(id)' lies inside '\(parent)' (lint)")
            let edges = Self.edges(of: shown.placed, pastEdgesOf: bounds, &recorder)
            if !edges.isEmpty {
                findings.append(
                    Finding(.lint(.clipping), [id, parent] + edges, isError: false) {
                        .lintClipping(view: id, superview: parent, edges: edges, sizes: $0, at: location)
                    })
            }
        }
        // Views that scroll move in and out of the safe area; labels and controls are the ones
        // that must stay inside it, along each axis where they do not scroll.
        let origin = shown.originInRoot
        if checks.contains(.outsideSafeArea), view is Label || view is Control,
            origin.x != nil || origin.y != nil
        {
            let inset = context.size.safeArea
            let safe = CGRect(
                x: inset.left, y: inset.top, width: context.size.width - inset.left - inset.right,
                height: context.size.height - inset.top - inset.bottom)
            recorder.about("whether '\(id)' lies inside the safe area (lint)")
            let edges = Self.edges(
                of: shown.placed.offsetBy(dx: origin.x ?? 0, dy: origin.y ?? 0), pastEdgesOf: safe,
                across: origin.x != nil, down: origin.y != nil, &recorder)
            if !edges.isEmpty {
                findings.append(
                    Finding(.lint(.outsideSafeArea), [id] + edges, isError: false) {
                        .lintOutsideSafeArea(view: id, edges: edges, sizes: $0, at: location)
                    })
            }
        }
    }

    /// A control less than 44 points wide or high whose hit region has no room to grow to 44
    /// along that axis. UIKit hit-tests a control's bounds (`point(inside:with:)`), which a
    /// control may answer for a larger region, but never past its superview's bounds
    /// (`hitTest(_:with:)`), and a tap there that another control takes is not its own: the room
    /// runs from the nearest sibling control (or the superview's edge) on one side to the nearest
    /// on the other, among the controls across from it. A switch and a stepper are left out:
    /// UIKit draws them at their own size whatever their frame.
    /// - Parameter controls: The shown controls, by their superview's id.
    private func lintTapTarget(
        _ shown: Shown, among controls: [String: [Shown]], frames: [String: CGRect],
        into findings: inout [Finding], recorder: inout LintRecorder
    ) {
        let view = shown.sceneView.view
        guard view is Control, !(view is Switch || view is Stepper) else { return }
        let id = shown.sceneView.id
        let frame = shown.frame
        recorder.about("whether '\(id)' is a large enough tap target (lint)")
        let siblings = controls[shown.sceneView.parentID] ?? []
        let superviewSize = frames[shown.sceneView.parentID]?.size
        var short: [(room: Room, length: CGFloat, dimension: String)] = []
        for horizontally in [true, false] {
            let length = horizontally ? frame.width : frame.height
            guard recorder.positive(Self.minimumTapTarget - Self.tolerance - length) else { continue }
            var bounds = superviewSize.map { CGRect(origin: .zero, size: $0) }
            if let scrollView = view.superview as? ScrollView {
                // Its subviews lie in its content, whose visible part starts at the content
                // offset; along an axis it scrolls, the content moves under its edges.
                let excess = horizontally ? scrollView.scrollExcess.width : scrollView.scrollExcess.height
                let scrolls = scrollView.isScrollEnabled && recorder.positive(excess)
                bounds =
                    scrolls ? nil : superviewSize.map { CGRect(origin: scrollView.contentOffset, size: $0) }
            }
            guard
                let room = room(
                    of: shown, horizontally: horizontally, among: siblings, bounds: bounds, &recorder),
                recorder.positive(Self.minimumTapTarget - Self.tolerance - room.length)
            else { continue }
            short.append((room, length, horizontally ? "wide" : "high"))
        }
        guard !short.isEmpty else { return }
        let number = { (value: CGFloat) in Diagnostic.measuredNumber(Double(value)) }
        // Only the sides short of room, so that a field as wide as the screen is one finding.
        let size =
            short.count == 2
            ? "\(number(frame.width)) × \(number(frame.height))"
            : "\(number(short[0].length)) \(short[0].dimension)"
        let rooms = short.map {
            Diagnostic.TapTargetRoom(
                length: number($0.room.length), dimension: $0.dimension, before: $0.room.before,
                after: $0.room.after)
        }
        let side = short.count == 2 ? "both" : short[0].dimension
        let key = short.flatMap { [$0.room.before, $0.room.after].map { "\($0.view)\u{0}\($0.edge ?? "")" } }
        let location = shown.sceneView.location
        findings.append(
            Finding(.lint(.tapTarget), [id, side] + key, isError: false) {
                .lintTapTarget(view: id, size: size, room: rooms, sizes: $0, at: location)
            })
    }

    /// A paging scroll view whose content, along an axis it scrolls, is not a whole number of
    /// pages. UIKit stops it on multiples of its bounds (`isPagingEnabled`), a page being the
    /// frame's width or height, so from the second page on its stops drift from the content's
    /// pages, and the last stop is cut short where the content ends.
    private func lintPaging(
        _ scrollView: ScrollView, _ shown: Shown, into findings: inout [Finding], recorder: inout LintRecorder
    ) {
        let id = shown.sceneView.id
        let location = shown.sceneView.location
        recorder.about("whether the content of '\(id)' is whole pages (lint)")
        for horizontally in [true, false] {
            let page = horizontally ? shown.frame.width : shown.frame.height
            let content = horizontally ? scrollView.contentSize.width : scrollView.contentSize.height
            guard recorder.positive(content - page - Self.tolerance) else { continue }
            // The whole number of pages nearest the content, which two comparisons decide; each,
            // like the remainder, is linear in the sizes between a range's breakpoints.
            let pages = (content / page).rounded()
            _ = recorder.positive(content - (pages - 0.5) * page)
            _ = recorder.positive((pages + 0.5) * page - content)
            let remainder = content - pages * page
            guard
                recorder.positive(remainder - Self.tolerance)
                    || recorder.positive(-remainder - Self.tolerance)
            else { continue }
            let number = { (value: CGFloat) in Diagnostic.readableNumber(Double(value)) }
            let dimension = horizontally ? "wide" : "high"
            let side = horizontally ? "width" : "height"
            findings.append(
                Finding(.lint(.paging), [id, side], isError: false) {
                    .lintPaging(
                        view: id, side: side, page: number(page), content: "\(number(content)) \(dimension)",
                        pages: number((content / page * 100).rounded() / 100), sizes: $0, at: location)
                })
        }
    }

    /// Along one axis, where a control's hit region can grow: between what lies nearest before
    /// it and nearest after it.
    private struct Room {
        var length: CGFloat
        var before: Diagnostic.TapTargetBound
        var after: Diagnostic.TapTargetBound
    }

    /// The room along one axis of `shown` between its nearest sibling controls across from it
    /// (overlapping it on the other axis) or the edges of `bounds`, its superview's; nil when
    /// nothing bounds it on one side (in the content of a scroll view that scrolls that way).
    private func room(
        of shown: Shown, horizontally: Bool, among siblings: [Shown], bounds: CGRect?,
        _ recorder: inout LintRecorder
    ) -> Room? {
        // Along the axis, then across it.
        func spans(_ rect: CGRect) -> (start: CGFloat, end: CGFloat, crossStart: CGFloat, crossEnd: CGFloat) {
            horizontally
                ? (rect.minX, rect.maxX, rect.minY, rect.maxY) : (rect.minY, rect.maxY, rect.minX, rect.maxX)
        }
        let own = spans(shown.frame)
        let parent = shown.sceneView.parentID
        let edges = horizontally ? ("left", "right") : ("top", "bottom")
        var before = bounds.map {
            (at: spans($0).start, name: Diagnostic.TapTargetBound(view: parent, edge: edges.0))
        }
        var after = bounds.map {
            (at: spans($0).end, name: Diagnostic.TapTargetBound(view: parent, edge: edges.1))
        }
        for other in siblings where other.sceneView.id != shown.sceneView.id {
            let their = spans(other.frame)
            guard recorder.positive(their.crossEnd - own.crossStart - Self.tolerance),
                recorder.positive(own.crossEnd - their.crossStart - Self.tolerance)
            else { continue }
            let name = Diagnostic.TapTargetBound(view: other.sceneView.id)
            if !recorder.positive(their.end - own.start - Self.tolerance) {
                if before == nil || recorder.positive(their.end - before!.at) { before = (their.end, name) }
            } else if !recorder.positive(own.end - their.start - Self.tolerance) {
                if after == nil || recorder.positive(after!.at - their.start) { after = (their.start, name) }
            }
        }
        guard let before, let after else { return nil }
        return Room(length: after.at - before.at, before: before.name, after: after.name)
    }

    /// Whether a spec constraint acts on a label's height: then the label is as high as that
    /// says, not as its text.
    private func heightIsConstrained(_ label: Label) -> Bool {
        !context.lookup.activeConstraints(touching: label, attributes: [.height]).isEmpty
    }

    /// The siblings that overlap is checked among, by superview, each group in z-order.
    private static func overlapGroups(among shown: [Shown]) -> [[Shown]] {
        let siblings = Dictionary(
            grouping: shown.filter { $0.sceneView.lintChecks.contains(.overlap) }, by: \.sceneView.parentID)
        return siblings.keys.sorted().map { siblings[$0]! }.filter { $0.count > 1 }
    }

    /// Siblings whose alignment rectangles intersect with a positive area. A view that holds the
    /// one in front of it whole and draws no content of its own above (a plain view, an image, a
    /// stack or scroll view) is its background.
    private func lintOverlaps(among shown: [Shown], into findings: inout [Finding]) {
        for views in Self.overlapGroups(among: shown) {
            let boxes = views.map {
                LintProbe.Box(
                    id: $0.sceneView.id, placed: $0.placed, isArranged: $0.sceneView.isArranged,
                    isBackground: Self.isBackground($0.sceneView.view))
            }
            // Each view on top, with the earlier siblings it covers: one finding.
            var covered: [Int: [Int]] = [:]
            var recorder = LintRecorder()
            for (back, front) in Self.pairsMeeting(boxes.map(\.placed))
            where Self.overlaps(boxes[back], boxes[front], &recorder) {
                covered[front, default: []].append(back)
            }
            for front in covered.keys.sorted() {
                let view = views[front].sceneView
                let others = covered[front]!.sorted().map { views[$0].sceneView.id }
                findings.append(
                    Finding(.lint(.overlap), [view.id] + others, isError: false) {
                        .lintOverlap(view: view.id, others: others, sizes: $0, at: view.location)
                    })
            }
        }
    }

    /// Whether `front` is drawn over `back` with a positive area: not two arranged views of one
    /// stack view (a negative spacing overlaps them on purpose), nor `front` on `back` as on its
    /// background.
    private static func overlaps(
        _ back: LintProbe.Box, _ front: LintProbe.Box, _ recorder: inout LintRecorder
    ) -> Bool {
        if back.isArranged && front.isArranged { return false }
        recorder.about("whether '\(front.id)' overlaps '\(back.id)' (lint)")
        guard overlap(back.placed, front.placed, &recorder) else { return false }
        return !(back.isBackground && holds(back.placed, front.placed, &recorder))
    }

    /// The overlap decisions of `pairs` (back, front) of `boxes`, in order.
    static func overlapSteps(_ boxes: [LintProbe.Box], pairs: [(Int, Int)]) -> [RegimeStep] {
        var recorder = LintRecorder(steps: [])
        for (back, front) in pairs { _ = overlaps(boxes[back], boxes[front], &recorder) }
        return recorder.steps!
    }

    /// The pairs (back, front) of `boxes` whose spans meet along one axis, found by sorting
    /// them along the axis on which fewer pairs meet, so that a long column or row costs
    /// n log n: the others cannot overlap.
    static func pairsMeeting(_ boxes: [CGRect]) -> [(Int, Int)] {
        let horizontal = boxes.map { (start: $0.minX, end: $0.maxX) }
        let vertical = boxes.map { (start: $0.minY, end: $0.maxY) }
        let spans = meetingPairs(horizontal) <= meetingPairs(vertical) ? horizontal : vertical
        let order = spans.indices.sorted { spans[$0].start < spans[$1].start }
        var pairs: [(Int, Int)] = []
        for (position, first) in order.enumerated() {
            for second in order[(position + 1)...] {
                guard spans[second].start < spans[first].end - tolerance else { break }
                pairs.append((min(first, second), max(first, second)))
            }
        }
        return pairs.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    }

    /// Whether two boxes intersect with a width and a height above the tolerance: each box's
    /// far edge lies past the other's near edge, and each box is wider and higher than that.
    private static func overlap(_ a: CGRect, _ b: CGRect, _ recorder: inout LintRecorder) -> Bool {
        recorder.positive(a.maxX - b.minX - tolerance) && recorder.positive(b.maxX - a.minX - tolerance)
            && recorder.positive(a.width - tolerance) && recorder.positive(b.width - tolerance)
            && recorder.positive(a.maxY - b.minY - tolerance)
            && recorder.positive(b.maxY - a.minY - tolerance)
            && recorder.positive(a.height - tolerance) && recorder.positive(b.height - tolerance)
    }

    /// Whether `back`, grown by the tolerance, holds `front` whole.
    private static func holds(_ back: CGRect, _ front: CGRect, _ recorder: inout LintRecorder) -> Bool {
        !recorder.positive(back.minX - tolerance - front.minX)
            && !recorder.positive(front.maxX - back.maxX - tolerance)
            && !recorder.positive(back.minY - tolerance - front.minY)
            && !recorder.positive(front.maxY - back.maxY - tolerance)
    }

    /// Whether `view` can be what others are drawn on: it shows no text or control of its own.
    private static func isBackground(_ view: View) -> Bool {
        !(view is Label || view is Control || view is TextView)
    }

    /// How many pairs of boxes meet along one axis, each given as its start and end (touching
    /// is not meeting).
    private static func meetingPairs(_ spans: [(start: CGFloat, end: CGFloat)]) -> Int {
        let starts = spans.map(\.start).sorted()
        // The first index whose start is at least `value`.
        func firstStart(atLeast value: CGFloat) -> Int {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var count = 0
        for span in spans {
            // The other boxes that start where this one runs, its own start included.
            count += firstStart(atLeast: span.end - tolerance) - firstStart(atLeast: span.start) - 1
        }
        return count
    }

    /// The edges of `bounds` that `rect` extends past, in the order top, left, bottom, right.
    private static func edges(
        of rect: CGRect, pastEdgesOf bounds: CGRect, across: Bool = true, down: Bool = true,
        _ recorder: inout LintRecorder
    ) -> [String] {
        // Appended one by one: most views lie inside, and an empty array costs nothing.
        var edges: [String] = []
        if down && recorder.positive(bounds.minY - tolerance - rect.minY) { edges.append("top") }
        if across && recorder.positive(bounds.minX - tolerance - rect.minX) { edges.append("left") }
        if down && recorder.positive(rect.maxY - bounds.maxY - tolerance) { edges.append("bottom") }
        if across && recorder.positive(rect.maxX - bounds.maxX - tolerance) { edges.append("right") }
        return edges
    }

    /// What a view shows that a size of zero hides: text, an image or a color; nil for none.
    private static func content(of view: View) -> String? {
        if let label = view as? Label, !(label.text ?? "").isEmpty { return "text" }
        if let button = view as? Button, !(button.currentTitle ?? "").isEmpty { return "a title" }
        if let image = view as? ImageView, image.image != nil { return "an image" }
        if view.backgroundColor != nil { return "a color" }
        return nil
    }

    /// What a label's text or a button's title lacks in `frame`, by the stand-in metrics
    /// (``TextMetrics``): a width for one line, lines beyond `numberOfLines`, or height for
    /// the lines it shows; nil when it fits.
    /// - Returns: What is truncated ("text", "title") and what it needs.
    private static func truncation(
        of view: View, in frame: CGRect, _ recorder: inout LintRecorder
    ) -> Truncation? {
        let number = { (value: CGFloat) in Diagnostic.measuredNumber(Double(value)) }
        if let button = view as? Button {
            guard let title = button.currentTitle, button.explicitIntrinsicContentSize == nil else {
                return nil
            }
            let needed = TextMetrics.size(of: title, font: button.shown(button.font), maxLines: 1).width
            guard recorder.positive(needed - frame.width - tolerance) else { return nil }
            return Truncation(
                text: "title", need: "a width of \(number(needed)) where it gets \(number(frame.width))",
                kind: "title width")
        }
        guard let label = view as? Label, let text = label.text, !text.isEmpty,
            label.explicitIntrinsicContentSize == nil
        else { return nil }
        let (font, scale) = (label.shown(label.font), label.textScale)
        if label.numberOfLines == 1 {
            let needed = TextMetrics.size(
                of: text, font: font, maxLines: 1, scale: scale, lineHeightMultiple: label.lineHeightMultiple)
            if recorder.positive(needed.width - frame.width - tolerance) {
                return Truncation(
                    text: "text",
                    need: "a width of \(number(needed.width)) where it gets \(number(frame.width))",
                    kind: "width")
            }
            if recorder.positive(needed.height - frame.height - tolerance) {
                return Truncation(
                    text: "text",
                    need: "a height of \(number(needed.height)) where it gets \(number(frame.height))",
                    kind: "height")
            }
            return nil
        }
        recorder.wrapping(text, font: font, width: frame.width)
        let lines = TextMetrics.lines(of: text, font: font, maxWidth: frame.width).count
        if label.numberOfLines > 0, lines > label.numberOfLines {
            return Truncation(
                text: "text",
                need:
                    "\(lines) lines at its width of \(number(frame.width)) where it shows \(label.numberOfLines)",
                kind: "lines")
        }
        let height = TextMetrics.height(
            ofLines: lines, font: font, scale: scale, lineHeightMultiple: label.lineHeightMultiple)
        if recorder.positive(height - frame.height - tolerance) {
            return Truncation(
                text: "text",
                need:
                    "a height of \(number(height)) for its \(lines) lines where it gets \(number(frame.height))",
                kind: "lines height")
        }
        return nil
    }
}

/// The decisions lint takes, recorded when ``steps`` is not nil.
struct LintRecorder {
    var steps: [RegimeStep]?
    /// What the checks being recorded are about, as a breakpoint names it.
    private(set) var subject: String?

    /// Names what the next checks are about. The name is made only when checks are recorded:
    /// a proof at listed sizes lints every view and records nothing.
    mutating func about(_ subject: @autoclosure () -> String) {
        self.subject = steps == nil ? nil : subject()
    }

    /// Whether `length` is above 0.
    mutating func positive(_ length: CGFloat) -> Bool {
        let decided = length > 0
        var step = RegimeStep.comparison(length, decided)
        step.subject = subject
        steps?.append(step)
        return decided
    }

    /// How `text` wraps at `width` (``TextMetrics``).
    mutating func wrapping(_ text: String, font: Font, width: CGFloat) {
        guard steps != nil else { return }
        steps!.append(.wrapping(text, font: font, maxLines: 0, width: width, subject: subject ?? ""))
    }
}

/// What lint decides on one layout, as a range proof compares it between sizes: the decisions
/// of each view alone, and the boxes of each group of siblings checked for overlap, whose pairs
/// are decided only where they can meet.
struct LintProbe {
    /// A sibling as overlap sees it.
    struct Box {
        var id: String
        /// Its alignment rectangle, in its superview.
        var placed: CGRect
        var isArranged: Bool
        /// Whether it can be what others are drawn on.
        var isBackground: Bool
    }

    var steps: [RegimeStep] = []
    var siblings: [[Box]] = []
}

/// Layout lint as a pass: it reads a layout only where it is determined and settled, since
/// elsewhere its frames are one of many, and the errors say why.
struct LintPass: ProofPass {
    func run(_ snapshot: LayoutSnapshot, after earlier: [Finding]) -> [Finding] {
        guard snapshot.isDeterminedAndSettled else { return [] }
        return LayoutLint(context: snapshot.context).findings(frames: snapshot.frames)
    }
}
