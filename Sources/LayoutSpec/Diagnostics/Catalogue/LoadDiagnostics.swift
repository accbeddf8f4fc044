import LayoutRuntime

/// What the load stage reports: files it cannot read, YAML it cannot parse, and values that
/// are not what the spec language takes.
///
/// `what` names the value a message is about as the start of a sentence ("The size
/// 'portrait'", "'scene'"); `found` is what was written as a message names it: `'text'`,
/// `nothing`, `a list` or `a mapping`.
extension Diagnostic {
    // MARK: Files

    /// A file that cannot be opened; `reason` is the system's.
    package static func cannotOpenSpec(_ path: String, reason: String) -> Diagnostic {
        .error("Cannot open the spec '\(path)': \(reason).", at: nil)
    }

    /// A file that cannot be read to its end; `reason` is the system's.
    package static func cannotReadSpec(_ path: String, reason: String) -> Diagnostic {
        .error("Cannot read the spec '\(path)': \(reason).", at: nil)
    }

    /// A file over ``SpecLimits/fileBytes``.
    package static func specTooLarge(bytes: Int, at location: SourceLocation?) -> Diagnostic {
        overLimit(
            "The spec", is: "\(grouped(bytes)) bytes",
            limit: "\(grouped(SpecLimits.fileBytes)) bytes (1 MiB)",
            splitTheSpec, at: location)
    }

    /// A byte that is not UTF-8; `byte` in hexadecimal.
    package static func invalidUTF8(byte: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The spec is not valid UTF-8: byte 0x\(byte) does not belong here. Save the file as UTF-8.",
            at: location)
    }

    // MARK: YAML

    /// libyaml could not allocate its parser.
    package static func libyamlCannotStart() -> Diagnostic {
        .error("libyaml could not start: it ran out of memory.", at: nil)
    }

    /// libyaml ran out of memory while parsing.
    package static func libyamlOutOfMemory() -> Diagnostic {
        .error("libyaml ran out of memory reading the spec.", at: nil)
    }

    /// A control character; `code` as four or more hexadecimal digits.
    package static func controlCharacter(code: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The spec contains the control character U+\(code), which YAML does not allow. Remove it.",
            at: location)
    }

    /// libyaml's own error; `problem` and `context` are its words, such as "while parsing a
    /// block mapping", and the note goes where the context started.
    package static func malformedYAML(
        _ problem: String, at location: SourceLocation?, context: String? = nil,
        contextLocation: SourceLocation? = nil
    ) -> Diagnostic {
        let notes = context.map { context in
            let note =
                context.hasPrefix("while ")
                ? "This is where libyaml started \(context.dropFirst("while ".count))."
                : "Context: \(context)."
            return [Note(note, at: contextLocation)]
        }
        return .error("Malformed YAML: \(problem).", at: location, notes: notes ?? [])
    }

}

extension Diagnostic.Note {
    /// A VFL string that YAML read as a flow list or block text.
    package static func quoteVisualFormat(at location: SourceLocation?) -> Diagnostic.Note {
        Diagnostic.Note(
            "A constraint that starts with '[' or '|' must be quoted, such as '- \"[a]-[b]\"'.", at: location)
    }

    /// A key that a comma cut from the value before it in a flow mapping, as `see you there!`
    /// in `{text: Yes, see you there!}`; `key: joined` is the entry the user likely meant.
    package static func quoteValueWithComma(_ key: String, joined: String, at location: SourceLocation?)
        -> Diagnostic.Note
    {
        Diagnostic.Note(
            "A comma ends a value inside '{...}'; if the text goes on, quote it, such as "
                + "'\(key): \"\(joined)\"'.", at: location)
    }
}

extension Diagnostic {
    /// A file with no document, or only a null.
    package static func emptySpec(at location: SourceLocation?) -> Diagnostic {
        .error("The spec is empty. Start it with 'scene: TypeName' and a 'sizes:' mapping.", at: location)
    }

    /// A second `---` document.
    package static func severalDocuments(at location: SourceLocation?) -> Diagnostic {
        .error(
            "The spec holds more than one YAML document. Keep one document per file: remove this '---' and "
                + "what follows, or move it to a spec of its own.", at: location)
    }

    /// Collections nested deeper than ``SpecLimits/yamlDepth``.
    package static func nestedTooDeep(at location: SourceLocation?) -> Diagnostic {
        pastLimit(
            "The YAML nests deeper than", SpecLimits.yamlDepth, "levels", "Flatten the spec.", at: location)
    }

