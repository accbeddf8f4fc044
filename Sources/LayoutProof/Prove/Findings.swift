import LayoutSpec

/// The findings of every size of a proof, merged when one finding holds at several sizes, and
/// worded into diagnostics once every size is proven (``flush(into:sizes:)``).
///
/// A finding is one wherever its identity is (``FindingID``): one diagnostic names every size
/// and every part of a range where it holds, worded with the numbers of the first of them (a
/// conflict's root width, a control's size).
struct Findings {
    private typealias Key = FindingID

    /// How many parts of ranges a diagnostic names before it counts the rest.
    static let namedParts = 4

    /// While a range of sizes is proven, its name and the index of the tile being proven.
    var tile: (range: String, index: Int)?

    private var order: [Key] = []
    private var first: [Key: Finding] = [:]
    /// The sizes each finding holds at, by name.
    private var sizes: [Key: [String]] = [:]
    /// The tiles of ranges each finding holds on, by range name.
    private var tiles: [Key: [String: Set<Int>]] = [:]
    /// The ranges proven tile by tile, by name.
    private var ranges: [String: RangeGrid] = [:]
    /// Each finding as made at each tile where it holds, whose numbers are that tile's.
    private var tileFindings: [Key: [String: [Int: Finding]]] = [:]

    /// What was found at each tile of a range: each finding's identity, and whether one was an
    /// error.
    func tileFindings(range: String) -> [Int: (ids: Set<FindingID>, hasError: Bool)] {
        var found: [Int: (ids: Set<FindingID>, hasError: Bool)] = [:]
        for (key, ranges) in tiles {
            for index in ranges[range] ?? [] {
                found[index, default: ([], false)].ids.insert(key)
                if first[key]!.isError { found[index]!.hasError = true }
            }
        }
        return found
    }

    /// Records a finding at a size (at the current tile, while a range is proven). A note under
    /// a conflict is not recorded: the conflict's own finding holds it.
    mutating func add(size: SizeSpec, _ finding: Finding) {
        guard case .diagnostic = finding.form else { return }
        let tile = tile.flatMap { $0.range == size.name ? $0 : nil }
        let key = finding.id
        if first[key] == nil {
            order.append(key)
            first[key] = finding
        }
        if let tile {
            tiles[key, default: [:]][tile.range, default: []].insert(tile.index)
            if tileFindings[key]?[tile.range]?[tile.index] == nil {
                tileFindings[key, default: [:]][tile.range, default: [:]][tile.index] = finding
            }
        } else if sizes[key, default: []].last != size.name {
            sizes[key, default: []].append(size.name)
        }
    }

    /// Records at `twin` everything found at `size`, a single size or a range proven before it
    /// whose layouts `twin`'s are (``CategoryTwins``): each finding holds at both, with the
    /// same numbers, on the same tiles of a range.
    mutating func copy(_ size: SizeSpec, to twin: SizeSpec) {
        for key in order {
            if sizes[key]?.contains(size.name) == true { sizes[key]!.append(twin.name) }
            if let held = tiles[key]?[size.name] { tiles[key]![twin.name] = held }
            if let made = tileFindings[key]?[size.name] { tileFindings[key]![twin.name] = made }
        }
        if let grid = ranges[size.name] { ranges[twin.name] = grid.named(twin) }
    }

    /// Declares the tiles of a range before they are proven.
    mutating func declare(_ grid: RangeGrid) {
        ranges[grid.range.name] = grid
    }

