import Foundation

/// The temporary files of imports: named after the destination and the
/// writing process, so a later import can tell a dead import's leftovers
/// from a running one's.
enum TemporaryFiles {
    static func path(for destination: URL, processID: Int32) -> String {
        destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).import-\(processID).tmp").path
    }

    /// Removes temporary files for `destination` whose process is gone.
    static func removeStale(for destination: URL) {
        let folder = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent).import-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let pidText = name.dropFirst(prefix.count).dropLast(".tmp".count)
            guard let pid = Int32(pidText), !isRunning(pid) || pid == getpid() else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Flushes `source` to disk and renames it over `destination` (atomic on
    /// one file system), then flushes the folder so the rename survives a crash.
    static func moveIntoPlace(_ source: String, destination: String) throws(StoreError) {
        try sync(path: source, flags: O_RDONLY)
        guard rename(source, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: source)
            throw StoreError(.io, "cannot move the new store into place: \(reason)", path: destination)
        }
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        try? sync(path: folder, flags: O_RDONLY | O_DIRECTORY)
    }

    private static func sync(path: String, flags: Int32) throws(StoreError) {
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            throw StoreError(.io, "cannot open for flushing: \(String(cString: strerror(errno)))", path: path)
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw StoreError(.io, "cannot flush to disk: \(String(cString: strerror(errno)))", path: path)
        }
    }
}
