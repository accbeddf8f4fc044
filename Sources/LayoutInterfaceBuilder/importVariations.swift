import LayoutRuntime
import LayoutSpec

/// Interface Builder's "Vary for Traits": the `<variation key="...">` elements of a scene, by
/// what they vary. A view's `<variation key="default"><mask key="constraints"><exclude
/// reference="ID"/>` uninstalls a constraint for Any × Any, and `<variation
/// key="heightClass=regular-widthClass=compact">` with `<include reference="ID"/>` installs it
/// for those classes; `<mask key="subviews">` does the same for a subview. A constraint's own
/// `<variation key="..." constant="180"/>` gives it another constant, and a label's or a
/// button's `<variation>` holding a `<fontDescription key="fontDescription">` another font.
///
/// Each is resolved in each of the four combinations of classes (``TraitValues``): the
/// variation whose key names the most of the combination's classes holds there. Any other
/// variation (another attribute, another element) is refused where it is written.
struct SizeClassVariations {
    /// Whether each constraint and subview, by Interface Builder id, is installed.
    var installed: [String: TraitValues<Bool>] = [:]
    /// The constant of each constraint that varies it; the base, nil, is the one it is written with.
    var constants: [String: TraitValues<Double?>] = [:]
    /// The font of each view that varies it, by the view's Interface Builder id.
    var fonts: [String: TraitValues<FontDescription>] = [:]

    /// A `<fontDescription>`, or none, equal to another that says the same.
    struct FontDescription: Equatable {
        var element: IBElement?

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.element?.attributes == rhs.element?.attributes
        }
    }

    /// The combinations a view or a constraint of Interface Builder id `id` is installed in.
    func installedCells(_ id: String) -> Result<SizeClassCells, TraitValues<Bool>.Conflict> {
        (installed[id] ?? TraitValues(base: true)).resolved().map { values in
            SizeClassCells(
                SizeClassCells.combinations.indices.filter { values[$0] }.map {
                    SizeClassCells(SizeClassCells.combinations[$0])
                })
        }
    }

    /// `heightClass=regular-widthClass=compact` as a condition; `.some(nil)` for `default`,
    /// nil for a key it cannot read.
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

    /// The views whose `<fontDescription key="fontDescription">` is their font.
    static let fontHolders: Set<String> = ["label", "button", "textField", "textView"]
}

extension SceneImporter {
    /// Reads every `<variation>` under `root`, refusing what layoutgen does not import.
    mutating func readVariations(under root: IBElement) -> SizeClassVariations {
        var variations = SizeClassVariations()
        for holder in [root] + Self.sceneElements(under: root) {
            for variation in holder.children(named: "variation") {
                let key = variation["key"] ?? ""
                guard let parsed = SizeClassVariations.condition(key),
                    read(variation, of: holder, in: parsed, into: &variations)
                else {
                    refuse(
                        "a size-class variation (<variation key=\"\(key)\">)",
                        "layoutgen imports the variations that install constraints and views, and those of a "
                            + "constraint's constant and of a font; remove this one, or import a copy of the "
                            + "document without it.", at: variation)
                    continue
                }
            }
        }
        return variations
    }

    /// The elements under `root` that belong to its scene: not what the cells, headers and
    /// footers of a table or collection view hold, which are scenes of their own.
    private static func sceneElements(under root: IBElement) -> [IBElement] {
        root.children.filter { !isContainedScene($0) }.flatMap { [$0] + sceneElements(under: $0) }
    }

    /// Reads one variation of `holder` into `variations`; false when it varies something else.
    private mutating func read(
        _ variation: IBElement, of holder: IBElement, in condition: SizeClassCondition?,
        into variations: inout SizeClassVariations
    ) -> Bool {
        let key = variation["key"] ?? ""
        if holder.name == "constraint" {
            guard let id = holder["id"], variation.attributes.keys.sorted() == ["constant", "key"],
                variation.children.isEmpty, let text = variation["constant"]
            else { return false }
            guard let constant = Double(text), constant.isFinite else {
                diagnostics.emit(
                    .interfaceBuilderBadValue(
                        "constant", value: text, expected: "a number", at: variation.location))
                return true
            }
            // The constraint's own constant, written again, is the constraint as it is.
            let own = constant == Double(holder["constant"] ?? "0")
            variations.constants[id, default: TraitValues(base: nil)].variations.append(
                .init(key: key, condition: condition, value: own ? nil : constant))
            return true
        }
        let fonts = variation.children.filter {
            $0.name == "fontDescription" && $0["key"] == "fontDescription"
        }
        let masks = variation.children.filter {
            $0.name == "mask" && ($0["key"] == "constraints" || $0["key"] == "subviews")
        }
        guard variation.attributes.keys.sorted() == ["key"],
            fonts.count + masks.count == variation.children.count,
            fonts.count <= 1, fonts.isEmpty || SizeClassVariations.fontHolders.contains(holder.name),
            holder.child("buttonConfiguration", key: "configuration") == nil || fonts.isEmpty
        else { return false }
        if let font = fonts.first, let id = holder["id"] {
            let base = SizeClassVariations.FontDescription(
                element: holder.child("fontDescription", key: "fontDescription"))
            variations.fonts[id, default: TraitValues(base: base)].variations.append(
                .init(key: key, condition: condition, value: .init(element: font)))
        }
        for mask in masks {
            for item in mask.children where item.name == "include" || item.name == "exclude" {
                guard let reference = item["reference"] else { continue }
                variations.installed[reference, default: TraitValues(base: true)].variations.append(
                    .init(key: key, condition: condition, value: item.name == "include"))
            }
        }
        return true
    }

