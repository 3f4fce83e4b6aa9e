import Foundation

/// A PostgreSQL connection URL, `postgresql://user[:password]@host[:port]/database[?options]`
/// (libpq's URI form, <https://www.postgresql.org/docs/15/libpq-connect.html#LIBPQ-CONNSTRING-URIS>),
/// checked once where it enters the program.
///
/// Its ``description`` never shows the password: print that, never ``connectionString``.
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
    /// The host name or address (`127.0.0.1`, `::1`).
    public let host: String
    /// The TCP port (5432 when the URL gives none).
    public let port: Int
    /// The role to log in as, when the URL names one.
    public let user: String?
    /// The database name.
    public let database: String
    /// The URL as given, password included: for libpq only, never for messages or logs.
    package let connectionString: String

    /// Parses `text` as a `postgresql://` or `postgres://` URL.
    /// - Throws: ``PlacesError`` `.invalidArgument` (parameter `db`) saying what is wrong,
    ///   without repeating a password.
    public init(parsing text: String) throws(PlacesError) {
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), PostgresURL.schemes.contains(scheme) else {
            throw PlacesError(.invalidArgument, "not a PostgreSQL URL; expected postgresql://user@host:port/database",
                              parameter: "db")
        }
        guard let host = components.host, !host.isEmpty else {
            throw PlacesError(.invalidArgument, "the PostgreSQL URL names no host", parameter: "db")
        }
        // URLComponents reads a port out of range or not a number as nil or rejects the URL: check the text too.
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else {
            throw PlacesError(.invalidArgument, "the PostgreSQL URL's port \(port) is outside 1…65535", parameter: "db")
        }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else {
            throw PlacesError(.invalidArgument, "the PostgreSQL URL names no database (…/DATABASE at its end)",
                              parameter: "db")
        }
        // URLComponents keeps an IPv6 address's brackets; the host is the address alone.
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.port = port
        self.user = components.user.flatMap { $0.isEmpty ? nil : $0 }
        self.database = database.removingPercentEncoding ?? database
        // libpq recognizes only the lower-case scheme.
        connectionString = scheme + text.drop { $0 != ":" }
    }

    /// Whether `text` is meant as a PostgreSQL URL (starts with `postgresql://` or `postgres://`).
    public static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return schemes.contains { lower.hasPrefix("\($0)://") }
    }

    private static let schemes = ["postgresql", "postgres"]

    /// `host:port`, for messages.
    public var endpoint: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// The URL without its password or options: `postgresql://user@host:port/database`.
    public var description: String {
        "postgresql://\(user.map { "\($0)@" } ?? "")\(endpoint)/\(database)"
    }
}
