import LayoutRuntime

// MARK: - Cells

// The content view of a cell is the root of its own runtime hierarchy, as the proof lays it
// out (docs/Cells.md): it is not a runtime subview of the cell, whose own frame, accessory and
// separator are not modelled. A table or collection view gives it its size.

// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    // The content view: a root.
    private let ownContentView = UIView()

    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    // https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    open var contentView: UIView { ownContentView }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    // The content view: a root.
    private let ownContentView = UIView()

    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    open var contentView: UIView { ownContentView }
}
