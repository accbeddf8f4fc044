/// What proving a range of sizes (`phones: 320...440x844`) reports when it cannot prove it.
extension Diagnostic {
    /// A range over widths and heights at once.
    package static func rangeInTwoDimensions(size: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "The size \(size) ranges over widths and heights at once, which layoutgen does not prove yet. "
                + "Write one range of widths at each height that matters (narrow: 320...440x568) and one range "
                + "of heights at each width (short: 390x568...956).", at: location)
    }

    /// A measurement the layout holds fixed changes continuously with the size.
    package static func rangeMeasurementVaries(
        size: String, view: String, dimension: String, from value: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "layoutgen cannot prove \(size) as a range: the insets of a layout guide of '\(view)' change with "
                + "the root's \(dimension) from \(value) on, and the range proof follows only layouts whose guide "
                + "insets stay fixed between breakpoints. List the sizes to prove instead.", at: location)
    }

    /// Two breakpoints closer than the sweep's tolerance, or a pass it cannot follow.
    package static func rangeNotFollowed(
        size: String, dimension: String, near value: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "layoutgen cannot prove \(size) as a range: near the \(dimension) \(value) the layout changes "
                + "twice closer together than a billionth of the size, which layoutgen cannot tell apart. List the "
                + "sizes to prove there instead.", at: location)
    }
}
