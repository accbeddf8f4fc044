import LayoutProof
import LayoutSpec

extension CellKind {
    /// The class a generated cell subclasses in `flavor`: `TableViewCell`, `UITableViewCell`.
    func superclass(in flavor: EmitFlavor) -> String {
        let name = self == .tableView ? "TableViewCell" : "CollectionViewCell"
        return flavor == .uikit ? "UI\(name)" : name
    }

    /// The superclass's designated initializers a UIKit cell overrides, each with its call to
    /// super: a table view cell's `init(style:reuseIdentifier:)`, a collection view cell's
    /// `init(frame:)`, and both's `init?(coder:)`.
    var uikitInitializers: [(declaration: String, superCall: String)] {
        let own =
            self == .tableView
            ? (
                "public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
                "super.init(style: style, reuseIdentifier: reuseIdentifier)"
            ) : ("public override init(frame: CGRect)", "super.init(frame: frame)")
        return [own, ("public required init?(coder: NSCoder)", "super.init(coder: coder)")]
    }
}

/// A self-sizing cell (docs/Cells.md): a subclass of the flavour's cell class whose
/// `contentView` is the spec's `view`, built by `makeContent()` from each of the superclass's
/// initializers, with the table view's fitting call.
extension SceneEmitter {
    /// The cell's class declaration, with what its doc comment ends with.
    static func emitCellDeclaration(
        _ type: String, cell: CellKind, flavor: EmitFlavor, into writer: inout SourceWriter
    ) {
        writer.line("///")
        writer.line(
            "/// `view` is the cell's `contentView`; `fittedHeight(forWidth:)` asks it for its height as")
        writer.line("/// the \(cell == .tableView ? "table" : "collection") view does.")
        writer.line(
            "\(flavor == .uikit ? "@MainActor " : "")public final class \(type): \(cell.superclass(in: flavor)) {"
        )
    }

    /// The initializers, each calling `makeContent()` after its superclass's, which makes the
    /// content view; `makeContent()`, which does what a screen's `init()` does; and the fitting.
    static func emitCellInit(
        _ scene: BuiltScene, cell: CellKind, names: ItemNames, functions: SceneFunctions,
        variants: SizeClassCode, flavor: EmitFlavor, into writer: inout SourceWriter
    ) {
        let initializers =
            flavor == .uikit ? cell.uikitInitializers : [("public override init()", "super.init()")]
        for (declaration, superCall) in initializers {
            writer.line("\(declaration) {")
            writer.indent {
                $0.line(superCall)
                $0.line("makeContent()")
            }
            writer.line("}")
            writer.line()
        }
        writer.line("/// The content view's height at `width`: the width held, the height as small as the")
        writer.line("/// content allows, as a self-sizing cell is measured. The row or item is that height")
        writer.line("/// rounded to the display's pixels (a table adds the separator's pixel).")
        writer.line("public func fittedHeight(forWidth width: CGFloat) -> CGFloat {")
        writer.indent {
            $0.line("contentView.systemLayoutSizeFitting(")
            $0.indent {
                $0.line("CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,")
                $0.line("verticalFittingPriority: .fittingSizeLevel")
            }
            $0.line(").height")
        }
        writer.line("}")
        writer.line()
        emitInit(
            scene, names: names, functions: functions, variants: variants, flavor: flavor,
            declaration: "private func makeContent()", into: &writer)
    }
}
