// How a view that translates its autoresizing mask follows its superview's size.
//
// UIKit documents the rule (UIView.autoresizingMask, docs/InterfaceBuilder.md cites it): each
// flag makes one portion of an axis flexible (the margin before the view, its length, the
// margin after it); when the superview's bounds change size, "when more than one option along
// the same axis is set, the default behavior is to distribute the size difference
// proportionally among the flexible portions". With no flexible portion the view keeps its
// origin and size, so the margin after it takes the difference, as UIKit's console shows such
// a view (`h=--& v=--&`: fixed, fixed, flexible).
//
// Every portion is then affine in the superview's length S: a portion of value v in a flexible
// set whose values sum to k at the reference length S0 becomes v + (S - S0) * v / k. So the
// runtime holds the view with two constraints per axis, `left == a * superview.width + b` and
// `width == c * superview.width + d` (a or c zero: a constant), measured in the superview's
// bounds (see LayoutEngine.translate).

extension View {
    /// Which portions of a view's frame stretch when its superview's bounds change size: UIKit's
    /// `UIView.AutoresizingMask`, with UIKit's option names.
    ///
    /// Along each axis the margin before the view, its length and the margin after it can each
    /// be flexible; the size difference is shared among the flexible ones in proportion to their
    /// lengths when the frame was set, as UIKit documents. With none flexible on an axis the view
    /// keeps its origin and its length there (the margin after it takes the difference). The
    /// masks are not mirrored right to left: `flexibleLeftMargin` is the left margin whatever the
    /// reading direction, as UIKit's names say.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The margin between the superview's left edge and the view stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The margin between the view and the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The margin between the superview's top edge and the view stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The margin between the view and the superview's bottom edge stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// Each option with its name, in UIKit's order: for specs and generated code.
        public static let named: [(name: String, option: AutoresizingMask)] = [
            ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
            ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
            ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
        ]

        /// The names of the options set, in UIKit's order.
        public var names: [String] { Self.named.filter { contains($0.option) }.map(\.name) }

        /// The mask of the options named `names` (unknown names left out).
        public init(names: [String]) {
            self.init(names.compactMap { name in Self.named.first { $0.name == name }?.option })
        }

        /// The options whose effect does not depend on the superview's size when the frame was
        /// set: on each axis, a far margin that is the only flexible portion, which keeps the
        /// view's origin and length as no option does. Every other option shares a change of
        /// that size, so it needs the superview sized when the view is added to it.
        public var sizeIndependent: AutoresizingMask {
            var kept: AutoresizingMask = []
            if self.intersection([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
                == .flexibleRightMargin
            {
                kept.insert(.flexibleRightMargin)
            }
            if self.intersection([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
                == .flexibleBottomMargin
            {
                kept.insert(.flexibleBottomMargin)
            }
            return kept
        }

        /// A value affine in the superview's length along an axis: `multiplier * S + constant`.
        struct Affine: Equatable {
            var multiplier: CGFloat
            var constant: CGFloat
        }

        /// Where a frame whose position and length along `axis` are `position` and `length`, in a
        /// superview `reference` long when it was set, lies in a superview of any length: its
        /// position and its length, each affine in the superview's length.
        ///
        /// When the flexible portions sum to zero (a flexible width of zero, say) the difference
        /// is shared equally among them: UIKit does not document that case.
        func placement(
            along axis: LayoutAxis, position: CGFloat, length: CGFloat, reference: CGFloat
        ) -> (position: Affine, length: Affine) {
            let (before, size, after): (AutoresizingMask, AutoresizingMask, AutoresizingMask) =
                axis == .horizontal
                ? (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
                : (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
            let positionFlexes = contains(before)
            let lengthFlexes = contains(size)
            // No flexible portion: the margin after the view takes the difference.
            let afterFlexes = contains(after) || (!positionFlexes && !lengthFlexes)
            let portions = [
                (position, positionFlexes), (length, lengthFlexes),
                (reference - position - length, afterFlexes),
            ]
            let flexible = portions.filter(\.1)
            let total = flexible.reduce(0) { $0 + $1.0 }
            func share(_ value: CGFloat, _ flexes: Bool) -> CGFloat {
                guard flexes else { return 0 }
                return total != 0 ? value / total : 1 / CGFloat(flexible.count)
            }
            let a = share(position, positionFlexes)
            let c = share(length, lengthFlexes)
            return (
                Affine(multiplier: a, constant: position - a * reference),
                Affine(multiplier: c, constant: length - c * reference)
            )
        }
    }
}
