import LayoutRuntime
import LayoutSpec

/// Imports one scene: the root view's tree into ``ViewSpec`` values and its constraints into
/// equations, each located at its element, or refuses what layoutgen cannot import.
struct SceneImporter {
    let context: DocumentContext
    let sceneName: String
    let controller: IBElement?
    var diagnostics = Diagnostics()
    /// Interface Builder id to what a constraint names: a view's spec id, or a guide.
    var items: [String: ItemReference] = [:]
    /// Spec id to Interface Builder id.
    var interfaceBuilderIDs: [String: String] = [:]
    var usedIDs: Set<String> = [Spec.rootViewID]
    /// The ids of the elements inside refused views: a constraint to one is not reported again.
    var refusedIDs: Set<String> = []
    /// Each `<constraint>` and the Interface Builder id of the view that holds it.
    var constraintElements: [(element: IBElement, holder: String)] = []
    /// The fonts imported as the system font that a warning named already: one per font.
    private var reportedFonts: Set<String> = []
    /// The views being imported, outermost first: whether the generated code gives each its
    /// document size before adding its subviews (a root, a view placed by its frame) or leaves
    /// it without one until layout (a view constraints place).
    private var enclosingViewsSized: [Bool] = []
    /// The document's size-class variations of the scene being imported.
    private var variations = SizeClassVariations()
    /// Whether the scene is a self-sizing cell's content view; nil for a screen.
    private var cellIsSelfSizing: Bool?
    /// Whether the view being imported is one UIKit keeps filling its superview: a visual effect
    /// view's content view.
    private var fillsSuperview = false

    init(context: DocumentContext, sceneName: String, controller: IBElement?) {
        self.context = context
        self.sceneName = sceneName
        self.controller = controller
    }

    /// What a constraint's `firstItem` or `secondItem` stands for.
    enum ItemReference {
        /// A view, or a guide of one: `title`, `view.safeAreaLayoutGuide`.
        case item(String)
        /// The top or bottom layout guide of a view controller before iOS 11.
        case controllerGuide(top: Bool)
    }

