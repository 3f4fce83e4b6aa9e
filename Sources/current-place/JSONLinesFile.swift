import FileReplacement
import Foundation
import Places

/// A file an option names for JSON lines (`evaluate --people`, `--answers`): checked once, at the edge,
/// and written only when the command runs, to a temporary file beside it that replaces it when whole
/// (``ReplacementFile``): a failed run leaves the old file as it was. Its folder must exist.
struct JSONLinesFile: Sendable {
    /// The file, as given.
    let path: String
    /// What its lines are, for errors: "the simulated people".
    let contents: String

    /// Reads an option's value; nil when the option is absent.
    /// - Parameter messages: the option's own words for a value that names no file, a folder, and a file in a
    ///   folder that does not exist (``OutputPath/problem(with:)``).
    /// - Throws: a usage error naming the value.
    static func parse(_ value: String?, contents: String,
                      messages: (value: Message, folder: Message, noParent: Message)) throws(UsageError) -> JSONLinesFile? {
        guard let value else { return nil }
        switch OutputPath.problem(with: value) {
        case nil: return JSONLinesFile(path: value, contents: contents)
        case .value: throw UsageError(messages.value, ["value": value])
        case .folder: throw UsageError(messages.folder, ["value": value])
        case .noParent(let parent): throw UsageError(messages.noParent, ["value": value, "parent": parent])
        }
    }

    /// Creates the temporary file: called before the evaluation, so that a folder that cannot be written
    /// fails in a second, not after minutes.
    /// - Throws: ``PlacesError`` `.internalFailure` naming the file.
    func open() throws(PlacesError) -> JSONLinesWriter {
        ReplacementFile.removeStale(for: path)
        let temporary = ReplacementFile.temporaryPath(for: path)
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary) else {
            throw PlacesError(.internalFailure, "cannot write the file for \(contents)", path: path)
        }
        return JSONLinesWriter(handle: handle, temporary: temporary, file: self)
    }
}

/// Appends lines to a ``JSONLinesFile``'s temporary file, the handle's one owner; ``finish()`` puts it in
/// place, ``discard()`` removes it. On any failure, its caller discards it (the old file stays).
struct JSONLinesWriter {
    let handle: FileHandle
    let temporary: String
    let file: JSONLinesFile

    /// Appends `bytes`: whole lines, each ending in a newline.
    /// - Throws: ``PlacesError`` `.internalFailure` when the file cannot be written (disk full).
    func write(_ bytes: [UInt8]) throws(PlacesError) {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw PlacesError(.internalFailure, "cannot write \(file.contents): \(error.localizedDescription)", path: file.path)
        }
    }

    /// Closes the file and puts it in place of the old one.
    /// - Throws: ``PlacesError`` `.internalFailure` naming the file; the old one is left as it was.
    func finish() throws(PlacesError) {
        do {
            try handle.close()
        } catch {
            throw PlacesError(.internalFailure, "cannot write \(file.contents): \(error.localizedDescription)", path: file.path)
        }
        try ReplacementFile.moveIntoPlace(temporary, destination: file.path)
    }

    /// Closes and removes the temporary file: the run failed, and the old file stays.
    func discard() {
        try? handle.close()
        try? FileManager.default.removeItem(atPath: temporary)
    }
}
