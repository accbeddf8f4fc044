/// UIKit's `UITableViewCell`, reduced to what a self-sizing cell's layout needs: the
/// ``contentView`` its content goes in, which the table view gives a width and fits a height
/// to (docs/Cells.md).
///
/// The content view is the root of its own hierarchy, as the proof lays it out: the cell
/// around it, its accessory and its separator are not modelled. A table view holds the content
/// view at its size with required constraints; give it one with a ``LayoutEnvironment``.
open class TableViewCell {
    /// The view the cell's subviews go in: `view` in a cell spec.
    public let contentView = View()

    public init() {}
}
