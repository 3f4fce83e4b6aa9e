import PlaceStore

/// Why an import failed.
public struct ImportError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure, for a caller that words it itself (in another language, say).
    public enum Code: Sendable, Equatable {
        /// Anything else; `message` says what.
        case other
        /// No file at the path.
        case noFile
        /// The path is a folder.
        case folder
        /// The file cannot be read.
        case unreadable
        /// The file's name has no OSM suffix; `detail` lists the suffixes read.
        case unknownType
        /// libosmium could not read the file; `detail` is its reason.
        case notOSM
        /// The store (`path`) keeps no OSM data to update: it was imported without `--updatable`.
        case notUpdatable
        /// Another import or update of the store (`path`) is running.
        case busy
    }

    /// What went wrong, in English.
    public let message: String
    /// The file involved (an input, or the store), when there is one.
    public let path: String?
    /// The kind of failure.
    public let code: Code
    /// The code's detail (see `Code`), else empty.
    public let detail: String

    /// Creates an error.
    public init(_ message: String, path: String? = nil, code: Code = .other, detail: String = "") {
        self.message = message
        self.path = path
        self.code = code
        self.detail = detail
    }

    /// The import error for a store error that has a kind of its own here (`.notUpdatable`, `.busy`), else nil.
    init?(_ error: StoreError) {
        switch error.code {
        case .notUpdatable: self.init(error.message, path: error.path, code: .notUpdatable)
        case .busy: self.init(error.message, path: error.path, code: .busy)
        default: return nil
        }
    }

    public var description: String {
        path.map { "\($0): \(message)" } ?? message
    }
}
