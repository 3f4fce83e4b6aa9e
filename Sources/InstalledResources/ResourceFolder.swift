import Foundation

/// Where the programs' data files are: the web app, the translations, the visit prior and the crosswalk.
///
/// Installed, they follow the FHS: a program in `PREFIX/bin` reads them from `PREFIX/share/current-place/`
/// (the Debian packages: `/usr/bin` and `/usr/share/current-place`). Run from the build tree, they are
/// SwiftPM's resource bundles. When the installed folder exists it is the only place looked in, so an
/// installed program never reads a file from the build tree it was made in.
public struct ResourceFolder: Sendable {
    /// The folder of installed resources, or nil when the program is not installed.
    public let installed: URL?

    /// The installed resources of the program at `executable` (the real path of the running one by
    /// default): `../share/current-place` beside its folder, when that is a folder.
    public init(executable: URL = ResourceFolder.runningExecutable) {
        let prefix = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let folder = prefix.appendingPathComponent("share/current-place", isDirectory: true)
        var isFolder: ObjCBool = false
        installed = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
            ? folder : nil
    }

    /// The folders of the running program.
    public static let current = ResourceFolder()

    /// The running executable, as the kernel names it (`/proc/self/exe`, symbolic links resolved).
    public static var runningExecutable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// The resource at `path` under the installed folder when there is one (nil when it is missing there),
    /// else what `bundled` finds in the build tree's resource bundle. `bundled` is called only when the
    /// program is not installed: SwiftPM's `Bundle.module` stops the program when its bundle is absent.
    public func url(installed path: String, bundled: () -> URL?) -> URL? {
        guard let installed else { return bundled() }
        let url = installed.appendingPathComponent(path)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
