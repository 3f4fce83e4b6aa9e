/// Where a place store lives: an SQLite file, or a PostgreSQL database.
/// Parsed once from a `--db` value or a server's configuration.
public enum StoreLocation: Sendable, Hashable, CustomStringConvertible {
    /// An SQLite store file.
    case file(path: String)
    /// A PostgreSQL database.
    case postgres(PostgresURL)

    /// A `postgresql://` or `postgres://` URL is a database; anything else is a file path.
    /// - Throws: ``PlacesError`` `.invalidArgument` for a malformed PostgreSQL URL or an empty path.
    public init(parsing text: String) throws(PlacesError) {
        if PostgresURL.isURL(text) {
            self = .postgres(try PostgresURL(parsing: text))
        } else {
            guard !text.isEmpty else { throw PlacesError(.invalidArgument, "the store path is empty", parameter: "db") }
            self = .file(path: text)
        }
    }

    /// The file path, or the URL without its password: safe to print and log.
    public var description: String {
        switch self {
        case .file(let path): path
        case .postgres(let url): url.description
        }
    }
}
