// The baselines a pass's constraints read: each view's, measured once per pass, and for a
// stack view the arranged view whose baseline it vends.

extension LayoutEngine {
    /// The baselines of `view` in the current pass, recording that the pass asked for them.
    func baselines(of view: View) -> Baselines {
        let key = ObjectIdentifier(view)
        baselineViews.insert(key)
        if let known = current.baselines[key] { return known }
        let unwrapped = view.baselines(width: .infinity)
        current.baselines[key] = unwrapped
        return unwrapped
    }

    /// The view whose first (or last) baseline is `view`'s in the current pass: its
    /// ``View/forFirstBaselineLayout`` (``View/forLastBaselineLayout``), but for a stack view
    /// the arranged view it vends, tallest by the heights of the solve before, or by intrinsic
    /// heights in a layout's first pass.
    func baselineLayout(of view: View, first: Bool) -> View {
        guard let stack = view as? StackView else {
            return first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        }
        let vendor = stack.baselineVendor(first: first) { visible in
            let key = ObjectIdentifier(stack)
            tallestAsked.insert(key)
            if let known = current.tallestArranged[key],
                let view = visible.first(where: { ObjectIdentifier($0) == known })
            {
                return view
            }
            let guess = StackView.tallest(of: visible) { max(0, $0.intrinsicContentSize.height) }
            current.tallestArranged[key] = guess.map(ObjectIdentifier.init)
            return guess
        }
        return vendor.map { baselineLayout(of: $0, first: first) } ?? stack
    }
}
