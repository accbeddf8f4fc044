import LayoutRuntime

/// Reading the top level of a spec: `scene`, `cell`, `sizes`, `metrics`, then the other parts.
extension SpecDecoder {
    private static let topLevelKeys = [
        "scene", "cell", "sizes", "metrics", "fonts", "views", "constraints", "expect", "lint",
    ]

    /// The spec, or nil when its root is not a mapping or it lacks a valid scene or any valid size.
    ///
    /// Every part is read whatever happens to the others, so one run reports every error.
    mutating func decodeSpec() -> Spec? {
        let root = document.root
        guard case .mapping = document[root].content else {
            diagnostics.emit(.specNotMapping(found: describe(root), at: location(of: root)))
            return nil
        }
        let pairs = mapping(root, "The spec", example: "scene: Name") ?? []
        var parts: [String: NodeID] = [:]
        for pair in pairs {
            if Self.topLevelKeys.contains(pair.key.value) {
                parts[pair.key.value] = pair.value
            } else {
                unknownKey(pair.key, noun: "key", known: Self.topLevelKeys)
            }
        }
        let rootLocation = document[root].location

        var scene: Located<String>?
        if let node = parts["scene"] {
            scene = string(node, "'scene'")
            if let name = scene, !Self.isIdentifier(name.value) {
                diagnostics.emit(
                    .invalidName(name.value, kind: "a valid Swift type name for 'scene'", at: name.location))
                scene = nil
            }
        } else {
            diagnostics.emit(.missingScene(at: rootLocation))
        }

        // Before the sizes, which a cell gives by their widths alone.
        let cell = parts["cell"].map { choice($0, "'cell'", CellKind.allCases) }
        var sizes: [SizeSpec] = []
        var sizeNames: [String] = []
        if let node = parts["sizes"] {
            (sizes, sizeNames) = decodeSizes(node, isCell: parts["cell"] != nil)
        } else {
            diagnostics.emit(.missingSizes(at: rootLocation))
        }

        let metrics = parts["metrics"].map { decodeMetrics($0) } ?? []
        // Before the views, whose fonts may name them.
        let fonts = parts["fonts"].map { decodeFonts($0) } ?? []
        let views = parts["views"].map { decodeViews($0, "views", depth: 1) } ?? []
        checkAutoresizingSuperviews(views, in: nil, isCell: cell != nil)
        let constraints = parts["constraints"].map { decodeConstraints($0) } ?? []
        let conditions = Spec.sizeClassConditions(constraints: constraints, views: views)
        if !conditions.isEmpty, let node = parts["sizes"] {
            checkRangesKeepTheirClasses(sizes, sizesNode: node)
        }
        checkEveryConditionIsProven(conditions, sizes: sizes)
        // Where something varies with the classes, a size's matter, and messages name them.
        if !conditions.isEmpty {
            for index in sizes.indices { sizes[index].namesSizeClasses = true }
        }
        let expectations =
            parts["expect"].map { decodeExpectations($0, sizeNames: sizeNames, validSizes: sizes) } ?? []

        let lint = parts["lint"].map { decodeLint($0, "'lint'") } ?? [:]

        guard let scene, !sizes.isEmpty, cell != .some(nil) else { return nil }
        return Spec(
            file: file, scene: scene, sizes: sizes, metrics: metrics, views: views, constraints: constraints,
            expectations: expectations, lint: lint, fonts: fonts, cell: cell ?? nil)
    }

    /// `lint: {overlap: false, ...}`: each named check on or off; an unknown check is reported
    /// with the known ones.
    mutating func decodeLint(_ node: NodeID, _ what: String) -> LintSettings {
        guard let pairs = mapping(node, what, example: "lint: {overlap: false}") else { return [:] }
        var result: LintSettings = [:]
        for pair in pairs {
            guard let rule = LintRule(rawValue: pair.key.value) else {
                unknownKey(pair.key, noun: "lint check", known: LintRule.allCases.map(\.rawValue))
                continue
            }
            if let value = bool(pair.value, "'\(rule.rawValue)'") { result[rule] = value.value }
        }
        return result
    }

