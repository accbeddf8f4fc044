// LayoutRuntime: a pure-Swift, UIKit-shaped view and constraint runtime on LayoutSolver.
//
// Generated Swift builds scenes on it and the verifier proves specs by building them in it, so
// every layout rule (scroll-view anchors, intrinsic sizes, text metrics) has exactly one
// implementation, here. Geometry uses Foundation's CGFloat, CGPoint, CGSize and CGRect, which
// this module re-exports.
@_exported import Foundation