    /// The scene, with a spec unless something in it was refused; for a cell, `root` is the cell
    /// and `cell` says how it is sized.
    consuming func importScene(root: IBElement, cell: CellScene? = nil) -> InterfaceBuilderScene {
        for guide in controller?.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"] { items[id] = .controllerGuide(top: guide["type"] == "top") }
        }
        variations = readVariations(under: root)
        cellIsSelfSizing = cell.map { $0.selfSizing != nil }
        if let cell { adopt(cell, of: root) }
        let rootSpec = importView(cell?.contentView ?? root, isRoot: true, isArranged: false)
        let size =
            cell?.size
            ?? canvasSize(document: context.document, controller: controller, root: root, file: context.file)
        var entries: [ConstraintEntry] = []
        for (element, holder) in constraintElements {
            guard let entry = constraintEntry(element, holder: holder),
                let variants = constraintVariants(
                    of: entry, element: element, holder: holder, variations: variations)
            else { continue }
            entries += variants
        }
        var spec: Spec?
        if !diagnostics.hasErrors, let rootSpec {
            var made = Spec(
                file: context.file, scene: Located(sceneName, at: root.location), sizes: [size],
                views: rootSpec.subviews, constraints: entries,
                cell: cell?.selfSizing.map { Located($0, at: root.location) })
            // As the loader marks a spec's sizes, so that the document and its YAML say alike.
            made.sizes[0].namesSizeClasses = made.variesWithSizeClasses
            // As the loader warns of the classes no size has, at the variation's element.
            for condition in Spec.unprovenConditions(made.sizeClassConditions, sizes: made.sizes) {
                diagnostics.emit(
                    .interfaceBuilderSizeClassNeverProven(
                        condition.value, size: made.sizes[0].phrase, at: condition.location))
            }
            spec = made
        }
        return InterfaceBuilderScene(
            name: sceneName, spec: spec, diagnostics: diagnostics, interfaceBuilderIDs: interfaceBuilderIDs,
            location: root.location)
    }

    /// Reports what `reader` found: its diagnostics, and a font it stood in for, once per font.
    mutating func report(_ reader: PropertyReader) {
        for diagnostic in reader.diagnostics.all { diagnostics.emit(diagnostic) }
        if let standIn = reader.fontStandIn, reportedFonts.insert(standIn.key).inserted {
            diagnostics.emit(standIn.warning)
        }
    }

    mutating func refuse(_ what: String, _ reason: String, at element: IBElement) {
        setAside(element)
        diagnostics.emit(.interfaceBuilderNotSupported(what, reason: reason, at: element.location))
    }

    /// Leaves `element` and what it holds out of the scene: constraints that name them are
    /// dropped with them.
    private mutating func setAside(_ element: IBElement) {
        for inner in [element] + element.descendants() {
            if let id = inner["id"] { refusedIDs.insert(id) }
        }
    }

    // MARK: Views

    /// The element names of views layoutgen models, and their types.
    static let viewTypes: [String: ViewType] = [
        "view": .view, "label": .label, "button": .button, "switch": .switch, "textField": .textField,
        "textView": .textView, "imageView": .imageView, "segmentedControl": .segmentedControl,
        "slider": .slider, "stepper": .stepper, "progressView": .progressView,
        "activityIndicatorView": .activityIndicator, "scrollView": .scrollView, "stackView": .stackView,
        "toolbar": .toolbar, "navigationBar": .navigationBar,
        // Views with no intrinsic size and no subviews of their own that layout sees.
        "mapView": .view, "wkWebView": .view, "webView": .view, "containerView": .view,
        "visualEffectView": .view, "tableView": .view, "collectionView": .view, "arscnView": .view,
        "sceneKitView": .view, "mtkView": .view, "glkView": .view, "arView": .view, "skView": .view,
    ]

    /// Views whose intrinsic size layoutgen does not know.
    static let unmodelled: [String: String] = [
        "searchBar": "a search bar",
        "tabBar": "a tab bar", "pageControl": "a page control", "pickerView": "a picker view",
        "datePicker": "a date picker", "tableViewCell": "a table view cell",
        "collectionViewCell": "a collection view cell",
        "collectionReusableView": "a collection reusable view",
        "tableViewHeaderFooterView": "a table view header or footer view",
    ]

    /// The root is `view`; another view is named by its user label (`Title Label` is
    /// `titleLabel`), else by its element: `label`, then `label2`.
    private mutating func specID(for element: IBElement, isRoot: Bool) -> String {
        if isRoot { return Spec.rootViewID }
        let label = element["userLabel"].map(Self.camelCased) ?? ""
        return InterfaceBuilderDocument.uniqueName(label.isEmpty ? element.name : label, in: &usedIDs)
    }

    /// `Title Label` as `titleLabel`.
    static func camelCased(_ text: String) -> String {
        let words = text.split { !$0.unicodeScalars.allSatisfy(\.isASCIIIdentifierPart) }
        var result = ""
        for (index, word) in words.enumerated() {
            let string = String(word)
            result +=
                index == 0
                ? string.prefix(1).lowercased() + string.dropFirst()
                : string.prefix(1).uppercased() + string.dropFirst()
        }
        return result
    }

    mutating func importView(_ element: IBElement, isRoot: Bool, isArranged: Bool) -> ViewSpec? {
        if let what = Self.unmodelled[element.name] {
            let reason =
                Self.isContainedScene(element)
                ? "A table or collection view sizes it to its content at the table's width, which layoutgen "
                    + "does not prove yet; the scene around the table is proven without it."
                : "layoutgen does not know its intrinsic size; stand a view with width and height constraints in for it."
            refuse("\(what) (<\(element.name)>)", reason, at: element)
            return nil
        }
        guard let type = Self.viewTypes[element.name] ?? (isRoot ? .view : nil) else {
            refuse(
                "the view <\(element.name)>",
                "layoutgen imports views, labels, buttons, the controls, image, text, scroll and stack views.",
                at: element)
            return nil
        }
        let ibID = element["id"] ?? ""
        let id = specID(for: element, isRoot: isRoot)
        items[ibID] = .item(id)
        interfaceBuilderIDs[id] = ibID
        var view = ViewSpec(id: Located(id, at: element.location), type: Located(type, at: element.location))
        view.isArranged = isArranged
        view.condition = viewCondition(of: element, variations: variations)
        var properties = PropertyReader(element: element, context: context)
        let keepsFrame =
            !isRoot && !isArranged
            && (element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element.isYes("fixedFrame"))
        // A view installed by size class is added back at whatever size its superview then has.
        if keepsFrame && fillsSuperview {
            properties.readFillingPlacement(inSizedSuperview: enclosingViewsSized.last ?? true)
        } else if keepsFrame {
            properties.readFramePlacement(
                inSizedSuperview: (enclosingViewsSized.last ?? true) && view.condition == nil)
        }
        fillsSuperview = false
        // A self-sizing cell's content view has no size the document gives it when the cell
        // makes its content (the generated cell, like UIKit's in code, adds views first).
        enclosingViewsSized.append(isRoot ? cellIsSelfSizing != true : keepsFrame)
        defer { enclosingViewsSized.removeLast() }
        if isRoot {
            properties.refuseRootSettings()
        } else {
            properties.readCommon()
        }
        properties.readContent(of: type)
        view.properties = properties.assignments
        report(properties)
        addFontVariants(to: &view, of: element, variations: variations)

        for guide in element.children(named: "viewLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": items[guideID] = .item("\(id).safeAreaLayoutGuide")
            case "contentLayoutGuide" where type == .scrollView:
                items[guideID] = .item("\(id).contentLayoutGuide")
            case "frameLayoutGuide" where type == .scrollView:
                items[guideID] = .item("\(id).frameLayoutGuide")
            default:
                refuse(
                    "the layout guide '\(guide["key"] ?? "")' of <\(element.name)>",
                    "layoutgen knows the safe area's guide, and a scroll view's content and frame guides.",
                    at: guide)
            }
        }
        // iOS 15's keyboard layout guide, which Interface Builder writes apart from the others.
        for guide in element.children(named: "keyboardLayoutGuide") {
            guard let guideID = guide["id"] else { continue }
            items[guideID] = .item("\(id).keyboardLayoutGuide")
        }
        for constraints in element.children(named: "constraints") {
            for constraint in constraints.children(named: "constraint") {
                constraintElements.append((constraint, ibID))
            }
        }
        // A visual effect view's content view; a table's cells, header and footer are scenes of
        // their own (`isContainedScene`).
        for child in element.children
        where child.name != "subviews" && Self.isView(child) && !Self.isContainedScene(child) {
            fillsSuperview = element.name == "visualEffectView" && child["key"] == "contentView"
            if let subview = importView(child, isRoot: false, isArranged: false) {
                view.subviews.append(subview)
            }
        }
        for subview in element.child("subviews")?.children ?? [] {
            if let imported = importView(subview, isRoot: false, isArranged: type == .stackView) {
                view.subviews.append(imported)
            }
        }
        if type == .toolbar || type == .navigationBar { skipItemViews(of: element, type: type) }
        return view
    }

    /// Reports the views among a bar's items (a bar button item's custom view, a navigation
    /// item's title view), which the bar places: each outermost one once, its views with it.
    private mutating func skipItemViews(of bar: IBElement, type: ViewType) {
        let name = type == .toolbar ? "toolbar" : "navigation bar"
        var pending = bar.children(named: "items")
        while let element = pending.popLast() {
            for child in element.children.reversed() {
                if Self.isView(child) {
                    setAside(child)
                    diagnostics.emit(.interfaceBuilderBarItemView(bar: name, at: child.location))
                } else {
                    pending.append(child)
                }
            }
        }
    }

    /// Whether `element` is laid out by the table or collection view that holds it, apart from
    /// the scene around it: a cell, a supplementary view, a table's header or footer view.
    static func isContainedScene(_ element: IBElement) -> Bool {
        ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]
            .contains(element.name) || ["tableHeaderView", "tableFooterView"].contains(element["key"] ?? "")
    }

    /// Whether a child element outside `<subviews>` is a view: one with a `key` and a frame.
    static func isView(_ element: IBElement) -> Bool {
        element["key"] != nil && element.child("rect", key: "frame") != nil
    }
}
