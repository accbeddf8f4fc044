@testable import LayoutRuntime

/// A view for each of a pack of names: `RuntimeFixtures.views` returns one `View` per name.
typealias ViewNamed<Name> = View

/// Small builders shared by the runtime tests (named to stay clear of the seed tests).
enum RuntimeFixtures {
    /// A root view that keeps the frame `(0, 0, width, height)`.
    static func root(width: CGFloat = 400, height: CGFloat = 300, name: String = "root") -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.accessibilityIdentifier = name
        return root
    }

    /// A view placed by constraints, added to `parent`.
    @discardableResult
    static func constrained<V: View>(_ view: V, in parent: View, name: String) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = name
        parent.addSubview(view)
        return view
    }

    /// `view`, named `name`, added to `root`, placed by the constraints `constraints` makes from
    /// the view and the root, and laid out. The caller keeps `root`: a view holds its
    /// superview weakly.
    static func laidOut<V: View>(
        _ view: V, name: String, in root: View,
        by constraints: (_ view: V, _ root: View) -> [LayoutConstraint]
    ) -> V {
        constrained(view, in: root, name: name)
        LayoutConstraint.activate(constraints(view, root))
        root.layoutIfNeeded()
        return view
    }

    /// A label showing `text` in `font` on at most `lines` lines, placed by constraints, added
    /// to `parent`.
    static func label(
        _ text: String, font: Font = .halfEm(17), lines: Int = 1, in parent: View, name: String
    ) -> Label {
        let label = constrained(Label(), in: parent, name: name)
        label.text = text
        label.font = font
        label.numberOfLines = lines
        return label
    }

    /// Plain views placed by constraints, one per name, added to `parent` in order:
    /// `let (a, b) = RuntimeFixtures.views("a", "b", in: root)`.
    static func views<each Name: StringProtocol>(
        _ names: repeat each Name, in parent: View
    ) -> (repeat ViewNamed<each Name>) {
        (repeat constrained(View(), in: parent, name: String(each names)))
    }

    /// Pins the four edges of `view` to those of `other`, with an inset.
    static func pinEdges(of view: View, to other: any LayoutItem, inset: CGFloat = 0) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
            view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
            view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
            view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
        ])
    }

    /// Pins `view`'s leading edge to `leading` and its top edge to `top`, each moved by the
    /// offset after it (`dx` toward the trailing edge, `dy` down), and gives it a fixed width
    /// and height: four required constraints.
    static func place(
        _ view: View, leading: LayoutXAxisAnchor, dx: CGFloat = 0, top: LayoutYAxisAnchor,
        dy: CGFloat = 0, width: CGFloat, height: CGFloat
    ) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leading, constant: dx),
            view.topAnchor.constraint(equalTo: top, constant: dy),
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: height),
        ])
    }

    /// A scroll view pinned to the edges of `root` and a content view pinned to the scroll view's
    /// edges (its content area) and as wide as its frame: a page that scrolls vertically, as high
    /// as what the content view holds makes it.
    static func scrollingPage(in root: View) -> (scroll: ScrollView, content: View) {
        let scroll = constrained(ScrollView(), in: root, name: "scroll")
        pinEdges(of: scroll, to: root)
        let content = constrained(View(), in: scroll, name: "content")
        pinEdges(of: content, to: scroll)
        content.widthAnchor.constraint(equalTo: scroll.widthAnchor).isActive = true
        return (scroll, content)
    }

    /// The engine of `view`'s hierarchy, after layout.
    static func engine(of view: View) -> LayoutEngine {
        view.layoutIfNeeded()
        return view.rootView.engine!
    }

    static func frames(of root: View) -> [CGRect] {
        var result: [CGRect] = []
        func visit(_ view: View) {
            result.append(view.frame)
            view.subviews.forEach(visit)
        }
        visit(root)
        return result
    }
}

extension Font {
    /// Tests/LayoutRuntimeTests/Fonts/HalfEm.ttf at `size` points: every character half the
    /// size wide, a line 1.2 times the size, the first baseline 0.95 times it below the top.
    /// Text a person measures by hand, for tests of layout rather than of fonts.
    static func halfEm(_ size: CGFloat) -> Font {
        _ = halfEmRegistered
        return Font(name: "HalfEm", size: size)!
    }

    private static let halfEmRegistered: Bool = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fonts/HalfEm.ttf")
        precondition(FontLibrary.register(name: "HalfEm", path: file.path), "\(file.path) is not a font")
        return true
    }()
}
