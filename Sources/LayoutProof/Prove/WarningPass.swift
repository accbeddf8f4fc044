import LayoutRuntime
import LayoutSpec

/// Layouts that hold but will not work as people expect: redundant constraints, negative sizes,
/// a proportional stack whose views have no intrinsic length, scroll views inside scroll views.
/// A negative size of a view that a conflict's constraints place comes from the constraint set
/// aside: a note under the conflict's error, not a warning of its own.
struct WarningPass: ProofPass {
    func run(_ snapshot: LayoutSnapshot, after earlier: [Finding]) -> [Finding] {
        let context = snapshot.context
        var found: [Finding] = []
        for constraint in snapshot.redundant {
            let note = context.note(for: constraint)
            let cited = context.cite(constraint)
            found.append(
                Finding(.redundantConstraint, [context.key(of: constraint)], isError: false) {
                    .redundantConstraint(constraint: cited, sizes: $0, at: note.location)
                })
        }
        for sceneView in snapshot.scene.installedViews {
            let view = sceneView.view
            let frame = snapshot.frames[sceneView.id] ?? view.exactFrame
            if frame.size.width < 0 || frame.size.height < 0 {
                found.append(negativeSize(of: sceneView, frame: frame, in: snapshot))
            }
            if let stack = view as? StackView, stack.distribution == .fillProportionally {
                // UIStackView shares the length by intrinsic lengths: a view without one gets none.
                let unsized = stack.visibleArrangedSubviews.filter { !stack.hasProportionalLength($0) }
                    .map { context.id(of: $0) }
                if !unsized.isEmpty {
                    let length = stack.axis == .horizontal ? "width" : "height"
                    found.append(
                        Finding(
                            .proportionalStackWithoutIntrinsicLengths, [sceneView.id] + unsized,
                            isError: false
                        ) {
                            .proportionalStackWithoutIntrinsicLengths(
                                stackView: sceneView.id, views: unsized, length: length, sizes: $0,
                                at: sceneView.location)
                        })
                }
            }
            guard let outer = view.enclosingScrollView else { continue }
            let outerID = context.id(of: outer)
            if let inner = view as? ScrollView, inner.isScrollEnabled, outer.isScrollEnabled {
                let shared = [
                    inner.scrollsVertically && outer.scrollsVertically ? "vertically" : nil,
                    inner.scrollsHorizontally && outer.scrollsHorizontally ? "horizontally" : nil,
                ].compactMap { $0 }
                if !shared.isEmpty {
                    found.append(
                        Finding(.nestedScrollingSameWay, [sceneView.id, outerID] + shared, isError: false) {
                            .nestedScrollingSameWay(
                                view: sceneView.id, directions: shared, outer: outerID, sizes: $0,
                                at: sceneView.location)
                        })
                }
            }
            if let textView = view as? TextView, textView.isScrollEnabled {
                found.append(
                    Finding(.scrollingTextViewInScrollView, [sceneView.id, outerID], isError: false) {
                        .scrollingTextViewInScrollView(
                            view: sceneView.id, scrollView: outerID, sizes: $0, at: sceneView.location)
                    })
            }
        }
        return found
    }

    /// A view's negative size: a warning, or a note under the conflict whose constraints place
    /// the view on an axis where the size is negative, which caused it.
    private func negativeSize(of sceneView: SceneView, frame: CGRect, in snapshot: LayoutSnapshot) -> Finding
    {
        let width = SwiftLiteral.number(Double(frame.size.width))
        let height = SwiftLiteral.number(Double(frame.size.height))
        let negative = LayoutAxis.allCases.filter {
            ($0 == .horizontal ? frame.size.width : frame.size.height) < 0
        }
        if let index = snapshot.conflictIndex(placing: sceneView.view, along: negative) {
            return Finding(
                .negativeSize, [sceneView.id], underConflict: index,
                .negativeSizeBySettingAside(
                    view: sceneView.id, width: width, height: height, at: sceneView.location))
        }
        return Finding(.negativeSize, [sceneView.id], isError: false) {
            .negativeSize(view: sceneView.id, width: width, height: height, sizes: $0, at: sceneView.location)
        }
    }
}
