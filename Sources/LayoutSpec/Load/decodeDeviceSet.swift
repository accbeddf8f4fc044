import LayoutRuntime

/// Reading a size that a set of devices declares.
extension SpecDecoder {
    /// `{devices: allPhones | allPads | [NAME, ...], orientation: portrait | landscape | [portrait, landscape],
    /// layoutDirection: ..., keyboard: ..., contentSizeCategories: ...}`: one size per device and
    /// orientation (and category), each the device's screen, scale, safe area and keyboard
    /// (``SizeMember``); nil after reporting.
    mutating func deviceSet(_ pairs: [Pair], name: Located<String>) -> [SizeSpec]? {
        let parts = sizeParts(pairs)
        var valid = true
        for key in ["size", "width", "height", "safeArea", "device", "scale"] {
            guard let pair = parts[key] else { continue }
            diagnostics.emit(.sizeKeyWithDeviceSet(key, size: name.value, at: pair.key.location))
            valid = false
        }
        let traits = sizeTraits(parts, size: name.value, readsScale: false)
        guard let devicesPair = parts["devices"],
            let devices = deviceList(devicesPair.value, size: name.value),
            let orientations = orientationList(parts["orientation"]?.value)
        else { return nil }
        var direction = UserInterfaceLayoutDirection.leftToRight
        if let pair = parts["layoutDirection"] {
            guard let value = choice(pair.value, "'layoutDirection'", UserInterfaceLayoutDirection.allCases)
            else { return nil }
            direction = value.value
        }
        var sizes: [SizeSpec] = []
        for device in devices {
            for orientation in orientations {
                let member = SizeMember(entry: name.value, device: device.name, orientation: orientation)
                // One report for the whole set: the first device whose keyboard is unknown.
                guard
                    var size = deviceSize(
                        device, orientation, name: Located(member.sizeName, at: name.location),
                        dimensionsAt: location(of: devicesPair.value), direction: direction,
                        keyboard: parts["keyboard"]?.value)
                else { return nil }
                size.member = member
                sizes.append(size)
            }
        }
        guard let traits, valid else { return nil }
        return traits.applied(to: sizes, entry: name.value)
    }

    /// `allPhones` or `allPads`, every iPhone or iPad of docs/Devices.md, or a list of device
    /// names.
    private mutating func deviceList(_ node: NodeID, size: String) -> [Device]? {
        let what = "The devices of the size '\(size)'"
        if case .scalar(let scalar) = document[node].content {
            switch scalar.text {
            case "allPhones": return Device.phones
            case "allPads": return Device.pads
            default:
                diagnostics.emit(.expectedDeviceList(what, written: scalar.text, at: scalar.textLocation))
                return nil
            }
        }
        guard let items = sequence(node, what, example: "[iPhoneSE3, iPadAir5]") else { return nil }
        var devices: [Device] = []
        for item in items {
            guard let name = string(item, what) else { return nil }
            guard let device = Device.named(name.value) else {
                diagnostics.emit(.unknownDevice(name, among: Device.all.map(\.name)))
                return nil
            }
            if !devices.contains(device) { devices.append(device) }
        }
        guard !devices.isEmpty else {
            diagnostics.emit(.expectedDeviceList(what, written: "[]", at: location(of: node)))
            return nil
        }
        return devices
    }

    /// `portrait` (also when not given), `landscape`, or a list of them.
    private mutating func orientationList(_ node: NodeID?) -> [Device.Orientation]? {
        guard let node else { return [.portrait] }
        let what = "'orientation'"
        guard case .sequence = document[node].content else {
            return choice(node, what, Device.Orientation.allCases).map { [$0.value] }
        }
        guard let items = sequence(node, what, example: "[portrait, landscape]") else { return nil }
        var orientations: [Device.Orientation] = []
        for item in items {
            guard let orientation = choice(item, what, Device.Orientation.allCases) else { return nil }
            if !orientations.contains(orientation.value) { orientations.append(orientation.value) }
        }
        return orientations.isEmpty ? [.portrait] : orientations
    }
}
