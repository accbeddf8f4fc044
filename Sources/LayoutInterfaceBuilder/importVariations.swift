import LayoutRuntime
import LayoutSpec

/// Interface Builder's "Vary for Traits" for installed constraints: a view's
/// `<variation key="default"><mask key="constraints"><exclude reference="ID"/>` uninstalls a
/// constraint for Any × Any, and `<variation key="heightClass=regular-widthClass=compact">` with
/// `<include reference="ID"/>` installs it for those classes; the constraint then belongs to a
/// `when:` entry of each class that includes it, or, included nowhere, is a placeholder (built,
/// never active). Any other variation (a constant, a font, a view's installation, a class that
/// excludes) is refused.
struct ConstraintInstallation {
    /// The constraints `default` uninstalls, by Interface Builder id.
    var excludedByDefault: Set<String> = []
    /// The classes each constraint is installed for, by Interface Builder id, with the variation's place.
    var includedIn: [String: [Located<SizeClassCondition>]] = [:]

    /// The entries a constraint of Interface Builder id `id` becomes: itself, or one per class
    /// that installs it, or itself as a placeholder.
    func entries(for entry: ConstraintEntry, id: String?) -> [ConstraintEntry] {
        guard let id, excludedByDefault.contains(id) else { return [entry] }
        let conditions = includedIn[id] ?? []
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
                    masks.count == variation.children.count, masks.allSatisfy({ $0["key"] == "constraints" }),
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
                        switch (item.name, parsed) {
                        case ("exclude", nil): installation.excludedByDefault.insert(reference)
                        case ("include", let condition?):
                            installation.includedIn[reference, default: []].append(
                                Located(condition, at: variation.location))
                        default:
                            refuse(
                                "a size-class variation that \(item.name)s a constraint (<variation key=\"\(key)\">)",
                                "layoutgen imports constraints that 'default' uninstalls and some size classes "
                                    + "install; uninstall this one in 'default' and install it for the classes it "
                                    + "holds in.", at: item)
                        }
                    }
                }
            }
        }
        return installation
    }
}
