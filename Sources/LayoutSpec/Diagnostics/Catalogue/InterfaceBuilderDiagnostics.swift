import LayoutRuntime

/// What reading an Interface Builder document (`.storyboard`, `.xib`) reports: text that is
/// not XML, and each part of a document that layoutgen cannot import, located at its element.
extension Diagnostic {
    /// The document's bytes are not well-formed XML; `reason` is XMLParser's.
    package static func interfaceBuilderNotXML(reason: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The document is not well-formed XML: \(reason). Open it in Xcode and save it again.",
            at: location)
    }

    /// An XML document that is not an Interface Builder document, or one without a scene.
    package static func interfaceBuilderNoScene(at location: SourceLocation?) -> Diagnostic {
        .error(
            "The document has no scene: no view controller with a view, and no top-level view. "
                + "layoutgen imports the views of storyboards and xibs.",
            at: location)
    }

    /// A part of a document that layoutgen cannot import: `what` names it as the element
    /// writes it, `reason` says why, as a sentence.
    package static func interfaceBuilderNotSupported(
        _ what: String, reason: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error("not supported: \(what). \(reason)", at: location)
    }

    /// A table view cell of one of UIKit's standard styles (`IBUITableViewCellStyleSubtitle`),
    /// whose labels the cell places itself.
    package static func interfaceBuilderStandardCellStyle(_ style: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "not supported: a table view cell of the standard style '\(style)'. UIKit's cell places its "
                + "textLabel, detailTextLabel and imageView itself when it lays out, without constraints, so "
                + "there is nothing to prove; make the cell's style Custom and constrain your own labels in its "
                + "content view to check its layout.",
            at: location)
    }

    /// A collection view cell in a flow layout with an estimated item size, which fits the
    /// cell's width and height to its content.
    package static func interfaceBuilderSelfSizingCollectionCell(at location: SourceLocation?) -> Diagnostic {
        .error(
            "not supported: a collection view cell that sizes itself (the flow layout's 'estimatedItemSize'). "
                + "The layout fits its width and its height to the content, and layoutgen proves a cell at a "
                + "width it is given; give the layout an item size, or write the cell as a spec with "
                + "'cell: collectionView' at the widths it gets.",
            at: location)
    }

    /// A table or collection view cell without its `<... key="contentView">`.
    package static func interfaceBuilderCellWithoutContentView(at location: SourceLocation?) -> Diagnostic {
        .error(
            "The cell has no content view (a child with key=\"contentView\" and a frame), which is where its "
                + "views go. Open the document in Xcode and save it again.",
            at: location)
    }

    /// A constraint whose item is no view or layout guide of its scene.
    package static func interfaceBuilderUnknownItem(
        _ id: String, attribute: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "The constraint's \(attribute) '\(id)' is no view or layout guide of this scene. "
                + "Open the document in Xcode and delete the constraint, or add the view back.",
            at: location)
    }

    /// An attribute whose value is not what Interface Builder writes there.
    package static func interfaceBuilderBadValue(
        _ attribute: String, value: String, expected: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "The attribute '\(attribute)' is '\(value)', not \(expected). Open the document in Xcode and set it again.",
            at: location)
    }

    /// An image view whose image the document's `<resources>` give no size for: it is imported
    /// without an image, so without an intrinsic size.
    package static func interfaceBuilderImageWithoutSize(_ name: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .warning(
            "The image '\(name)' has no size in the document's <resources>, so the image view is imported "
                + "without an intrinsic size. Give it a width and a height constraint to hold without one.",
            at: location)
    }

    /// An image view showing a system symbol, whose size its symbol configuration gives.
    package static func interfaceBuilderSymbolImage(_ name: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .warning(
            "The system symbol '\(name)' draws at the size its symbol configuration gives, which layoutgen does not "
                + "know, so the image view is imported without an intrinsic size. Give it a width and a height "
                + "constraint to hold without one.", at: location)
    }

    /// A font by name, whose file the document does not carry, imported as the system font of
    /// its size and of the weight its name ends in (`weight`): reported once per scene, at its
    /// first use.
    package static func interfaceBuilderFontWithoutFile(
        _ name: String, size: Double, weight: String, at location: SourceLocation?
    ) -> Diagnostic {
        let points = formatNumber(size)
        let system = weight == "regular" ? "system font" : "\(weight) system font"
        return .warning(
            "The font '\(name)' is imported as the \(system) of the same size (\(points) points here), which "
                + "measures it in its place: the document does not carry its file. To measure the font itself, "
                + "name its file in the spec's 'fonts:' and write 'font: {name: \(name), size: \(points)}' "
                + "where it is used.", at: location)
    }

    /// A view inside a toolbar's or navigation bar's items (a bar button item's custom view, a
    /// navigation item's title view), left out: the bar places it, not the scene's constraints.
    package static func interfaceBuilderBarItemView(bar: String, at location: SourceLocation?) -> Diagnostic {
        .warning(
            "This view of the \(bar)'s items is not imported, nor are the views inside it: UIKit's bar places it, "
                + "and layoutgen proves the bar's own frame only. Check it in a scene of its own, or in Xcode.",
            at: location)
    }

    /// A variation at size classes the scene's device does not have: the document is proven at
    /// its device alone, so what varies there is not proven.
    package static func interfaceBuilderSizeClassNeverProven(
        _ condition: SizeClassCondition, size: String, at location: SourceLocation?
    ) -> Diagnostic {
        .warning(
            "What varies at '\(condition.description)' is not proven here: layoutgen proves this scene at its "
                + "document's size, \(size). Import the document (layoutgen import) and add a size of those "
                + "classes to its spec, such as \(condition.exampleDevices).",
            at: location)
    }

    /// A custom view's placeholder intrinsic size, which its class replaces at run time:
    /// imported as its intrinsic size, or not where an axis has none.
    package static func interfaceBuilderPlaceholderIntrinsicSize(
        width: String, height: String, imported: Bool, at location: SourceLocation?
    ) -> Diagnostic {
        let size =
            "\(width == "infinite" ? "none" : width) wide and \(height == "infinite" ? "none" : height) high"
        let what =
            imported
            ? "is proven with Interface Builder's placeholder intrinsic size, \(size), as its 'intrinsicSize'"
            : "has Interface Builder's placeholder intrinsic size, \(size), which is not imported: a spec's "
                + "'intrinsicSize' gives both axes, so the view has none"
        return .warning(
            "This view \(what). At run time its class gives its intrinsic size, which layoutgen cannot see; "
                + "give the view size constraints to prove its layout whatever the class gives.",
            at: location)
    }

    /// A root view whose margins the document does not measure from its safe area, which a
    /// spec's root view always does.
    package static func interfaceBuilderRootMarginsFromSafeArea(at location: SourceLocation?) -> Diagnostic {
        .warning(
            "The root view's 'insetsLayoutMarginsFromSafeArea' is NO here, and layoutgen measures a root view's "
                + "margins from its safe area: where constraints use the root's margins and the safe area is "
                + "inset, the layout proven is not UIKit's. Move the content into a subview that sets it.",
            at: location)
    }

    /// What of a label's or a text view's attributed text layoutgen does not measure: the text
    /// is measured in its first run's font and, in a label, line height multiple.
    package static func interfaceBuilderAttributedTextNotMeasured(
        _ what: [String], at location: SourceLocation?
    ) -> Diagnostic {
        .warning(
            "This attributed text has \(Wording.list(what, "and")), which layoutgen does not measure: it measures the text in "
                + "its first run's font and, in a label, line height multiple alone, so the view's size may differ from "
                + "UIKit's.",
            at: location)
    }

    /// The italic system font, imported as the upright one: the spec language has no italic.
    /// Reported once per scene, at its first use.
    package static func interfaceBuilderItalicFont(size: Double, at location: SourceLocation?) -> Diagnostic {
        .warning(
            "The italic system font is imported as the upright system font of the same size "
                + "(\(formatNumber(size)) points here), which measures it and which the generated code sets: a "
                + "spec cannot say italic.", at: location)
    }
}
