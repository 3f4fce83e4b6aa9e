import FileReplacement
import Foundation
import Places
import PlacesAPI
import PlacesEngine

/// Where the terminal app keeps the person's picks, on their own computer:
/// by default `$XDG_DATA_HOME/current-place/history.sqlite` (XDG_DATA_HOME
/// unset or empty: `$HOME/.local/share`), or a file named with `--history`:
/// one ending in `.jsonl` holds JSON lines (``VisitHistoryJSON``), any other
/// an SQLite history (``PickHistoryDatabase``). A missing file is an empty
/// history and is not created by reading; the first pick creates it (mode
/// 0600), and its folder too for the default file only.
public struct PickHistory: Sendable, Equatable {
    /// How the file holds the picks.
    public enum Format: Sendable, Equatable {
        /// An SQLite history file.
        case sqlite
        /// One `{"id","time"}` object per line (with `"fix"` when the pick kept it).
        case jsonLines
    }

    /// The file.
    public let path: String
    /// How it holds the picks.
    public let format: Format
    /// Whether this is the default file, whose folders the first pick creates.
    public let isDefault: Bool

    /// The default file's path under the data folder.
    public static let defaultSubpath = "current-place/history.sqlite"

    /// The history named by `--history FILE`; nil for text that names no file: `""`, `-` (there is no
    /// standard input to keep picks in), a folder's `dir/`, an option (`--no-history` taken as the value), or a
    /// name longer than a file's may be (``ReplacementFile/fits(_:)``).
    public init?(option text: String) {
        guard !text.isEmpty, !text.hasPrefix("-"), !text.hasSuffix("/"), ReplacementFile.fits(text) else { return nil }
        path = text
        format = text.lowercased().hasSuffix(".jsonl") ? .jsonLines : .sqlite
        isDefault = false
    }

    private init(defaultPath: String) {
        path = defaultPath
        format = .sqlite
        isDefault = true
    }

    /// The default file for `environment`: under `XDG_DATA_HOME`, else `HOME/.local/share`; nil without either.
    public static func defaultFile(environment: [String: String]) -> PickHistory? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return PickHistory(defaultPath: (data as NSString).appendingPathComponent(defaultSubpath))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return PickHistory(defaultPath: (home as NSString).appendingPathComponent(".local/share/" + defaultSubpath))
    }

    private var folder: String { (path as NSString).deletingLastPathComponent }

    /// Checks the file before anything is shown or written: a folder, a
    /// missing folder (for a file named with `--history`) or a file that is
    /// not a history of this format is refused. A missing file is fine.
    /// - Throws: ``PickHistoryError``.
    public func check() throws(PickHistoryError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard !isFolder.boolValue else { throw PickHistoryError(.folder, path: path) }
            _ = try recent()
            return
        }
        guard !isDefault else { return }
        let parent = folder.isEmpty ? "." : folder
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
            throw PickHistoryError(.noFolder, path: path)
        }
    }

    /// The ``VisitHistory/maximumCount`` most recent picks.
    /// - Throws: ``PickHistoryError`` for a file that is not a history, or a line that is not a pick.
    public func recent() throws(PickHistoryError) -> VisitHistory {
        try refuseFolder()
        switch format {
        case .sqlite:
            do {
                return try PickHistoryDatabase.recent(path: path)
            } catch {
                throw failure(error, otherwise: .unreadable)
            }
        case .jsonLines:
            return VisitHistory(mostRecent: try lines())
        }
    }

    /// How many picks the file holds.
    public func count() throws(PickHistoryError) -> Int {
        try refuseFolder()
        switch format {
        case .sqlite:
            do {
                return try PickHistoryDatabase.count(path: path)
            } catch {
                throw failure(error, otherwise: .unreadable)
            }
        case .jsonLines:
            return try lines().count
        }
    }

    /// Adds a pick (id, time with its offset, and the fix when it kept one), creating the file when there is none.
    /// - Throws: ``PickHistoryError`` when the file is not a history or cannot be written.
    public func append(_ visit: PlaceVisit) throws(PickHistoryError) {
        try check()
        if isDefault {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                throw PickHistoryError(.cannotWrite, path: path, message: "cannot create its folder: \(error.localizedDescription)")
            }
        }
        switch format {
        case .sqlite:
            do {
                try PickHistoryDatabase.append(visit, path: path)
            } catch {
                throw failure(error, otherwise: .cannotWrite)
            }
        case .jsonLines:
            try appendLine(VisitHistoryJSON.line(visit))
        }
    }

    /// Forgets every pick: the file is removed. Returns how many picks it held.
    /// - Throws: ``PickHistoryError`` when the file is not a history (it is left alone) or cannot be removed.
    public func forget() throws(PickHistoryError) -> Int {
        try check()
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        let held = try count()
        let companions = format == .sqlite ? ["-journal", "-wal", "-shm"] : []
        for name in [path] + companions.map({ path + $0 }) where FileManager.default.fileExists(atPath: name) {
            guard unlink(name) == 0 else {
                throw PickHistoryError(.cannotWrite, path: name, message: "cannot remove it: \(String(cString: strerror(errno)))")
            }
        }
        return held
    }

    private func refuseFolder() throws(PickHistoryError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw PickHistoryError(.folder, path: path)
        }
    }

    /// Every line's pick, oldest first; blank lines are skipped.
    private func lines() throws(PickHistoryError) -> [PlaceVisit] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else { throw PickHistoryError(.unreadable, path: path) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw PickHistoryError(.notAHistory, path: path, message: "not UTF-8 text")
        }
        var visits: [PlaceVisit] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            do {
                visits.append(try VisitHistoryJSON.visit(line: trimmed, number: index + 1))
            } catch {
                throw PickHistoryError(.badLine, path: path, line: index + 1, message: error.message)
            }
        }
        return visits
    }

    /// Appends `line` and a newline (after a newline of its own when the file does not end with one).
    private func appendLine(_ line: String) throws(PickHistoryError) {
        let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw PickHistoryError(.cannotWrite, path: path, message: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var text = line + "\n"
        let size = lseek(descriptor, 0, SEEK_END)
        if size > 0 {
            var last: UInt8 = 0
            if pread(descriptor, &last, 1, size - 1) == 1, last != UInt8(ascii: "\n") { text = "\n" + text }
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw PickHistoryError(.cannotWrite, path: path, message: String(cString: strerror(errno)))
        }
    }

    private func failure(_ error: PlacesError, otherwise code: PickHistoryError.Code) -> PickHistoryError {
        PickHistoryError(error.code == .invalidArgument ? .notAHistory : code, path: path, message: error.message)
    }
}
