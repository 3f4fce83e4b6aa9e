import PlaceStore

/// Why an import failed.
public struct ImportError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure, for a caller that words it itself (in another language, say).
    public enum Kind: Sendable, Equatable {
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
        /// The store (`file`) keeps no OSM data to update: it was imported without `--updatable`.
        case notUpdatable
        /// Another import or update of the store (`file`) is running.
        case busy
    }

    /// What went wrong, in English.
    public let message: String
    /// The input file involved, when there is one.
    public let file: String?
    /// The kind of failure.
    public let kind: Kind
    /// The kind's detail (see `Kind`), else empty.
    public let detail: String

    /// Creates an error.
    public init(_ message: String, file: String? = nil, kind: Kind = .other, detail: String = "") {
        self.message = message
        self.file = file
        self.kind = kind
        self.detail = detail
    }

    /// The import error for a store error that has a kind of its own here (`.notUpdatable`, `.busy`), else nil.
    init?(_ error: StoreError) {
        switch error.code {
        case .notUpdatable: self.init(error.message, file: error.path, kind: .notUpdatable)
        case .busy: self.init(error.message, file: error.path, kind: .busy)
        default: return nil
        }
    }

    public var description: String {
        file.map { "\($0): \(message)" } ?? message
    }
}
