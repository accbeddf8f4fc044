import LayoutRuntime

extension ViewProperty {
    /// Every view property, in the order the generated code sets them.
    public static let all: [ViewProperty] = [
        .flag(
            "translatesAutoresizingMaskIntoConstraints", \View.translatesAutoresizingMaskIntoConstraints,
            "`true` or `false`; `true` needs a `frame`", defaultValue: false),
        ViewProperty(
            "frame", .frame,
            "`[x, y, width, height]`; only with `translatesAutoresizingMaskIntoConstraints: true`"
        ) { value, _ in
            guard case .frame(let rect) = value.value else { return [] }
            let swift = SwiftLiteral.rect(rect)
            return [.assign("frame", \View.frame, rect, swift: swift, uikit: swift)]
        },
        ViewProperty(
            "autoresizingMask",
            .options(
                View.AutoresizingMask.named.map(\.name),
                example: "autoresizingMask: [flexibleWidth, flexibleTopMargin]"),
            "a list of `flexibleLeftMargin`, `flexibleWidth`, `flexibleRightMargin`, `flexibleTopMargin`, "
                + "`flexibleHeight`, `flexibleBottomMargin`: the portions that share a change of the superview's "
                + "size, none by default; only with `translatesAutoresizingMaskIntoConstraints: true`"
        ) { value, _ in
            guard case .strings(let names) = value.value else { return [] }
            let mask = View.AutoresizingMask(names: names)
            let swift = "[" + mask.names.map { "." + $0 }.joined(separator: ", ") + "]"
            return [.assign("autoresizingMask", \View.autoresizingMask, mask, swift: swift, uikit: swift)]
        },
        ViewProperty(
            "color", .string, "a color name or `#RRGGBB`"
        ) { value, diagnostics in
            guard case .string(let text) = value.value else { return [] }
            guard let color = Color.named(text) ?? Color(hex: text) else {
                diagnostics.emit(.unknownColor(text, among: Color.names, at: value.location))
                return []
            }
            return [
                .assign(
                    "backgroundColor", \View.backgroundColor, color, swift: SwiftLiteral.color(color),
                    uikit: UIKitLiteral.color(color))
            ]
        },
        .perAxis(
            "hugging", setter: "setContentHuggingPriority", View.setContentHuggingPriority,
            "`{horizontal: N, vertical: N}`, each 1...1000, either may be left out"),
        .perAxis(
            "compressionResistance", setter: "setContentCompressionResistancePriority",
            View.setContentCompressionResistancePriority, "`{horizontal: N, vertical: N}`, each 1...1000"),
        .size(
            "intrinsicSize", example: "100x50", types: [.view], "`WIDTHxHEIGHT`",
            member: "explicitIntrinsicContentSize", \View.explicitIntrinsicContentSize
        ) {
            (
                $0, SwiftLiteral.size($0),
                .intrinsicContentSize(width: Double($0.width), height: Double($0.height))
            )
        },
        .size(
            "contentSize", example: "390x1200", types: [.scrollView],
            "`WIDTHxHEIGHT`: an explicit content size",
            member: "contentSize", \ScrollView.contentSize
        ) {
            (
                $0, SwiftLiteral.size($0),
                .statement(.assignment(member: "contentSize", value: SwiftLiteral.size($0)))
            )
        },
        ViewProperty(
            "text", .string, types: [.label, .textView, .textField], "a string"
        ) { value, _ in
            guard case .string(let text) = value.value else { return [] }
            return [
                ViewSetting(
                    .text(member: "text", value: text), uikit: .statement(.text(member: "text", value: text))
                ) {
                    view in
                    if let label = view as? Label { label.text = text }
                    if let textView = view as? TextView { textView.text = text }
                    if let textField = view as? TextField { textField.text = text }
                }
            ]
        },
        ViewProperty(
            "title", .string, types: [.button],
            "a string: the title for the normal state, as UIKit's `setTitle(_:for:)`"
        ) { value, _ in
            guard case .string(let title) = value.value else { return [] }
            let call = ViewSetting.Statement.call("setTitle(\(SwiftLiteral.string(title)), for: .normal)")
            return [
                ViewSetting(call, uikit: .statement(call)) { view in
                    (view as? Button)?.setTitle(title, for: .normal)
                }
            ]
        },
        ViewProperty(
            "placeholder", .string, types: [.textField], "a string shown while the field is empty"
        ) { value, _ in
            guard case .string(let text) = value.value else { return [] }
            return [
                ViewSetting(
                    .text(member: "placeholder", value: text),
                    uikit: .statement(.text(member: "placeholder", value: text))
                ) { view in
                    (view as? TextField)?.placeholder = text
                }
            ]
        },
        ViewProperty(
            "numberOfLines", .count, types: [.label],
            "a whole number, 0 or more; 0 means as many lines as needed"
        ) { value, _ in
            guard case .integer(let lines) = value.value else { return [] }
            return [
                .assign("numberOfLines", \Label.numberOfLines, lines, swift: "\(lines)", uikit: "\(lines)")
            ]
        },
        ViewProperty(
            "font", .font, types: [.label, .textView, .button, .textField, .segmentedControl],
            "`{size: N}`, `{size: N, weight: W}`, `{style: S}` or `{name: F, size: N}`: the system font, a text "
                + "style or a font of `fonts:` (a button's title font, a segmented control's titles')"
        ) { value, diagnostics in
            guard case .font(let spec) = value.value else { return [] }
            return fontSettings(spec, at: value.location, statesScaling: false, diagnostics: &diagnostics)
        },
        .number(
            "lineHeightMultiple", \Label.lineHeightMultiple, .nonNegative, types: [.label],
            "each line's height as a multiple of the font's, as NSParagraphStyle's `lineHeightMultiple` in the "
                + "label's attributed text; 0 (default) keeps the font's",
            uikit: { .lineHeightMultiple($0) }),
        .size(
            "image", example: "300x200", types: [.imageView],
            "`WIDTHxHEIGHT`: the image's size, which is the view's intrinsic size", member: "image",
            \ImageView.image
        ) {
            (
                Image(size: $0), "Image(size: \(SwiftLiteral.size($0)))",
                .image(member: "image", width: Double($0.width), height: Double($0.height))
            )
        },
        .choice(
            "style", \ActivityIndicator.style, ActivityIndicator.Style.allCases, spelled: \.rawValue,
            types: [.activityIndicator], "`medium` (default, 20x20) or `large` (37x37)"),
        ViewProperty(
            "segments", .strings(example: "segments: [Day, Week, Month]"), types: [.segmentedControl],
            "a list of strings: the segments' titles, in order"
        ) { value, _ in
            guard case .strings(let titles) = value.value else { return [] }
            return titles.enumerated().map { index, title in
                let call =
                    "insertSegment(withTitle: \(SwiftLiteral.string(title)), at: \(index), animated: false)"
                return ViewSetting(.call(call), uikit: .statement(.call(call))) { view in
                    (view as? SegmentedControl)?.insertSegment(withTitle: title, at: index, animated: false)
                }
            }
        },
        ViewProperty(
            "isScrollEnabled", .bool, types: [.scrollView, .textView],
            "`true` or `false`; false stops a scroll view scrolling, and makes a text view size itself to its "
                + "text"
        ) { value, _ in
            guard case .bool(let flag) = value.value else { return [] }
            return [
                ViewSetting(
                    .assignment(member: "isScrollEnabled", value: "\(flag)"),
                    uikit: .statement(.assignment(member: "isScrollEnabled", value: "\(flag)"))
                ) { view in
                    if let scrollView = view as? ScrollView { scrollView.isScrollEnabled = flag }
                    if let textView = view as? TextView { textView.isScrollEnabled = flag }
                }
            ]
        },
        .flag(
            "isPagingEnabled", \ScrollView.isPagingEnabled, types: [.scrollView],
            "`true` or `false`; true stops scrolling on multiples of the scroll view's bounds: lint checks that "
                + "the content is a whole number of pages"),
        .flag(
            "isHidden", \View.isHidden,
            "`true` or `false`; a hidden view keeps its constraints and its frame, it is only not drawn"),
        .margins(
            "layoutMargins", directional: false,
            "`{top, left, bottom, right}`: the margins, left and right fixed on screen (a plain view's are 8)"
        ),
        .margins(
            "directionalLayoutMargins", directional: true,
            "`{top, leading, bottom, trailing}`: the margins by reading direction"),
        .flag(
            "preservesSuperviewLayoutMargins", \View.preservesSuperviewLayoutMargins,
            "`true` or `false` (default): keep content inside the superview's margins too"),
        .flag(
            "insetsLayoutMarginsFromSafeArea", \View.insetsLayoutMarginsFromSafeArea,
            "`true` (default) or `false`: measure the margins from the safe area's edges"),
        .choice(
            "semanticContentAttribute", \View.semanticContentAttribute, SemanticContentAttribute.allCases,
            spelled: \.rawValue, "`unspecified` (default), `forceLeftToRight` or `forceRightToLeft`"),
        .choice(
            "axis", \StackView.axis, LayoutAxis.allCases, spelled: { "\($0)" }, types: [.stackView],
            "`horizontal` (default) or `vertical`"),
        .choice(
            "distribution", \StackView.distribution, StackView.Distribution.allCases, spelled: \.rawValue,
            types: [.stackView],
            "`fill` (default), `fillEqually`, `fillProportionally`, `equalSpacing` or `equalCentering`"),
        .choice(
            "alignment", \StackView.alignment, StackView.Alignment.allCases, spelled: \.rawValue,
            types: [.stackView],
            "`fill` (default), `leading`, `top`, `firstBaseline`, `center`, `trailing`, `bottom` or `lastBaseline`"
        ),
        ViewProperty(
            "spacing", .spacing, types: [.stackView],
            "the space between neighbouring arranged views, 0 by default; negative overlaps them; "
                + "`system` is the standard space"
        ) { value, _ in
            guard case .spacing(let spacing) = value.value else { return [] }
            return [
                .assign(
                    "spacing", \StackView.spacing, spacing.runtimeValue, swift: spacing.swiftLiteral,
                    uikit: spacing.uikitLiteral)
            ]
        },
        .flag(
            "isLayoutMarginsRelativeArrangement", \StackView.isLayoutMarginsRelativeArrangement,
            types: [.stackView],
            "`true` or `false` (default): lay the arranged views out within the margins"),
        .flag(
            "isBaselineRelativeArrangement", \StackView.isBaselineRelativeArrangement, types: [.stackView],
            "`true` or `false` (default): in a vertical stack, space baseline to baseline"),
        .number(
            "alpha", \View.alpha, .unitInterval, "the opacity, a number from 0 to 1; layout ignores it",
            uikit: { .statement(.assignment(member: "alpha", value: SwiftLiteral.number($0))) }),
    ]
}

