import LayoutProof
import LayoutRuntime
import LayoutSpec

/// What of a scene varies with the size classes, as generated code holds it: a private class,
/// `SizeClassVariants`, with one array of constraints a `when:` condition (in the order the
/// spec first writes it) and the views whose `vary:` sets properties, made once in `init()`; its
/// `apply(in:)` gives the root's classes their property values and constraints, and `init()`
/// and the root's trait-change handler call it (docs/UIKitOutput.md, "Size classes"). The
/// handler holds that object, not the scene, which the root view outlives (a view controller
/// may keep the view alone) and which would otherwise make a cycle with it.
struct SizeClassCode {
    struct ConstraintSet {
        var condition: SizeClassCondition
        /// Its array in `SizeClassVariants`: `regularWidth`, `compactHeight`,
        /// `regularWidthCompactHeight`, Interface Builder's words.
        var property: String
        var constraints: [SceneConstraint]
    }

    let constraintSets: [ConstraintSet]
    /// The views whose properties vary, in spec order.
    let views: [SceneView]
    /// The views of a `when:`, installed at some classes only, in spec order, each with its
    /// superview's id and the ids of the siblings the spec puts after it.
    let installable: [(view: SceneView, parentID: String, later: [String])]
    /// The views the holder keeps, in spec order: the varying and installable ones, their
    /// superviews (the root aside) and the siblings after them.
    let held: [SceneView]
    /// The scene's property that holds them: `sizeClassVariants`, unless a view or a
    /// constraint has that name.
    let holder: String

    /// - Parameter taken: the names of the scene's properties, which ``holder`` steps around.
    init(_ scene: BuiltScene, taken: Set<String>) {
        var sets: [ConstraintSet] = []
        for constraint in scene.constraints where !constraint.isPlaceholder {
            guard let condition = constraint.condition else { continue }
            if let index = sets.firstIndex(where: { $0.condition == condition }) {
                sets[index].constraints.append(constraint)
            } else {
                sets.append(
                    ConstraintSet(
                        condition: condition, property: Self.words(condition), constraints: [constraint]))
            }
        }
        constraintSets = sets
        views = scene.views.filter { !$0.variations.isEmpty }
        var installable: [(view: SceneView, parentID: String, later: [String])] = []
        for (index, view) in scene.views.enumerated() where view.condition != nil {
            let later = SceneView.laterSiblings(of: index, in: scene.views).map(\.id)
            installable.append((view, view.parentID, later))
        }
        self.installable = installable
        var heldIDs = Set(views.map(\.id))
        for (view, parentID, later) in installable { heldIDs.formUnion([view.id, parentID] + later) }
        held = scene.views.filter { heldIDs.contains($0.id) }
        var holder = "sizeClassVariants"
        while taken.contains(holder) { holder += "_" }
        self.holder = holder
    }

    var isEmpty: Bool { constraintSets.isEmpty && views.isEmpty && installable.isEmpty }

    /// Every condition the code tests.
    var conditions: [SizeClassCondition] {
        constraintSets.map(\.condition)
            + views.flatMap { $0.variations.flatMap { $0.cases.map(\.condition) } }
            + installable.compactMap(\.view.condition)
    }

    private static func words(_ condition: SizeClassCondition) -> String {
        let width = condition.horizontal.map { "\($0.rawValue)Width" } ?? ""
        let height = condition.vertical.map { "\($0.rawValue)Height" } ?? ""
        return width + (width.isEmpty ? height : height.prefix(1).uppercased() + height.dropFirst())
    }

    /// `horizontal == .regular && vertical == .compact`: whether the root's classes match.
    static func test(_ condition: SizeClassCondition) -> String {
        [
            condition.horizontal.map { "horizontal == .\($0.rawValue)" },
            condition.vertical.map { "vertical == .\($0.rawValue)" },
        ].compactMap { $0 }.joined(separator: " && ")
    }
}

extension SceneEmitter {
    /// The scene's property that holds the variants.
    static func emitSizeClassProperty(_ code: SizeClassCode, into writer: inout SourceWriter) {
        writer.line(
            "/// What varies with the size classes: the spec's `when:` constraints and `vary:` properties.")
        writer.line("private let \(code.holder) = SizeClassVariants()")
    }

