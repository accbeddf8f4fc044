// The runtime's own constraints for one view: its frame (autoresizing, root or fitting), its
// intrinsic size, a scroll view's guides, its safe-area, margins and readable-content guides,
// and a stack view's. They are LayoutConstraints like the user's, so that conflicts and
// constraintsAffectingLayout(for:) name them, and each keeps its identity from pass to pass
// (the engine's cache), so that a pass only sends the solver what changed.

/// Where a runtime constraint belongs: one slot of one item.
struct GeneratedKey: Hashable {
    enum Slot: Hashable {
        case frame(LayoutAttribute)
        case hugging(LayoutAxis)
        case compression(LayoutAxis)
        case contentOffset(LayoutAxis)
        case frameGuide(LayoutAttribute)
        case contentSize(LayoutAxis)
        case fitting(LayoutAxis)
        case guide(LayoutAttribute)
        /// A stack view's constraint: its rule (`UISV-spacing`), what tells two constraints of
        /// one rule apart besides their items (a relation or a multiplier never changes on a
        /// cached constraint), and the other item.
        case stack(
            rule: String, LayoutAttribute, LayoutRelation, LayoutAttribute, multiplier: CGFloat,
            other: ObjectIdentifier?)
    }

    let item: ObjectIdentifier
    let slot: Slot
}

/// The runtime constraints of one pass, built against the cache of the previous one.
struct GeneratedConstraints {
    /// A view's safe-area, margins, readable-content or keyboard guide and its insets in this
    /// pass (see ``EnvironmentGuides/Kind/isBottomStrip`` for the keyboard's).
    struct EnvironmentGuide {
        let guide: LayoutGuide
        let kind: EnvironmentGuides.Kind
        let insets: EdgeInsets
    }

    private let previous: [GeneratedKey: LayoutConstraint]
    /// The constraints made or reused by this pass: the next pass's cache.
    private(set) var current: [GeneratedKey: LayoutConstraint] = [:]
    /// The constraints of this pass whose constants follow every resize or scroll (a root's
    /// frame, a scroll view's content offset, the insets of a view's guides, which move with
    /// frames): the solver keeps them ready for cheap changes.
    private(set) var tracksConstant: Set<ObjectIdentifier> = []

    init(previous: [GeneratedKey: LayoutConstraint]) { self.previous = previous }

