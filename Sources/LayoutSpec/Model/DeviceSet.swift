/// A size that a set of devices declares (`phones: {devices: allPhones, orientation: [portrait,
/// landscape]}`): one size per device and orientation, each with the device's own screen, safe
/// area and keyboard, named `phones.iPhoneSE3` (`phones.iPhoneSE3.landscape` in landscape).
public struct DeviceSetMember: Hashable, Sendable {
    /// The set's name, as the spec writes it: `phones`.
    public var set: String
    /// The device's name: `iPhoneSE3`.
    public var device: String
    public var orientation: Device.Orientation

    public init(set: String, device: String, orientation: Device.Orientation) {
        self.set = set
        self.device = device
        self.orientation = orientation
    }

    /// The size's name: `phones.iPhoneSE3`, or `phones.iPhoneSE3.landscape`.
    public var sizeName: String {
        "\(set).\(device)" + (orientation == .landscape ? ".landscape" : "")
    }

    /// `sizes` as a list names them, `single` naming each size, but the sizes of one set of
    /// devices named once: `phones (40 devices in portrait and landscape)`.
    public static func summaries(of sizes: [SizeSpec], single: (SizeSpec) -> String) -> [String] {
        var result: [String] = []
        var index = sizes.startIndex
        while index < sizes.endIndex {
            guard let set = sizes[index].deviceSetMember?.set else {
                result.append(single(sizes[index]))
                index += 1
                continue
            }
            let members = sizes[index...].prefix { $0.deviceSetMember?.set == set }.compactMap(
                \.deviceSetMember)
            let devices = Set(members.map(\.device)).count
            let orientations = Device.Orientation.allCases.filter { o in
                members.contains { $0.orientation == o }
            }
            result.append(
                "\(set) (\(devices) device\(devices == 1 ? "" : "s") in "
                    + "\(Wording.list(orientations.map(\.rawValue), "and")))")
            index += members.count
        }
        return result
    }

    /// How a finding names the members of one set where it holds, `held`, among `all` the
    /// set's members: `'phones' on every device`, `'phones' on iPhoneSE3 and iPhone13mini in
    /// landscape`, `'phones' on every device but iPhone5s in portrait and on iPhoneSE3 in
    /// landscape`. An orientation is named only when the set has both.
    public static func phrase(held: [DeviceSetMember], among all: [DeviceSetMember]) -> String {
        guard let set = all.first?.set else { return "" }
        if Set(held) == Set(all) { return "'\(set)' on every device" }
        let orientations = Device.Orientation.allCases.filter { orientation in
            all.contains { $0.orientation == orientation }
        }
        func which(_ orientation: Device.Orientation) -> String? {
            let every = all.filter { $0.orientation == orientation }.map(\.device)
            let devices = held.filter { $0.orientation == orientation }.map(\.device)
            guard !devices.isEmpty else { return nil }
            let missing = every.filter { !devices.contains($0) }
            return missing.isEmpty
                ? "on every device"
                : missing.count < devices.count
                    ? "on every device but \(Wording.list(missing, "and"))"
                    : "on \(Wording.list(devices, "and"))"
        }
        let words = orientations.map(which)
        // The same devices in every orientation: said once.
        if words.count > 1, let first = words[0], words.allSatisfy({ $0 == first }) {
            return "'\(set)' \(first)"
        }
        let parts = zip(orientations, words).compactMap { orientation, words in
            words.map { orientations.count > 1 ? "\($0) in \(orientation.rawValue)" : $0 }
        }
        return "'\(set)' " + Wording.list(parts, "and")
    }
}
