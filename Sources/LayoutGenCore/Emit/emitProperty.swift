import LayoutRuntime

extension SceneEmitter {
    /// The assignment or call that sets one property, without the receiver.
    static func emitProperty(_ property: ViewProperty) -> String {
        switch property {
        case .translatesAutoresizingMaskIntoConstraints(let value):
            "translatesAutoresizingMaskIntoConstraints = \(value)"
        case .frame(let rect):
            "frame = \(emitRect(rect))"
        case .backgroundColor(let color):
            "backgroundColor = \(emitColor(color))"
        case .contentHugging(let priority, let axis):
            "setContentHuggingPriority(\(emitPriority(priority)), for: .\(axis))"
        case .compressionResistance(let priority, let axis):
            "setContentCompressionResistancePriority(\(emitPriority(priority)), for: .\(axis))"
        case .intrinsicContentSize(let size):
            "explicitIntrinsicContentSize = \(emitSize(size))"
        case .contentSize(let size):
            "contentSize = \(emitSize(size))"
        case .text(let text):
            "text = \(SwiftLiteral.string(text))"
        case .numberOfLines(let lines):
            "numberOfLines = \(lines)"
        case .fontSize(let size):
            "font = .systemFont(ofSize: \(SwiftLiteral.number(size)))"
        case .image(let size):
            "image = Image(size: \(emitSize(size)))"
        case .isScrollEnabled(let value):
            "isScrollEnabled = \(value)"
        }
    }

    static func emitSize(_ size: CGSize) -> String {
        "CGSize(width: \(SwiftLiteral.number(Double(size.width))), height: \(SwiftLiteral.number(Double(size.height))))"
    }

    static func emitRect(_ rect: CGRect) -> String {
        "CGRect(x: \(SwiftLiteral.number(Double(rect.minX))), y: \(SwiftLiteral.number(Double(rect.minY))), "
            + "width: \(SwiftLiteral.number(Double(rect.width))), height: \(SwiftLiteral.number(Double(rect.height))))"
    }

    /// A named color when the value is one, else its components.
    static func emitColor(_ color: Color) -> String {
        if let name = Color.name(of: color) { return ".\(name)" }
        return "Color(red: \(SwiftLiteral.number(color.red)), green: \(SwiftLiteral.number(color.green)), "
            + "blue: \(SwiftLiteral.number(color.blue)), alpha: \(SwiftLiteral.number(color.alpha)))"
    }

    static func emitPriority(_ priority: LayoutPriority) -> String {
        switch priority.rawValue {
        case 1000: ".required"
        case 750: ".defaultHigh"
        case 250: ".defaultLow"
        case 50: ".fittingSizeLevel"
        default: "LayoutPriority(\(SwiftLiteral.number(Double(priority.rawValue))))"
        }
    }
}