extension ViewProperty {
    /// Setting the font `spec` on any view that shows text; none after reporting a named
    /// font whose file is not a font. In UIKit code a text style's or scaled font also sets
    /// `adjustsFontForContentSizeCategory`, and where `statesScaling`, a fixed font sets it
    /// to false (``UIKitLiteral/fontStatements(_:statesScaling:)``).
    static func fontSettings(
        _ spec: FontSpec, at location: SourceLocation, statesScaling: Bool, diagnostics: inout Diagnostics
    ) -> [ViewSetting] {
        guard let font = spec.runtimeFont else {
            if case .named(let name, _, let file) = spec {
                diagnostics.emit(.fontFileNotAFont(name, path: file, at: location))
            }
            return []
        }
        return [
            ViewSetting(
                .assignment(member: "font", value: SwiftLiteral.font(spec)),
                uikit: .byType(UIKitLiteral.fontStatements(spec, statesScaling: statesScaling))
            ) { view in
                if let label = view as? Label { label.font = font }
                if let textView = view as? TextView { textView.font = font }
                if let button = view as? Button { button.font = font }
                if let textField = view as? TextField { textField.font = font }
                if let control = view as? SegmentedControl { control.font = font }
            }
        ]
    }

    /// A Boolean property that sets the runtime member of the same name, as UIKit names it.
    /// A number property of views of `types`, in `range`, set as it is in LayoutRuntime code
    /// and by `uikit` in UIKit code.
    fileprivate static func number<V: View>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<V, CGFloat> & Sendable, _ range: NumberRange,
        types: [ViewType] = ViewType.allCases, _ summary: String,
        uikit: @escaping @Sendable (Double) -> ViewSetting.UIKitStatement
    ) -> ViewProperty {
        ViewProperty(name, .number(range), types: types, summary) { value, _ in
            guard case .number(let number) = value.value else { return [] }
            return [
                .assign(
                    name, keyPath, CGFloat(number), swift: SwiftLiteral.number(number), uikit: uikit(number))
            ]
        }
    }

    fileprivate static func flag<V: View>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<V, Bool> & Sendable,
        types: [ViewType] = ViewType.allCases, _ summary: String, defaultValue: Bool? = nil
    ) -> ViewProperty {
        ViewProperty(name, .bool, types: types, summary, defaultValue: defaultValue.map(PropertyValue.bool)) {
            value, _ in
            guard case .bool(let flag) = value.value else { return [] }
            return [.assign(name, keyPath, flag, swift: "\(flag)", uikit: "\(flag)")]
        }
    }
}

