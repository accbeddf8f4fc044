import LayoutRuntime
import LayoutSpec

extension ProofContext {
    /// Layouts that hold but will not work as people expect.
    func reportWarnings(into findings: inout Findings) {
        for constraint in scene.root.redundantConstraints {
            let note = note(for: constraint)
            findings.add(
                .warning,
                "\(cite(constraint).capitalizedFirst) is implied by the required constraints before it, "
                    + "so it adds nothing; remove it, or lower its priority if it is a fallback",
                at: note.location, size: size)
        }
        for sceneView in scene.views {
            let view = sceneView.view
            if view.frame.size.width < 0 || view.frame.size.height < 0 {
                findings.add(
                    .warning,
                    "'\(sceneView.id)' gets a negative size, \(SwiftLiteral.number(Double(view.frame.size.width)))"
                        + "x\(SwiftLiteral.number(Double(view.frame.size.height))); UIKit draws nothing for it",
                    at: sceneView.location, size: size)
            }
            guard let outer = enclosingScrollView(of: view) else { continue }
            let outerID = id(of: outer)
            if let inner = view as? ScrollView, inner.isScrollEnabled, outer.isScrollEnabled {
                let shared = [
                    inner.scrollsVertically && outer.scrollsVertically ? "vertically" : nil,
                    inner.scrollsHorizontally && outer.scrollsHorizontally ? "horizontally" : nil,
                ].compactMap { $0 }
                if !shared.isEmpty {
                    findings.add(
                        .warning,
                        "'\(sceneView.id)' scrolls \(shared.joined(separator: " and ")) inside '\(outerID)', "
                            + "which scrolls the same way: people must find a place outside it to scroll "
                            + "the page; turn off its scrolling ('isScrollEnabled: false') or change its axis",
                        at: sceneView.location, size: size)
                }
            }
            if let textView = view as? TextView, textView.isScrollEnabled {
                findings.add(
                    .warning,
                    "'\(sceneView.id)' is a scrolling text view inside the scroll view '\(outerID)', so it "
                        + "has no intrinsic height and scrolls on its own; set 'isScrollEnabled: false' to "
                        + "size it to its text", at: sceneView.location, size: size)
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

extension String {
    /// The string with its first character uppercased: a phrase made a sentence.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
