import LayoutRuntime

// MARK: - Fonts, colours and images

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    // The runtime font: its point size is what text metrics read.
    @_spi(Runtime) public let runtimeFont: Font

    init(runtimeFont: Font) {
        self.runtimeFont = runtimeFont
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    // Nil, as in UIKit, unless a font file was registered under the name (FontLibrary).
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = Font(name: fontName, size: fontSize) else { return nil }
        runtimeFont = font
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(runtimeFont: .systemFont(ofSize: fontSize))
    }
    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(runtimeFont: .systemFont(ofSize: fontSize, weight: weight.runtimeWeight))
    }
    // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    // The runtime's font of a text style takes its size at the category of the hierarchy that
    // shows it, as a font made under that category would.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(runtimeFont: .preferredFont(forTextStyle: style.runtimeStyle))
    }
}

// https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle

    // https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    // The runtime's scaled font takes its size at the category of the hierarchy that shows it.
    open func scaledFont(for font: UIFont) -> UIFont {
        UIFont(runtimeFont: font.runtimeFont.scaled(forTextStyle: textStyle.runtimeStyle))
    }
}

extension UIFont.Weight {
    /// The runtime's weight of the same name.
    var runtimeWeight: Font.Weight {
        let weights: [UIFont.Weight: Font.Weight] = [
            .ultraLight: .ultraLight, .thin: .thin, .light: .light, .regular: .regular, .medium: .medium,
            .semibold: .semibold, .bold: .bold, .heavy: .heavy, .black: .black,
        ]
        guard let weight = weights[self] else {
            preconditionFailure("LayoutRuntime has no weight \(rawValue); use one of UIFont.Weight's nine.")
        }
        return weight
    }
}

extension UIFont.TextStyle {
    /// The runtime's text style of the same name.
    var runtimeStyle: Font.TextStyle {
        let styles: [UIFont.TextStyle: Font.TextStyle] = [
            .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3,
            .headline: .headline, .subheadline: .subheadline, .body: .body, .callout: .callout,
            .footnote: .footnote, .caption1: .caption1, .caption2: .caption2,
        ]
        guard let style = styles[self] else {
            preconditionFailure("LayoutRuntime has no text style \(rawValue).")
        }
        return style
    }
}

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    @_spi(Runtime) public let runtimeColor: Color

    init(runtimeColor: Color) {
        self.runtimeColor = runtimeColor
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        runtimeColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { UIColor(runtimeColor: .black) }
    // https://developer.apple.com/documentation/uikit/uicolor/darkgray
    open class var darkGray: UIColor { UIColor(runtimeColor: .darkGray) }
    // https://developer.apple.com/documentation/uikit/uicolor/lightgray
    open class var lightGray: UIColor { UIColor(runtimeColor: .lightGray) }
    // https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { UIColor(runtimeColor: .white) }
    // https://developer.apple.com/documentation/uikit/uicolor/gray
    open class var gray: UIColor { UIColor(runtimeColor: .gray) }
    // https://developer.apple.com/documentation/uikit/uicolor/red
    open class var red: UIColor { UIColor(runtimeColor: .red) }
    // https://developer.apple.com/documentation/uikit/uicolor/green
    open class var green: UIColor { UIColor(runtimeColor: .green) }
    // https://developer.apple.com/documentation/uikit/uicolor/blue
    open class var blue: UIColor { UIColor(runtimeColor: .blue) }
    // https://developer.apple.com/documentation/uikit/uicolor/cyan
    open class var cyan: UIColor { UIColor(runtimeColor: .cyan) }
    // https://developer.apple.com/documentation/uikit/uicolor/yellow
    open class var yellow: UIColor { UIColor(runtimeColor: .yellow) }
    // https://developer.apple.com/documentation/uikit/uicolor/magenta
    open class var magenta: UIColor { UIColor(runtimeColor: .magenta) }
    // https://developer.apple.com/documentation/uikit/uicolor/orange
    open class var orange: UIColor { UIColor(runtimeColor: .orange) }
    // https://developer.apple.com/documentation/uikit/uicolor/purple
    open class var purple: UIColor { UIColor(runtimeColor: .purple) }
    // https://developer.apple.com/documentation/uikit/uicolor/brown
    open class var brown: UIColor { UIColor(runtimeColor: .brown) }
    // https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { UIColor(runtimeColor: .clear) }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    // The runtime image: only its size matters to layout.
    @_spi(Runtime) public let runtimeImage: Image

    init(runtimeImage: Image) {
        self.runtimeImage = runtimeImage
        super.init()
    }

    // UIImage() is an image of no size.
    public convenience override init() { self.init(runtimeImage: Image(size: .zero)) }
}

// https://developer.apple.com/documentation/uikit/uigraphicsrenderer
open class UIGraphicsRenderer: NSObject {}

// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext
open class UIGraphicsRendererContext: NSObject {}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let size: CGSize

    // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:)
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    // Nothing is drawn on Linux; the image has the renderer's size, which is what layout reads.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext())
        return UIImage(runtimeImage: Image(size: size))
    }
}