extension ViewProperty {
    /// A view's margins, `layoutMargins` (left and right) or `directionalLayoutMargins`
    /// (leading and trailing), setting the runtime member of the same name.
    fileprivate static func margins(_ name: String, directional: Bool, _ summary: String) -> ViewProperty {
        ViewProperty(name, directional ? .directionalEdgeInsets : .edgeInsets, summary) { value, _ in
            switch value.value {
            case .edgeInsets(let insets):
                let swift = SwiftLiteral.edgeInsets(insets)
                return [
                    .assign(
                        name, \View.layoutMargins, insets, swift: swift,
                        uikit: UIKitLiteral.edgeInsets(insets))
                ]
            case .directionalEdgeInsets(let insets):
                let swift = SwiftLiteral.directionalEdgeInsets(insets)
                let uikit = UIKitLiteral.directionalEdgeInsets(insets)
                return [.assign(name, \View.directionalLayoutMargins, insets, swift: swift, uikit: uikit)]
            default:
                return []
            }
        }
    }
}

extension ViewProperty {
    /// One of a runtime type's values, written by name (`vertical`, `fillEqually`), that sets the
    /// runtime member of the same name; Swift spells it `.name`, and UIKit's type has a case of
    /// that name.
    fileprivate static func choice<V: View, Value: Sendable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<V, Value> & Sendable, _ cases: [Value],
        spelled spelling: @escaping @Sendable (Value) -> String, types: [ViewType] = ViewType.allCases,
        _ summary: String
    ) -> ViewProperty {
        ViewProperty(name, .choice(cases.map(spelling)), types: types, summary) { value, _ in
            guard case .string(let written) = value.value,
                let chosen = cases.first(where: { spelling($0) == written })
            else { return [] }
            return [.assign(name, keyPath, chosen, swift: ".\(written)", uikit: ".\(written)")]
        }
    }
}

