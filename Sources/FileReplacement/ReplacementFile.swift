import Foundation
import Places

/// The one way files are replaced here (stores, tile packs, images): the new
/// content is written to a temporary file beside the destination, flushed,
/// and renamed over it, so a reader sees the old file or the new one, never
/// half of one, and a failure or a kill leaves the old file as it was.
///
/// Temporary files are named `.NAME.new-PID.tmp` after the destination and
/// the writing process, so a later writer can tell a dead writer's leftovers
/// (removed) from a running one's (kept).
package enum ReplacementFile {
    /// The longest last component a destination's path may have, in bytes: the file system's 255 less what
    /// ``temporaryPath(for:)`` adds (`.` before, `.new-PID.tmp` after: 17 bytes with a 7-digit process id, Linux's
    /// largest). A longer name can be written by no one here, so options refuse it at the edge.
    package static let maximumNameBytes = 255 - 17
    /// The longest path, in bytes (Linux's `PATH_MAX`, 4,096 with its terminating NUL).
    package static let maximumPathBytes = 4_095

    /// Whether `destination`'s name and path are short enough to be written (``maximumNameBytes``,
    /// ``maximumPathBytes``).
    package static func fits(_ destination: String) -> Bool {
        URL(fileURLWithPath: destination).lastPathComponent.utf8.count <= maximumNameBytes
            && destination.utf8.count <= maximumPathBytes
    }

    /// The temporary file the current process writes for `destination`.
    package static func temporaryPath(for destination: String) -> String {
        temporaryPath(for: URL(fileURLWithPath: destination), processID: getpid())
    }

    static func temporaryPath(for destination: URL, processID: Int32) -> String {
        destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).new-\(processID).tmp").path
    }

    /// Removes the temporary files of `destination` whose writer is gone, and
    /// this process's own from an earlier attempt.
    package static func removeStale(for destination: String) {
        let target = URL(fileURLWithPath: destination)
        let folder = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent).new-"
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

    /// Writes `destination` whole or not at all: `produce` writes the
    /// temporary file it is given, which then replaces `destination`.
    /// - Throws: what `produce` throws, or ``PlacesError`` `.internalFailure` naming the file.
    package static func write(to destination: String, _ produce: (String) throws -> Void) throws {
        removeStale(for: destination)
        let temporary = temporaryPath(for: destination)
        do {
            try produce(temporary)
            try moveIntoPlace(temporary, destination: destination)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    /// Flushes `source` to disk and renames it over `destination` (atomic on
    /// one file system), then flushes the folder so the rename survives a crash.
    /// - Throws: ``PlacesError`` `.internalFailure` naming the file; `source` is removed.
    package static func moveIntoPlace(_ source: String, destination: String) throws(PlacesError) {
        try flush(source)
        try rename(source, over: destination)
    }

    /// The first half of ``moveIntoPlace(_:destination:)``: flushes `source` to disk (for a caller with work to
    /// do between the flush and the rename).
    /// - Throws: ``PlacesError`` `.internalFailure` naming the file; `source` is removed.
    package static func flush(_ source: String) throws(PlacesError) {
        do {
            try sync(path: source, flags: O_RDONLY)
        } catch {
            try? FileManager.default.removeItem(atPath: source)
            throw error
        }
    }

    /// The second half of ``moveIntoPlace(_:destination:)``: renames the flushed `source` over `destination`,
    /// then flushes the folder.
    /// - Throws: ``PlacesError`` `.internalFailure` naming the file; `source` is removed.
    package static func rename(_ source: String, over destination: String) throws(PlacesError) {
        guard Foundation.rename(source, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: source)
            throw PlacesError(.internalFailure, "cannot move the new file into place: \(reason)", path: destination)
        }
        let folder = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        try? sync(path: folder, flags: O_RDONLY | O_DIRECTORY)
    }

    private static func sync(path: String, flags: Int32) throws(PlacesError) {
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            throw PlacesError(.internalFailure, "cannot open for flushing: \(String(cString: strerror(errno)))", path: path)
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw PlacesError(.internalFailure, "cannot flush to disk: \(String(cString: strerror(errno)))", path: path)
        }
    }
}
