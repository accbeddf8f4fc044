import LayoutProof
import LayoutRuntime
import LayoutSpec

/// The constraints of a spec's `when:` entries as generated code holds them: a private class,
/// `SizeClassConstraints`, with one array a condition in the order the spec first writes it,
/// made once in `init()` and activated for the root's size classes by its `activate(in:)`, which
/// `init()` calls and the root's trait-change handler calls again (docs/UIKitOutput.md, "Size
/// classes"). The handler holds that object, not the scene, which the root view outlives (a
/// view controller may keep the view alone) and which would otherwise make a cycle with it.
struct SizeClassVariants {
    struct Variant {
        var condition: SizeClassCondition
        /// Its array in `SizeClassConstraints`: `regularWidth`, `compactHeight`,
        /// `regularWidthCompactHeight`, Interface Builder's words.
        var property: String
        var constraints: [SceneConstraint]
    }

    let variants: [Variant]
    /// The scene's property that holds them: `sizeClassConstraints`, unless a view or a
    /// constraint has that name.
    let holder: String

    /// - Parameter taken: the names of the scene's properties, which ``holder`` steps around.
    init(_ scene: BuiltScene, taken: Set<String>) {
        var variants: [Variant] = []
        for constraint in scene.constraints where !constraint.isPlaceholder {
            guard let condition = constraint.condition else { continue }
            if let index = variants.firstIndex(where: { $0.condition == condition }) {
                variants[index].constraints.append(constraint)
            } else {
                variants.append(
                    Variant(condition: condition, property: Self.words(condition), constraints: [constraint]))
            }
        }
        self.variants = variants
        var holder = "sizeClassConstraints"
        while taken.contains(holder) { holder += "_" }
        self.holder = holder
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
    static func emitSizeClassProperty(_ variants: SizeClassVariants, into writer: inout SourceWriter) {
        writer.line(
            "/// The constraints of the spec's `when:` entries, by the size classes they are active in.")
        writer.line("private let \(variants.holder) = SizeClassConstraints()")
    }

    /// The lines of `init()` that make the variants, activate those of the root's classes, and
    /// register for the classes' changes: LayoutRuntime's `registerForSizeClassChanges`, or
    /// UIKit's `registerForTraitChanges` (iOS 17; before it, a view controller calls
    /// `activateSizeClassConstraints()` from `traitCollectionDidChange(_:)`).
    static func emitSizeClassInit(
        _ variants: SizeClassVariants, flavor: EmitFlavor, into writer: inout SourceWriter
    ) {
        let view = SwiftLiteral.identifier(BuiltScene.rootID)
        let holder = variants.holder
        writer.line("makeSizeClassConstraints()")
        writer.line("activateSizeClassConstraints()")
        switch flavor {
        case .runtime:
            writer.line("\(view).registerForSizeClassChanges { [\(holder)] root, _ in")
            writer.indent { $0.line("\(holder).activate(in: root)") }
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
                    $0.line("\(holder).activate(in: root)")
                }
                $0.line("}")
            }
            writer.line("}")
        }
    }

    /// `activateSizeClassConstraints()`, public, for a view controller before iOS 17; and
    /// `makeSizeClassConstraints()`, which makes each variant's constraints (a named one is its
    /// property).
    static func emitSizeClassFunctions(
        _ variants: SizeClassVariants, scene: BuiltScene, names: ItemNames, flavor: EmitFlavor,
        into writer: inout SourceWriter
    ) {
        let view = SwiftLiteral.identifier(BuiltScene.rootID)
        writer.line(
            "/// Activates the constraints of the spec's `when:` entries that the root's size classes match,")
        writer.line(
            "/// after deactivating the others; `init()` calls it, and so does every change of the classes.")
        writer.line("public func activateSizeClassConstraints() {")
        writer.indent { $0.line("\(variants.holder).activate(in: \(view))") }
        writer.line("}")
        writer.line()
        writer.line(Self.unoptimized)
        writer.line("private func makeSizeClassConstraints() {")
        writer.indent {
            for (index, variant) in variants.variants.enumerated() {
                if index > 0 { $0.line() }
                $0.line("\(variants.holder).\(variant.property) = [")
                $0.indent {
                    // A trailing comma only in a list of several, as swift-format writes them.
                    let comma = variant.constraints.count > 1 ? "," : ""
                    for constraint in variant.constraints {
                        $0.lines(
                            (constraint.name.map(SwiftLiteral.identifier)
                                ?? emitConstraint(constraint, scene: scene, names: names, flavor: flavor))
                                + comma)
                    }
                }
                $0.line("]")
            }
        }
        writer.line("}")
    }

    /// The private class that holds the variants: an array each, and `activate(in:)`, which
    /// deactivates the constraints of the classes the root is not in before activating those of
    /// the classes it is in, so that two sets never meet (Apple's own pattern for constraints
    /// that vary with the size classes).
    static func emitSizeClassConstraintsClass(
        _ variants: SizeClassVariants, flavor: EmitFlavor, into writer: inout SourceWriter
    ) {
        let type = flavor.constraintType
        writer.line(
            "/// The constraints of each `when:` entry of the spec, and which of them the root's classes take."
        )
        writer.line("\(flavor == .uikit ? "@MainActor " : "")private final class SizeClassConstraints {")
        writer.indent {
            for variant in variants.variants {
                $0.line("/// `when: {\(variant.condition.description)}`")
                $0.line("var \(variant.property): [\(type)] = []")
            }
            $0.line()
            $0.line(
                "/// Activates the constraints `root`'s size classes match, after deactivating the others.")
            $0.line("func activate(in root: \(flavor == .runtime ? "View" : "UIView")) {")
            let classes = flavor == .runtime ? "root.sizeClasses" : "root.traitCollection"
            let conditions = variants.variants.map(\.condition)
            $0.indent {
                if conditions.contains(where: { $0.horizontal != nil }) {
                    $0.line(
                        "let horizontal = \(classes).\(flavor == .runtime ? "horizontal" : "horizontalSizeClass")"
                    )
                }
                if conditions.contains(where: { $0.vertical != nil }) {
                    $0.line(
                        "let vertical = \(classes).\(flavor == .runtime ? "vertical" : "verticalSizeClass")")
                }
                $0.line("var entered: [\(type)] = []")
                $0.line("var left: [\(type)] = []")
                for variant in variants.variants {
                    $0.line("if \(SizeClassVariants.test(variant.condition)) {")
                    $0.indent { $0.line("entered += \(variant.property)") }
                    $0.line("} else {")
                    $0.indent { $0.line("left += \(variant.property)") }
                    $0.line("}")
                }
                $0.line("\(type).deactivate(left)")
                $0.line("\(type).activate(entered)")
            }
            $0.line("}")
        }
        writer.line("}")
    }
}
