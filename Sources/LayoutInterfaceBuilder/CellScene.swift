import LayoutRuntime
import LayoutSpec

/// A table or collection view cell of a document as a scene: its content view is the root, and
/// the table or the layout that holds the cell says how big UIKit makes it
/// (docs/InterfaceBuilder.md, "Cells"):
///
/// - a table whose `rowHeight` is automatic (`-1`, or absent: UIKit's default since iOS 11)
///   sizes a prototype cell to its content at the content view's width: a self-sizing cell
///   (`cell: tableView`), proven at the width the document records for the content view, which
///   is the table's less the accessory. A prototype's own `rowHeight` only sizes it in
///   Interface Builder's canvas;
/// - a table with a fixed `rowHeight`, or a static cell with its own `rowHeight`, gives the row
///   that height: an ordinary scene whose root is the content view, one pixel shorter than the
///   row where the table draws separators;
/// - a collection view's flow layout gives a cell its `itemSize` unless it has an estimated item
///   size: an ordinary scene at the size the document records for the cell.
///
/// Standard table cell styles, and collection view cells that size themselves, are refused.
struct CellScene {
    /// The cell's content view, the scene's root.
    var contentView: IBElement
    /// The table or collection view the cell sizes itself in; nil where its size is imposed.
    var selfSizing: CellKind?
    /// The width the cell is proven at, with the height imposed on a cell that does not size
    /// itself.
    var size: SizeSpec

    /// How `cell` is imported inside `container` (its table or collection view, nil for a
    /// xib's top-level cell), or the error that refuses it.
    static func read(_ cell: IBElement, in container: IBElement?, document: IBElement) -> Result<
        CellScene, Refusal
    > {
        guard let contentView = cell.children.first(where: { $0["key"] == "contentView" }),
            let frame = frameRect(of: contentView)
        else { return .failure(Refusal(.interfaceBuilderCellWithoutContentView(at: cell.location))) }
        let scale = documentScreenScale(document)
        let isTable = cell.name == "tableViewCell"
        if isTable, let style = cell["style"] {
            return .failure(Refusal(.interfaceBuilderStandardCellStyle(style, at: cell.location)))
        }
        var size = SizeSpec(
            name: "canvas", width: max(frame.width, 1), height: 0, displayScale: scale,
            location: cell.location)
        if isTable {
            let isStatic = container?["dataMode"] == "static"
            let rowHeight = (isStatic ? cell["rowHeight"] : nil) ?? container?["rowHeight"]
            guard let row = rowHeight.flatMap(Double.init), row > 0 else {
                size.fitsHeight = true
                return .success(CellScene(contentView: contentView, selfSizing: .tableView, size: size))
            }
            // A fixed-height table: the row the table gives, and the height of this prototype
            // where its delegate tells the rows apart, which the document cannot say.
            let drawn = cell["rowHeight"].flatMap(Double.init) ?? row
            let separator = container?["separatorStyle"] == "none" ? 0 : scale.map { 1 / $0 } ?? 0
            size.height = max(drawn - separator, 1)
        } else {
            if let layout = container?.child("collectionViewFlowLayout", key: "collectionViewLayout"),
                let estimated = layout.child("size", key: "estimatedItemSize"),
                (estimated["width"].flatMap(Double.init) ?? 0) > 0
            {
                return .failure(Refusal(.interfaceBuilderSelfSizingCollectionCell(at: estimated.location)))
            }
            size.height = max(frameRect(of: cell)?.height ?? frame.height, 1)
            size.width = max(frameRect(of: cell)?.width ?? frame.width, 1)
        }
        size.sizeClasses = SizeClasses(width: size.width, height: size.height)
        return .success(CellScene(contentView: contentView, selfSizing: nil, size: size))
    }

    /// Why a cell is not imported.
    struct Refusal: Error {
        var diagnostic: Diagnostic
        init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    }
}

extension SceneImporter {
    /// Before the content view is imported: a self-sizing cell's views are not named as the
    /// members of UIKit's cell class that the generated class inherits (an image view is
    /// `imageView2`, not `imageView`); and where the content view fills the cell, as in every
    /// collection view cell, a constraint to the cell (which older documents hold in the
    /// cell's `<constraints>`, their content view without an id) is one to the content view.
    mutating func adopt(_ scene: CellScene, of cell: IBElement) {
        if scene.selfSizing != nil { usedIDs.formUnion(CellKind.memberNames) }
        guard let id = cell["id"], let frame = frameRect(of: scene.contentView),
            frame.size == frameRect(of: cell)?.size
        else { return }
        items[id] = .item(Spec.rootViewID)
        for constraints in cell.children(named: "constraints") {
            for constraint in constraints.children(named: "constraint") {
                constraintElements.append((constraint, id))
            }
        }
    }

    /// The scene of a table or collection view cell inside `container`: its content view's, at
    /// the size ``CellScene`` reads, or the error that refuses it.
    consuming func importCell(_ cell: IBElement, in container: IBElement?) -> InterfaceBuilderScene {
        switch CellScene.read(cell, in: container, document: context.document) {
        case .success(let scene):
            var imported = importScene(root: cell, cell: scene)
            // An older collection view cell's content view has no id: the cell's names it.
            if scene.contentView["id"] == nil { imported.interfaceBuilderIDs[Spec.rootViewID] = cell["id"] }
            return imported
        case .failure(let refusal):
            diagnostics.emit(refusal.diagnostic)
            return InterfaceBuilderScene(
                name: sceneName, spec: nil, diagnostics: diagnostics, interfaceBuilderIDs: [:],
                location: cell.location)
        }
    }
}
