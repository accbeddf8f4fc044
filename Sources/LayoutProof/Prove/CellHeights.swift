import LayoutRuntime
import LayoutSpec

/// The heights UIKit gives a self-sizing cell at one width (docs/Cells.md): the table or
/// collection view fixes the content view's width and asks for its height with
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required, verticalFittingPriority:
/// .fittingSizeLevel)`, then holds the content view at that height with the required
/// `UIView-Encapsulated-Layout-Height`.
public struct CellHeights: Equatable, Sendable {
    /// The content view's fitted height: as low as the content allows, toward a target of 0.
    public var fitted: Double
    /// The content view's height the table or collection view imposes: ``fitted`` rounded up to
    /// the display's pixel at a size with a scale (layoutgen's choice: it never clips).
    public var contentView: Double
    /// A table cell's row: the content view and the separator's one pixel below it; nil for a
    /// collection view cell, or without a scale, where no pixel is known.
    public var row: Double?
    /// The content view's fitted height toward a target taller than any cell
    /// (``tallTarget``): above ``fitted`` when the content does not set the cell's height.
    public var tallest: Double

    /// The height a second fitting aims at, to see whether the content lets the cell grow.
    static let tallTarget: CGFloat = 100_000

    /// Whether the content allows more than one height, so that the fitting, not the content,
    /// decides it.
    public var isUndetermined: Bool { tallest - fitted > 1e-6 }

    /// Fits `root`, the content view of a cell of `kind`, at `size`'s width, in its
    /// environment.
    public static func fit(_ root: View, kind: CellKind, at size: SizeSpec) -> CellHeights {
        size.environment.apply(to: root)
        func height(toward target: CGFloat) -> Double {
            Double(
                root.systemLayoutSizeFitting(
                    CGSize(width: size.width, height: target), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height)
        }
        let fitted = height(toward: 0)
        let scale = size.displayScale
        let contentView = imposed(fitted, scale: scale)
        let row = kind == .tableView ? scale.map { contentView + 1 / $0 } : nil
        return CellHeights(
            fitted: fitted, contentView: contentView, row: row, tallest: height(toward: tallTarget))
    }

    /// The constraints of a cell's content, `root`, that add nothing at `size`: those of the
    /// fitting pass, where the content view's height is the content's to set. At the imposed
    /// height, a required chain from top to bottom would be implied by that height, which
    /// itself comes from the chain.
    static func redundantConstraints(of root: View, at size: SizeSpec) -> [LayoutConstraint] {
        root.redundantConstraintsFitting(
            CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The height a table or collection view imposes on a content view fitted `fitted` high:
    /// rounded up to the pixel of `scale`, unrounded without one (docs/Cells.md).
    static func imposed(_ fitted: Double, scale: Double?) -> Double {
        scale.map { Double(TextMetrics.roundedUp(CGFloat(fitted), scale: CGFloat($0))) } ?? fitted
    }

    /// `26.25`, `36.333`: a height as UIKit's logs print one, to a thousandth.
    public static func text(_ height: Double) -> String {
        formatNumber((height * 1000).rounded() / 1000)
    }
}

extension SceneProver {
    /// `sizes` with each cell width given the height UIKit imposes on the content view
    /// (``CellHeights/contentView``), and the heights of each; a size that has its height
    /// already (a fix's proof of the spec at its copy's sizes) stays as it is.
    static func fitCells(_ scene: BuiltScene, at sizes: [SizeSpec]) -> (
        sizes: [SizeSpec], heights: [SizeSpec: CellHeights]
    ) {
        guard let kind = scene.cell else { return (sizes, [:]) }
        var heights: [SizeSpec: CellHeights] = [:]
        let fitted = sizes.map { size in
            guard size.fitsHeight, size.height == 0, size.upperBound == nil else { return size }
            let cell = CellHeights.fit(scene.root, kind: kind, at: size)
            var imposed = size
            imposed.height = cell.contentView
            heights[imposed] = cell
            return imposed
        }
        return (fitted, heights)
    }
}
