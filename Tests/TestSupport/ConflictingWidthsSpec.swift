/// The YAML of the simplest conflict: a box pinned to the root's leading edge and top, 50 high,
/// given two required widths that cannot both hold, `box.width == 100` at 8:5 and
/// `box.width == 200` at 9:5. Lowering either to 999 fixes it.
///
///     scene: Scene
///     sizes: {portrait: 390x844}
///     views:
///       box: {}
///     constraints:
///       - H:|[box]
///       - V:|[box(50)]
///       - box.width == 100
///       - box.width == 200
public func conflictingWidthsSpec(scene: String = "Scene", sizes: String = "{portrait: 390x844}") -> String {
    """
    scene: \(scene)
    sizes: \(sizes)
    views:
      box: {}
    constraints:
      - H:|[box]
      - V:|[box(50)]
      - box.width == 100
      - box.width == 200
    """
}
