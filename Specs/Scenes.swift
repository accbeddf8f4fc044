// The seed scenes, generated from the .yaml specs in this folder by LayoutGenPlugin on every
// build. SwiftPM keeps a target only if it has a Swift source, hence this file.
@_exported import LayoutRuntime
