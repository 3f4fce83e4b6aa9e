import Places

/// The PostgreSQL store's schema: the SQLite store's tables in a schema of their own (`current_place`),
/// plus what PostgreSQL indexes instead of R*Trees and FTS5. An import loads a new schema and renames it into
/// place in one transaction, so readers see the old data or the new, never half.
///
/// - Boxes: each place and map feature keeps the SQLite R*Tree's box (32-bit floats widened to doubles) in
///   four columns, plus a `box` column under a GiST index. PostgreSQL's `&&` on boxes allows 1e-6 of slack,
///   so it is only the index's pre-filter; the four comparisons SQLite makes decide, and the two stores
///   return the same rows.
/// - Text: `search` is a `tsvector` of the same words FTS5's unicode61 tokenizer makes (folded; GIN index); `names_folded` is what FTS5's trigram table holds (pg_trgm GIN
///   index for words inside names). The word lists are kept to rank like FTS5's BM25 (``SearchRanking``).
package enum PostgresSchema {
    /// The schema readers use.
    package static let live = "current_place"
    /// `meta` key of the schema version; readers refuse another.
    package static let version = "2026-12-02.1"

    /// Creates the tables (no indexes) in `schema`.
    package static func createTables(in schema: String) -> String {
        """
        CREATE SCHEMA \(schema);
        CREATE TABLE \(schema).meta(key text PRIMARY KEY, value text NOT NULL);
        CREATE TABLE \(schema).places(
            rowid bigint PRIMARY KEY,
            id text NOT NULL,
            category text NOT NULL,
            name text NOT NULL,
            primary_type text NOT NULL,
            types text NOT NULL,
            tags text NOT NULL,
            lat float8 NOT NULL, lon float8 NOT NULL,
            min_lat float8 NOT NULL, min_lon float8 NOT NULL, max_lat float8 NOT NULL, max_lon float8 NOT NULL,
            area_m2 float8 NOT NULL,
            footprint bytea,
            housenumber text, street text, postcode text, suburb text, city text, state text, country_code text,
            formatted_address text,
            phone text, website text, opening_hours text, wheelchair text, brand text, wikidata text,
            plus_code text NOT NULL,
            index_min_lat float8, index_max_lat float8, index_min_lon float8, index_max_lon float8,
            search_names text NOT NULL,
            search_address text NOT NULL,
            names_folded text NOT NULL
        );
        CREATE TABLE \(schema).place_names(place bigint NOT NULL, language text NOT NULL, name text NOT NULL);
        CREATE TABLE \(schema).place_links(member text NOT NULL, place text NOT NULL, role bigint NOT NULL);
        CREATE TABLE \(schema).place_containers(place text NOT NULL, container text NOT NULL);
        CREATE TABLE \(schema).map_features(
            rowid bigint PRIMARY KEY,
            layer text NOT NULL, kind text NOT NULL, name text, flags int NOT NULL, level int NOT NULL,
            is_area int NOT NULL, geometry bytea NOT NULL,
            index_min_lat float8 NOT NULL, index_max_lat float8 NOT NULL,
            index_min_lon float8 NOT NULL, index_max_lon float8 NOT NULL
        );
        """
    }

    /// The columns of `places` that `COPY` fills, in their order (the derived `box` and `search` come after).
    package static let placeColumns = """
        rowid, id, category, name, primary_type, types, tags, lat, lon, min_lat, min_lon, max_lat, max_lon, area_m2,
        footprint, housenumber, street, postcode, suburb, city, state, country_code, formatted_address, phone, website,
        opening_hours, wheelchair, brand, wikidata, plus_code, index_min_lat, index_max_lat, index_min_lon, index_max_lon,
        search_names, search_address, names_folded
        """
    /// The columns of `map_features` that `COPY` fills, in their order (the derived `box` comes after).
    package static let mapFeatureColumns = """
        rowid, layer, kind, name, flags, level, is_area, geometry, index_min_lat, index_max_lat, index_min_lon, index_max_lon
        """

    /// Fills the derived columns (`box`, `search`) of the places and map features that `condition` (SQL on
    /// `rowid`) selects.
    package static func deriveColumns(in schema: String, places: String = "TRUE", mapFeatures: String = "TRUE") -> String {
        """
        UPDATE \(schema).places SET
            box = CASE WHEN index_min_lat IS NULL THEN NULL
                       ELSE box(point(index_min_lon, index_min_lat), point(index_max_lon, index_max_lat)) END,
            search = array_to_tsvector(array_remove(string_to_array(search_names || ' ' || search_address, ' '), ''))
            WHERE \(places);
        UPDATE \(schema).map_features SET box = box(point(index_min_lon, index_min_lat), point(index_max_lon, index_max_lat))
            WHERE \(mapFeatures);

        """
    }

    /// Indexes and derived columns, built after the rows are in (faster than row by row).
    package static func createIndexes(in schema: String) -> String {
        var sql = """
        ALTER TABLE \(schema).places ADD COLUMN box box, ADD COLUMN search tsvector;
        ALTER TABLE \(schema).map_features ADD COLUMN box box;

        """ + deriveColumns(in: schema) + """
        CREATE UNIQUE INDEX ON \(schema).places(id);
        CREATE INDEX ON \(schema).places(category, primary_type);
        ALTER TABLE \(schema).place_names ADD PRIMARY KEY (place, language);
        ALTER TABLE \(schema).place_links ADD PRIMARY KEY (member);
        CREATE INDEX ON \(schema).place_links(place);
        ALTER TABLE \(schema).place_containers ADD PRIMARY KEY (place);
        CREATE INDEX ON \(schema).place_containers(container);
        CREATE INDEX ON \(schema).places USING gin(search);
        CREATE INDEX ON \(schema).places USING gin(names_folded gin_trgm_ops);
        CREATE INDEX ON \(schema).map_features USING gist(box);

        """
        for category in PlaceCategory.allCases {
            sql += "CREATE INDEX ON \(schema).places USING gist(box) WHERE category = '\(category.rawValue)';\n"
        }
        sql += "ANALYZE \(schema).places; ANALYZE \(schema).place_names; ANALYZE \(schema).place_links; ANALYZE \(schema).place_containers; ANALYZE \(schema).map_features;\n"
        return sql
    }
}
