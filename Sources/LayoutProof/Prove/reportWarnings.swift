import LayoutRuntime
import LayoutSpec

extension ProofContext {
    /// Layouts that hold but will not work as people expect; `frames` are the layout's, by view id. A
    /// negative size of a view that a conflict's constraints place comes from the constraint
    /// set aside: a note for the conflict's error (added to `conflicts`), not a warning of its own.
    func reportWarnings(into findings: inout Findings, frames: [String: CGRect], conflicts: inout [Conflict])
    {
        for constraint in scene.root.redundantConstraints {
            let note = note(for: constraint)
            findings.add(size: size) {
                .redundantConstraint(constraint: cite(constraint), sizes: $0, at: note.location)
            }
        }
        for sceneView in scene.views {
            let view = sceneView.view
            let frame = frames[sceneView.id] ?? view.frame
            if frame.size.width < 0 || frame.size.height < 0 {
                let width = SwiftLiteral.number(Double(frame.size.width))
                let height = SwiftLiteral.number(Double(frame.size.height))
                // A conflict that reaches an axis where the size is negative caused it.
                let negative = LayoutAxis.allCases.filter {
                    ($0 == .horizontal ? frame.size.width : frame.size.height) < 0
                }
                if let index = conflictIndex(placing: view, along: negative, in: conflicts) {
                    conflicts[index].followOns.append(
                        .negativeSizeBySettingAside(
                            view: sceneView.id, width: width, height: height, at: sceneView.location))
                } else {
                    findings.add(size: size) {
                        .negativeSize(
                            view: sceneView.id, width: width, height: height, sizes: $0,
                            at: sceneView.location)
                    }
                }
            }
            if let stack = view as? StackView, stack.distribution == .fillProportionally {
                // UIStackView shares the length by intrinsic lengths: a view without one gets none.
                let unsized = stack.visibleArrangedSubviews.filter { !stack.hasProportionalLength($0) }
                    .map { id(of: $0) }
                if !unsized.isEmpty {
                    let length = stack.axis == .horizontal ? "width" : "height"
                    findings.add(size: size) {
                        .proportionalStackWithoutIntrinsicLengths(
                            stackView: sceneView.id, views: unsized, length: length, sizes: $0,
                            at: sceneView.location)
                    }
                }
            }
            guard let outer = enclosingScrollView(of: view) else { continue }
            let outerID = id(of: outer)
            if let inner = view as? ScrollView, inner.isScrollEnabled, outer.isScrollEnabled {
                let shared = [
                    inner.scrollsVertically && outer.scrollsVertically ? "vertically" : nil,
                    inner.scrollsHorizontally && outer.scrollsHorizontally ? "horizontally" : nil,
                ].compactMap { $0 }
                if !shared.isEmpty {
                    findings.add(size: size) {
                        .nestedScrollingSameWay(
                            view: sceneView.id, directions: shared, outer: outerID, sizes: $0,
                            at: sceneView.location)
                    }
                }
            }
            if let textView = view as? TextView, textView.isScrollEnabled {
                findings.add(size: size) {
                    .scrollingTextViewInScrollView(
                        view: sceneView.id, scrollView: outerID, sizes: $0, at: sceneView.location)
                }
            }
        }
    }

    func enclosingScrollView(of view: View) -> ScrollView? {
        var current = view.superview
        while let candidate = current {
            if let scrollView = candidate as? ScrollView { return scrollView }
            current = candidate.superview
        }
        return nil
    }
}