    /// The runtime constraints of `view`, in layout order: its frame, its intrinsic size, its
    /// guides, a stack view's and a scroll view's.
    /// - Parameters:
    ///   - intrinsicSize: The intrinsic size to hold, already measured for this pass.
    ///   - guides: The view's safe-area, margins and readable-content guides that exist, with
    ///     their insets from its bounds.
    ///   - fittingTarget: In a fitting pass for this view, the target size; its frame
    ///     constraints are left out.
    mutating func constraints(
        for view: View, isRoot: Bool, intrinsicSize: CGSize, guides: [EnvironmentGuide],
        fittingTarget: FittingTarget?, intrinsicSizeOf: (View) -> CGSize
    ) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        addFrame(of: view, isRoot: isRoot, fittingTarget: fittingTarget, into: &result)
        addContentSize(of: view, intrinsicSize: intrinsicSize, into: &result)
        addGuides(guides, of: view, into: &result)
        if let stack = view as? StackView {
            result += stackConstraints(for: stack, intrinsicSizeOf: intrinsicSizeOf)
        }
        if let scrollView = view as? ScrollView { addScrollView(scrollView, into: &result) }
        return result
    }

    /// The view's frame: the fitting target's size in a fitting pass, else its requested frame
    /// when it translates its autoresizing mask (always, for a root).
    private mutating func addFrame(
        of view: View, isRoot: Bool, fittingTarget: FittingTarget?, into result: inout [LayoutConstraint]
    ) {
        if let target = fittingTarget {
            add(
                .fitting(.horizontal), view, .width, constant: target.size.width, priority: target.horizontal,
                origin: .fittingSize, identifier: "fittingSize-width", tracksConstant: target.recordsRegime,
                into: &result)
            add(
                .fitting(.vertical), view, .height, constant: target.size.height, priority: target.vertical,
                origin: .fittingSize, identifier: "fittingSize-height", into: &result)
        } else if view.translatesAutoresizingMaskIntoConstraints {
            addAutoresizing(of: view, isRoot: isRoot, into: &result)
        }
    }

    /// The frame of a view that translates its autoresizing mask, less its alignment insets: a
    /// root's as set (origin `.rootFrame`); another's on each axis as its mask shares out its
    /// superview's size (``View/AutoresizingMask``): position and length each a constant, or
    /// affine in the superview's width or height. Positions without a second item, and those
    /// related to a size, are in the superview's bounds (screen space for the root), so these
    /// read like the frame itself.
    private mutating func addAutoresizing(of view: View, isRoot: Bool, into result: inout [LayoutConstraint])
    {
        let frame = view.requestedFrame
        let insets = view.alignmentRectInsets
        let superview = isRoot ? nil : view.superview
        let mask = superview == nil ? [] : view.autoresizingMask
        let reference = view.autoresizingReferenceSize
        let horizontal = mask.placement(
            along: .horizontal, position: frame.minX, length: frame.width, reference: reference.width)
        let vertical = mask.placement(
            along: .vertical, position: frame.minY, length: frame.height, reference: reference.height)
        // In the order left, top, width, height; the alignment rectangle is the frame less the insets.
        let values: [(LayoutAttribute, View.AutoresizingMask.Affine, CGFloat)] = [
            (.left, horizontal.position, insets.left), (.top, vertical.position, insets.top),
            (.width, horizontal.length, -insets.left - insets.right),
            (.height, vertical.length, -insets.top - insets.bottom),
        ]
        for (attribute, value, inset) in values {
            let relative = value.multiplier != 0
            let size: LayoutAttribute = attribute == .left || attribute == .width ? .width : .height
            add(
                .frame(attribute), view, attribute, to: relative ? superview : nil,
                relative ? size : .notAnAttribute, multiplier: relative ? value.multiplier : 1,
                constant: value.constant + inset, origin: isRoot ? .rootFrame : .autoresizingMask,
                identifier: "\(isRoot ? "rootFrame" : "autoresizing")-\(attribute)", tracksConstant: isRoot,
                into: &result)
        }
    }

    /// Content hugging and compression resistance on each axis where the view has an
    /// intrinsic length.
    private mutating func addContentSize(
        of view: View, intrinsicSize: CGSize, into result: inout [LayoutConstraint]
    ) {
        let axes: [(LayoutAxis, LayoutAttribute, CGFloat)] = [
            (.horizontal, .width, intrinsicSize.width), (.vertical, .height, intrinsicSize.height),
        ]
        for (axis, attribute, value) in axes where value >= 0 {
            add(
                .hugging(axis), view, attribute, .lessThanOrEqual, constant: value,
                priority: view.contentHuggingPriority(for: axis), origin: .contentSize,
                identifier: "hugging-\(attribute)", into: &result)
            add(
                .compression(axis), view, attribute, .greaterThanOrEqual, constant: value,
                priority: view.contentCompressionResistancePriority(for: axis), origin: .contentSize,
                identifier: "compression-\(attribute)", into: &result)
        }
    }

    /// Each guide's edges at its insets from the bounds; the variables hold the alignment
    /// rectangle, which the alignment insets take off the bounds.
    private mutating func addGuides(
        _ guides: [EnvironmentGuide], of view: View, into result: inout [LayoutConstraint]
    ) {
        let alignment = view.alignmentRectInsets
        for entry in guides {
            let name = entry.guide.identifier
            let insets = entry.insets
            var values: [(LayoutAttribute, CGFloat)] = [
                (.left, insets.left - alignment.left),
                (.width, alignment.left + alignment.right - insets.left - insets.right),
            ]
            if entry.kind.isBottomStrip {
                values.append((.bottom, alignment.bottom - insets.bottom))
            } else {
                values += [
                    (.top, insets.top - alignment.top),
                    (.height, alignment.top + alignment.bottom - insets.top - insets.bottom),
                ]
            }
            for (attribute, value) in values {
                add(
                    .guide(attribute), entry.guide, attribute, to: view, attribute, constant: value,
                    origin: .layoutGuide, identifier: "\(name)-\(attribute)", tracksConstant: true,
                    into: &result)
            }
            if entry.kind.isBottomStrip {
                // The strip's own height, which stays fixed while the view's height changes.
                add(
                    .guide(.height), entry.guide, .height, constant: insets.top, origin: .layoutGuide,
                    identifier: "\(name)-height", tracksConstant: true, into: &result)
            }
        }
    }

    /// A scroll view's content layout guide at its content offset (and content size, when
    /// set) and its frame layout guide on its frame.
    private mutating func addScrollView(_ scrollView: ScrollView, into result: inout [LayoutConstraint]) {
        let content = scrollView.contentLayoutGuide
        let offset = scrollView.contentOffset
        add(
            .contentOffset(.horizontal), content, .left, to: scrollView, .left, constant: -offset.x,
            origin: .scrollView, identifier: "contentOffset-x", tracksConstant: true, into: &result)
        add(
            .contentOffset(.vertical), content, .top, to: scrollView, .top, constant: -offset.y,
            origin: .scrollView, identifier: "contentOffset-y", tracksConstant: true, into: &result)
        for attribute in [LayoutAttribute.left, .top, .width, .height] {
            add(
                .frameGuide(attribute), scrollView.frameLayoutGuide, attribute, to: scrollView, attribute,
                constant: 0, origin: .scrollView, identifier: "frameLayoutGuide-\(attribute)", into: &result)
        }
        // Without subviews, nothing in the scroll view sizes its content, and UIKit keeps the
        // content size it has, zero unless set: held at zero at the lowest priority, so that
        // constraints on the content guide alone still decide it (docs/SpecLanguage.md).
        var (size, priority) = (scrollView.explicitContentSize, LayoutPriority.required)
        if size == nil && scrollView.subviews.isEmpty { (size, priority) = (.zero, LayoutPriority(1)) }
        if let size {
            add(
                .contentSize(.horizontal), content, .width, constant: size.width, priority: priority,
                origin: .scrollView, identifier: "contentSize-width", into: &result)
            add(
                .contentSize(.vertical), content, .height, constant: size.height, priority: priority,
                origin: .scrollView, identifier: "contentSize-height", into: &result)
        }
    }

    /// Appends the constraint of `slot` on `item` to `result`, made or reused by ``make``.
    private mutating func add(
        _ slot: GeneratedKey.Slot, _ item: any LayoutItem, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal, to other: (any LayoutItem)? = nil,
        _ otherAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1, constant: CGFloat,
        priority: LayoutPriority = .required, origin: LayoutConstraint.Origin, identifier: String,
        tracksConstant: Bool = false, into result: inout [LayoutConstraint]
    ) {
        let constraint = make(
            GeneratedKey(item: ObjectIdentifier(item), slot: slot), item, attribute, relation, other,
            otherAttribute, multiplier: multiplier, constant: constant, priority: priority, origin: origin,
            identifier: identifier)
        if tracksConstant { self.tracksConstant.insert(ObjectIdentifier(constraint)) }
        result.append(constraint)
    }

    /// The cached constraint for `key` with a new constant and priority, or a new one when the
    /// cache has none for these items (a freed item's address may have been reused).
    mutating func make(
        _ key: GeneratedKey, _ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute, multiplier: CGFloat = 1,
        constant: CGFloat,
        priority: LayoutPriority, origin: LayoutConstraint.Origin, identifier: String
    ) -> LayoutConstraint {
        if let cached = previous[key], cached.firstItem === item, cached.secondItem === other,
            cached.secondAttribute == otherAttribute, cached.multiplier == multiplier
        {
            cached.constant = constant
            cached.priority = priority
            current[key] = cached
            return cached
        }
        let constraint = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            multiplier: multiplier, constant: constant, priority: priority, origin: origin,
            identifier: identifier)
        current[key] = constraint
        return constraint
    }
}
