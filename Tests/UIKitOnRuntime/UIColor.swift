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

    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(runtimeFont: .systemFont(ofSize: fontSize))
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
