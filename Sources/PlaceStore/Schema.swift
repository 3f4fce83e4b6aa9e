import Places

/// The store's schema. Version 4 (2 split the R*Tree by category, 3 added name trigrams, 4 conflation's
/// links and containers); a store of
/// another version is refused with a clear message (re-import to upgrade: the store is derived data).
package enum Schema {
    /// `PRAGMA application_id`: "CPLC" — marks the file as a current-place store.
    package static let applicationID: Int64 = 0x4350_4C43
    /// `PRAGMA user_version` of stores this build writes and reads.
    package static let version: Int64 = 4

    /// Creates every table of an empty store.
    package static let create = """
    PRAGMA application_id = \(applicationID);
    PRAGMA user_version = \(version);
    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE places(
        rowid INTEGER PRIMARY KEY,
        id TEXT NOT NULL,                   -- n123 / w456 / r789, unique (places_by_id)
        category TEXT NOT NULL,             -- poi | address | locality
        name TEXT NOT NULL,
        primary_type TEXT NOT NULL,
        types TEXT NOT NULL,                -- space-separated, most specific first
        tags TEXT NOT NULL,                 -- every OSM tag, JSON object
        lat REAL NOT NULL, lon REAL NOT NULL,
        min_lat REAL NOT NULL, min_lon REAL NOT NULL, max_lat REAL NOT NULL, max_lon REAL NOT NULL,
        area_m2 REAL NOT NULL DEFAULT 0,
        footprint BLOB,                     -- FootprintCodec, NULL for points
        housenumber TEXT, street TEXT, postcode TEXT, suburb TEXT, city TEXT, state TEXT, country_code TEXT,
        formatted_address TEXT,
        phone TEXT, website TEXT, opening_hours TEXT, wheelchair TEXT, brand TEXT, wikidata TEXT,
        plus_code TEXT NOT NULL
    );
    CREATE TABLE place_names(
        place INTEGER NOT NULL REFERENCES places(rowid),
        language TEXT NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY(place, language)
    ) WITHOUT ROWID;
    -- One R*Tree per category: filtering one shared tree by an auxiliary column
    -- costs a B-tree lookup per row (5x slower), separate trees cost nothing.
    CREATE VIRTUAL TABLE place_index_poi USING rtree(id, min_lat, max_lat, min_lon, max_lon);
    CREATE VIRTUAL TABLE place_index_address USING rtree(id, min_lat, max_lat, min_lon, max_lon);
    CREATE VIRTUAL TABLE place_index_locality USING rtree(id, min_lat, max_lat, min_lon, max_lon);
    CREATE TABLE map_features(
        rowid INTEGER PRIMARY KEY,
        layer TEXT NOT NULL,                -- landuse | water | waterway | building | rail | road
        kind TEXT NOT NULL,                 -- park, primary, tram, …
        name TEXT,
        flags INTEGER NOT NULL DEFAULT 0,   -- 1 bridge, 2 tunnel
        level INTEGER NOT NULL DEFAULT 0,   -- OSM layer
        is_area INTEGER NOT NULL,
        geometry BLOB NOT NULL              -- FootprintCodec; a line is one polygon of one ring
    );
    CREATE VIRTUAL TABLE map_index USING rtree(id, min_lat, max_lat, min_lon, max_lon);
    \(createConflation)
    \(createSearch)
    \(createTrigrams)
    """

    /// Conflation's answers (`PlaceConflation`, PlaceStoreBuilding), by OSM id, so that they read the same in
    /// a store an update rewrote and in a fresh import: the objects that are no place of their own, and the
    /// place each place lies in.
    package static let createConflation = """
    CREATE TABLE place_links(
        member TEXT PRIMARY KEY,            -- a place's id (n123) that is not listed on its own
        place TEXT NOT NULL,                -- the place it belongs to
        role INTEGER NOT NULL               -- PlaceLink.Role: 1 the same place drawn again, 2 a part (platform, entrance)
    ) WITHOUT ROWID;
    CREATE TABLE place_containers(
        place TEXT PRIMARY KEY,             -- a place's id
        container TEXT NOT NULL             -- the smallest place whose footprint holds it
    ) WITHOUT ROWID;
    """

    /// The index of the words of names and addresses. Also made alone in the scratch database a new store's is
    /// built in (``DeferredTextIndex``), whose shadow tables must be this table's.
    package static let createSearch = """
    CREATE VIRTUAL TABLE place_search USING fts5(
        names, address, content='', tokenize='unicode61 remove_diacritics 2'
    );
    """

    /// The trigram index of names folded by ``SearchText/fold(_:)``, for words inside names ("rautatie" in
    /// "Päärautatieasema"). Also made alone in the scratch database a new store's trigrams are built in
    /// (``DeferredTextIndex``), whose shadow tables must be this table's.
    package static let createTrigrams = """
    CREATE VIRTUAL TABLE place_name_trigrams USING fts5(names, content='', tokenize='trigram');
    """

    /// The R*Tree holding places of a category.
    package static func spatialIndex(_ category: PlaceCategory) -> String {
        "place_index_\(category.rawValue)"
    }

    /// Built after the rows are in, which is faster than maintaining them row by row.
    /// (Older stores declare `places.id UNIQUE` instead of having `places_by_id`: the same to every query.)
    package static let createIndexes = """
    CREATE UNIQUE INDEX places_by_id ON places(id);
    CREATE INDEX places_by_category ON places(category, primary_type);
    CREATE INDEX place_links_by_place ON place_links(place);
    CREATE INDEX place_containers_by_container ON place_containers(container);
    """

    /// FTS5 settings while an import fills the full-text indexes: a buffer of pending terms of 16 MiB for
    /// the words and 64 MiB for the trigrams, which are four times as many (FTS5's default is 1 MiB), and
    /// no merging of segments as they are written, since the import merges them all into one at the end
    /// ('optimize'). 0.9 s less at 640 k places with 16 MiB for both; 64 MiB for the trigrams holds all of
    /// theirs in one segment, and 0.4 s more go (the merge).
    package static let bulkLoadSettings = fts5Settings("place_search", pendingBytes: 16 << 20, automerge: 0)

    /// ``bulkLoadSettings`` for the trigrams (in the scratch database they are built in).
    package static let trigramBulkLoadSettings = fts5Settings("place_name_trigrams", pendingBytes: 64 << 20, automerge: 0)

    /// FTS5's own defaults again, for the updates a finished store gets.
    package static let defaultSettings = fts5Settings("place_search", pendingBytes: 1 << 20, automerge: 4)

    /// ``defaultSettings`` for the trigrams.
    package static let trigramDefaultSettings = fts5Settings("place_name_trigrams", pendingBytes: 1 << 20, automerge: 4)

    /// The statements that set FTS5 table `table`'s buffer of pending terms (`hashsize`) and its merging.
    private static func fts5Settings(_ table: String, pendingBytes: Int, automerge: Int) -> String {
        """
        INSERT INTO \(table)(\(table), rank) VALUES ('hashsize', \(pendingBytes));
        INSERT INTO \(table)(\(table), rank) VALUES ('automerge', \(automerge));
        """
    }
}
