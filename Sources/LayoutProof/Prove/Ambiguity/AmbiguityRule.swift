import LayoutRuntime
import LayoutSpec

/// One way a scroll view's content size can be left free, and what to say about it.
///
/// ``ContentAmbiguity/rules`` asks the rules in order and reports the first explanation; a
/// rule may assume that none before it applied. A new kind of explanation is a new rule.
protocol AmbiguityRule: Sendable {
    /// Why the content size in `question` is free, or nil when this rule does not see why.
    func explain(_ question: ContentAmbiguity) -> AmbiguityExplanation?
}

/// A reason to print after "is ambiguous …:", with notes at the places it speaks of.
struct AmbiguityExplanation {
    var reason: AmbiguityReason
    var notes: [Diagnostic.Note] = []
    /// The view whose far edge the chain misses, when the rule found one: the first candidate
    /// fix pins it.
    var unpinnedEnd: View? = nil
    /// Equations the rule's way out writes, in the spec's syntax, tried first as fixes.
    var equations: [String] = []
    /// The rule that explained it, by its type's name: part of the finding's identity.
    var rule = ""
}

/// A scroll view whose content size is not unique on an axis, and what the rules look at,
/// each worked out once and only when a rule asks.
final class ContentAmbiguity {
    /// The rules, most specific first; ``UnexplainedContent`` always applies.
    static let rules: [any AmbiguityRule] = [
        BoundedContentEnd(),
        UnpinnedContentEnd(),
        ContainerWithoutSize(),
        BoundedChainEnd(),
        BrokenChain(),
        UnexplainedContent(),
    ]

    let scrollView: ScrollView
    let axis: LayoutAxis
    let context: ProofContext
    let lookup: ConstraintLookup

    init(_ scrollView: ScrollView, axis: LayoutAxis, context: ProofContext, lookup: ConstraintLookup) {
        self.scrollView = scrollView
        self.axis = axis
        self.context = context
        self.lookup = lookup
    }

    /// The first rule's explanation.
    func explain() -> AmbiguityExplanation {
        for rule in Self.rules {
            if var explanation = rule.explain(self) {
                explanation.rule = "\(type(of: rule))"
                return explanation
            }
        }
        preconditionFailure("UnexplainedContent explains every content size.")
    }

    /// The active constraints on the content area's far edge (the runtime maps a scroll
    /// view's edges to its content area in constraints with its descendants).
    lazy var onEnd: [LayoutConstraint] = lookup.activeConstraints(
        touching: scrollView.contentLayoutGuide, attributes: axis.endAttributes)

    /// Those of ``onEnd`` that pin the far edge with `==`.
    lazy var pinsEnd: [LayoutConstraint] = onEnd.filter { $0.relation == .equal }

    /// The views inside the scroll view whose size on the axis is free while their position is
    /// not, outermost first.
    lazy var freeSizes: [View] = context.allViews()
        .filter { $0.superview?.isDescendant(of: scrollView) == true }
        .filter { view in
            view.ambiguousAttributes.contains(axis.sizeAttribute)
                && !view.ambiguousAttributes.contains(axis.positionAttribute)
        }

    /// The innermost view of ``freeSizes`` that holds the broken chain: it has no subviews, or
    /// `last` is its lowest (or rightmost) subview whose far edge nothing pins with `==`.
    lazy var brokenContainer: (container: View, last: View?)? = {
        for container in freeSizes.reversed() {
            let children = container.subviews
            if children.isEmpty { return (container, nil) }
            let loose = children.filter { child in
                !lookup.activeConstraints(touching: child, attributes: axis.endAttributes).contains {
                    $0.relation == .equal
                }
            }
            if let last = loose.max(by: { maxEdge($0) < maxEdge($1) }) { return (container, last) }
        }
        return nil
    }()

    private func maxEdge(_ view: View) -> CGFloat {
        axis == .horizontal ? view.exactFrame.maxX : view.exactFrame.maxY
    }
}
