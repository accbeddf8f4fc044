import LayoutRuntime
import LayoutSpec

/// Reads a view element's attributes and children into the spec's view properties, each
/// located at the element that writes it.
struct PropertyReader {
    let element: IBElement
    let context: DocumentContext
    private(set) var assignments: [PropertyAssignment] = []
    private(set) var diagnostics = Diagnostics()
    /// A font imported as the system font of its size, by the name a scene reports it under
    /// once (the font's name, or `italicSystem`), and the warning that says so.
    private(set) var fontStandIn: (key: String, warning: Diagnostic)?

    init(element: IBElement, context: DocumentContext) {
        self.element = element
        self.context = context
    }

    mutating func set(_ name: String, _ value: PropertyValue, at location: SourceLocation? = nil) {
        assignments.append(
            PropertyAssignment(name: name, value: Located(value, at: location ?? element.location)))
    }

    /// Whether the element is a cell or its content view, the root of a cell's scene, which the
    /// cell model sizes and margins itself (docs/InterfaceBuilder.md, "Cells"): Xcode writes
    /// `insetsLayoutMarginsFromSafeArea="NO"` on every one. Read on the root view alone: a
    /// visual effect view's content view has the key `contentView` too.
    private var isCellOrItsContentView: Bool {
        element.name.hasSuffix("CellContentView") || element.name.hasSuffix("Cell")
            || element["key"] == "contentView"
    }

    /// A number attribute, reporting one that is not a number.
    mutating func number(_ attribute: String, of source: IBElement? = nil) -> Double? {
        let source = source ?? element
        guard let text = source[attribute] else { return nil }
        guard let value = Double(text), value.isFinite else {
            diagnostics.emit(
                .interfaceBuilderBadValue(attribute, value: text, expected: "a number", at: source.location))
            return nil
        }
        return value
    }

