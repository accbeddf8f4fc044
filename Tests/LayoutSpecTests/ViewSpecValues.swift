import LayoutRuntime
import LayoutSpec

/// Typed reads of the properties a loaded view holds, for assertions.
extension ViewSpec {
    var color: Located<String>? { value("color") { if case .string(let v) = $0 { v } else { nil } } }
    var text: Located<String>? { value("text") { if case .string(let v) = $0 { v } else { nil } } }
    var numberOfLines: Located<Int>? {
        value("numberOfLines") { if case .integer(let v) = $0 { v } else { nil } }
    }
    var isScrollEnabled: Located<Bool>? {
        value("isScrollEnabled") { if case .bool(let v) = $0 { v } else { nil } }
    }
    var translatesAutoresizingMaskIntoConstraints: Located<Bool>? {
        value("translatesAutoresizingMaskIntoConstraints") { if case .bool(let v) = $0 { v } else { nil } }
    }
    var intrinsicSize: Located<Dimensions>? { dimensions("intrinsicSize") }
    var contentSize: Located<Dimensions>? { dimensions("contentSize") }
    var image: Located<Dimensions>? { dimensions("image") }
    var frame: Located<CGRect>? { value("frame") { if case .frame(let v) = $0 { v } else { nil } } }
    var hugging: AxisPriorities? {
        value("hugging") { if case .axisPriorities(let v) = $0 { v } else { nil } }?.value
    }
    var compressionResistance: AxisPriorities? {
        value("compressionResistance") { if case .axisPriorities(let v) = $0 { v } else { nil } }?.value
    }
    var font: FontSpec? { value("font") { if case .font(let v) = $0 { v } else { nil } }?.value }

    private func dimensions(_ name: String) -> Located<Dimensions>? {
        value(name) { if case .dimensions(let v) = $0 { v } else { nil } }
    }

    private func value<T>(_ name: String, _ read: (PropertyValue) -> T?) -> Located<T>? {
        guard let located = self[name], let value = read(located.value) else { return nil }
        return Located(value, at: located.location)
    }
}