    /// `sizes: {name: WxH, ...}`, at least one: the valid sizes, and the name of every size
    /// whose name is valid (so `expect:` does not report a size whose dimensions were reported).
    /// A cell's sizes give widths alone (``cellWidth(_:)``).
    private mutating func decodeSizes(_ node: NodeID, isCell: Bool) -> (sizes: [SizeSpec], names: [String]) {
        let example = "sizes: {portrait: 390x844}"
        guard let pairs = mapping(node, "'sizes'", example: example) else { return ([], []) }
        guard !pairs.isEmpty else {
            diagnostics.emit(.noSizes(example: example, at: location(of: node)))
            return ([], [])
        }
        var sizes: [SizeSpec] = []
        var names: [String] = []
        for pair in pairs {
            let name = pair.key
            let validName = Self.isIdentifier(name.value)
            if validName {
                names.append(name.value)
            } else {
                diagnostics.emit(.invalidName(name.value, kind: "a valid size name", at: name.location))
            }
            let size: [SizeSpec]?
            if case .mapping(let entries) = document[pair.value].content,
                entries.contains(where: { key(of: $0) == "devices" }),
                let pairs = mapping(pair.value, "The size '\(name.value)'", example: "{devices: allPhones}")
            {
                size = deviceSet(pairs, name: name)
            } else if case .mapping = document[pair.value].content {
                size = sizeMapping(pair.value, name: name, isCell: isCell)
            } else if isCell {
                diagnostics.emit(.cellSizeGivesWidthAlone(size: name.value, at: location(of: pair.value)))
                size = nil
            } else {
                size = sizeOrRange(pair.value, "The size '\(name.value)'").map {
                    [SizeSpec(name: name, dimensions: $0.lower, upperBound: $0.upper)]
                }
            }
            if let size, validName {
                sizes += isCell ? size.map(Self.cellWidth) : size
                // An expanded entry's sizes are named by device and category, and `expect:` may
                // name one.
                names += size.compactMap { $0.member?.sizeName }
            }
        }
        return (sizes, names)
    }

    static let sizeKeys = [
        "size", "width", "height", "safeArea", "layoutDirection", "device", "orientation", "keyboard",
        "devices", "scale", "contentSizeCategory", "contentSizeCategories", "sizeClass",
    ]

    /// `size` as a cell's width: its height 0 until the prover fits the content; a device's
    /// safe area and keyboard left out, which a cell's content view does not see.
    private static func cellWidth(_ size: SizeSpec) -> SizeSpec {
        var cell = size
        cell.fitsHeight = true
        cell.height = 0
        cell.safeArea = .zero
        cell.keyboardHeight = nil
        return cell
    }

    /// The text of an entry's key when it is a scalar.
    private func key(of entry: YAMLDocument.Entry) -> String? {
        guard case .scalar(let key) = document[entry.key].content else { return nil }
        return key.text
    }

