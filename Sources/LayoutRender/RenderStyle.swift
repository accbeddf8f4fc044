import LayoutProof
import LayoutRuntime

/// The colors and sizes of every picture, in one place; docs/Render.md shows them.
enum RenderStyle {
    // The canvas.
    /// Around everything.
    static let margin: CGFloat = 16
    /// Between two drawings side by side.
    static let gap: CGFloat = 40
    /// The canvas behind the screens: what lies beyond a screen shows on it.
    static let canvas = "#E5E5EA"
    /// The screen: the root's rectangle, under the root view.
    static let screen = "#FFFFFF"
    static let captionColor = "#1C1C1E"
    /// The first line of a caption (the scene), then the second (the size).
    static let captionSizes: (scene: CGFloat, size: CGFloat) = (13, 12)
    /// From the top of a caption to the top of its drawing.
    static let captionHeight: CGFloat = 40

    // Views.
    /// Every view's outline, thin so that colors stay readable.
    static let outline = "#000000"
    static let outlineOpacity = "0.35"
    static let outlineWidth = "0.5"
    /// The ids: one size at every scale, shortened to their view's width and left out where
    /// a view is too small to hold one.
    static let idSize: CGFloat = 10
    static let idColor = "#3A3A3C"
    /// The height of an id's line: how far an id moves down when its place is taken.
    static let idLineHeight: CGFloat = 11
    /// How many times an id moves down along each side of its view before it is left out.
    static let idMoves = 3
    /// The smallest view that gets its id.
    static let idMinimumSize = CGSize(width: 16, height: 12)
    /// A control's shape (a switch's track, a text field's border, an image's cross).
    static let glyph = "#636366"
    /// Text by its role: a label's, a placeholder, a button's title (UIKit's tint).
    static let textColor = "#000000"
    static let placeholderColor = "#8E8E93"
    static let titleColor = "#007AFF"
    /// The system font's families, the one it stands for first, then the one measuring it.
    static let systemFontFamily = "-apple-system, SF Pro Text, Roboto, sans-serif"

    /// The CSS font-family of `font`: the system font's families, or a named font's name.
    static func fontFamily(of font: Font) -> String {
        font.fontName.map { "\($0), sans-serif" } ?? systemFontFamily
    }

    /// The CSS weight of a system font weight, 100 (ultraLight) to 900 (black).
    static func cssWeight(of weight: Font.Weight) -> Int {
        (Font.Weight.allCases.firstIndex(of: weight)! + 1) * 100
    }

    // Scroll views.
    /// Over the content beyond a scroll view's viewport, which UIKit clips.
    static let veil = "#FFFFFF"
    static let veilOpacity = "0.6"
    /// The content area, dashed, and the viewport, solid.
    static let scrollOutline = "#1F5FBF"
    static let contentDash = "5 3"

    // Insets.
    static let safeArea = "#AF52DE"
    static let safeAreaOpacity = "0.25"
    static let margins = "#30B0C7"
    static let marginsOpacity = "0.25"
    /// A readable-content guide or a guide a program added, dashed.
    static let guide = "#8E8E93"
    static let guideDash = "2 2"

    // Overlays.
    static let conflict = "#E00000"
    static let alternative = "#7D2AE8"
    static let alternativeDash = "6 3"
    static let lint = "#FF9500"
    static let lintText = "#B25000"
    static let lintOpacity = "0.35"
    static let overlayTextSize: CGFloat = 11
    /// Around an overlay's text, so that it reads over any fill.
    static let halo = "#FFFFFF"
    static let haloOpacity = "0.85"

    /// The legend's entries, in order: what each mark means.
    enum LegendEntry: CaseIterable {
        case safeArea, margins, beyondViewport, contentArea, conflict, alternative, lint

        var caption: String {
            switch self {
            case .safeArea: "safe area insets"
            case .margins: "layout margins"
            case .beyondViewport: "scroll content beyond the viewport"
            case .contentArea: "scroll content area"
            case .conflict: "conflicting constraints"
            case .alternative: "another layout (ambiguous)"
            case .lint: "lint"
            }
        }
    }
    static let legendTextSize: CGFloat = 11
    /// A swatch's side; the legend's row is as tall.
    static let swatch: CGFloat = 12
    /// From the legend to the captions.
    static let legendSpacing: CGFloat = 14
    /// Between two rows of the legend, and between two entries of a row.
    static let legendRowSpacing: CGFloat = 6
    static let legendEntrySpacing: CGFloat = 16
    /// The legend wraps to the drawings' width, but not narrower than this.
    static let legendMinimumWidth: CGFloat = 360
}
