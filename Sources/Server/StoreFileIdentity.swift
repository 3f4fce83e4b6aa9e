import Foundation

/// Which file a path names, and its last change: a store that an import or
/// update renamed over the path has another inode (or another change time).
struct StoreFileIdentity: Sendable, Equatable {
    let device: UInt64
    let inode: UInt64
    let changeSeconds: Int
    let changeNanoseconds: Int

    /// The identity of the file at `path`, or nil when there is none (or `path` is a PostgreSQL URL).
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        changeSeconds = Int(status.st_ctim.tv_sec)
        changeNanoseconds = Int(status.st_ctim.tv_nsec)
    }
}
