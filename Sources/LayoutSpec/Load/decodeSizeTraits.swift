import LayoutRuntime

/// What a size entry says of its text, the display's scale and the user's text sizes, and of
/// its size classes.
struct SizeTraits {
    /// `scale:`; nil when not written (a device gives its own).
    var scale: Double?
    /// `contentSizeCategory:`, `large` when not written.
    var category = ContentSizeCategory.large
    /// `contentSizeCategories:`, the text sizes the entry is proven at, one size each, smallest
    /// first; nil for one text size.
    var categories: [ContentSizeCategory]?
    /// `sizeClass: {horizontal: regular, vertical: compact}`: the classes it overrides, either
    /// or both; nil when not written.
    var horizontalSizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?

    /// `sizes`, one entry's, at this scale (when written), category and size classes; with
    /// ``categories``, each once per category, named as the entry's members
    /// (`row.accessibilityLarge`, `phones.iPhone16.accessibilityLarge`).
    func applied(to sizes: [SizeSpec], entry: String) -> [SizeSpec] {
        let sizes = sizes.map { size in
            var size = size
            if let scale { size.displayScale = scale }
            size.contentSizeCategory = category
            if let horizontalSizeClass { size.sizeClasses.horizontal = horizontalSizeClass }
            if let verticalSizeClass { size.sizeClasses.vertical = verticalSizeClass }
            return size
        }
        guard let categories else { return sizes }
        return sizes.flatMap { size in
            categories.map { category in
                var member = size.member ?? SizeMember(entry: entry)
                member.contentSizeCategory = category
                var copy = size
                copy.member = member
                copy.name = member.sizeName
                copy.contentSizeCategory = category
                return copy
            }
        }
    }
}

/// Reading `scale:`, `contentSizeCategory:`, `contentSizeCategories:` and `sizeClass:`.
extension SpecDecoder {
    /// The traits a size entry's `parts` give; nil after reporting.
    /// - Parameter readsScale: Whether to read `scale:`: not on an entry whose devices give
    ///   their own, which reports it.
    mutating func sizeTraits(_ parts: [String: Pair], size: String, readsScale: Bool = true) -> SizeTraits? {
        var traits = SizeTraits()
        var valid = true
        if let pair = parts["scale"], readsScale {
            if let scale = number(pair.value, "The scale of the size '\(size)'", in: .positive) {
                if [1, 2, 3].contains(scale.value) {
                    traits.scale = scale.value
                } else {
                    diagnostics.emit(
                        .expectedScale(size: size, written: formatNumber(scale.value), at: scale.location))
                    valid = false
                }
            } else {
                valid = false
            }
        }
        if let one = parts["contentSizeCategory"], parts["contentSizeCategories"] != nil {
            diagnostics.emit(.contentSizeCategoryAndCategories(size: size, at: one.key.location))
            return nil
        }
        if let pair = parts["contentSizeCategory"] {
            guard let name = string(pair.value, "'contentSizeCategory'"), let category = category(name) else {
                return nil
            }
            traits.category = category
        }
        if let pair = parts["contentSizeCategories"] {
            guard let categories = categories(pair.value, size: size) else { return nil }
            traits.categories = categories
        }
        if let pair = parts["sizeClass"], !readSizeClasses(pair.value, into: &traits) {
            valid = false
        }
        return valid ? traits : nil
    }

    /// `{horizontal: compact | regular, vertical: compact | regular}`, either or both, into
    /// `traits`; false after reporting.
    private mutating func readSizeClasses(_ node: NodeID, into traits: inout SizeTraits) -> Bool {
        let example = "{horizontal: regular, vertical: regular}"
        guard
            let classes = sizeClassPair(
                node, "'sizeClass'", keys: ("horizontal", "vertical"), example: example)
        else { return false }
        (traits.horizontalSizeClass, traits.verticalSizeClass) = classes
        return true
    }

    /// A mapping of a horizontal and a vertical size class, under `keys`, either or both, each
    /// `compact` or `regular`: `sizeClass:` on a size, `when:` in `constraints:`. Nil after
    /// reporting.
    mutating func sizeClassPair(
        _ node: NodeID, _ what: String, keys: (horizontal: String, vertical: String), example: String
    ) -> (horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?)? {
        guard let pairs = mapping(node, what, example: example) else { return nil }
        var classes: (horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) = (nil, nil)
        var valid = true
        for pair in pairs {
            let key = pair.key.value
            let value = choice(pair.value, "'\(key)'", UserInterfaceSizeClass.allCases)?.value
            switch key {
            case keys.horizontal: classes.horizontal = value
            case keys.vertical: classes.vertical = value
            default: unknownKey(pair.key, noun: "\(what) key", known: [keys.horizontal, keys.vertical])
            }
            valid = valid && value != nil && [keys.horizontal, keys.vertical].contains(key)
        }
        return valid ? classes : nil
    }

    /// The category `name` names; nil after reporting an unknown one with the twelve.
    private mutating func category(_ name: Located<String>) -> ContentSizeCategory? {
        guard let category = ContentSizeCategory(rawValue: name.value) else {
            diagnostics.emit(.unknownContentSizeCategory(name))
            return nil
        }
        return category
    }

    /// `all`, a range `FIRST...LAST`, or a list of categories, smallest first and each once.
    private mutating func categories(_ node: NodeID, size: String) -> [ContentSizeCategory]? {
        let all = ContentSizeCategory.allCases
        if case .scalar(let scalar) = document[node].content, !scalar.isEmptyPlain, scalar.style == .plain {
            if scalar.text == "all" { return all }
            guard let dots = scalar.text.firstRange(of: "...") else {
                diagnostics.emit(
                    .expectedContentSizeCategories(
                        size: size, found: "'\(scalar.text)'", at: scalar.textLocation))
                return nil
            }
            let text = scalar.text
            let lower = Located(String(text[..<dots.lowerBound]), at: scalar.textLocation)
            let upper = Located(
                String(text[dots.upperBound...]),
                at: scalar.textLocation.advanced(
                    by: text.distance(from: text.startIndex, to: dots.upperBound)))
            guard let first = category(lower), let last = category(upper) else { return nil }
            guard first <= last else {
                diagnostics.emit(
                    .contentSizeCategoriesOutOfOrder(size: size, written: text, at: scalar.textLocation))
                return nil
            }
            return all.filter { (first...last).contains($0) }
        }
        guard case .sequence(let items) = document[node].content, !items.isEmpty else {
            if !isInvalid(node) {
                var found = describe(node)
                if case .sequence = document[node].content { found = "an empty list" }
                diagnostics.emit(
                    .expectedContentSizeCategories(size: size, found: found, at: location(of: node)))
            }
            return nil
        }
        var listed: Set<ContentSizeCategory> = []
        for item in items {
            guard let name = string(item, "A category of the size '\(size)'"), let category = category(name)
            else { return nil }
            listed.insert(category)
        }
        return all.filter(listed.contains)
    }
}
