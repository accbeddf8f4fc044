/// An RGBA color, UIKit's `UIColor` reduced to its components.
///
/// Components are `Double`s in 0...1; the initializer clamps them into that range.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    /// Opacity: 0 is transparent, 1 opaque.
    public var alpha: Double

    /// A color from components in 0...1, clamped into range (NaN reads 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A color from `"#RRGGBB"` (hex digits in either case), opaque; nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var components: [Double] = []
        for index in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else {
                return nil
            }
            components.append(Double(high * 16 + low) / 255)
        }
        self.init(red: components[0], green: components[1], blue: components[2])
    }

    private static func hexValue(_ digit: UInt8) -> Int? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(digit - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(digit - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    // UIKit's named colors, with UIKit's component values (the grays are white 1/3, 1/2, 2/3).
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The names ``named(_:)`` knows, in UIKit's spelling.
    public static let names: [String] = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
        "magenta", "orange", "purple", "brown", "clear",
    ]

    /// The first of ``names`` whose color equals `color`, so code can write `.orange`; nil
    /// when the color has no name.
    public static func name(of color: Color) -> String? {
        names.first { named($0) == color }
    }

    /// The color UIKit names `name` (`"lightGray"` for `UIColor.lightGray`), case-sensitive;
    /// nil for any other name.
    public static func named(_ name: String) -> Color? {
        switch name {
        case "black": .black
        case "darkGray": .darkGray
        case "lightGray": .lightGray
        case "white": .white
        case "gray": .gray
        case "red": .red
        case "green": .green
        case "blue": .blue
        case "cyan": .cyan
        case "yellow": .yellow
        case "magenta": .magenta
        case "orange": .orange
        case "purple": .purple
        case "brown": .brown
        case "clear": .clear
        default: nil
        }
    }
}
