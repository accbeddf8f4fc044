import ArgumentParser
import Foundation
import LayoutInterfaceBuilder
import LayoutSpec

/// `layoutgen import DOCUMENT -o DIR`: one YAML spec per scene of a storyboard or xib.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write one YAML spec per scene of a storyboard or xib.",
        discussion: """
            Each spec says what the scene says: its device's size and safe area, its views and \
            their properties, its constraints as equations. A refused scene is reported with its \
            errors and written nowhere; the exit status is then 1. Files are written only when \
            their bytes change.
            """)

    @Argument(help: "The storyboard or xib.")
    var document: String

    @Option(name: [.short, .customLong("output-dir")], help: "The folder to write <scene>.yaml files into.")
    var outputDirectory: String

    @Option(help: "Only this scene.")
    var scene: String?

    func validate() throws {
        if !InterfaceBuilderDocument.isDocument(document) {
            throw ValidationError(
                "'\(document)' is not a storyboard or xib; 'import' reads '.storyboard' and '.xib'.")
        }
    }

    func run() throws {
        var failed = false
        for loaded in try LoadedSpec.load(document, scene: scene, allScenes: true, command: Self.self) {
            printDiagnostics(loaded.diagnostics)
            guard let spec = loaded.spec, let name = loaded.sceneName else {
                failed = true
                continue
            }
            let file = URL(fileURLWithPath: document).lastPathComponent
            let yaml = SpecYAMLWriter.yaml(
                spec, comment: "Imported by layoutgen from \(file), scene '\(name)'.")
            let destination = URL(fileURLWithPath: outputDirectory).appendingPathComponent("\(name).yaml")
                .path
            do {
                try OutputFile.write(yaml, to: destination)
                print(destination)
            } catch {
                FileHandle.standardError.write(Data("layoutgen: error: \(error)\n".utf8))
                failed = true
            }
        }
        if failed { throw specFailure }
    }
}