    /// Emits each finding once, saying at which sizes it holds: by name, or for a range by the
    /// parts of it where it holds, each with a size to see it at; the diagnostic lists them as
    /// data too (``Diagnostic/sizes``). Returns each finding with those sizes, in the order
    /// emitted.
    @discardableResult
    func flush(into diagnostics: inout Diagnostics, sizes allSizes: [SizeSpec]) -> [Proof.Found] {
        var found: [Proof.Found] = []
        for key in order {
            let names = sizes[key] ?? []
            var parts: [String] = []
            var sets: [SizeSet] = []
            var everywhere = true
            // On a range, the numbers are those of the first part's example size.
            var finding = first[key]!
            var exampleChosen = !names.isEmpty
            // The members of an entry that expands into several sizes, named together once the
            // entry's sizes are passed.
            var members = EntryMembers()
            func nameMembers() {
                parts += members.phrases()
                members = EntryMembers()
            }
            for size in allSizes {
                if size.member?.entry != members.entry { nameMembers() }
                if let grid = ranges[size.name] {
                    let held = tiles[key]?[size.name] ?? []
                    let described = grid.describe(tiles: held)
                    if !described.everywhere { everywhere = false }
                    sets += described.sets
                    if let member = size.member {
                        // A range at one category: where it holds, worded as the entry's.
                        members.add(member, parts: grid.named(size.entrySize).describe(tiles: held).parts)
                    } else {
                        parts += described.parts
                    }
                    if !exampleChosen, let example = described.example,
                        let made = tileFindings[key]?[size.name]?[example]
                    {
                        finding = made
                        exampleChosen = true
                    }
                } else if let member = size.member {
                    let holds = names.contains(size.name)
                    members.add(member, parts: holds ? [size.entryPhrase] : [])
                    if holds { sets.append(size.wholeSet) } else { everywhere = false }
                } else if names.contains(size.name) {
                    parts.append(size.phrase)
                    sets.append(size.wholeSet)
                } else {
                    everywhere = false
                }
            }
            nameMembers()
            // A finding in many parts of a range (a required chain off the pixel at every width
            // between two pixels) names the first few; JSON's `where` lists every one.
            if parts.count > Self.namedParts + 1 {
                let more = parts.count - Self.namedParts
                parts =
                    parts.prefix(Self.namedParts) + ["and \(more) more parts (each in 'check --format json')"]
            }
            let phrase =
                everywhere && allSizes.count > 1 ? "at every size" : "at \(parts.joined(separator: ", "))"
            guard case .diagnostic(let make) = finding.form else { continue }
            var diagnostic = make(phrase)
            diagnostic.sizes = sets
            diagnostic.finding = key.description
            for size in allSizes where size.namesSizeClasses && sets.contains(where: { $0.name == size.name })
            {
                diagnostic.sizeClasses[size.name] = size.sizeClasses
            }
            found.append(Proof.Found(id: key, isError: finding.isError, sizes: sets))
            assert(
                (diagnostic.severity == .error) == finding.isError,
                "A finding of kind \(finding.id.kind) says whether it is an error as its diagnostic does.")
            diagnostics.emit(diagnostic)
        }
        return found
    }
}

/// The members of one entry of `sizes:` that expands into several sizes (``SizeMember``), as
/// ``Findings/flush(into:sizes:)`` passes them for one finding: where each holds it, in words.
struct EntryMembers {
    /// The entry's name; nil before its first member.
    private(set) var entry: String?
    private var all: [SizeMember] = []
    /// Where each member holds the finding: the entry's phrase for a single size, the parts of
    /// a range worded as the entry's; empty where it does not hold.
    private var parts: [[String]] = []

    mutating func add(_ member: SizeMember, parts: [String]) {
        entry = member.entry
        all.append(member)
        self.parts.append(parts)
    }

    /// The members said together where they hold on the same parts: `'phones' on every device
    /// but iPhoneSE3`, `'row' (390x844) at accessibilityLarge and above`, `widths 320 to under
    /// 354 of 'list' (height 844; for example 330x844) at every category but extraSmall`.
    func phrases() -> [String] {
        var groups: [(parts: [String], members: [SizeMember])] = []
        for (member, parts) in zip(all, parts) where !parts.isEmpty {
            if let index = groups.firstIndex(where: { $0.parts == parts }) {
                groups[index].members.append(member)
            } else {
                groups.append((parts, [member]))
            }
        }
        return groups.map {
            SizeMember.phrase(held: $0.members, among: all, title: $0.parts.joined(separator: ", "))
        }
    }
}

extension SizeSpec {
    /// Every size this declares: the size by name, or the whole range.
    var wholeSet: SizeSet {
        guard let upperBound else { return .size(name) }
        return .range(
            name, widths: SizeInterval(lower: width, upper: upperBound.width),
            heights: SizeInterval(lower: height, upper: upperBound.height))
    }
}
