/// The YAML of a scene of one red view, `list`, 40 points inside the root's top and bottom
/// (`V:|-40-[list]-40-|`), at `sizes` (one `name: value` a line) and placed across by
/// `constraints` (one list item a line, `when:` entries included): the usual scene of a test
/// of size classes.
///
/// As written out, the first size is at 3:3, `list` is declared one line after the last size,
/// and the first of `constraints` is three lines after `list`. Without `constraints`, the list
/// is 20 points inside the sides in compact width, and 600 wide and centred in regular width:
///
///     scene: Scene
///     sizes:
///       phone: 390x844
///     views:
///       list: {color: red}
///     constraints:
///       - V:|-40-[list]-40-|
///       - when: {horizontalSizeClass: compact}
///         constraints: ["H:|-20-[list]-20-|"]
///       - when: {horizontalSizeClass: regular}
///         constraints: [list.width == 600, list.centerX == view.centerX]
public func listSpec(sizes: [String], constraints: [String] = listVariants) -> String {
    let lines =
        ["scene: Scene", "sizes:"] + sizes.map { "  " + $0 }
        + ["views:", "  list: {color: red}", "constraints:", "  - V:|-40-[list]-40-|"]
        + constraints.map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
}

/// The constraints ``listSpec(sizes:constraints:)`` takes by default.
public let listVariants = [
    "- when: {horizontalSizeClass: compact}", "  constraints: [\"H:|-20-[list]-20-|\"]",
    "- when: {horizontalSizeClass: regular}",
    "  constraints: [list.width == 600, list.centerX == view.centerX]",
]
