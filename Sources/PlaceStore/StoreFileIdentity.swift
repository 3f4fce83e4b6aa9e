import Foundation

/// Which file a path names: a store that an import renamed over the path has
/// another inode. (An update changes the file in place, and readers follow it
/// by SQLite's data version instead.)
public struct StoreFileIdentity: Sendable, Equatable {
    /// The file system's device.
    public let device: UInt64
    /// The file's inode on it.
    public let inode: UInt64

    /// The identity of the file at `path`, or nil when there is none (or `path` is a PostgreSQL URL).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
