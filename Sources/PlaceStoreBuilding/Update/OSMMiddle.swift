import Foundation
import PlaceStore

/// The OSM data an updatable store keeps beside its places, so that a change
/// file can be applied without the original extract (osm2pgsql's "middle"):
/// every node's location, every way's node list and tags, every relation's
/// members and tags, and the reverse lookups an update needs — which ways use
/// a node, which relations hold a way.
///
/// It lives in the store's own file, read and written through the connection
/// of the ``PlaceStoreWriter`` that builds or updates the store.
package final class OSMMiddle {
    /// The tables, created by an `import --updatable`. (Filling the reverse lookups as plain tables
    /// and indexing them at the end made the store 30 % bigger and the import no faster.)
    static let createTables = """
    CREATE TABLE osm_nodes(id INTEGER PRIMARY KEY, x INTEGER NOT NULL, y INTEGER NOT NULL);
    CREATE TABLE osm_ways(id INTEGER PRIMARY KEY, nodes BLOB NOT NULL, tags BLOB NOT NULL);
    CREATE TABLE osm_way_nodes(node INTEGER NOT NULL, way INTEGER NOT NULL, PRIMARY KEY(node, way)) WITHOUT ROWID;
    CREATE TABLE osm_relations(id INTEGER PRIMARY KEY, members BLOB NOT NULL, tags BLOB NOT NULL);
    CREATE TABLE osm_relation_ways(way INTEGER NOT NULL, relation INTEGER NOT NULL,
        PRIMARY KEY(way, relation)) WITHOUT ROWID;
    """

    private let database: SQLiteDatabase
    private let putNode: SQLiteStatement
    private let deleteNode: SQLiteStatement
    private let selectNode: SQLiteStatement
    private let putWay: SQLiteStatement
    private let deleteWay: SQLiteStatement
    private let selectWay: SQLiteStatement
    private let putWayNode: SQLiteStatement
    private let deleteWayNode: SQLiteStatement
    private let waysOfNode: SQLiteStatement
    private let putRelation: SQLiteStatement
    private let deleteRelation: SQLiteStatement
    private let selectRelation: SQLiteStatement
    private let putRelationWay: SQLiteStatement
    private let deleteRelationWay: SQLiteStatement
    private let relationsOfWay: SQLiteStatement

    init(database: SQLiteDatabase) throws(StoreError) {
        self.database = database
        putNode = try database.prepare("INSERT OR REPLACE INTO osm_nodes(id, x, y) VALUES (?1, ?2, ?3)")
        deleteNode = try database.prepare("DELETE FROM osm_nodes WHERE id = ?1")
        selectNode = try database.prepare("SELECT x, y FROM osm_nodes WHERE id = ?1")
        putWay = try database.prepare("INSERT OR REPLACE INTO osm_ways(id, nodes, tags) VALUES (?1, ?2, ?3)")
        deleteWay = try database.prepare("DELETE FROM osm_ways WHERE id = ?1")
        selectWay = try database.prepare("SELECT nodes, tags FROM osm_ways WHERE id = ?1")
        putWayNode = try database.prepare("INSERT OR IGNORE INTO osm_way_nodes(node, way) VALUES (?1, ?2)")
        deleteWayNode = try database.prepare("DELETE FROM osm_way_nodes WHERE node = ?1 AND way = ?2")
        waysOfNode = try database.prepare("SELECT way FROM osm_way_nodes WHERE node = ?1")
        putRelation = try database.prepare("INSERT OR REPLACE INTO osm_relations(id, members, tags) VALUES (?1, ?2, ?3)")
        deleteRelation = try database.prepare("DELETE FROM osm_relations WHERE id = ?1")
        selectRelation = try database.prepare("SELECT members, tags FROM osm_relations WHERE id = ?1")
        putRelationWay = try database.prepare("INSERT OR IGNORE INTO osm_relation_ways(way, relation) VALUES (?1, ?2)")
        deleteRelationWay = try database.prepare("DELETE FROM osm_relation_ways WHERE way = ?1 AND relation = ?2")
        relationsOfWay = try database.prepare("SELECT relation FROM osm_relation_ways WHERE way = ?1")
    }

    /// Keeps `objects` as they are, replacing earlier versions and their reverse lookups; deleted
    /// objects are removed. Node tags are not kept: a node is only ever rebuilt from a change file,
    /// which carries them.
    package func apply(_ objects: [OSMObject]) throws(StoreError) {
        for object in objects { try apply(object) }
    }

    /// Keeps the objects of an import, each new (an OSM file holds each object once): no earlier
    /// version is looked up.
    package func load(_ objects: [OSMObject]) throws(StoreError) {
        for object in objects {
            switch object.kind {
            case .node:
                guard let location = object.location, !object.deleted else { continue }
                try putNode.bind(1, object.id)
                try putNode.bind(2, Int64(location.x))
                try putNode.bind(3, Int64(location.y))
                try putNode.run()
            case .way:
                try putWay(object, references: Set(object.refs))
            case .relation:
                try putRelation(object, ways: Set(object.members.filter { $0.kind == .way }.map(\.ref)))
            }
        }
    }

    private func putWay(_ way: OSMObject, references: Set<Int64>) throws(StoreError) {
        try putWay.bind(1, way.id)
        try putWay.bind(2, OSMMiddleCodec.encode(refs: way.refs))
        try putWay.bind(3, OSMMiddleCodec.encode(tags: way.tags))
        try putWay.run()
        for node in references {
            try putWayNode.bind(1, node)
            try putWayNode.bind(2, way.id)
            try putWayNode.run()
        }
    }

    private func putRelation(_ relation: OSMObject, ways: Set<Int64>) throws(StoreError) {
        try putRelation.bind(1, relation.id)
        try putRelation.bind(2, OSMMiddleCodec.encode(members: relation.members))
        try putRelation.bind(3, OSMMiddleCodec.encode(tags: relation.tags))
        try putRelation.run()
        for way in ways {
            try putRelationWay.bind(1, way)
            try putRelationWay.bind(2, relation.id)
            try putRelationWay.run()
        }
    }

    /// Keeps one object (see ``apply(_:)-([OSMObject])``).
    package func apply(_ object: OSMObject) throws(StoreError) {
        switch object.kind {
        case .node:
            if object.deleted || object.location == nil {
                try deleteNode.bind(1, object.id)
                try deleteNode.run()
            } else if let location = object.location {
                try putNode.bind(1, object.id)
                try putNode.bind(2, Int64(location.x))
                try putNode.bind(3, Int64(location.y))
                try putNode.run()
            }
        case .way:
            let old = try way(object.id)
            let oldRefs = Set(old?.refs ?? [])
            let newRefs = object.deleted ? [] : Set(object.refs)
            for node in oldRefs.subtracting(newRefs) {
                try deleteWayNode.bind(1, node)
                try deleteWayNode.bind(2, object.id)
                try deleteWayNode.run()
            }
            if object.deleted {
                try deleteWay.bind(1, object.id)
                try deleteWay.run()
                return
            }
            try putWay(object, references: newRefs.subtracting(oldRefs))
        case .relation:
            let old = try relation(object.id)
            let oldWays = Set(old?.members.filter { $0.kind == .way }.map(\.ref) ?? [])
            let newWays = object.deleted ? [] : Set(object.members.filter { $0.kind == .way }.map(\.ref))
            for way in oldWays.subtracting(newWays) {
                try deleteRelationWay.bind(1, way)
                try deleteRelationWay.bind(2, object.id)
                try deleteRelationWay.run()
            }
            if object.deleted {
                try deleteRelation.bind(1, object.id)
                try deleteRelation.run()
                return
            }
            try putRelation(object, ways: newWays.subtracting(oldWays))
        }
    }

    /// Where node `id` is, or nil when the middle has no such node.
    package func location(ofNode id: Int64) throws(StoreError) -> OSMObject.Location? {
        defer { selectNode.reset() }
        try selectNode.bind(1, id)
        guard try selectNode.step() else { return nil }
        return OSMObject.Location(x: Int32(truncatingIfNeeded: selectNode.int(0)),
                                  y: Int32(truncatingIfNeeded: selectNode.int(1)))
    }

    /// Way `id` with its node list and tags, or nil.
    package func way(_ id: Int64) throws(StoreError) -> OSMObject? {
        defer { selectWay.reset() }
        try selectWay.bind(1, id)
        guard try selectWay.step() else { return nil }
        return OSMObject(kind: .way, id: id, tags: OSMMiddleCodec.decodeTags(selectWay.data(1) ?? Data()),
                         refs: OSMMiddleCodec.decodeRefs(selectWay.data(0) ?? Data()))
    }

    /// Relation `id` with its members and tags, or nil.
    package func relation(_ id: Int64) throws(StoreError) -> OSMObject? {
        defer { selectRelation.reset() }
        try selectRelation.bind(1, id)
        guard try selectRelation.step() else { return nil }
        return OSMObject(kind: .relation, id: id, tags: OSMMiddleCodec.decodeTags(selectRelation.data(1) ?? Data()),
                         members: OSMMiddleCodec.decodeMembers(selectRelation.data(0) ?? Data()))
    }

    /// The ways that use any of `nodes`.
    package func ways(usingNodes nodes: some Sequence<Int64>) throws(StoreError) -> Set<Int64> {
        try lookUp(waysOfNode, nodes)
    }

    /// The relations that have any of `ways` as a member.
    package func relations(holdingWays ways: some Sequence<Int64>) throws(StoreError) -> Set<Int64> {
        try lookUp(relationsOfWay, ways)
    }

    private func lookUp(_ statement: SQLiteStatement, _ keys: some Sequence<Int64>) throws(StoreError) -> Set<Int64> {
        var found = Set<Int64>()
        for key in keys {
            defer { statement.reset() }
            try statement.bind(1, key)
            while try statement.step() { found.insert(statement.int(0)) }
        }
        return found
    }
}
