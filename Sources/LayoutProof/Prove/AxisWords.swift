import LayoutRuntime

/// The words and attributes that go with each axis, for the prover's messages.
extension LayoutAxis {
    var positionAttribute: LayoutAttribute { self == .horizontal ? .left : .top }
    var sizeAttribute: LayoutAttribute { self == .horizontal ? .width : .height }
    var sizeWord: String { self == .horizontal ? "width" : "height" }
    var positionWord: String { self == .horizontal ? "horizontal position" : "vertical position" }
    var startAttributes: Set<LayoutAttribute> { self == .horizontal ? [.left, .leading] : [.top] }
    var centerAttribute: LayoutAttribute { self == .horizontal ? .centerX : .centerY }
    var endAttributes: Set<LayoutAttribute> { self == .horizontal ? [.right, .trailing] : [.bottom] }
    var endWord: String { self == .horizontal ? "trailing" : "bottom" }
    var startWord: String { self == .horizontal ? "leading" : "top" }
    var chainWord: String { self == .horizontal ? "horizontal" : "vertical" }

    func contains(_ attribute: LayoutAttribute) -> Bool { attribute.axis == self }
}
