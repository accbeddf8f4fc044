import LayoutProof
import LayoutRuntime
import LayoutSpec

/// What a proof found at one size, drawn over the scene's picture at that size: a conflict, an
/// ambiguity's other layout, lint findings. Views are named by their ids.
public struct DrawingOverlay: Sendable, Equatable {
    /// A conflict: these constraints cannot all hold; their views are outlined in red and each
    /// constraint is drawn as a labelled line between the edges it relates.
    public var conflict: [ConstraintMark]
    /// An ambiguity witness: the same scene laid out another way that satisfies every
    /// constraint; views whose rectangle differs are drawn dashed over the solid ones.
    public var alternative: SceneDrawing? {
        get { alternativeStorage.first }
        set { alternativeStorage = newValue.map { [$0] } ?? [] }
    }
    /// Lint findings at this size.
    public var marks: [LintMark]

    /// The alternative, if any: an array, since a drawing holds an overlay that holds a drawing.
    private var alternativeStorage: [SceneDrawing] = []

    public init(conflict: [ConstraintMark] = [], alternative: SceneDrawing? = nil, marks: [LintMark] = []) {
        self.conflict = conflict
        self.marks = marks
        self.alternative = alternative
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool { conflict.isEmpty && alternativeStorage.isEmpty && marks.isEmpty }
}

/// A constraint drawn as lines between the edges it relates.
///
/// Each edge is drawn where it lies: a position (left, right, leading, trailing, centerX) as a
/// vertical line along the view's height at that x, top, bottom, centerY and the baselines as a
/// horizontal line along its width; a width as a horizontal line along the view, a height as a
/// vertical one. Two positions on one axis are joined by a line between them, horizontal for x
/// positions and vertical for y ones, which carries the label. Leading and trailing are read in
/// the direction of the first edge's view, as the runtime reads a constraint's.
public struct ConstraintMark: Sendable, Equatable {
    /// One side of a constraint: an attribute of a view or of one of its guides.
    public struct Edge: Sendable, Equatable {
        /// The id of the view, or of the view that owns the guide.
        public var viewID: String
        /// nil for the view itself; else a guide's identifier such as `safeAreaLayoutGuide`
        /// (see ``SceneDrawing/DrawnGuide/identifier``).
        public var guide: String?
        public var attribute: LayoutAttribute

        public init(viewID: String, guide: String? = nil, attribute: LayoutAttribute) {
            self.viewID = viewID
            self.guide = guide
            self.attribute = attribute
        }
    }

    /// What to write along the line, such as `'a.width == 300' (line 8)`.
    public var label: String
    public var first: Edge
    /// nil for a constraint on one item, such as `a.width == 300`.
    public var second: Edge?

    public init(label: String, first: Edge, second: Edge? = nil) {
        self.label = label
        self.first = first
        self.second = second
    }
}

/// A lint finding drawn in orange, with its caption: the views the warning names
/// (``Diagnostic/marks``), their shared rectangle filled for an overlap, each outlined else.
public typealias LintMark = Diagnostic.Marks
