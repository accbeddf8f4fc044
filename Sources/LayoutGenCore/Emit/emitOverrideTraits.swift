import LayoutProof
import LayoutSpec

extension SceneEmitter {
    /// In the UIKit flavour, where a device gives the size and the user the text size at run
    /// time: when a size is proven at a display scale or a text size of its own, a method that
    /// lays `view` out in them, through iOS 17's trait overrides, which its subviews inherit
    /// (docs/UIKitOutput.md). Nothing for a spec whose sizes set neither.
    static func emitOverrideTraits(_ scene: BuiltScene, into writer: inout SourceWriter) {
        // A size at the default text size is listed too where its entry names categories.
        let sizes = scene.sizes.flatMap(\.corners).filter {
            $0.displayScale != nil || $0.contentSizeCategory != .large
                || $0.member?.contentSizeCategory != nil
        }
        guard !sizes.isEmpty else { return }
        let view = SwiftLiteral.identifier(BuiltScene.rootID)
        writer.line()
        writer.line(
            "/// Gives `\(view)` the display scale and the text size the spec proves the size `name` at,")
        writer.line("/// as trait overrides, which its subviews inherit; a size not listed here is laid out")
        writer.line("/// in the traits its window gives it.")
        writer.line("@available(iOS 17.0, *)")
        writer.line("public func overrideTraits(forSize name: String) {")
        writer.indent {
            $0.line("switch name {")
            // Sizes in a row with the same traits (a range's two corners) share a case.
            var index = sizes.startIndex
            while index < sizes.endIndex {
                let size = sizes[index]
                let same = sizes[index...].prefix {
                    $0.displayScale == size.displayScale && $0.contentSizeCategory == size.contentSizeCategory
                }
                let names = same.map { SwiftLiteral.string($0.name) }
                let single = "case \(names.joined(separator: ", ")):"
                // One name a line where they do not fit on one, as swift-format breaks them.
                $0.lines(
                    $0.indentation + single.count <= SourceWriter.lineLength
                        ? single : "case " + names.joined(separator: ",\n") + ":")
                $0.indent {
                    if let scale = size.displayScale {
                        $0.line("\(view).traitOverrides.displayScale = \(SwiftLiteral.number(scale))")
                    }
                    $0.line(
                        "\(view).traitOverrides.preferredContentSizeCategory = .\(size.contentSizeCategory.rawValue)"
                    )
                }
                index += same.count
            }
            $0.line("default:")
            $0.indent { $0.line("break") }
            $0.line("}")
        }
        writer.line("}")
    }
}
