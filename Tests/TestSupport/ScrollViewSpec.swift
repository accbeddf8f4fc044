/// The YAML of a scene whose root holds one scroll view, `scroll`, pinned to the root's edges
/// by `H:|[scroll]|` and `V:|[scroll]|`: the usual place for what a test puts inside a scroll view.
///
/// `subviews` and `constraints` are written from column 1, and each of their lines is indented
/// into place (empty lines are dropped). As written out, 'scroll' is declared at 4:3, the first
/// subview at 7:7, and `constraints:` follows the last subview, so the first of `constraints` is
/// three lines after it. For `subviews: "content: {}"` and `constraints: "- H:|[content]|"`:
///
///     scene: Scene
///     sizes: {portrait: 390x844}
///     views:
///       scroll:
///         type: ScrollView
///         subviews:
///           content: {}
///     constraints:
///       - H:|[scroll]|
///       - V:|[scroll]|
///       - H:|[content]|
public func scrollViewSpec(
    scene: String = "Scene", sizes: String = "{portrait: 390x844}", subviews: String, constraints: String
) -> String {
    let header = [
        "scene: \(scene)", "sizes: \(sizes)", "views:", "  scroll:", "    type: ScrollView", "    subviews:",
    ]
    let pins = ["constraints:", "  - H:|[scroll]|", "  - V:|[scroll]|"]
    return (header + indented(subviews, by: 6) + pins + indented(constraints, by: 2)).joined(separator: "\n")
}

private func indented(_ lines: String, by spaces: Int) -> [String] {
    lines.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 }
}
