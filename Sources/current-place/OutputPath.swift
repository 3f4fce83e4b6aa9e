import FileReplacement
import Foundation

/// The files a command writes, checked once, at the edge, before anything is opened or fitted:
/// - never one it reads: `tiles -o places.sqlite --db places.sqlite` would put the tiles in place of the store,
///   `import map.osm.pbf --db map.osm.pbf` the store in place of the map, and a run that went well would have
///   lost the file;
/// - a name the file system can hold: files are written beside their destination under a longer temporary name
///   (``ReplacementFile/maximumNameBytes``), and a name too long failed only when written, after a fit of minutes.
enum OutputPath {
    /// What is wrong with an output's value as a file to make.
    enum Problem: Error {
        /// Empty, starting with `-`, or holding a NUL.
        case value
        /// A folder, or a name ending in `/`.
        case folder
        /// The folder it would go in does not exist.
        case noParent(String)
    }

    /// What keeps `value` from naming a file this command can make, or nil: not empty, `-…` or NUL-holding,
    /// not a folder, and in a folder that exists.
    static func problem(with value: String) -> Problem? {
        guard !value.isEmpty, !value.hasPrefix("-"), !value.contains("\0") else { return .value }
        var isFolder: ObjCBool = false
        if value.hasSuffix("/") || FileManager.default.fileExists(atPath: value, isDirectory: &isFolder) && isFolder.boolValue {
            return .folder
        }
        let parent = URL(fileURLWithPath: value).deletingLastPathComponent().path
        var parentIsFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsFolder), parentIsFolder.boolValue else {
            return .noParent(parent)
        }
        return nil
    }

    /// Refuses `output` (the value of `option`) when its name is too long, or when it names the same file as
    /// one of `inputs` (each an option's name and value): the same device and inode when both exist, else the
    /// same standardized path.
    /// - Throws: ``UsageError`` `.outputNameTooLong` or `.outputIsInput`.
    static func refuse(_ output: String?, option: String, inputs: [(option: String, path: String?)]) throws(UsageError) {
        guard let output else { return }
        guard ReplacementFile.fits(output) else {
            let shown = output.count > 60 ? output.prefix(60) + "…" : Substring(output)
            throw UsageError(.outputNameTooLong, ["option": option, "value": String(shown),
                                                  "bytes": "\(ReplacementFile.maximumNameBytes)",
                                                  "pathBytes": "\(ReplacementFile.maximumPathBytes)"])
        }
        for input in inputs {
            guard let path = input.path, sameFile(output, path) else { continue }
            throw UsageError(.outputIsInput, ["option": option, "value": output, "input": input.option])
        }
    }

    /// Whether two paths name one file.
    static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        if stat(first, &a) == 0, stat(second, &b) == 0 {
            return a.st_dev == b.st_dev && a.st_ino == b.st_ino
        }
        return URL(fileURLWithPath: first).standardizedFileURL.path == URL(fileURLWithPath: second).standardizedFileURL.path
    }
}
