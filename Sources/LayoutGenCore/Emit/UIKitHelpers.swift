import LayoutProof
import LayoutRuntime
import LayoutSpec

/// The private declarations a UIKit flavoured file adds after its scene, for what UIKit has no
/// direct spelling of; each only when the scene uses it. Private to the file, so that every
/// generated file can sit in one module with the others.
///
/// - `NSLayoutConstraint.identified(_:priority:)`: the constraint's spec line as its
///   `identifier`, and its priority, set before activation (UIKit cannot turn an active
///   constraint from required to optional or back).
/// - A `UIView` subclass overriding `intrinsicContentSize`, for `intrinsicSize:`, which UIKit
///   has no setter for.
/// - `UIImage.placeholder(size:)`, for `image: WIDTHxHEIGHT`: an empty image of that size,
///   drawn with `UIGraphicsImageRenderer`, which lays out as the proven image does.
/// - `UILabel.setLineHeightMultiple(_:)`, for `lineHeightMultiple:`: the label's text and font
///   as its attributed text, with a paragraph style of that multiple.
struct UIKitHelpers {
    /// The name of the private subclass with a fixed intrinsic size, one no view or constraint
    /// of the scene has (a stored property would hide the type inside the scene's class).
    let intrinsicSizeView: String
    private let flavor: EmitFlavor
    private let usesIdentified: Bool
    private let usesIntrinsicSize: Bool
    private let usesImage: Bool
    private let usesLineHeightMultiple: Bool

    /// The `UIImage` function that draws an image of a size.
    static let imageFunction = "placeholder"
    /// The `UILabel` method that sets its lines' height multiple.
    static let lineHeightFunction = "setLineHeightMultiple"

    init(_ scene: BuiltScene, flavor: EmitFlavor) {
        self.flavor = flavor
        usesIdentified = scene.constraints.contains { $0.name != nil || !$0.isPlaceholder }
        usesIntrinsicSize = scene.views.contains { Self.intrinsicContentSize(of: $0) != nil }
        usesImage = Self.anySetting(of: scene) { if case .image = $0 { true } else { false } }
        usesLineHeightMultiple = Self.anySetting(of: scene) {
            if case .lineHeightMultiple = $0 { true } else { false }
        }
        let taken = Set(
            [scene.name, BuiltScene.rootID] + scene.views.map(\.id) + scene.constraints.compactMap(\.name))
        var name = "IntrinsicSizeView"
        while taken.contains(name) { name += "_" }
        intrinsicSizeView = name
    }

    /// Whether a view of `scene` has a setting whose UIKit statement is `isWanted`.
    private static func anySetting(
        of scene: BuiltScene, _ isWanted: (ViewSetting.UIKitStatement) -> Bool
    ) -> Bool {
        scene.views.contains { view in view.settings.contains { isWanted($0.uikit) } }
    }

    /// The size `intrinsicSize:` gives a view, as Swift (`CGSize(width: 100, height: 50)`), or
    /// nil when it sets none.
    static func intrinsicContentSize(of view: SceneView) -> String? {
        for setting in view.settings {
            if case .intrinsicContentSize(let width, let height) = setting.uikit {
                return SwiftLiteral.size(CGSize(width: width, height: height))
            }
        }
        return nil
    }

    /// The declarations the scene uses, each after a blank line; none for LayoutRuntime code.
    func emitDeclarations(into writer: inout SourceWriter) {
        guard flavor == .uikit else { return }
        if usesIdentified {
            writer.line()
            writer.line("extension NSLayoutConstraint {")
            writer.indent {
                $0.line(
                    "/// The constraint with the spec line it came from as its identifier, and its priority, both"
                )
                $0.line(
                    "/// set before activation: UIKit cannot make an active constraint required or optional.")
                $0.line("fileprivate func identified(")
                $0.indent { $0.line("_ identifier: String, priority: UILayoutPriority = .required") }
                $0.line(") -> NSLayoutConstraint {")
                $0.indent {
                    $0.line("self.identifier = identifier")
                    $0.line("self.priority = priority")
                    $0.line("return self")
                }
                $0.line("}")
            }
            writer.line("}")
        }
        if usesIntrinsicSize {
            writer.line()
            writer.line(
                "/// A view whose intrinsic content size is fixed, as the spec's `intrinsicSize` sets it: UIKit"
            )
            writer.line("/// has no setter for it, so a subclass overrides the property.")
            writer.line("private final class \(intrinsicSizeView): UIView {")
            writer.indent {
                $0.line("private let size: CGSize")
                $0.line()
                $0.line("init(size: CGSize) {")
                $0.indent {
                    $0.line("self.size = size")
                    $0.line("super.init(frame: .zero)")
                }
                $0.line("}")
                $0.line()
                $0.line("/// Made in code only; a storyboard or nib cannot make it.")
                $0.line("required init?(coder: NSCoder) {")
                $0.indent { $0.line("return nil") }
                $0.line("}")
                $0.line()
                $0.line("override var intrinsicContentSize: CGSize { size }")
            }
            writer.line("}")
        }
        if usesImage {
            writer.line()
            writer.line("extension UIImage {")
            writer.indent {
                $0.line(
                    "/// An empty image of `size` points, standing for the image the spec gives only a size: the"
                )
                $0.line(
                    "/// layout was proven with an image of that size. Set the app's own image in its place.")
                $0.line("fileprivate static func \(Self.imageFunction)(size: CGSize) -> UIImage {")
                $0.indent { $0.line("UIGraphicsImageRenderer(size: size).image { _ in }") }
                $0.line("}")
            }
            writer.line("}")
        }
        if usesLineHeightMultiple {
            writer.line()
            writer.line("extension UILabel {")
            writer.indent {
                $0.line("/// Lines `multiple` times the font's line height (the spec's")
                $0.line("/// `lineHeightMultiple`): the text in the label's font becomes its attributed")
                $0.line("/// text, with a paragraph style of that multiple that keeps the label's line")
                $0.line("/// break mode and alignment. Set after the text and font.")
                $0.line("fileprivate func \(Self.lineHeightFunction)(_ multiple: CGFloat) {")
                $0.indent {
                    $0.line("let style = NSMutableParagraphStyle()")
                    $0.line("style.lineHeightMultiple = multiple")
                    $0.line("style.lineBreakMode = lineBreakMode")
                    $0.line("style.alignment = textAlignment")
                    $0.line("attributedText = NSAttributedString(")
                    $0.indent {
                        $0.line("string: text ?? \"\",")
                        $0.line("attributes: [.font: font as UIFont, .paragraphStyle: style])")
                    }
                }
                $0.line("}")
            }
            writer.line("}")
        }
    }
}
