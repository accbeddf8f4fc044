import LayoutProof
import LayoutRuntime
import LayoutSpec

extension SceneEmitter {
    /// A constraint as an anchor expression, tagged with its spec line and priority:
    /// `greenView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 15)
    /// .identified("Scene.yaml:12")`. LayoutRuntime has `identified(_:priority:)`; UIKit code
    /// gets it from a private extension in the same file (``UIKitHelpers``).
    static func emitConstraint(
        _ sceneConstraint: SceneConstraint, scene: BuiltScene, names: ItemNames, flavor: EmitFlavor
    ) -> String {
        let constraint = sceneConstraint.constraint
        // The anchor expression on one line, the tag on the next: the two things a reader
        // looks for, each where the eye finds it.
        var text = anchorExpression(constraint, names: names) + "\n"
        let identifier = SwiftLiteral.string(sceneConstraint.specFileLine(scene))
        if constraint.priority == .required {
            text += ".identified(\(identifier))"
        } else {
            text += ".identified(\(identifier), priority: \(flavor.priority(constraint.priority)))"
        }
        return text
    }

    private static func anchorExpression(_ constraint: LayoutConstraint, names: ItemNames) -> String {
        let first = "\(names.name(of: constraint.firstItem!)).\(anchorName(constraint.firstAttribute))"
        let label: String
        switch constraint.relation {
        case .equal: label = "equalTo"
        case .greaterThanOrEqual: label = "greaterThanOrEqualTo"
        case .lessThanOrEqual: label = "lessThanOrEqualTo"
        }
        guard let secondItem = constraint.secondItem, constraint.secondAttribute != .notAnAttribute else {
            return
                "\(first).constraint(\(label)Constant: \(SwiftLiteral.number(Double(constraint.constant))))"
        }
        let second = "\(names.name(of: secondItem)).\(anchorName(constraint.secondAttribute))"
        var arguments = ["\(label): \(second)"]
        if constraint.multiplier != 1 {
            arguments.append("multiplier: \(SwiftLiteral.number(Double(constraint.multiplier)))")
        }
        if constraint.constant != 0 {
            arguments.append("constant: \(SwiftLiteral.number(Double(constraint.constant)))")
        }
        return "\(first).constraint(\(arguments.joined(separator: ", ")))"
    }

    static func anchorName(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .left: "leftAnchor"
        case .right: "rightAnchor"
        case .top: "topAnchor"
        case .bottom: "bottomAnchor"
        case .leading: "leadingAnchor"
        case .trailing: "trailingAnchor"
        case .width: "widthAnchor"
        case .height: "heightAnchor"
        case .centerX: "centerXAnchor"
        case .centerY: "centerYAnchor"
        case .firstBaseline: "firstBaselineAnchor"
        case .lastBaseline: "lastBaselineAnchor"
        case .notAnAttribute: preconditionFailure("A constraint's first attribute is never notAnAttribute.")
        }
    }
}

/// The Swift expression for each view and guide of a scene, and the view each one places.
struct ItemNames {
    private var expressions: [ObjectIdentifier: String] = [:]
    private var placedView: [ObjectIdentifier: String] = [:]

    init(_ scene: BuiltScene) {
        add(scene.root, id: BuiltScene.rootID)
        for view in scene.views { add(view.view, id: view.id) }
    }

    private mutating func add(_ view: View, id: String) {
        let name = SwiftLiteral.identifier(id)
        expressions[ObjectIdentifier(view)] = name
        placedView[ObjectIdentifier(view)] = id
        var guides = view.madeEnvironmentGuides
        if let scrollView = view as? ScrollView {
            guides += [scrollView.contentLayoutGuide, scrollView.frameLayoutGuide]
        }
        // Each guide by the view's property that holds it.
        for guide in guides {
            expressions[ObjectIdentifier(guide)] = "\(name).\(guide.viewProperty ?? guide.identifier)"
            placedView[ObjectIdentifier(guide)] = id
        }
    }

    func name(of item: any LayoutItem) -> String {
        guard let name = expressions[ObjectIdentifier(item)] else {
            preconditionFailure("Every item of a built scene is a view or guide of the scene.")
        }
        return name
    }

    func placedViewID(_ constraint: LayoutConstraint) -> String {
        placedView[ObjectIdentifier(constraint.firstItem!)] ?? BuiltScene.rootID
    }
}