    /// A tag on a list or mapping; `tag` shortened as written.
    package static func unsupportedCollectionTag(_ tag: String, isMapping: Bool, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "Unsupported tag '\(tag)' on a \(isMapping ? "mapping" : "list"). Remove it; layoutgen reads "
                + "untagged YAML.", at: location)
    }

    /// A tag on a scalar that is none of YAML's core ones; `tag` shortened as written.
    package static func unsupportedTag(_ tag: String, at location: SourceLocation?) -> Diagnostic {
        .error("Unsupported tag '\(tag)'. Remove it; layoutgen reads untagged YAML.", at: location)
    }

    /// An alias before its anchor.
    package static func unknownAlias(_ name: String, at location: SourceLocation?) -> Diagnostic {
        .error("Unknown alias '*\(name)'. Define the anchor '&\(name)' before this alias.", at: location)
    }

    /// An alias inside the node its anchor names.
    package static func cyclicAlias(_ name: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The alias '*\(name)' is inside the node its anchor names. Aliases cannot form cycles.",
            at: location)
    }

    /// Aliases that expand past ``SpecLimits/aliasExpansion`` nodes.
    package static func aliasesTooLarge(at location: SourceLocation?) -> Diagnostic {
        pastLimit(
            "Aliases expand to more than", SpecLimits.aliasExpansion, "nodes",
            "Write the repeated parts out, or alias smaller parts.", at: location)
    }

    /// A mapping key that is a list or a mapping.
    package static func keyNotString(isMapping: Bool, at location: SourceLocation?) -> Diagnostic {
        .error(
            "A mapping key must be a string; this key is a \(isMapping ? "mapping" : "list").", at: location)
    }

    /// A `<<` merge key.
    package static func mergeKey(at location: SourceLocation?) -> Diagnostic {
        .error(
            "Merge keys ('<<') are not supported. Write the keys out, or alias the whole value.", at: location
        )
    }

    /// A key set twice in one mapping; the note is at the first.
    package static func duplicateKey(_ key: String, at location: SourceLocation?, first: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "Duplicate key '\(key)'. Keep one of them.", at: location,
            notes: [Note("'\(key)' is first set here.", at: first)])
    }

    /// A string over ``SpecLimits/stringLength`` scalars.
    package static func stringTooLong(length: Int, at location: SourceLocation?) -> Diagnostic {
        overLimit(
            "This string", is: "\(grouped(length)) characters long", limit: grouped(SpecLimits.stringLength),
            "Shorten it.", at: location)
    }

    // MARK: Shapes and keys

    /// Something other than a mapping; `example` is one that would do.
    package static func expectedMapping(
        _ what: String, example: String, found: String, at location: SourceLocation?
    ) -> Diagnostic {
        mustBe(what, "a mapping, such as '\(example)'", found: found, at: location)
    }

    /// Something other than a list; `example` is one that would do.
    package static func expectedList(
        _ what: String, example: String, found: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        mustBe(what, "a list, such as '\(example)'", found: found, at: location)
    }

    /// A collection or an empty value where a string belongs.
    package static func expectedString(_ what: String, found: String, at location: SourceLocation?)
        -> Diagnostic
    {
        mustBe(what, "a string", found: found, at: location)
    }

    /// A key the mapping does not take; `noun` says what keys it takes ("property", "axis").
    package static func unknownKey(_ key: Located<String>, noun: String, known: [String]) -> Diagnostic {
        unknown(noun, key.value, among: known, orElse: useOneOf(known), at: key.location)
    }

    /// A root that is not a mapping.
    package static func specNotMapping(found: String, at location: SourceLocation?) -> Diagnostic {
        mustBe("The spec", "a mapping with keys such as 'scene' and 'sizes'", found: found, at: location)
    }

    /// A spec without `scene`.
    package static func missingScene(at location: SourceLocation?) -> Diagnostic {
        .error("The spec has no 'scene'. Add 'scene: TypeName', the Swift type to generate.", at: location)
    }

    /// A spec without `sizes`.
    package static func missingSizes(at location: SourceLocation?) -> Diagnostic {
        .error(
            "The spec has no 'sizes'. Add at least one, such as 'sizes: {portrait: 390x844}'.", at: location)
    }

    /// An empty `sizes`; `example` is one that would do.
    package static func noSizes(example: String, at location: SourceLocation?) -> Diagnostic {
        .error("'sizes' needs at least one size, such as '\(example)'.", at: location)
    }

    /// A `frame` on an arranged subview, which its stack view places.
    package static func frameOfArrangedView(_ id: String, stackView: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "'\(id)' is an arranged subview of the stack view '\(stackView)', which places it, so its 'frame' "
                + "would have no effect. Remove 'frame' and 'translatesAutoresizingMaskIntoConstraints', or move "
                + "'\(id)' to 'subviews'.", at: location)
    }

    /// `size` or `safeArea` beside `device`, which gives both.
    package static func sizeKeyWithDevice(_ key: String, size: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "The size '\(size)' names a device, which gives its size, safe area and scale; remove '\(key)' "
                + "or 'device'.", at: location)
    }

    /// A key that gives one size or one device on a size that a set of devices declares.
    package static func sizeKeyWithDeviceSet(_ key: String, size: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "The size '\(size)' is a set of devices, each with its own size, safe area and scale; remove "
                + "'\(key)', or name the device in 'devices'.", at: location)
    }

    /// `devices:` that is neither `allPhones`, `allPads` nor a list of devices.
    package static func expectedDeviceList(_ what: String, written: String, at location: SourceLocation?)
        -> Diagnostic
    {
        mustBe(
            what, "allPhones, allPads or a list of devices, such as [iPhoneSE3, iPadAir5]",
            found: "'\(written)'", at: location)
    }

    /// A device name not in the table.
    package static func unknownDevice(_ name: Located<String>, among known: [String]) -> Diagnostic {
        unknown(
            "device", name.value, among: known,
            orElse: "docs/Devices.md lists the devices, such as 'iPhoneSE3' and 'iPhone16Pro'.",
            at: name.location)
    }

    /// A `scale:` other than 1, 2 or 3.
    package static func expectedScale(size: String, written: String, at location: SourceLocation?)
        -> Diagnostic
    {
        mustBe(
            "The scale of the size '\(size)'", "1, 2 or 3, the pixels per point of an iPhone or iPad screen",
            found: "'\(written)'", at: location)
    }

    /// A content size category that is not one of UIKit's twelve.
    package static func unknownContentSizeCategory(_ name: Located<String>) -> Diagnostic {
        unknown(
            "content size category", name.value, among: ContentSizeCategory.allCases.map(\.rawValue),
            then: "UIKit's twelve, smallest first: "
                + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ".",
            at: name.location)
    }

    /// `contentSizeCategories:` that is not `all`, a list or a range of categories.
    package static func expectedContentSizeCategories(
        size: String, found: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        mustBe(
            "The text sizes of the size '\(size)'",
            "all, a list of categories or a range such as large...accessibilityExtraExtraExtraLarge",
            found: found, at: location)
    }

    /// A range of categories whose first is larger than its last.
    package static func contentSizeCategoriesOutOfOrder(
        size: String, written: String, at location: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "The text sizes of the size '\(size)' go from a larger category to a smaller one in "
                + "'\(written)'; write the smaller first, such as 'large...accessibilityLarge'.", at: location
        )
    }

    /// Both `contentSizeCategory:` and `contentSizeCategories:` on one size.
    package static func contentSizeCategoryAndCategories(size: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "The size '\(size)' has both 'contentSizeCategory' and 'contentSizeCategories'; keep "
                + "'contentSizeCategory' for one text size, or list it in 'contentSizeCategories'.",
            at: location)
    }

    /// `orientation` without `device`.
    package static func orientationWithoutDevice(size: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The size '\(size)' has an 'orientation' but no 'device'; name a device, or write the size "
                + "turned (844x390).", at: location)
    }

    /// `keyboard: shown` where layoutgen knows no keyboard height: without a device, or on a
    /// device and orientation docs/Devices.md gives none for.
    package static func keyboardHeightUnknown(
        size: String, device: (name: String, orientation: String)?, at location: SourceLocation?
    ) -> Diagnostic {
        let whose = device.map { "an \($0.name) in \($0.orientation)" } ?? "a size without a device"
        return .error(
            "The size '\(size)' shows the keyboard, but layoutgen knows no keyboard height for \(whose) "
                + "(docs/Devices.md). Write the keyboard's height in points, such as 'keyboard: 336'.",
            at: location)
    }

    /// A `keyboard:` word other than `hidden` or `shown`.
    package static func expectedKeyboard(_ what: String, written: String, at location: SourceLocation?)
        -> Diagnostic
    {
        mustBe(what, "hidden, shown or its height in points", found: "'\(written)'", at: location)
    }

    /// A size mapping with neither `size` nor `device`.
    package static func sizeNeedsSizeOrDevice(size: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The size '\(size)' needs a 'size' such as '390x844' or a 'device' such as 'iPhone16'.",
            at: location)
    }

    /// A name that is not an identifier; `kind` says which name: "a valid size name", "a valid
    /// Swift type name for 'scene'".
    package static func invalidName(_ name: String, kind: String, at location: SourceLocation?) -> Diagnostic
    {
        .error(
            "'\(name)' is not \(kind). \(identifierRule)", at: location)
    }

    /// The way out for a name that is not an identifier.
    static let identifierRule = "Use letters, digits and '_', starting with a letter or '_'."

    // MARK: Constraints

    /// More than ``SpecLimits/constraintCount`` constraints.
    package static func tooManyConstraints(at location: SourceLocation?) -> Diagnostic {
        pastLimit(
            "The spec has more than", SpecLimits.constraintCount, "constraints", splitTheSpec, at: location)
    }

    /// A constraint name used twice; the note is at the first.
    package static func duplicateConstraintName(
        _ name: String, at location: SourceLocation?, first: SourceLocation?
    )
        -> Diagnostic
    {
        .error(
            "Duplicate constraint name '\(name)'. Names must be unique; rename one.", at: location,
            notes: [Note("'\(name)' is first used here.", at: first)])
    }

    /// A list where a constraint belongs, which is what unquoted VFL starting with `[` reads as.
    package static func constraintIsList(at location: SourceLocation?) -> Diagnostic {
        mustBe(
            "A constraint", "a string or a mapping", found: "a list",
            then: "Quote VFL that starts with '[' or '|', such as '- \"[a]-[b]\"'.", at: location)
    }

    /// A `when:` entry of `constraints:` without its list of constraints.
    package static func variantWithoutConstraints(at location: SourceLocation?) -> Diagnostic {
        .error(
            "A 'when:' entry needs 'constraints:', the constraints active at the sizes whose classes match, "
                + "such as '{when: {horizontalSizeClass: regular}, constraints: [\"list.width == 600\"]}'.",
            at: location)
    }

    /// A `when:` entry inside another's `constraints:`.
    package static func nestedVariant(at location: SourceLocation?) -> Diagnostic {
        .error(
            "A 'when:' entry cannot hold another. Write both classes in one, such as "
                + "'when: {horizontalSizeClass: regular, verticalSizeClass: regular}'.", at: location)
    }

    /// `when: {}`: a condition that names no class.
    package static func emptySizeClassCondition(at location: SourceLocation?) -> Diagnostic {
        .error(
            "'when' names no size class. Give 'horizontalSizeClass', 'verticalSizeClass' or both, each "
                + "compact or regular.", at: location)
    }

    /// A range whose smallest and largest sizes have other size classes, in a spec whose
    /// constraints vary with them.
    package static func rangeSpansSizeClasses(
        size: String, smallest: (dimensions: String, classes: String),
        largest: (dimensions: String, classes: String),
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "The range '\(size)' runs from \(smallest.classes) (\(smallest.dimensions)) to \(largest.classes) "
                + "(\(largest.dimensions)), but a range is proven with one set of size classes, its smallest size's, "
                + "and what 'when:' and 'vary:' set varies with them. Split it where the classes change (678 points "
                + "wide, 500 "
                + "high), or give it 'sizeClass:'.", at: location)
    }

    /// A `when:` whose classes no size of the spec has.
    package static func sizeClassNeverProven(_ condition: SizeClassCondition, at location: SourceLocation?)
        -> Diagnostic
    {
        .warning(
            "No size of the spec has the size classes 'when: {\(condition.description)}' names, so what varies "
                + "there is never proven, though the generated code applies it on such a device. Add a size of "
                + "those classes, such as \(condition.exampleDevices).", at: location)
    }

    /// An item of a view's `vary:` without its `when:` or without a property.
    package static func varyItemIncomplete(hasCondition: Bool, at location: SourceLocation?) -> Diagnostic {
        .error(
            "An item of 'vary' needs "
                + (hasCondition ? "a property to vary, " : "'when:', the size classes it applies in, ")
                + "such as '{when: {horizontalSizeClass: regular}, isHidden: false}'.", at: location)
    }

    /// A constraint mapping with both or neither of `constraint` and `vfl`.
    package static func constraintMappingText(hasBoth: Bool, at location: SourceLocation?) -> Diagnostic {
        .error(
            "A constraint mapping needs exactly one of 'constraint' or 'vfl'; this one has "
                + (hasBoth ? "both." : "neither."), at: location)
    }

    /// `options` on an equation.
    package static func optionsWithoutVFL(at location: SourceLocation?) -> Diagnostic {
        .error(
            "'options' applies only to 'vfl' constraints. Remove it, or write the constraint as 'vfl:'.",
            at: location)
    }

    /// A constraint text of white space only.
    package static func emptyConstraintText(_ what: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "\(what) is empty. Write an equation such as 'a.width == b.width', or VFL such as 'H:|[a]|'.",
            at: location)
    }

    // MARK: Expectations

    /// An `expect:` key that is not `id.property`.
    package static func invalidExpectationSubject(_ subject: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "'\(subject)' is not something to expect. Write 'id.property', such as 'greenView.frame'.",
            at: location)
    }

    /// An `expect:` value that is an empty list.
    package static func emptyExpectedList(_ what: String, at location: SourceLocation?) -> Diagnostic {
        .error("\(what) must list at least one number; found an empty list.", at: location)
    }

    /// An `expect:` value that is a mapping.
    package static func expectedValueIsMapping(_ what: String, at location: SourceLocation?) -> Diagnostic {
        mustBe(what, "a number, a list of numbers, or true or false", found: "a mapping", at: location)
    }

    // MARK: Numbers, booleans and sizes

    /// What a scalar must be: the kinds of value the loader reads from plain YAML scalars.
    package enum ScalarKind: String, Sendable {
        case number = "a number"
        case wholeNumber = "a whole number"
        case bool = "true or false"
    }

    /// Something that is not `kind`; `found` as a message names it.
    package static func expectedScalar(
        _ kind: ScalarKind, _ what: String, found: String, at location: SourceLocation?
    ) -> Diagnostic {
        mustBe(what, kind.rawValue, found: found, at: location)
    }

    /// A stack view's spacing that is a word other than `system`.
    package static func expectedStackSpacing(_ what: String, written: String, at location: SourceLocation?)
        -> Diagnostic
    {
        mustBe(what, "a number or system (UIKit's spacingUseSystem)", found: "'\(written)'", at: location)
    }

    /// `.inf`, `.nan` and their kin.
    package static func expectedFiniteNumber(_ what: String, written: String, at location: SourceLocation?)
        -> Diagnostic
    {
        mustBe(what, "a finite number", found: "'\(written)'", at: location)
    }

    /// A number whose exponent overflows a Double.
    package static func numberTooLarge(_ what: String, written: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error("\(what) must be a finite number; '\(written)' is too large for a Double.", at: location)
    }

    /// A number outside its range; `requirement` says the range ("between 0 and 100,000").
    package static func numberOutOfRange(
        _ what: String, requirement: String, written: String, at location: SourceLocation?
    ) -> Diagnostic {
        mustBe(what, requirement, found: "'\(written)'", at: location)
    }

    /// YAML 1.1's `yes`, `no`, `on` and `off`.
    package static func yaml11Bool(_ what: String, written: String, at location: SourceLocation?)
        -> Diagnostic
    {
        mustBe(
            what, "true or false", found: "'\(written)'",
            then: "layoutgen reads YAML 1.2, where '\(written)' is a string, not a boolean.", at: location)
    }

    /// Something that is not `WIDTHxHEIGHT`; `example` is one that would do.
    package static func expectedDimensions(
        _ what: String, example: String, found: String, at location: SourceLocation?
    ) -> Diagnostic {
        mustBe(what, "WIDTHxHEIGHT, such as '\(example)'", found: found, at: location)
    }

    /// A size in `sizes:` that is neither `WIDTHxHEIGHT` nor a range of sizes.
    package static func expectedSizeOrRange(_ what: String, found: String, at location: SourceLocation?)
        -> Diagnostic
    {
        mustBe(
            what,
            "WIDTHxHEIGHT, such as '390x844', where either side may be a range, such as '320...440x844'",
            found: found, at: location)
    }

    /// A `width:` or `height:` of a size that is neither a number nor a range.
    package static func expectedSizeSide(_ what: String, found: String, at location: SourceLocation?)
        -> Diagnostic
    {
        mustBe(what, "a number or a range such as '320...440'", found: found, at: location)
    }

    /// A range of sizes whose ends are not in increasing order.
    package static func sizeRangeOutOfOrder(_ what: String, written: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "\(what) has the range '\(written)', whose first end is not below its second; write it from "
                + "the smaller size to the larger, or write one number.", at: location)
    }

    /// A size mapping that gives `size:` and `width:`/`height:`, or only one of the latter.
    package static func sizeNeedsWidthAndHeight(size: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The size '\(size)' needs either 'size: 390x844' or both 'width:' and 'height:', not a mix.",
            at: location)
    }

    /// A size of a cell that gives a height (`390x844`, `size:`, `height:`), or a safe area or
    /// a keyboard, which a cell's content view does not see, or no width.
    package static func cellSizeGivesWidthAlone(size: String, at location: SourceLocation?) -> Diagnostic {
        let example = "'\(size): {width: 390}'"
        return .error(
            "The size '\(size)' of a cell gives its width alone: the cell's height comes from its content. "
                + "Write \(example), with 'scale:' if you like, or name a 'device:'.",
            at: location)
    }

    /// `expect:` for a set of devices, whose frames differ from device to device.
    package static func expectationAtDeviceSet(size: String, example: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "'\(size)' is a set of devices, whose frames differ from device to device; give 'expect:' one "
                + "device's size, such as '\(example)'.", at: location)
    }

    /// `expect:` for a size proven at several text sizes (`contentSizeCategories:`), with one of
    /// its sizes as an example.
    package static func expectationAtCategories(size: String, example: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "'\(size)' is proven at several text sizes, whose frames differ from category to category; "
                + "give 'expect:' one category's size, such as '\(example)'.", at: location)
    }

    /// `expect:` for a range of sizes, whose frames change within it.
    package static func expectationAtRange(size: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "'\(size)' is a range of sizes, where frames change with the size; give 'expect:' a size of "
                + "its own, such as 'narrow: 320x844'.", at: location)
    }

    /// A width or height outside its range; `requirement` says the range.
    package static func dimensionsOutOfRange(
        _ what: String, requirement: String, written: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error("\(what) must have a width and a height \(requirement); found '\(written)'.", at: location)
    }

    // MARK: Files that are not regular files

    /// A folder given where a spec file belongs.
    package static func specIsAFolder(_ path: String) -> Diagnostic {
        .error("'\(path)' is a folder, not a spec file. Give the path of a .yaml spec.", at: nil)
    }

    /// A stream, device or FIFO that goes on past ``SpecLimits/fileBytes``.
    package static func specStreamTooLarge(at location: SourceLocation?) -> Diagnostic {
        pastLimit(
            "The spec is larger than", SpecLimits.fileBytes, "bytes (1 MiB), the limit", splitTheSpec,
            at: location)
    }

    // MARK: Tagged scalars

    /// A scalar tagged `!!int` whose text is not a whole number.
    package static func intTagNotInteger(_ what: String, written: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "\(what) is tagged '!!int', but '\(written)' is not an integer. Write a whole number, or remove "
                + "the tag.", at: location)
    }

    // MARK: Views

    /// More than ``SpecLimits/viewCount`` views.
    package static func tooManyViews(at location: SourceLocation?) -> Diagnostic {
        pastLimit("The spec declares more than", SpecLimits.viewCount, "views", splitTheSpec, at: location)
    }

    /// A view nested deeper than ``SpecLimits/viewDepth``.
    package static func viewNestedTooDeep(_ id: String, depth: Int, at location: SourceLocation?)
        -> Diagnostic
    {
        overLimit(
            "'\(id)'", is: "nested \(depth) views deep", limit: "\(SpecLimits.viewDepth)",
            "Flatten the view tree.",
            at: location)
    }

    /// A view declared with the root's id.
    package static func rootViewRedeclared(at location: SourceLocation?) -> Diagnostic {
        .error("'view' is the root view's id and cannot be declared again. Choose another id.", at: location)
    }

    /// A view id declared a second time.
    package static func duplicateViewID(_ id: String, at location: SourceLocation?, first: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "Duplicate view id '\(id)'. Ids must be unique in the whole spec; rename one.", at: location,
            notes: [Note("'\(id)' is first declared here.", at: first)])
    }

    /// A property set on a view type that does not take it; `types` are those that do.
    package static func propertyNotForType(
        _ property: String, types: [String], id: String, type: String, at location: SourceLocation?
    ) -> Diagnostic {
        let article = "AEIOU".contains(type.prefix(1)) ? "an" : "a"
        return .error(
            "'\(property)' applies only to \(Wording.list(types, "and")), but '\(id)' is \(article) "
                + "\(type). Remove it, or change the view's 'type'.", at: location)
    }

    /// A `frame` or an `autoresizingMask` (the `property`) on a view that constraints place.
    package static func frameWithoutTranslates(
        _ id: String, property: String = "frame", at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "'\(property)' applies only with 'translatesAutoresizingMaskIntoConstraints: true'. "
                + "Add that, or remove '\(property)' and place '\(id)' with constraints.", at: location)
    }

    /// An autoresizing mask whose options share a change of the superview's size from the size
    /// it has when the view is added, where that size is not known (`reason`).
    package static func autoresizingWithoutSizedSuperview(
        _ id: String, options: [String], reason: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "'\(id)' keeps its frame with 'autoresizingMask: [\(options.joined(separator: ", "))]', which shares a "
                + "change of its superview's size from the size it has when '\(id)' is added, and that size is not "
                + "known: \(reason). Keep only 'flexibleRightMargin' and 'flexibleBottomMargin', which depend on no "
                + "size, or place '\(id)' with constraints.", at: location)
    }

    /// `translatesAutoresizingMaskIntoConstraints: true` without the frame it keeps.
    package static func translatesWithoutFrame(_ id: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "'\(id)' sets 'translatesAutoresizingMaskIntoConstraints: true' but has no 'frame'. "
                + "Add 'frame: [x, y, width, height]'.", at: location)
    }

    /// Per-axis priorities with neither axis.
    package static func axisPrioritiesEmpty(_ key: String, example: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error("'\(key)' needs 'horizontal', 'vertical' or both, such as '\(example)'.", at: location)
    }

    /// A `frame` that is not four numbers.
    package static func frameNeedsFourNumbers(found count: Int, at location: SourceLocation?) -> Diagnostic {
        .error("'frame' must hold four numbers, [x, y, width, height]; found \(count).", at: location)
    }

    /// A `font` without its size.
    package static func fontNeedsSize(at location: SourceLocation?) -> Diagnostic {
        .error("'font' needs a 'size', such as 'font: {size: 17}'.", at: location)
    }

    private static func grouped(_ value: Int) -> String { Wording.grouped(value) }

    // MARK: Sentences the factories share

    /// "`what` must be `kind`; found `found`.", then `wayOut`: every value of the wrong kind.
    private static func mustBe(
        _ what: String, _ kind: String, found: String, then wayOut: String? = nil,
        at location: SourceLocation?
    ) -> Diagnostic {
        .error(Wording.sentences("\(what) must be \(kind); found \(found).", wayOut), at: location)
    }

    /// A quoted scalar where `kind` belongs.
    package static func quotedScalar(
        _ kind: ScalarKind, _ what: String, written: String, at location: SourceLocation?
    ) -> Diagnostic {
        mustBe(
            what, kind.rawValue, found: "the string '\(written)'", then: "Remove the quotes.", at: location)
    }

    /// A scalar tagged other than as `kind`.
    package static func taggedScalar(
        _ kind: ScalarKind, _ what: String, written: String, tag: String, at location: SourceLocation?
    ) -> Diagnostic {
        mustBe(what, kind.rawValue, found: "'\(written)' tagged '!!\(tag)'", at: location)
    }

    /// "`subject` is `amount`; the limit is `limit`.", then `wayOut`: a measured size past one
    /// of ``SpecLimits``.
    private static func overLimit(
        _ subject: String, is amount: String, limit: String, _ wayOut: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error("\(subject) is \(amount); the limit is \(limit). \(wayOut)", at: location)
    }

    /// "`start` `limit` `unit`.", then `wayOut`: a spec that went past one of ``SpecLimits``,
    /// `start` saying how ("The spec has more than").
    private static func pastLimit(
        _ start: String, _ limit: Int, _ unit: String, _ wayOut: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error("\(start) \(grouped(limit)) \(unit). \(wayOut)", at: location)
    }

    /// The way out for a spec past a limit on its whole size.
    private static let splitTheSpec = "Split it into smaller specs."
}
