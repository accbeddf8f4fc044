import LayoutRuntime

/// One of the sizes one entry of `sizes:` declares when it expands into several: a device of a
/// set of devices (`phones: {devices: allPhones, orientation: [portrait, landscape]}`), each with
/// the device's own screen, safe area, scale and keyboard; a text size of a size proven at
/// several categories (`row: {size: 390x844, contentSizeCategories: all}`); or both. Named
/// `phones.iPhoneSE3`, `phones.iPhoneSE3.landscape`, `row.accessibilityLarge`,
/// `phones.iPhoneSE3.landscape.accessibilityLarge`.
public struct SizeMember: Hashable, Sendable {
    /// The entry's name, as the spec writes it: `phones`.
    public var entry: String
    /// The device's name, `iPhoneSE3`; nil for an entry that names no set of devices.
    public var device: String?
    public var orientation: Device.Orientation
    /// The text size, for an entry proven at several categories; nil otherwise.
    public var contentSizeCategory: ContentSizeCategory?

    public init(
        entry: String, device: String? = nil, orientation: Device.Orientation = .portrait,
        contentSizeCategory: ContentSizeCategory? = nil
    ) {
        self.entry = entry
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
    }

    /// The size's name: `phones.iPhoneSE3`, `phones.iPhoneSE3.landscape`,
    /// `row.accessibilityLarge`.
    public var sizeName: String {
        entry + (device.map { ".\($0)" } ?? "") + (orientation == .landscape ? ".landscape" : "")
            + (contentSizeCategory.map { ".\($0.rawValue)" } ?? "")
    }

    /// The device in its orientation, which the members of one device share.
    private var place: Place { Place(device: device, orientation: orientation) }

    private struct Place: Hashable {
        var device: String?
        var orientation: Device.Orientation
    }

    /// `sizes` as a list names them, `single` naming each size, but the sizes one entry expands
    /// into named once: `phones (40 devices in portrait and landscape)`, `row (390x844) at 12
    /// categories`, `phones (2 devices in portrait, 12 categories)`.
    public static func summaries(of sizes: [SizeSpec], single: (SizeSpec) -> String) -> [String] {
        var result: [String] = []
        var index = sizes.startIndex
        while index < sizes.endIndex {
            guard let entry = sizes[index].member?.entry else {
                result.append(single(sizes[index]))
                index += 1
                continue
            }
            let members = sizes[index...].prefix { $0.member?.entry == entry }.compactMap(\.member)
            let categories = Set(members.compactMap(\.contentSizeCategory)).count
            let counted = "\(categories) categor\(categories == 1 ? "y" : "ies")"
            if members[0].device == nil {
                result.append("\(single(sizes[index].entrySize)) at \(counted)")
            } else {
                let devices = Set(members.compactMap(\.device)).count
                let orientations = Device.Orientation.allCases.filter { o in
                    members.contains { $0.orientation == o }
                }
                result.append(
                    "\(entry) (\(devices) device\(devices == 1 ? "" : "s") in "
                        + Wording.list(orientations.map(\.rawValue), "and")
                        + (categories > 0 ? ", \(counted))" : ")"))
            }
            index += members.count
        }
        return result
    }

    /// How a finding names the members of one entry where it holds, `held`, among `all` the
    /// entry's members, after `title`, the entry as findings name it (`'phones'`, `'row'
    /// (390x844)`): `'phones' on every device`, `'phones' on iPhoneSE3 and iPhone13mini in
    /// landscape`, `'row' (390x844) at accessibilityLarge and above`, `'phones' on iPhoneSE3 at
    /// every category but extraSmall and on iPhone16 at accessibilityLarge and above`. An
    /// orientation is named only when the set has both.
    public static func phrase(held: [SizeMember], among all: [SizeMember], title: String) -> String {
        let categories = all.compactMap(\.contentSizeCategory).uniqued()
        guard !categories.isEmpty else {
            return "\(title) " + deviceWords(held: held.map(\.place), among: all.map(\.place))
        }
        let places = all.map(\.place).uniqued()
        // The places whose members hold at the same categories, said together.
        var groups: [(categories: [ContentSizeCategory], places: [Place])] = []
        for place in places {
            let at = held.filter { $0.place == place }.compactMap(\.contentSizeCategory)
            guard !at.isEmpty else { continue }
            if let index = groups.firstIndex(where: { $0.categories == at }) {
                groups[index].places.append(place)
            } else {
                groups.append((at, [place]))
            }
        }
        let parts = groups.map { group in
            let words = categoryWords(held: group.categories, among: categories)
            guard places[0].device != nil else { return words }
            return deviceWords(held: group.places, among: places) + " " + words
        }
        return "\(title) " + Wording.list(parts, "and")
    }

    /// `at every category`, `at accessibilityLarge and above`, `at medium and below`, `at every
    /// category but extraSmall`, `from medium to extraLarge`, or the list: the categories
    /// `held` among `all`, in the order of `all`.
    static func categoryWords(held: [ContentSizeCategory], among all: [ContentSizeCategory]) -> String {
        let held = all.filter(held.contains)
        let missing = all.filter { !held.contains($0) }
        let first = all.firstIndex(of: held[0])!
        let contiguous = Array(all[first..<(first + held.count)]) == held
        if missing.isEmpty { return "at every category" }
        if missing.count == 1 { return "at every category but \(missing[0].rawValue)" }
        if contiguous && held.count > 1 && held.last == all.last { return "at \(held[0].rawValue) and above" }
        if contiguous && held.count > 1 && first == 0 { return "at \(held.last!.rawValue) and below" }
        if missing.count < held.count {
            return "at every category but " + Wording.list(missing.map(\.rawValue), "and")
        }
        if contiguous && held.count > 2 { return "from \(held[0].rawValue) to \(held.last!.rawValue)" }
        return "at " + Wording.list(held.map(\.rawValue), "and")
    }

    /// `on every device`, `on iPhoneSE3 and iPhone13mini in landscape`, `on every device but
    /// iPhone5s in portrait and on iPhoneSE3 in landscape`: the devices in their orientations
    /// `held` among `all`.
    private static func deviceWords(held: [Place], among all: [Place]) -> String {
        if Set(held) == Set(all) { return "on every device" }
        let orientations = Device.Orientation.allCases.filter { orientation in
            all.contains { $0.orientation == orientation }
        }
        func which(_ orientation: Device.Orientation) -> String? {
            let every = all.filter { $0.orientation == orientation }.compactMap(\.device)
            let devices = held.filter { $0.orientation == orientation }.compactMap(\.device)
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
            return first
        }
        let parts = zip(orientations, words).compactMap { orientation, words in
            words.map { orientations.count > 1 ? "\($0) in \(orientation.rawValue)" : $0 }
        }
        return Wording.list(parts, "and")
    }
}

extension Array where Element: Hashable {
    /// The elements in their order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
