import Foundation

/// Which file a path names: a store that an import renamed over the path has
/// another inode. (An update changes the file in place, and the engine follows
/// it by itself: ``PlacesService/followUpdates()``.) The server's own, as it
/// does not import the store's module; `PlaceStore.StoreFileIdentity` is the
/// same for the store and the engine.
struct StoreFileIdentity: Sendable, Equatable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`, or nil when there is none (or `path` is a PostgreSQL URL).
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
