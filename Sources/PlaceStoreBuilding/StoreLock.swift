import Foundation
import PlaceStore

/// An exclusive claim on a store file for one import or update, so that two
/// writers cannot both build on the same old store and lose one's work when
/// the second rename lands. It is a `flock` on the store file itself, held
/// until the lock goes away; the lock is taken only while the path still
/// names the file locked (a writer that renamed a new store into place in
/// the meantime has finished, and the newer file is locked instead).
package final class StoreLock {
    private let descriptor: Int32

    /// Claims the store at `path`, or returns nil when there is no file there yet.
    /// - Throws: ``StoreError`` `.busy` when another process holds it.
    package init?(path: String) throws(StoreError) {
        while true {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT { return nil }
                throw StoreError(.io, "cannot open the store to lock it: \(String(cString: strerror(errno)))", path: path)
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let reason = errno
                close(descriptor)
                if reason == EWOULDBLOCK {
                    throw StoreError(.busy, "another import or update of this store is running; try again when it has finished",
                                     path: path)
                }
                throw StoreError(.io, "cannot lock the store: \(String(cString: strerror(reason)))", path: path)
            }
            var locked = stat(), current = stat()
            if fstat(descriptor, &locked) == 0, stat(path, &current) == 0,
               locked.st_ino == current.st_ino, locked.st_dev == current.st_dev {
                self.descriptor = descriptor
                return
            }
            close(descriptor)  // replaced while we waited for the lock: lock the new file instead
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
