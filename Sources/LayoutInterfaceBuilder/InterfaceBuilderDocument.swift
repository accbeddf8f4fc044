import Foundation
import LayoutSpec

/// A `.storyboard` or `.xib` read as layoutgen scenes: each view controller's root view, or each
/// top-level view of a xib, becomes one ``Spec``, every value located at its element.
///
/// A scene that uses something layoutgen cannot import (a size-class variation, a standard
/// table view cell) is kept with its errors and no spec, so that the other scenes of the document still
/// import and `check` reports every refusal.
public struct InterfaceBuilderDocument: Sendable {
    /// The path the document was read from, as the caller gave it.
    public var file: String
    public var scenes: [InterfaceBuilderScene]

    /// Whether `path` names an Interface Builder document, by its extension.
    public static func isDocument(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib")
    }

    /// Reads the document at `path`; nil after reporting a file that cannot be read, is not
    /// XML, or has no scene.
    public static func load(contentsOf path: String, diagnostics: inout Diagnostics)
        -> InterfaceBuilderDocument?
    {
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.emit(.cannotOpenSpec(path, reason: "it cannot be read"))
            return nil
        }
        return load(bytes: Array(data), file: path, diagnostics: &diagnostics)
    }

    /// Reads a document from bytes, as if read from `file`.
    public static func load(bytes: [UInt8], file: String, diagnostics: inout Diagnostics)
        -> InterfaceBuilderDocument?
    {
        guard let root = readXML(bytes, file: file, diagnostics: &diagnostics) else { return nil }
        let found = findScenes(in: root)
        guard !found.isEmpty else {
            diagnostics.emit(.interfaceBuilderNoScene(at: root.location))
            return nil
        }
        let context = DocumentContext(document: root, file: file)
        var names = Set<String>()
        let scenes = found.map { candidate in
            let name = uniqueName(candidate.name, in: &names)
            let importer = SceneImporter(context: context, sceneName: name, controller: candidate.controller)
            guard ["tableViewCell", "collectionViewCell"].contains(candidate.root.name) else {
                return importer.importScene(root: candidate.root)
            }
            return importer.importCell(candidate.root, in: candidate.container)
        }
        return InterfaceBuilderDocument(file: file, scenes: scenes)
    }

    /// The scene `--scene NAME` picks: by name, or the only one.
    public func scene(named name: String?) -> InterfaceBuilderScene? {
        guard let name else { return scenes.count == 1 ? scenes[0] : nil }
        return scenes.first { $0.name == name }
    }

    private struct Candidate {
        var name: String
        var controller: IBElement?
        var root: IBElement
        /// The table or collection view that lays a contained scene out.
        var container: IBElement?
    }

    /// Each view controller with a root view (storyboards), or each top-level view (xibs).
    private static func findScenes(in document: IBElement) -> [Candidate] {
        var result: [Candidate] = []
        if let scenes = document.child("scenes") {
            for scene in scenes.children(named: "scene") {
                for controller in scene.child("objects")?.children ?? [] {
                    guard
                        let root = controller.children.first(where: { $0["key"] == "view" && $0["id"] != nil }
                        )
                    else { continue }
                    let name =
                        controller["storyboardIdentifier"] ?? controller["customClass"] ?? controller["title"]
                        ?? controller["id"] ?? "Scene"
                    result.append(Candidate(name: name, controller: controller, root: root))
                    result += containedScenes(in: root)
                }
            }
        } else if let objects = document.child("objects") {
            let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let views = objects.children.filter {
                $0.name != "placeholder" && $0.child("rect", key: "frame") != nil
            }
            for view in views {
                let ownerClass = views.count == 1 ? owner?["customClass"] : nil
                let name = view["customClass"] ?? view["userLabel"] ?? ownerClass ?? view["id"] ?? "View"
                result.append(Candidate(name: name, controller: nil, root: view))
                result += containedScenes(in: view)
            }
        }
        return result
    }

    /// The views inside `root` that a table or collection view lays out itself, each a scene of
    /// its own: cells (prototypes and static ones), a collection view's supplementary views, and
    /// a table's header and footer views, which keep the frame the table gives them.
    ///
    /// The scene around the table is proven without them: UIKit lays them out apart from it.
    private static func containedScenes(in root: IBElement, container: IBElement? = nil) -> [Candidate] {
        let container = ["tableView", "collectionView"].contains(root.name) ? root : container
        return root.children.flatMap { element in
            let inner = containedScenes(in: element, container: container)
            guard SceneImporter.isContainedScene(element) else { return inner }
            let name =
                element["reuseIdentifier"] ?? element["customClass"] ?? element["userLabel"] ?? element["id"]
                ?? "Cell"
            return [Candidate(name: name, controller: nil, root: element, container: container)] + inner
        }
    }

    /// `name` as an identifier (`My Scene` is `MyScene`, `8bC-Xf` is `_8bCXf`), made unique
    /// among `names` by a number.
    static func uniqueName(_ name: String, in names: inout Set<String>) -> String {
        var base = String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.isASCIIIdentifierPart }))
        if base.isEmpty { base = "Scene" }
        if let first = base.unicodeScalars.first, ("0"..."9").contains(first) { base = "_" + base }
        var candidate = base
        var counter = 2
        while names.contains(candidate) {
            candidate = "\(base)\(counter)"
            counter += 1
        }
        names.insert(candidate)
        return candidate
    }
}

/// One scene of a document: its spec, or the errors that refused it.
public struct InterfaceBuilderScene: Sendable {
    /// The name `--scene` takes, an identifier: the storyboard identifier, custom class or
    /// title, else the element's id.
    public var name: String
    /// The scene as a spec; nil when the scene was refused.
    public var spec: Spec?
    /// What importing the scene reported.
    public var diagnostics: Diagnostics
    /// Each view of the spec (by its id, `view` for the root) and the id Interface Builder
    /// gave it.
    public var interfaceBuilderIDs: [String: String]
    /// The scene's root view element.
    public var location: SourceLocation
}

/// What every scene of a document shares: the images' sizes and the canvas.
struct DocumentContext {
    let document: IBElement
    let file: String
    /// `<resources><image name= width= height=>`, but for system symbols (`catalog="system"`),
    /// whose size there is not the size they draw at.
    let imageSizes: [String: Dimensions]

    init(document: IBElement, file: String) {
        self.document = document
        self.file = file
        var sizes: [String: Dimensions] = [:]
        for image in document.child("resources")?.children(named: "image") ?? []
        where image["catalog"] != "system" {
            if let name = image["name"], let width = image["width"].flatMap(Double.init),
                let height = image["height"].flatMap(Double.init), width > 0, height > 0
            {
                sizes[name] = Dimensions(width: width, height: height)
            }
        }
        imageSizes = sizes
    }
}

extension Unicode.Scalar {
    /// A letter, digit or `_` of ASCII.
    var isASCIIIdentifierPart: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self) || self == "_"
    }
}