    /// `{size: WxH, safeArea: {top: N, ...}, layoutDirection: rightToLeft, scale: 3}` (`{width:
    /// W, height: H, ...}` alike, either side a number or a range `LOW...HIGH`), or `{device:
    /// NAME, orientation: portrait|landscape, layoutDirection: ...}`; either at a
    /// `contentSizeCategory`, or once per category of `contentSizeCategories`.
    /// A cell's is `{width: W}` with a scale, or a device, and no height.
    private mutating func sizeMapping(_ node: NodeID, name: Located<String>, isCell: Bool) -> [SizeSpec]? {
        let what = "The size '\(name.value)'"
        guard let pairs = mapping(node, what, example: "{size: 390x844, safeArea: {top: 47, bottom: 34}}")
        else { return nil }
        let parts = sizeParts(pairs)
        var valid = true
        if isCell, !cellSizeGivesWidthAlone(parts, name: name, node: node) { return nil }
        var direction = UserInterfaceLayoutDirection.leftToRight
        if let pair = parts["layoutDirection"] {
            if let value = choice(pair.value, "'layoutDirection'", UserInterfaceLayoutDirection.allCases) {
                direction = value.value
            } else {
                valid = false
            }
        }
        let traits = sizeTraits(parts, size: name.value, readsScale: parts["device"] == nil)
        if traits == nil { valid = false }
        if let deviceKey = parts["device"] {
            for key in ["size", "width", "height", "safeArea", "scale"] {
                if let pair = parts[key] {
                    diagnostics.emit(.sizeKeyWithDevice(key, size: name.value, at: pair.key.location))
                    valid = false
                }
            }
            guard let deviceName = string(deviceKey.value, "'device'") else { return nil }
            guard let device = Device.named(deviceName.value) else {
                diagnostics.emit(.unknownDevice(deviceName, among: Device.all.map(\.name)))
                return nil
            }
            var orientation = Device.Orientation.portrait
            if let pair = parts["orientation"] {
                guard let value = choice(pair.value, "'orientation'", Device.Orientation.allCases) else {
                    return nil
                }
                orientation = value.value
            }
            let size = deviceSize(
                device, orientation, name: name, dimensionsAt: deviceName.location, direction: direction,
                keyboard: parts["keyboard"]?.value)
            guard let size, let traits, valid else { return nil }
            return traits.applied(to: [size], entry: name.value)
        }
        if let pair = parts["orientation"] {
            diagnostics.emit(.orientationWithoutDevice(size: name.value, at: pair.key.location))
            valid = false
        }
        // Nil: reported, and nothing more to read; a nil box: reported, the rest still read.
        guard let box = sizeBox(parts, name: name, node: node, isCell: isCell) else { return nil }
        var safeArea = EdgeInsets.zero
        if let pair = parts["safeArea"] {
            if let insets = edgeInsets(pair.value, "'safeArea'", in: .nonNegative) {
                safeArea = insets
            } else {
                valid = false
            }
        }
        var keyboard: Double?
        if let pair = parts["keyboard"] {
            if let height = keyboardHeight(pair.value, size: name.value, device: nil) {
                keyboard = height.value
            } else {
                valid = false
            }
        }
        guard let box, let traits, valid else { return nil }
        let size = SizeSpec(
            name: name, dimensions: box.lower, upperBound: box.upper, safeArea: safeArea,
            layoutDirection: direction, keyboardHeight: keyboard)
        return traits.applied(to: [size], entry: name.value)
    }

    /// A size mapping's dimensions, `size:` or `width:` and `height:` (a cell's `width:` alone),
    /// each a number or a range: nil when none can be read and the mapping says no more (both
    /// reported); `.some(nil)` when one side was reported and the rest is still worth reading.
    private mutating func sizeBox(
        _ parts: [String: Pair], name: Located<String>, node: NodeID, isCell: Bool
    ) -> (lower: Located<Dimensions>, upper: Dimensions?)?? {
        let what = "The size '\(name.value)'"
        switch (parts["size"], parts["width"], parts["height"]) {
        case (let size?, nil, nil):
            return .some(sizeOrRange(size.value, what))
        case (nil, let width?, nil) where isCell:
            return sizeSide(width.value, "The width of the size '\(name.value)'").map { widths in
                let upper = Dimensions(width: widths.upperBound, height: 0)
                let lower = Dimensions(width: widths.lowerBound, height: 0)
                return (lower: Located(lower, at: width.key.location), upper: upper == lower ? nil : upper)
            }
        case (nil, let width?, let height?):
            let widths = sizeSide(width.value, "The width of the size '\(name.value)'")
            let heights = sizeSide(height.value, "The height of the size '\(name.value)'")
            if let widths, let heights {
                let upper = Dimensions(width: widths.upperBound, height: heights.upperBound)
                let lower = Dimensions(width: widths.lowerBound, height: heights.lowerBound)
                return (Located(lower, at: width.key.location), upper == lower ? nil : upper)
            }
            return .some(nil)
        case (nil, nil, nil):
            diagnostics.emit(.sizeNeedsSizeOrDevice(size: name.value, at: location(of: node)))
            return nil
        default:
            diagnostics.emit(.sizeNeedsWidthAndHeight(size: name.value, at: location(of: node)))
            return nil
        }
    }

