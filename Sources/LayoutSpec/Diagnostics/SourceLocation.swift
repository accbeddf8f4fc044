/// A place in a spec file: 1-based line and column, columns counted in Unicode scalars.
///
/// libyaml's 0-based marks are converted once, where the C data comes in; everything else
/// speaks in these.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path as the user gave it, printed as is.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The location `offset` scalars further along the same line.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}

/// A value and where it was written.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The same place, holding `transform(value)`.
    public func map<T>(_ transform: (Value) -> T) -> Located<T> {
        Located<T>(transform(value), at: location)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
