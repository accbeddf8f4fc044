/// What a self-sizing cell belongs to (`cell: tableView`): its root, `view` in constraints, is
/// the cell's `contentView`, given a width by the table or collection view, its height fitted
/// to the content (docs/Cells.md).
public enum CellKind: String, CaseIterable, Hashable, Sendable {
    /// A `UITableViewCell`: the table view adds a one-pixel separator below the content view,
    /// so the row is one pixel taller than the content view.
    case tableView
    /// A `UICollectionViewCell`: the item is the content view's size.
    case collectionView
}