    /// Whether a cell's size mapping gives a width alone (`width:` or `device:`); else each key
    /// that gives a height, or the mapping, is reported.
    private mutating func cellSizeGivesWidthAlone(
        _ parts: [String: Pair], name: Located<String>, node: NodeID
    ) -> Bool {
        let heightKeys = ["size", "height", "safeArea", "keyboard"].compactMap { parts[$0]?.key }
        for key in heightKeys {
            diagnostics.emit(.cellSizeGivesWidthAlone(size: name.value, at: key.location))
        }
        if parts["width"] == nil, parts["device"] == nil, heightKeys.isEmpty {
            diagnostics.emit(.cellSizeGivesWidthAlone(size: name.value, at: location(of: node)))
        }
        return heightKeys.isEmpty && (parts["width"] != nil || parts["device"] != nil)
    }

    /// The entries of a size mapping by key; a key that is not a size key is reported.
    mutating func sizeParts(_ pairs: [Pair]) -> [String: Pair] {
        var parts: [String: Pair] = [:]
        for pair in pairs {
            guard Self.sizeKeys.contains(pair.key.value) else {
                unknownKey(pair.key, noun: "size key", known: Self.sizeKeys)
                continue
            }
            parts[pair.key.value] = pair
        }
        return parts
    }

    /// The size `device` gives in `orientation`: its screen, its scale, its safe area, and the keyboard
    /// `keyboard:` (`keyboard`, when written) asks for; nil after reporting a keyboard it knows
    /// no height for.
    mutating func deviceSize(
        _ device: Device, _ orientation: Device.Orientation, name: Located<String>,
        dimensionsAt location: SourceLocation, direction: UserInterfaceLayoutDirection, keyboard: NodeID?
    ) -> SizeSpec? {
        var keyboardHeight: Double?
        if let keyboard {
            guard let height = self.keyboardHeight(keyboard, size: name.value, device: (device, orientation))
            else { return nil }
            keyboardHeight = height.value
        }
        let (width, height) = device.size(orientation)
        return SizeSpec(
            name: name, dimensions: Located(Dimensions(width: width, height: height), at: location),
            safeArea: device.safeArea(orientation), layoutDirection: direction,
            keyboardHeight: keyboardHeight,
            displayScale: device.scale, sizeClasses: device.sizeClasses(orientation))
    }

    /// `keyboard: hidden` (nil inside), `keyboard: 336` (the docked keyboard's height in points),
    /// or `keyboard: shown` on a device whose keyboard height docs/Devices.md gives; nil after
    /// reporting anything else.
    mutating func keyboardHeight(
        _ node: NodeID, size: String, device: (Device, Device.Orientation)?
    ) -> Located<Double?>? {
        let what = "The keyboard of the size '\(size)'"
        if case .scalar(let scalar) = document[node].content, scalar.style == .plain, scalar.tag == nil,
            scalar.text.first?.isLetter == true
        {
            switch scalar.text {
            case "hidden":
                return Located(nil, at: scalar.textLocation)
            case "shown":
                if let device, let height = device.0.keyboardHeight(device.1) {
                    return Located(height, at: scalar.textLocation)
                }
                diagnostics.emit(
                    .keyboardHeightUnknown(
                        size: size, device: device.map { ($0.0.name, $0.1.rawValue) }, at: scalar.textLocation
                    ))
            default:
                diagnostics.emit(.expectedKeyboard(what, written: scalar.text, at: scalar.textLocation))
            }
            return nil
        }
        return number(node, what, in: .nonNegative).map { $0.map(Optional.some) }
    }

    /// `metrics: {name: number, ...}`.
    private mutating func decodeMetrics(_ node: NodeID) -> [Metric] {
        guard let pairs = mapping(node, "'metrics'", example: "metrics: {gap: 15}") else { return [] }
        var metrics: [Metric] = []
        for pair in pairs {
            let name = pair.key
            let validName = Self.isIdentifier(name.value)
            if !validName {
                diagnostics.emit(.invalidName(name.value, kind: "a valid metric name", at: name.location))
            }
            if let value = number(pair.value, "The metric '\(name.value)'", in: .magnitude), validName {
                metrics.append(Metric(name: name, value: value))
            }
        }
        return metrics
    }
}
