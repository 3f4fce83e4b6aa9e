import Places
import Testing

@Suite struct StoreLocationTests {
    /// URL → host, port, user, database, and what messages show (never the password).
    @Test(arguments: [
        ("postgresql://places@127.0.0.1:5433/places", "127.0.0.1", 5433, "places", "places",
         "postgresql://places@127.0.0.1:5433/places"),
        ("postgres://me:hunter2@db.example.org/osm", "db.example.org", 5432, "me", "osm", "postgresql://me@db.example.org:5432/osm"),
        ("POSTGRESQL://u:p%40ss@[::1]:6000/d?sslmode=disable", "::1", 6000, "u", "d", "postgresql://u@[::1]:6000/d"),
        ("postgresql://127.0.0.1/x", "127.0.0.1", 5432, nil, "x", "postgresql://127.0.0.1:5432/x"),
    ] as [(String, String, Int, String?, String, String)])
    func parsesPostgresURLs(text: String, host: String, port: Int, user: String?, database: String, shown: String) throws {
        let location = try StoreLocation(parsing: text)
        guard case .postgres(let url) = location else {
            Issue.record("\(text) is not a PostgreSQL URL")
            return
        }
        #expect(url.host == host)
        #expect(url.port == port && url.user == user && url.database == database)
        #expect(location.description == shown)
        #expect(!location.description.contains("hunter2") && !location.description.contains("p%40ss"))
    }

    @Test(arguments: ["postgresql://", "postgresql:///db", "postgresql://host:99999/db", "postgresql://host:0/db",
                      "postgresql://host:port/db", "postgresql://host/", "postgresql://host", "postgres://u:p@/db",
                      "postgresql://host/a/b", ""])
    func rejectsMalformedURLs(text: String) {
        #expect { try StoreLocation(parsing: text) } throws: {
            ($0 as? PlacesError)?.code == .invalidArgument && ($0 as? PlacesError)?.parameter == "db"
        }
    }

    @Test(arguments: ["places.sqlite", "/var/lib/current-place/places.sqlite", "postgresql.sqlite", "./postgres:/x"])
    func otherTextIsAFilePath(text: String) throws {
        #expect(try StoreLocation(parsing: text) == .file(path: text))
    }
}
