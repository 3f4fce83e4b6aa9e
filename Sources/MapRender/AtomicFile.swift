import Foundation

/// Writes files so that a failure never leaves half an image: into a
/// temporary file beside the target, renamed over it when complete.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        try write(to: path) { temporary in try data.write(to: URL(fileURLWithPath: temporary)) }
    }

    static func write(to path: String, _ produce: (String) throws -> Void) throws {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp").path
        do {
            try produce(temporary)
            guard rename(temporary, path) == 0 else {
                throw MapError(.io, "cannot write: \(String(cString: strerror(errno)))", path: path)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }
}
