import LayoutRuntime
import LayoutSpec

/// Interface Builder's "Vary for Traits" for installed constraints and views: a view's
/// `<variation key="default"><mask key="constraints"><exclude reference="ID"/>` uninstalls a
/// constraint for Any × Any, and `<variation key="heightClass=regular-widthClass=compact">` with
/// `<include reference="ID"/>` installs it for those classes; the constraint then belongs to a
/// `when:` entry of each class that includes it, or, included nowhere, is a placeholder (built,
/// never active). `<mask key="subviews">` does the same for a subview, which takes the one
/// class that installs it as its own `when:`; a subview that one class of one axis excludes
/// (`heightClass=compact`) is installed in the other class of that axis. Any other variation (a
/// constant, a font, a class that excludes a constraint, a view installed in several classes) is
/// refused.
struct ConstraintInstallation {
    /// What the variations of one mask say of the items it names (constraints or subviews), by
    /// Interface Builder id: those `default` uninstalls, the classes that install each, and the
    /// classes that uninstall each.
    struct Mask {
        var excludedByDefault: Set<String> = []
        var includedIn: [String: [Located<SizeClassCondition>]] = [:]
        var excludedIn: [String: [Located<SizeClassCondition>]] = [:]

        mutating func read(
            _ kind: String, _ reference: String, in condition: SizeClassCondition?,
            at location: SourceLocation
        ) {
            switch (kind, condition) {
            case ("exclude", nil): excludedByDefault.insert(reference)
            case ("include", let condition?):
                includedIn[reference, default: []].append(Located(condition, at: location))
            case ("exclude", let condition?):
                excludedIn[reference, default: []].append(Located(condition, at: location))
            default: break  // `default` installing an item: as it is without a variation.
            }
        }

        /// The classes the item `id` is installed in: `[nil]` (always) when no variation
        /// uninstalls it, `[]` when it never is, one condition per class that installs it after
        /// `default` uninstalled it, or, uninstalled by one class of one axis, the other class of
        /// that axis; nil when its variations say more than that.
        func conditions(of id: String) -> [Located<SizeClassCondition>?]? {
            let included = includedIn[id] ?? []
            let excluded = excludedIn[id] ?? []
            if excludedByDefault.contains(id) { return excluded.isEmpty ? included : nil }
            // Installed by `default`, a class that installs it again changes nothing.
            guard let exclusion = excluded.first else { return [nil] }
            let other: (UserInterfaceSizeClass) -> UserInterfaceSizeClass = {
                $0 == .compact ? .regular : .compact
            }
            switch (excluded.count, exclusion.value.horizontal, exclusion.value.vertical) {
            case (1, let horizontal?, nil):
                return [Located(SizeClassCondition(horizontal: other(horizontal)), at: exclusion.location)]
            case (1, nil, let vertical?):
                return [Located(SizeClassCondition(vertical: other(vertical)), at: exclusion.location)]
            default:
                return nil
            }
        }
    }

    var constraints = Mask()
    var subviews = Mask()

    /// The one condition a subview of Interface Builder id `id` is installed in; `.some(nil)`
    /// when always; nil when its variations say what one `when:` cannot.
    func viewCondition(_ id: String) -> Located<SizeClassCondition>?? {
        guard let conditions = subviews.conditions(of: id), conditions.count == 1 else { return nil }
        return .some(conditions[0])
    }

    /// The entries a constraint of Interface Builder id `id` becomes: itself, or one per class
    /// that installs it, or itself as a placeholder; nil when its variations say what `when:`
    /// entries cannot.
    func entries(for entry: ConstraintEntry, id: String?) -> [ConstraintEntry]? {
        guard let id else { return [entry] }
        guard let conditions = constraints.conditions(of: id) else { return nil }
        guard !conditions.isEmpty else {
            var placeholder = entry
            placeholder.placeholder = Located(true, at: entry.location)
            return [placeholder]
        }
        return conditions.map { condition in
            var variant = entry
            variant.condition = condition
            return variant
        }
    }

    /// `heightClass=regular-widthClass=compact` as a condition; nil for `default` or a key it
    /// cannot read.
    static func condition(_ key: String) -> SizeClassCondition?? {
        if key == "default" { return .some(nil) }
        var condition = SizeClassCondition()
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = UserInterfaceSizeClass(rawValue: String(pair[1])) else {
                return nil
            }
            switch pair[0] {
            case "widthClass": condition.horizontal = value
            case "heightClass": condition.vertical = value
            default: return nil
            }
        }
        return .some(condition)
    }
}

extension SceneImporter {
    /// Reads every `<variation>` under `root` into what it installs, refusing what layoutgen
    /// does not import.
    mutating func readVariations(under root: IBElement) -> ConstraintInstallation {
        var installation = ConstraintInstallation()
        for holder in [root] + root.descendants() {
            for variation in holder.children(named: "variation") {
                let key = variation["key"] ?? ""
                let masks = variation.children(named: "mask")
                guard holder.name != "constraint", variation.attributes.keys.sorted() == ["key"],
                    masks.count == variation.children.count,
                    masks.allSatisfy({ $0["key"] == "constraints" || $0["key"] == "subviews" }),
                    let parsed = ConstraintInstallation.condition(key)
                else {
                    refuse(
                        "a size-class variation (<variation key=\"\(key)\">)",
                        "layoutgen imports the variations that install constraints for some size classes; "
                            + "remove this one, or import a copy of the document without it.", at: variation)
                    continue
                }
                for mask in masks {
                    for item in mask.children {
                        guard let reference = item["reference"] else { continue }
                        if mask["key"] == "subviews" {
                            installation.subviews.read(
                                item.name, reference, in: parsed, at: variation.location)
                        } else {
                            installation.constraints.read(
                                item.name, reference, in: parsed, at: variation.location)
                        }
                    }
                }
            }
        }
        return installation
    }
}