    /// The root view stands for a view controller's: the spec gives it UIKit's margins, measured
    /// from its safe area, and its size's direction, so margins and a forced direction set on it
    /// in the document are refused, and margins not measured from the safe area are warned of.
    mutating func refuseRootSettings() {
        let moveContent = "move the content into a subview that sets it"
        for key in ["layoutMargins", "directionalLayoutMargins"] {
            if let insets = element.children.first(where: { $0["key"] == key }) {
                diagnostics.emit(
                    .interfaceBuilderNotSupported(
                        "'\(key)' on the root view",
                        reason: "A spec's root view has UIKit's margins; \(moveContent).", at: insets.location
                    ))
            }
        }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO", !isCellOrItsContentView {
            diagnostics.emit(.interfaceBuilderRootMarginsFromSafeArea(at: element.location))
        }
        // A cell's content view reads in its size's direction as well; Xcode writes no forced
        // direction on it unless the designer sets one.
        if let semantic = element["semanticContentAttribute"], semantic.hasPrefix("force") {
            diagnostics.emit(
                .interfaceBuilderNotSupported(
                    "'semanticContentAttribute' \(semantic) on the root view",
                    reason:
                        "A spec's root view reads in its size's direction; give the sizes 'layoutDirection', or "
                        + "\(moveContent).", at: element.location))
        }
    }

    /// A view that keeps its frame: the `<rect key="frame">` Interface Builder recorded, in its
    /// superview's coordinates at the document's size, and its `<autoresizingMask>`, whose
    /// attributes are UIView.AutoresizingMask's options under AppKit's names. A view with no
    /// such element has none, UIView's default (the runtime's too, so nothing is written).
    ///
    /// The runtime keeps the frame against the superview's size when the view is added to it,
    /// which the generated code gives a root or a view placed by its frame, as the document does.
    /// A superview that constraints place has no size yet then (nor in UIKit, in code), so in
    /// one only the options that do not depend on that size are written
    /// (``View/AutoresizingMask/sizeIndependent``), and the frame is fixed on an axis where others are set.
    mutating func readFramePlacement(inSizedSuperview sized: Bool) {
        set("translatesAutoresizingMaskIntoConstraints", .bool(true))
        set("frame", .frame(frameRect(of: element) ?? .zero))
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return }
        var options = View.AutoresizingMask(
            names: Self.autoresizingOptions.filter { mask.isYes($0.attribute) }.map(\.option))
        if !sized { options = options.sizeIndependent }
        if !options.isEmpty { set("autoresizingMask", .strings(options.names)) }
    }

    /// A visual effect view's content view, which UIKit keeps filling the effect view whatever
    /// the document records: its width and height flexible, against the recorded frame in a
    /// superview of the document's size, or against zero in one that constraints place (which
    /// has no size yet when its content view is added), so that it fills it either way.
    mutating func readFillingPlacement(inSizedSuperview sized: Bool) {
        set("translatesAutoresizingMaskIntoConstraints", .bool(true))
        set("frame", .frame(sized ? frameRect(of: element) ?? .zero : .zero))
        set("autoresizingMask", .strings(View.AutoresizingMask([.flexibleWidth, .flexibleHeight]).names))
    }

    /// Interface Builder's attribute for each option of an autoresizing mask, in UIKit's order.
    static let autoresizingOptions: [(attribute: String, option: String)] = [
        ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"),
        ("flexibleMaxX", "flexibleRightMargin"), ("flexibleMinY", "flexibleTopMargin"),
        ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
    ]

    /// What every view may set: hidden, priorities, margins, direction, color.
    mutating func readCommon() {
        if element.isYes("hidden") { set("isHidden", .bool(true)) }
        if let hugging = priorities("HuggingPriority") { set("hugging", .axisPriorities(hugging)) }
        if let resistance = priorities("CompressionResistancePriority") {
            set("compressionResistance", .axisPriorities(resistance))
        }
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            let sides = ["top", "left", "bottom", "right"].map { number($0, of: insets) ?? 0 }
            set(
                "layoutMargins",
                .edgeInsets(EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])),
                at: insets.location)
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            let sides = ["top", "leading", "bottom", "trailing"].map { number($0, of: insets) ?? 0 }
            set(
                "directionalLayoutMargins",
                .directionalEdgeInsets(
                    DirectionalEdgeInsets(
                        top: sides[0], leading: sides[1], bottom: sides[2], trailing: sides[3])),
                at: insets.location)
        }
        if element.isYes("preservesSuperviewLayoutMargins") {
            set("preservesSuperviewLayoutMargins", .bool(true))
        }
        // A visual effect view's content view, which Xcode writes with the key `contentView`
        // as a cell's, has it too; a cell's own is the root's (refuseRootSettings()).
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" {
            set("insetsLayoutMarginsFromSafeArea", .bool(false))
        }
        if let semantic = element["semanticContentAttribute"],
            SemanticContentAttribute(rawValue: semantic) != nil, semantic != "unspecified"
        {
            set("semanticContentAttribute", .string(semantic))
        }
        if let color = element.child("color", key: "backgroundColor"), let hex = Self.hex(color) {
            set("color", .string(hex), at: color.location)
        }
    }

    /// `horizontalHuggingPriority="251"` and its vertical twin, as written.
    private mutating func priorities(_ suffix: String) -> AxisPriorities? {
        let horizontal = number("horizontal" + suffix)
        let vertical = number("vertical" + suffix)
        guard horizontal != nil || vertical != nil else { return nil }
        return AxisPriorities(
            horizontal: horizontal.map { Located(min(max($0, 1), 1000), at: element.location) },
            vertical: vertical.map { Located(min(max($0, 1), 1000), at: element.location) })
    }

    /// An sRGB or grey color as `#RRGGBB`; nil for named and system colors.
    static func hex(_ color: IBElement) -> String? {
        let components: [Double]
        if let white = color["white"].flatMap(Double.init) {
            components = [white, white, white]
        } else if let red = color["red"].flatMap(Double.init),
            let green = color["green"].flatMap(Double.init),
            let blue = color["blue"].flatMap(Double.init)
        {
            components = [red, green, blue]
        } else {
            return nil
        }
        let digits = components.map { component -> String in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits.joined()
    }

    /// What a view of `type` shows and how it is sized by it.
    mutating func readContent(of type: ViewType) {
        switch type {
        case .label:
            set("text", .string(text()))
            let lines = element["numberOfLines"].flatMap(Int.init) ?? 1
            if lines != 1 { set("numberOfLines", .integer(max(lines, 0))) }
            readFont()
            readAttributedText()
        case .textView:
            set("text", .string(text()))
            readFont()
            readAttributedText(takesLineHeightMultiple: false)
            if element["scrollEnabled"] == "NO" { set("isScrollEnabled", .bool(false)) }
        case .textField:
            let text = text()
            if !text.isEmpty { set("text", .string(text)) }
            if let placeholder = element["placeholder"] { set("placeholder", .string(placeholder)) }
            readFont()
        case .button:
            // A configuration's title and title font are what the button shows (UIKit's
            // `UIButton.Configuration.title`, "the text of the title label the button
            // displays"); the title of the normal state stands where it has none.
            let configuration = element.child("buttonConfiguration", key: "configuration")
            let title =
                configuration?["title"]
                ?? element.children(named: "state").first { $0["key"] == "normal" }?["title"]
            if let title { set("title", .string(title)) }
            readFont(configuration?.child("fontDescription", key: "titleFontDescription"))
        case .imageView:
            if let symbol = element.child("imageReference", key: "image"), symbol["catalog"] == "system" {
                diagnostics.emit(.interfaceBuilderSymbolImage(symbol["image"] ?? "", at: symbol.location))
            }
            guard let name = element["image"] else { break }
            if element["catalog"] == "system" {
                diagnostics.emit(.interfaceBuilderSymbolImage(name, at: element.location))
            } else if let size = context.imageSizes[name] {
                set("image", .dimensions(size))
            } else {
                diagnostics.emit(.interfaceBuilderImageWithoutSize(name, at: element.location))
            }
        case .segmentedControl:
            let titles = element.child("segments")?.children(named: "segment").map { $0["title"] ?? "" } ?? []
            if !titles.isEmpty { set("segments", .strings(titles)) }
        case .activityIndicator:
            let style = element["style"] ?? ""
            if style == "large" || style == "whiteLarge" { set("style", .string("large")) }
        case .scrollView:
            if element["scrollEnabled"] == "NO" { set("isScrollEnabled", .bool(false)) }
        case .stackView:
            readStack()
        case .view:
            readPlaceholderIntrinsicSize()
        case .switch, .slider, .progressView, .stepper, .toolbar, .navigationBar:
            break
        }
    }

    /// A custom view's placeholder intrinsic size, the size inspector's "Intrinsic Size:
    /// Placeholder": Interface Builder's stand-in for the size the view's class gives at run
    /// time, which layoutgen cannot see. Taken as the view's `intrinsicSize`, with a warning that
    /// the proof assumes it; one with an axis of none (`infinite`) is not imported, which the
    /// warning says, as a spec's `intrinsicSize` gives both axes.
    private mutating func readPlaceholderIntrinsicSize() {
        guard let width = element["placeholderIntrinsicWidth"],
            let height = element["placeholderIntrinsicHeight"]
        else { return }
        var imported = false
        if let w = Double(width), let h = Double(height), w >= 0, h >= 0 {
            set("intrinsicSize", .dimensions(Dimensions(width: w, height: h)))
            imported = true
        }
        diagnostics.emit(
            .interfaceBuilderPlaceholderIntrinsicSize(
                width: width, height: height, imported: imported, at: element.location))
    }

    /// Sets the property `key` to the case `name` when it `isKnown`, else reports the value as
    /// `written` in the document as not one of `expected`.
    private mutating func setCase(
        _ key: String, _ name: String, written: String, isKnown: Bool, expected: String
    ) {
        guard isKnown else {
            diagnostics.emit(
                .interfaceBuilderBadValue(key, value: written, expected: expected, at: element.location))
            return
        }
        set(key, .string(name))
    }

    private mutating func readStack() {
        if element["axis"] == "vertical" { set("axis", .string("vertical")) }
        if let distribution = element["distribution"], distribution != "fill" {
            setCase(
                "distribution", distribution, written: distribution,
                isKnown: StackView.Distribution(rawValue: distribution) != nil,
                expected: "a distribution of UIStackView")
        }
        if let alignment = element["alignment"], alignment != "fill" {
            // Interface Builder writes `baseline` for the last baseline in older documents.
            let name = alignment == "baseline" ? "lastBaseline" : alignment
            setCase(
                "alignment", name, written: alignment, isKnown: StackView.Alignment(rawValue: name) != nil,
                expected: "an alignment of UIStackView")
        }
        if element["spacingType"] == "standard" {
            set("spacing", .spacing(.system))
        } else if let spacing = number("spacing"), spacing != 0 {
            set("spacing", .spacing(.points(spacing)))
        }
        if element.isYes("baselineRelativeArrangement") { set("isBaselineRelativeArrangement", .bool(true)) }
        // Written margins are taken as an arrangement relative to them: Xcode records the
        // corpus's stack views with written margins, none with the attribute, with their views
        // inside the margins (an inference, docs/InterfaceBuilder.md, "What is read").
        let writesMargins =
            element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        if element.isYes("layoutMarginsRelativeArrangement") || writesMargins {
            set("isLayoutMarginsRelativeArrangement", .bool(true))
        }
    }

    /// The `text` attribute, or a `<string key="text">` child's characters, or the fragments
    /// of an attributed string.
    private func text() -> String {
        if let text = element["text"] { return text }
        if let string = element.children.first(where: { $0.name == "string" && $0["key"] == "text" }) {
            return string.text
        }
        if let attributed = element.child("attributedString", key: "attributedText") {
            return attributed.children(named: "fragment").map { $0["content"] ?? $0.text }.joined()
        }
        return ""
    }

    /// What an attributed text's fragments say of how the label measures: the font and the
    /// paragraph style's `lineHeightMultiple` of its first fragment, which the spec's `font:` and
    /// `lineHeightMultiple:` say for the whole text, as UILabel's `font` reflects the style at
    /// location 0 (Apple's `UILabel.attributedText`). A warning at the attributed string names
    /// what differs between the fragments, or what else of the paragraph style changes the
    /// text's height. A text view (`takesLineHeightMultiple` false) takes the font alone, and a
    /// multiple is among what is warned of.
    private mutating func readAttributedText(takesLineHeightMultiple: Bool = true) {
        guard let attributed = element.child("attributedString", key: "attributedText") else { return }
        let attributes = attributed.children(named: "fragment").map { $0.child("attributes") }
        let fonts = attributes.map { $0?.child("font", key: "NSFont") }
        let styles = attributes.map { $0?.child("paragraphStyle", key: "NSParagraphStyle") }
        var unmeasured: [String] = []
        if let font = fonts.first ?? nil, element.child("fontDescription", key: "fontDescription") == nil {
            readFont(Self.fontDescription(of: font))
            if Set(fonts.map { $0?.attributes ?? [:] }).count > 1 {
                unmeasured.append("fonts that differ between its runs")
            }
        }
        let multiples = styles.map { $0.flatMap { number("lineHeightMultiple", of: $0) } ?? 0 }
        if let multiple = multiples.first, multiple > 0 {
            if takesLineHeightMultiple {
                set("lineHeightMultiple", .number(multiple), at: styles[0]?.location)
            } else {
                unmeasured.append("'lineHeightMultiple'")
            }
        }
        if Set(multiples).count > 1 {
            unmeasured.append("line height multiples that differ between its runs")
        }
        for attribute in Self.unmeasuredParagraphAttributes
        where styles.contains(where: { $0.flatMap { number(attribute, of: $0) }.map { $0 != 0 } ?? false }) {
            unmeasured.append("'\(attribute)'")
        }
        if !unmeasured.isEmpty {
            diagnostics.emit(.interfaceBuilderAttributedTextNotMeasured(unmeasured, at: attributed.location))
        }
    }

    /// The paragraph style's attributes that change a text's height, which layoutgen does not
    /// measure (docs/InterfaceBuilder.md).
    static let unmeasuredParagraphAttributes = [
        "lineSpacing", "minimumLineHeight", "maximumLineHeight", "paragraphSpacing", "paragraphSpacingBefore",
    ]

    /// An attributed string's `<font key="NSFont">` as the `<fontDescription>` that says the
    /// same: `metaFont="system"` (or `systemBold`) and `size` for the system font, else `name`.
    static func fontDescription(of font: IBElement) -> IBElement {
        var attributes: [String: String] = [:]
        attributes["pointSize"] = font["size"]
        switch font["metaFont"] {
        case "system": attributes["type"] = "system"
        case "systemBold", "boldSystem": attributes["type"] = "boldSystem"
        default: attributes["name"] = font["name"] ?? font["metaFont"]
        }
        return IBElement(name: "fontDescription", attributes: attributes, location: font.location)
    }

    /// `<fontDescription>`: a text style (`style="UICTFontTextStyleBody"`), or the system font
    /// of a size (`type="system" pointSize="17"`) and weight (`weight="semibold"`,
    /// `type="boldSystem"`). The italic system font, and a font by name whose file the document
    /// does not carry (`name="Helvetica"`), are imported as the system font of their size (of
    /// the weight a font's name ends in), and ``fontStandIn`` says so. `given` is read in place
    /// of the element's own, as a button configuration's `titleFontDescription` is.
    private mutating func readFont(_ given: IBElement? = nil) {
        guard let font = given ?? element.child("fontDescription", key: "fontDescription") else { return }
        if let style = font["style"] {
            guard let textStyle = Self.textStyles[style] else {
                diagnostics.emit(
                    .interfaceBuilderBadValue(
                        "style", value: style, expected: "one of UIKit's text styles", at: font.location))
                return
            }
            set("font", .font(.textStyle(textStyle)), at: font.location)
            return
        }
        guard let size = number("pointSize", of: font), size > 0 else { return }
        var weight = Font.Weight.regular
        switch font["type"] {
        case "boldSystem": weight = .bold
        case "italicSystem":
            fontStandIn = ("italicSystem", .interfaceBuilderItalicFont(size: size, at: font.location))
        case "system":
            if let name = font["weight"] {
                guard let known = Font.Weight(rawValue: name) else {
                    diagnostics.emit(
                        .interfaceBuilderBadValue(
                            "weight", value: name, expected: "one of UIFont.Weight's", at: font.location))
                    return
                }
                weight = known
            }
        default:
            // A font by name; Interface Builder names the system font `.AppleSystemUIFont`.
            if let name = font["name"], !name.hasPrefix(".") {
                weight = Self.weight(named: name)
                fontStandIn = (
                    name,
                    .interfaceBuilderFontWithoutFile(
                        name, size: size, weight: weight.rawValue, at: font.location)
                )
            }
        }
        set("font", .font(.system(size: Located(size, at: font.location), weight: weight)), at: font.location)
    }

    /// The font `description` gives, read as the view's own (``readFont(_:)``); nil where it
    /// gives none or reports it.
    mutating func font(_ description: IBElement) -> PropertyAssignment? {
        let count = assignments.count
        readFont(description)
        return assignments.count > count ? assignments.removeLast() : nil
    }

    /// The weight a font's name ends in (`ProximaNova-Semibold`, `HelveticaNeue-Bold`), regular
    /// when it names none of UIFont.Weight's.
    static func weight(named name: String) -> Font.Weight {
        guard let dash = name.lastIndex(of: "-") else { return .regular }
        let suffix = name[name.index(after: dash)...].lowercased()
        return Font.Weight.allCases.first { $0.rawValue.lowercased() == suffix } ?? .regular
    }

    /// UIKit's text styles by the names Interface Builder writes, UIFont.TextStyle's raw values.
    static let textStyles: [String: Font.TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
        "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
        "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
        "UICTFontTextStyleCaption2": .caption2,
    ]
}
