// Specs that exercise LayoutGenPlugin on a target other than Scenes. SwiftPM keeps a target
// only if it has a Swift source, hence this file.
@_exported import LayoutRuntime
