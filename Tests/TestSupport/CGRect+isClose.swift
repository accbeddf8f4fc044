import Foundation

extension CGRect {
    /// Equal within a millionth of a point, origin and size as they are (not standardized):
    /// two solves of the same system may round apart.
    public func isClose(to other: CGRect) -> Bool {
        abs(origin.x - other.origin.x) <= 1e-6 && abs(origin.y - other.origin.y) <= 1e-6
            && abs(size.width - other.size.width) <= 1e-6 && abs(size.height - other.size.height) <= 1e-6
    }
}
