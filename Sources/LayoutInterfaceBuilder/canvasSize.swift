import LayoutRuntime
import LayoutSpec

/// The size a scene is proven at: the document's device (`<device id="retina6_1">`, or an
/// older `<simulatedScreenMetrics type="retina4_0.fullscreen">`) as layoutgen's device preset
/// of the same screen, with its safe area, when the root view is that size; else the root
/// view's own size from its frame, without a safe area (a freeform canvas, a xib's custom view).
///
/// A retina6_1 canvas has a 44-point top inset in documents saved by toolsVersion 19xxx or
/// earlier and 48 from 20000 on, as Interface Builder drew them.
func canvasSize(
    document: IBElement, controller: IBElement?, root: IBElement, file: String
) -> SizeSpec {
    let rootRect = frameRect(of: root)
    let (deviceID, orientation, location) = documentDevice(document)
    if let deviceID, let screen = screen(deviceID, toolsVersion: toolsVersion(of: document)) {
        var (width, height) = (screen.width, screen.height)
        var (safeArea, sizeClasses) = (screen.safeArea, screen.sizeClasses)
        if orientation == .landscape {
            (width, height) = (height, width)
            (safeArea, sizeClasses) = (screen.landscapeSafeArea, screen.landscapeSizeClasses)
        }
        let matches = rootRect.map { $0.width == width && $0.height == height } ?? true
        if matches {
            addSimulatedBars(of: controller, to: &safeArea, bottomInset: screen.safeArea.bottom)
            if let bar = navigationBarFrame(over: controller, in: document) { safeArea.top = bar.maxY }
            return SizeSpec(
                name: deviceID, width: width, height: height, safeArea: safeArea,
                displayScale: screen.scale, sizeClasses: sizeClasses, location: location)
        }
    }
    let size = rootRect.map { ($0.width, $0.height) } ?? (375, 667)
    return SizeSpec(
        name: "canvas", width: max(size.0, 1), height: max(size.1, 1), location: root.location)
}

/// The document's device (`<device id="retina6_1" orientation=...>`, or an older
/// `<simulatedScreenMetrics type="retina4_0.fullscreen">`), its orientation, and where it is said.
private func documentDevice(_ document: IBElement)
    -> (id: String?, orientation: Device.Orientation, location: SourceLocation)
{
    if let device = document.child("device") {
        return (device["id"], device["orientation"] == "landscape" ? .landscape : .portrait, device.location)
    }
    if let metrics = document.descendants().first(where: {
        $0.name == "simulatedScreenMetrics" && $0["key"] == "destination"
    }) {
        return (metrics["type"].map { String($0.prefix { $0 != "." }) }, .portrait, metrics.location)
    }
    return (nil, .portrait, document.location)
}

private func toolsVersion(of document: IBElement) -> Int {
    Int(document["toolsVersion"]?.prefix { $0.isNumber } ?? "") ?? 0
}

/// The pixels per point of the document's device, nil when it names none that layoutgen knows:
/// what a cell of the document is proven at, whatever its width.
func documentScreenScale(_ document: IBElement) -> Double? {
    documentDevice(document).id.flatMap { screen($0, toolsVersion: toolsVersion(of: document))?.scale }
}

/// A simulated navigation bar adds 44 points at the top, a simulated tab bar 49 at the bottom.
private func addSimulatedBars(of controller: IBElement?, to safeArea: inout EdgeInsets, bottomInset: CGFloat)
{
    guard let controller else { return }
    if let top = controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics"),
        top["translucent"] != "NO"
    {
        safeArea.top += 44
    }
    if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil {
        safeArea.bottom = bottomInset + 49
    }
}

/// The frame of the navigation bar that the document's navigation controller shows over
/// `controller`, its root view controller (a `relationship="rootViewController"` segue), when
/// the bar is not hidden: the safe area starts below it. Interface Builder records the bar
/// where its canvas draws it (at y 0, 56 high, over a sheet's card; at y 44 under a notch).
private func navigationBarFrame(over controller: IBElement?, in document: IBElement) -> CGRect? {
    guard let id = controller?["id"] else { return nil }
    let navigation = document.descendants().first { element in
        element.name == "navigationController"
            && element.child("connections")?.children(named: "segue").contains {
                $0["relationship"] == "rootViewController" && $0["destination"] == id
            } == true
    }
    guard let navigation, navigation["navigationBarHidden"] != "YES",
        let bar = navigation.child("navigationBar", key: "navigationBar")
    else { return nil }
    return frameRect(of: bar)
}

/// `<rect key="frame">` of a view.
func frameRect(of element: IBElement) -> CGRect? {
    guard let rect = element.child("rect", key: "frame") else { return nil }
    let values = ["x", "y", "width", "height"].map { rect[$0].flatMap(Double.init) ?? 0 }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
}

/// A device id of Interface Builder and the screen it stands for.
private struct Screen {
    var width: Double
    var height: Double
    var safeArea: EdgeInsets
    var landscapeSafeArea: EdgeInsets
    /// The device's pixels per point, to which Interface Builder rounded the text it measured.
    var scale: Double
    /// The device's size classes, which its screen's size does not give: a large phone in
    /// landscape is regular × compact where a smaller one, as wide, is compact × compact.
    var sizeClasses = SizeClasses(horizontal: .regular, vertical: .regular)
    var landscapeSizeClasses = SizeClasses(horizontal: .regular, vertical: .regular)
}

private func screen(_ id: String, toolsVersion: Int) -> Screen? {
    let preset: String? =
        switch id {
        case "retina4_0": "iPhoneSE1"
        case "retina4_7": "iPhone8"
        case "retina5_5": "iPhone8Plus"
        case "retina5_9": "iPhoneX"
        case "retina6_0": "iPhone12"
        case "retina6_1": toolsVersion >= 20000 ? "iPhoneXR" : "iPhoneXSMax"
        case "retina6_5": "iPhoneXSMax"
        case "retina6_12": "iPhone14Pro"
        case "retina6_72": "iPhone14ProMax"
        default: nil
        }
    if let preset, let device = Device.named(preset) {
        let portrait = device.size(.portrait)
        // retina6_1 is the @2x iPhone XR and 11 whichever preset gives its older insets.
        return Screen(
            width: portrait.width, height: portrait.height, safeArea: device.safeArea(.portrait),
            landscapeSafeArea: device.safeArea(.landscape), scale: id == "retina6_1" ? 2 : device.scale,
            sizeClasses: device.sizeClasses(.portrait), landscapeSizeClasses: device.sizeClasses(.landscape))
    }
    // iPads have no preset: a 20-point status bar, as Interface Builder's canvases draw them;
    // every one of them is @2x.
    let iPads: [String: (Double, Double)] = [
        "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112), "ipad11": (834, 1194),
        "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366),
    ]
    guard let (width, height) = iPads[id] else { return nil }
    return Screen(
        width: width, height: height, safeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(top: 20),
        scale: 2)
}