    /// The lines of `init()` that make the variants, apply those of the root's classes, and
    /// register for the classes' changes: LayoutRuntime's `registerForSizeClassChanges`, or
    /// UIKit's `registerForTraitChanges` (iOS 17; before it, a view controller calls
    /// `applySizeClasses()` from `traitCollectionDidChange(_:)`).
    static func emitSizeClassInit(_ code: SizeClassCode, flavor: EmitFlavor, into writer: inout SourceWriter)
    {
        let view = SwiftLiteral.identifier(BuiltScene.rootID)
        let holder = code.holder
        writer.line("makeSizeClassVariants()")
        writer.line("applySizeClasses()")
        switch flavor {
        case .runtime:
            writer.line("\(view).registerForSizeClassChanges { [\(holder)] root, _ in")
            writer.indent { $0.line("\(holder).apply(in: root)") }
            writer.line("}")
        case .uikit:
            writer.line("if #available(iOS 17.0, *) {")
            writer.indent {
                $0.line(
                    "let traits: [UITrait] = [UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]"
                )
                $0.line("\(view).registerForTraitChanges(traits) {")
                $0.indent {
                    $0.line("[\(holder)] (root: UIView, _: UITraitCollection) in")
                    $0.line("\(holder).apply(in: root)")
                }
                $0.line("}")
            }
            writer.line("}")
        }
    }

    /// `applySizeClasses()`, public, for a view controller before iOS 17; and
    /// `makeSizeClassVariants()`, which gives the holder the varying views and makes each
    /// condition's constraints (a named one is its property).
    static func emitSizeClassFunctions(
        _ code: SizeClassCode, scene: BuiltScene, names: ItemNames, flavor: EmitFlavor,
        into writer: inout SourceWriter
    ) {
        let view = SwiftLiteral.identifier(BuiltScene.rootID)
        writer.line(
            "/// Gives the views the properties and the constraints of the root's size classes, those")
        writer.line(
            "/// of other classes deactivated first; `init()` calls it, and so does every change of the classes."
        )
        writer.line("public func applySizeClasses() {")
        writer.indent { $0.line("\(code.holder).apply(in: \(view))") }
        writer.line("}")
        writer.line()
        writer.line(Self.unoptimized)
        writer.line("private func makeSizeClassVariants() {")
        writer.indent {
            for varying in code.held {
                let name = SwiftLiteral.identifier(varying.id)
                $0.line("\(code.holder).\(name) = \(name)")
            }
            for (index, set) in code.constraintSets.enumerated() {
                if index > 0 || !code.held.isEmpty { $0.line() }
                // One short literal a placed view, as `activateConstraints()` has: a literal of
                // every constraint of a set would cost the type checker seconds in a large scene.
                var byView: [(id: String, constraints: [SceneConstraint])] = []
                for constraint in set.constraints {
                    let id = names.placedViewID(constraint.constraint)
                    if let last = byView.indices.last, byView[last].id == id {
                        byView[last].constraints.append(constraint)
                    } else {
                        byView.append((id, [constraint]))
                    }
                }
                for group in byView {
                    $0.line("\(code.holder).\(set.property) += [")
                    $0.indent {
                        // A trailing comma only in a list of several, as swift-format writes them.
                        let comma = group.constraints.count > 1 ? "," : ""
                        for constraint in group.constraints {
                            $0.lines(
                                (constraint.name.map(SwiftLiteral.identifier)
                                    ?? emitConstraint(constraint, scene: scene, names: names, flavor: flavor))
                                    + comma)
                        }
                    }
                    $0.line("]")
                }
            }
        }
        writer.line("}")
    }

    /// The private class that holds the variants: the varying views, a constraint array each
    /// condition, and `apply(in:)`, which sets each varying property to the value of the last
    /// `vary:` item that matches (or its base value), then deactivates the constraints of the
    /// classes the root is not in before activating those of the classes it is in, so that two
    /// sets never meet (Apple's own pattern for constraints that vary with the size classes).
    static func emitSizeClassVariantsClass(
        _ code: SizeClassCode, flavor: EmitFlavor, helpers: UIKitHelpers, into writer: inout SourceWriter
    ) {
        let type = flavor.constraintType
        writer.line("/// What varies with the size classes, and what the root's classes take of it.")
        writer.line("\(flavor == .uikit ? "@MainActor " : "")private final class SizeClassVariants {")
        writer.indent {
            for varying in code.held {
                let className =
                    flavor == .runtime
                    ? varying.type.runtimeClassName : EmitFlavor.uikitClassName(varying.type)
                $0.line("var \(SwiftLiteral.identifier(varying.id)): \(className)!")
            }
            for set in code.constraintSets {
                $0.line("/// `when: {\(set.condition.description)}`")
                $0.line("var \(set.property): [\(type)] = []")
            }
            $0.line()
            $0.line("/// Gives `root`'s hierarchy the properties and the constraints of its size classes.")
            $0.line("func apply(in root: \(flavor == .runtime ? "View" : "UIView")) {")
            $0.indent { emitApplyBody(code, flavor: flavor, helpers: helpers, into: &$0) }
            $0.line("}")
            emitInstallFunctions(code, flavor: flavor, into: &$0)
        }
        writer.line("}")
    }

