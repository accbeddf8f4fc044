/// UIKit's `UICollectionViewCell`, reduced to what a self-sizing cell's layout needs: the
/// ``contentView`` its content goes in (docs/Cells.md).
///
/// As ``TableViewCell``'s, the content view is the root of its own hierarchy; the item is the
/// content view's size.
open class CollectionViewCell {
    /// The view the cell's subviews go in: `view` in a cell spec.
    public let contentView = View()

    public init() {}
}
