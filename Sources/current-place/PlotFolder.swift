import Foundation
import Places

/// `evaluate --plot DIR`: the folder the charts are written into.
///
/// An existing folder is used as it is (chart files of the same names are replaced, other
/// files are left alone). A folder that does not exist yet is made when the command runs,
/// but only inside an existing folder: `--plot out/plots` needs `out`. Read once here, at
/// the edge; nothing is written before the command runs.
struct PlotFolder: Sendable {
    /// The folder, as given.
    let path: String
    /// Whether it has to be made.
    let isNew: Bool

    /// Reads the option's value; nil when the option is absent.
    /// - Throws: a usage error naming the value when it is empty or starts with `-`, names a
    ///   file that is not a folder, or names a new folder whose parent folder does not exist.
    static func parse(_ value: String?) throws(UsageError) -> PlotFolder? {
        guard let value else { return nil }
        guard !value.isEmpty, !value.hasPrefix("-"), !value.contains("\0") else {
            throw UsageError(.plotValue, ["value": value])
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: value, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw UsageError(.plotNotAFolder, ["value": value]) }
            return PlotFolder(path: value, isNew: false)
        }
        let parent = URL(fileURLWithPath: value).deletingLastPathComponent().path
        var parentIsFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsFolder), parentIsFolder.boolValue else {
            throw UsageError(.plotNoParent, ["value": value, "parent": parent])
        }
        return PlotFolder(path: value, isNew: true)
    }

    /// Makes the folder when it is new, and checks it can be written in: called before the
    /// evaluation, so that a folder the charts cannot go into fails in a second, not after minutes.
    /// - Throws: ``PlacesError`` `.internalFailure` naming the folder.
    func prepare() throws(PlacesError) {
        if isNew {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            } catch {
                var isFolder: ObjCBool = false
                // Made by someone else in the meantime: fine.
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw PlacesError(.internalFailure, "cannot make the folder for the charts: \(error.localizedDescription)",
                                      path: path)
                }
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw PlacesError(.internalFailure, "cannot write in the folder for the charts (permissions)", path: path)
        }
    }
}