    /// Refuses `element` for two variations that disagree in one combination of classes.
    mutating func refuse<Value>(_ conflict: TraitValues<Value>.Conflict, at element: IBElement) {
        refuse(
            "size-class variations that disagree at \(conflict.classes.phrase) (<variation key=\"\(conflict.keys.0)\"> "
                + "and <variation key=\"\(conflict.keys.1)\">)",
            "Interface Builder takes the variation whose key names the most of a size's classes, and these name "
                + "as many; vary the element for both classes, or import a copy of the document without one of them.",
            at: element)
    }

    /// The entries a constraint becomes: itself where it is installed in every combination of
    /// classes with one constant; else, for each constant, one entry per condition of the
    /// disjoint cover of the combinations it is installed in with that constant
    /// (``SizeClassCells/cover``); itself as a placeholder where it is installed in none. Nil
    /// after refusing variations that disagree.
    mutating func constraintVariants(
        of entry: ConstraintEntry, element: IBElement, holder: String, variations: SizeClassVariations
    ) -> [ConstraintEntry]? {
        guard let id = element["id"] else { return [entry] }
        let constants = (variations.constants[id] ?? TraitValues(base: nil)).resolved()
        let installed = variations.installedCells(id)
        switch (installed, constants) {
        case (.failure(let conflict), _):
            refuse(conflict, at: element)
            return nil
        case (_, .failure(let conflict)):
            refuse(conflict, at: element)
            return nil
        case (.success(let cells), .success(let values)):
            guard !cells.isEmpty else {
                var placeholder = entry
                placeholder.placeholder = Located(true, at: entry.location)
                return [placeholder]
            }
            var entries: [ConstraintEntry] = []
            for group in TraitValues.groups(values) {
                let text =
                    group.value == nil
                    ? entry : constraintEntry(element, holder: holder, constant: group.value)
                guard let text else { continue }
                for condition in group.cells.intersection(cells).cover {
                    var variant = text
                    variant.condition = condition.map { Located($0, at: element.location) }
                    entries.append(variant)
                }
            }
            return entries
        }
    }

    /// The one condition the view `element` is installed in, nil when always; a view installed
    /// in combinations of classes that no one condition matches is refused.
    mutating func viewCondition(of element: IBElement, variations: SizeClassVariations)
        -> Located<SizeClassCondition>?
    {
        let id = element["id"] ?? ""
        switch variations.installedCells(id) {
        case .failure(let conflict): refuse(conflict, at: element)
        case .success(let cells) where cells.cover.count == 1:
            return cells.cover[0].map { Located($0, at: element.location) }
        case .success(let cells) where cells.isEmpty:
            refuse(
                "a view installed in no size class (<\(element.name) id=\"\(id)\">)",
                "'default' uninstalls it and no variation installs it again, so UIKit never adds it; delete it, or "
                    + "install it for the classes that show it.", at: element)
        case .success:
            refuse(
                "a view installed in size classes that no one 'when:' names (<\(element.name) id=\"\(id)\">)",
                "A view's 'when:' names one class, or one of each axis; install it in those, or import a copy of "
                    + "the document without the variation.", at: element)
        }
        return nil
    }

    /// Gives `view` the `vary:` items of its font: for each font other than its own that its
    /// variations give it, one item per condition of the disjoint cover of the combinations
    /// that take it (a font every combination takes is its own), the font read as its own is.
    /// Variations that disagree refuse the view.
    mutating func addFontVariants(
        to view: inout ViewSpec, of element: IBElement, variations: SizeClassVariations
    ) {
        guard let id = element["id"], let fonts = variations.fonts[id] else { return }
        let values: [SizeClassVariations.FontDescription]
        switch fonts.resolved() {
        case .failure(let conflict):
            refuse(conflict, at: element)
            return
        case .success(let resolved): values = resolved
        }
        for group in TraitValues.groups(values) where group.value != fonts.base {
            guard let description = group.value.element else { continue }
            var reader = PropertyReader(element: element, context: context)
            let font = reader.font(description)
            report(reader)
            guard let font else { continue }
            for condition in group.cells.cover {
                if let condition {
                    view.variants.append(
                        ViewSpec.PropertyVariant(
                            condition: Located(condition, at: description.location), properties: [font]))
                } else {
                    view.properties.removeAll { $0.name == "font" }
                    view.properties.append(font)
                }
            }
        }
    }
}
