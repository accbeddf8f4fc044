import LayoutSpec

/// What proving a range of sizes (`phones: 320...440x844`) reports when it cannot prove it.
extension Diagnostic {
    /// A measurement the layout holds fixed changes continuously with the size.
    /// - Parameter change: How it changes: "width from 300 on", "size near width 330".
    package static func rangeMeasurementVaries(
        size: String, view: String, change: String, at location: SourceLocation?
    ) -> Diagnostic {
        .error(
            "layoutgen cannot prove \(size) as a range: the insets of a layout guide of '\(view)' change with "
                + "the root's \(change), and the range proof follows only layouts whose guide insets stay fixed "
                + "between breakpoints. List the sizes to prove instead.", at: location)
    }

    /// A box whose breakpoints keep coming along its grid's lines.
    package static func rangeAslant(size: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            "layoutgen cannot prove \(size) as a box: its layout changes along a slanted line (where width and "
                + "height matter together, such as an aspect ratio, the margins that change where the width "
                + "passes the height, or a conflict that starts along such a line), which a grid of widths and "
                + "heights does not cut into proven pieces. Prove "
                + "ranges of widths at given heights, and of heights at given widths, instead.", at: location)
    }

    /// A cell's range of widths without a scale, over part of which its fitted height changes
    /// with its width: a slanted line of sizes.
    package static func cellRangeSlanted(size: String, from: String, to: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "layoutgen cannot prove \(size) as a range: from width \(from) to \(to) the cell's height changes with "
                + "its width, and without a scale no pixel cuts those widths into heights proven one at a time. Give "
                + "the size a 'scale:' or a device, or list the widths to prove.", at: location)
    }

    /// Parts of a range between conflicts, proven at one size that holds, so not proven.
    package static func rangePartUnproven(size: String, where sizes: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "layoutgen cannot prove \(size) \(sizes): that part lies between conflicts and holds where it was "
                + "tried, but the proof does not follow the layout through it. List sizes to prove there.",
            at: location)
    }

    /// Two breakpoints closer than the sweep's tolerance, or a pass it cannot follow.
    package static func rangeNotFollowed(size: String, near value: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(
            "layoutgen cannot prove \(size) as a range: near \(value) the layout changes "
                + "twice closer together than a billionth of the size, which layoutgen cannot tell apart. List the "
                + "sizes to prove there instead.", at: location)
    }
}