extension ViewProperty {
    /// Priorities per axis, each set by a runtime method `setter(_:for:)`, as UIKit names it.
    fileprivate static func perAxis(
        _ name: String, setter: String,
        _ set: @escaping @Sendable (View) -> (LayoutPriority, LayoutAxis) -> Void, _ summary: String
    ) -> ViewProperty {
        ViewProperty(name, .axisPriorities, summary) { value, _ in
            guard case .axisPriorities(let priorities) = value.value else { return [] }
            return priorities.settings { priority, axis in
                ViewSetting(
                    .call("\(setter)(\(SwiftLiteral.priority(priority)), for: .\(axis))"),
                    uikit: .statement(.call("\(setter)(\(UIKitLiteral.priority(priority)), for: .\(axis))"))
                ) {
                    set($0)(priority, axis)
                }
            }
        }
    }
}

extension ViewProperty {
    /// A `WIDTHxHEIGHT` property that sets one runtime member to the value `make` builds from
    /// the size, with its Swift spelling and its UIKit statement.
    fileprivate static func size<V: View, Value: Sendable>(
        _ name: String, example: String, types: [ViewType], _ summary: String, member: String,
        _ keyPath: ReferenceWritableKeyPath<V, Value> & Sendable,
        _ make: @escaping @Sendable (CGSize) -> (Value, String, ViewSetting.UIKitStatement)
    ) -> ViewProperty {
        ViewProperty(name, .dimensions(example: example), types: types, summary) { value, _ in
            guard case .dimensions(let size) = value.value else { return [] }
            let (runtimeValue, swift, uikit) = make(CGSize(width: size.width, height: size.height))
            return [.assign(member, keyPath, runtimeValue, swift: swift, uikit: uikit)]
        }
    }
}

extension AxisPriorities {
    /// One setting per axis given, horizontal first.
    fileprivate func settings(_ make: (LayoutPriority, LayoutAxis) -> ViewSetting) -> [ViewSetting] {
        var settings: [ViewSetting] = []
        if let value = horizontal?.value { settings.append(make(LayoutPriority(Float(value)), .horizontal)) }
        if let value = vertical?.value { settings.append(make(LayoutPriority(Float(value)), .vertical)) }
        return settings
    }
}
