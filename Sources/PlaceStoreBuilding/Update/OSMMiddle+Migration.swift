import Foundation
import PlaceStore

extension OSMMiddle {
    /// What the middle of an updatable store in `database` is kept as.
    enum Layout {
        /// This build's: blocks (``OSMBlockTable``) and bucketed reverse lookups (``OSMReverseIndex``).
        case current
        /// Builds before the blocks: a row per node, way and relation, and per reference (`osm_way_nodes`,
        /// `osm_relation_ways`). ``migrate(_:)`` rewrites it.
        case rowPerObject
        /// Neither: not a middle this build can read.
        case unknown
    }

    /// The ``Layout/rowPerObject`` tables, as builds before the blocks created them (``migrate(_:)`` reads them).
    static let rowPerObjectTables = """
        CREATE TABLE osm_nodes(id INTEGER PRIMARY KEY, x INTEGER NOT NULL, y INTEGER NOT NULL);
        CREATE TABLE osm_ways(id INTEGER PRIMARY KEY, nodes BLOB NOT NULL, tags BLOB NOT NULL);
        CREATE TABLE osm_way_nodes(node INTEGER NOT NULL, way INTEGER NOT NULL, PRIMARY KEY(node, way)) WITHOUT ROWID;
        CREATE TABLE osm_relations(id INTEGER PRIMARY KEY, members BLOB NOT NULL, tags BLOB NOT NULL);
        CREATE TABLE osm_relation_ways(way INTEGER NOT NULL, relation INTEGER NOT NULL,
            PRIMARY KEY(way, relation)) WITHOUT ROWID;
        """

    /// The layout of the middle in `database`.
    static func layout(of database: SQLiteDatabase) throws(StoreError) -> Layout {
        func has(_ table: String) throws(StoreError) -> Bool {
            try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '\(table)'") == 1
        }
        if try has("osm_node_ways") { return .current }
        if try has("osm_way_nodes"), try has("osm_relation_ways") { return .rowPerObject }
        return .unknown
    }

    /// Rewrites a ``Layout/rowPerObject`` middle in this build's layout, inside the caller's transaction (an
    /// update's): its readers see the old store until the update commits, and a failure leaves it as it was.
    /// It costs what the store's OSM data costs, once, in the first update after an upgrade; the encoded node
    /// lists, members and tags are the same bytes in both layouts.
    static func migrate(_ database: SQLiteDatabase) throws(StoreError) {
        try database.execute("""
            ALTER TABLE osm_nodes RENAME TO old_osm_nodes;
            ALTER TABLE osm_ways RENAME TO old_osm_ways;
            ALTER TABLE osm_relations RENAME TO old_osm_relations;
            DROP TABLE osm_way_nodes;
            DROP TABLE osm_relation_ways;
            """)
        try database.execute(createTables)
        let middle = try OSMMiddle(database: database)
        var batch = OSMMiddleBatch()
        func flush() throws(StoreError) {
            try middle.load(batch)
            batch = OSMMiddleBatch()
        }
        // Each read in a scope of its own, so that its statement is finalized before its table is dropped.
        do {
            let nodes = try database.prepare("SELECT id, x, y FROM old_osm_nodes ORDER BY id")
            while try nodes.step() {
                batch.addNode(id: nodes.int(0), x: Int32(truncatingIfNeeded: nodes.int(1)), y: Int32(truncatingIfNeeded: nodes.int(2)))
                if batch.nodeIDs.count == 65_536 { try flush() }
            }
        }
        do {
            let ways = try database.prepare("SELECT id, nodes, tags FROM old_osm_ways ORDER BY id")
            while try ways.step() {
                batch.addWay(id: ways.int(0), nodes: ways.data(1) ?? Data(), tags: ways.data(2) ?? Data())
                if batch.ways.count == 8_192 { try flush() }
            }
        }
        do {
            let relations = try database.prepare("SELECT id, members, tags FROM old_osm_relations ORDER BY id")
            while try relations.step() {
                batch.addRelation(id: relations.int(0), members: relations.data(1) ?? Data(), tags: relations.data(2) ?? Data())
                if batch.relations.count == 1_024 { try flush() }
            }
        }
        try flush()
        try middle.finishLoading()
        try database.execute("DROP TABLE old_osm_nodes; DROP TABLE old_osm_ways; DROP TABLE old_osm_relations;")
    }
}