    /// The holder's `install` functions, for the views of a `when:` that it uses: one that puts
    /// a view back in its superview behind the first of the siblings after it that is there (the
    /// spec's order, UIKit's `insertSubview(_:belowSubview:)`), one that puts it back among a
    /// stack view's arranged views before the first of those after it.
    private static func emitInstallFunctions(
        _ code: SizeClassCode, flavor: EmitFlavor, into writer: inout SourceWriter
    ) {
        let (view, stack) = flavor == .runtime ? ("View", "StackView") : ("UIView", "UIStackView")
        if code.installable.contains(where: { !$0.view.isArranged }) {
            writer.line()
            writer.line("/// Puts `view` back in `parent`, behind the first of `later` that is there.")
            writer.line(
                "private func install(_ view: \(view), in parent: \(view), before later: [\(view)]) {")
            writer.indent {
                $0.line("guard view.superview == nil else { return }")
                $0.line("if let next = later.first(where: { $0.superview === parent }) {")
                $0.indent { $0.line("parent.insertSubview(view, belowSubview: next)") }
                $0.line("} else {")
                $0.indent { $0.line("parent.addSubview(view)") }
                $0.line("}")
            }
            writer.line("}")
        }
        if code.installable.contains(where: \.view.isArranged) {
            writer.line()
            writer.line(
                "/// Puts `view` back among `stack`'s arranged views, before the first of `later` there.")
            writer.line(
                "private func install(_ view: \(view), arrangedIn stack: \(stack), before later: [\(view)]) {"
            )
            writer.indent {
                $0.line("guard view.superview == nil else { return }")
                $0.line(
                    "let index = later.compactMap { next in stack.arrangedSubviews.firstIndex { $0 === next } }.min()"
                )
                $0.line("stack.insertArrangedSubview(view, at: index ?? stack.arrangedSubviews.count)")
            }
            writer.line("}")
        }
    }

    /// Each view of a `when:` put back where its classes match, else taken out of its superview
    /// (which deactivates the constraints that name it, as UIKit's `removeFromSuperview()` does).
    private static func emitInstallations(
        _ code: SizeClassCode, flavor: EmitFlavor, into writer: inout SourceWriter
    ) {
        for (view, parentID, later) in code.installable {
            guard let condition = view.condition else { continue }
            let name = SwiftLiteral.identifier(view.id)
            let parent = parentID == BuiltScene.rootID ? "root" : SwiftLiteral.identifier(parentID)
            let before = "[" + later.map(SwiftLiteral.identifier).joined(separator: ", ") + "]"
            writer.line("if \(SizeClassCode.test(condition)) {")
            writer.indent {
                if view.isArranged {
                    $0.line("install(\(name), arrangedIn: \(parent), before: \(before))")
                    if let spacing = view.customSpacingAfter {
                        let value = flavor == .runtime ? spacing.swiftLiteral : spacing.uikitLiteral
                        $0.line("\(parent).setCustomSpacing(\(value), after: \(name))")
                    }
                } else {
                    $0.line("install(\(name), in: \(parent), before: \(before))")
                }
            }
            writer.line("} else {")
            writer.indent { $0.line("\(name).removeFromSuperview()") }
            writer.line("}")
        }
    }

    private static func emitApplyBody(
        _ code: SizeClassCode, flavor: EmitFlavor, helpers: UIKitHelpers, into writer: inout SourceWriter
    ) {
        let classes = flavor == .runtime ? "root.sizeClasses" : "root.traitCollection"
        if code.conditions.contains(where: { $0.horizontal != nil }) {
            writer.line(
                "let horizontal = \(classes).\(flavor == .runtime ? "horizontal" : "horizontalSizeClass")")
        }
        if code.conditions.contains(where: { $0.vertical != nil }) {
            writer.line("let vertical = \(classes).\(flavor == .runtime ? "vertical" : "verticalSizeClass")")
        }
        for varying in code.views {
            let name = SwiftLiteral.identifier(varying.id)
            for variation in varying.variations {
                // The last matching item first: it holds where several match; the base value last.
                let branches =
                    variation.cases.reversed().enumerated().map { index, item in
                        (
                            "\(index == 0 ? "if" : "} else if") \(SizeClassCode.test(item.condition)) {",
                            item.settings
                        )
                    } + [("} else {", variation.base)]
                for (header, settings) in branches {
                    writer.line(header)
                    writer.indent {
                        for setting in settings {
                            emitSetting(
                                setting, of: varying.type, receiver: name, flavor: flavor, helpers: helpers,
                                into: &$0)
                        }
                    }
                }
                writer.line("}")
            }
        }
        emitInstallations(code, flavor: flavor, into: &writer)
        guard !code.constraintSets.isEmpty else { return }
        let type = flavor.constraintType
        writer.line("var entered: [\(type)] = []")
        writer.line("var left: [\(type)] = []")
        for set in code.constraintSets {
            writer.line("if \(SizeClassCode.test(set.condition)) {")
            writer.indent { $0.line("entered += \(set.property)") }
            writer.line("} else {")
            writer.indent { $0.line("left += \(set.property)") }
            writer.line("}")
        }
        writer.line("\(type).deactivate(left)")
        writer.line("\(type).activate(entered)")
    }
}
