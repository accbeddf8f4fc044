/// One YAML document as a located node tree, held in a flat array.
///
/// Nodes refer to their children by index, so an alias is simply a second reference to the node
/// its anchor names: nothing is copied, and nothing about the tree recurses (building it,
/// walking it to the depth limit, or freeing it).
struct YAMLDocument {
    typealias NodeID = Int
    /// One entry of a mapping.
    typealias Entry = (key: NodeID, value: NodeID)

    struct Node {
        enum Content {
            case scalar(Scalar)
            case sequence([NodeID])
            case mapping([Entry])
            /// A node that could not be built (an unknown alias, an alias cycle). It was reported
            /// where it was found; readers skip it without reporting it again.
            case invalid
        }

        var content: Content
        /// Where the node starts: its anchor or tag if it has one, else its first character.
        var location: SourceLocation
        /// How many nodes this one stands for with every alias in it expanded, itself included.
        var expandedSize: Int
    }

    struct Scalar {
        /// How the scalar is written, which decides how its text is decoded and located.
        enum Style {
            case plain
            case singleQuoted
            case doubleQuoted
            /// A `|` block scalar.
            case literal
            /// A `>` block scalar.
            case folded
        }

        /// The tags of YAML's core schema that a scalar may carry. Any other tag is an error.
        enum Tag: String {
            case string = "str"
            case int
            case float
            case bool
            case null
        }

        var text: String
        var style: Style
        var tag: Tag?
        /// Where each character of the text was written; its start is ``textLocation``.
        var origin: TextOrigin

        /// The first character of the text itself: inside the quotes of a quoted scalar, on the
        /// first content line of a block scalar, past any anchor or tag.
        var textLocation: SourceLocation { origin.start }

        /// A plain scalar with nothing in it (`key:` with no value), which YAML reads as null.
        var isEmptyPlain: Bool { style == .plain && text.isEmpty && tag == nil }
    }

    var nodes: [Node]
    var root: NodeID

    subscript(id: NodeID) -> Node { nodes[id] }
}
