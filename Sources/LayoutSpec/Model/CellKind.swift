/// What a self-sizing cell belongs to (`cell: tableView`): its root, `view` in constraints, is
/// the cell's `contentView`, given a width by the table or collection view, its height fitted
/// to the content (docs/Cells.md).
public enum CellKind: String, CaseIterable, Hashable, Sendable {
    /// A `UITableViewCell`: the table view adds a one-pixel separator below the content view,
    /// so the row is one pixel taller than the content view.
    case tableView
    /// A `UICollectionViewCell`: the item is the content view's size.
    case collectionView

    /// The members a generated cell class inherits from UIView and UIKit's cell classes, and
    /// declares itself, which a view or a constraint of the same name would clash with.
    public static let memberNames: Set<String> = [
        "contentView", "textLabel", "detailTextLabel", "imageView", "accessoryView", "accessoryType",
        "editingAccessoryView", "editingAccessoryType", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "reuseIdentifier", "selectionStyle", "isSelected", "isHighlighted",
        "isEditing", "showsReorderControl", "separatorInset", "indentationLevel", "indentationWidth",
        "focusStyle", "configurationState", "contentConfiguration", "backgroundConfiguration", "frame",
        "bounds", "center", "transform", "alpha", "tag", "layer", "window", "superview", "subviews", "mask",
        "next", "isHidden", "backgroundColor", "tintColor", "clipsToBounds", "isOpaque", "contentMode",
        "traitCollection", "safeAreaInsets", "layoutMargins", "constraints", "description", "hash",
        "fittedHeight", "makeContent",
    ]
}
