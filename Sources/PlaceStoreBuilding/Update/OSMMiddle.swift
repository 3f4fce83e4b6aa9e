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
    /// Entries per row written by an import, for nodes, ways and relations (with ``OSMReverseIndex/blockSize``).
    /// Measured on the 42-copy benchmark file, three alternated runs each of an updatable import and of a
    /// day's update (1,231 changes, `benchmarks/update-benchmark.sh 42`), for nodes/ways/relations/buckets
    /// per row of 64/8/4/16, 128/16/8/32 and 256/32/16/64: imports 3.0–3.4, 3.3–3.9 and 3.5–4.0 s, updates
    /// 0.9–1.1, 0.9–1.1 and 1.2–1.6 s. Small blocks cost an update less (it rewrites whole blocks) and the
    /// import no more.
    static let blockSizes = (nodes: 64, ways: 8, relations: 4)

    /// The tables, created by an `import --updatable`: nodes, ways and relations in blocks
    /// (``OSMBlockTable``), and the two reverse lookups by bucket (``OSMReverseIndex``).
    static let createTables = ["osm_nodes", "osm_ways", "osm_relations", "osm_node_ways", "osm_way_relations"]
        .map { "CREATE TABLE \($0)(first INTEGER PRIMARY KEY, entries BLOB NOT NULL);" }.joined(separator: "\n")

    /// Whether the middle keeps a relation whose `type` tag is `type`: only multipolygons and boundaries make
    /// anything in a store (libosmium's `MultipolygonManager::new_relation` takes no other), so routes,
    /// restrictions and the like are not kept, nor looked up by their ways. On the sample they are 496 of
    /// 620 relations and 97 % of the relations' bytes (in OPL); a change that makes one an area carries it whole.
    package static func keeps(relationType type: String?) -> Bool {
        type == "multipolygon" || type == "boundary"
    }

    private let nodes: OSMBlockTable<OSMNodeEntry>
    private let ways: OSMBlockTable<OSMObjectEntry>
    private let relations: OSMBlockTable<OSMObjectEntry>
    private let nodeWays: OSMReverseIndex
    private let wayRelations: OSMReverseIndex
    /// An import's objects that came out of id order, applied by ``finishLoading()``.
    private var stragglers: [OSMObject] = []

    init(database: SQLiteDatabase) throws(StoreError) {
        nodes = try OSMBlockTable(database: database, table: "osm_nodes", blockSize: Self.blockSizes.nodes)
        ways = try OSMBlockTable(database: database, table: "osm_ways", blockSize: Self.blockSizes.ways)
        relations = try OSMBlockTable(database: database, table: "osm_relations", blockSize: Self.blockSizes.relations)
        nodeWays = try OSMReverseIndex(database: database, table: "osm_node_ways")
        wayRelations = try OSMReverseIndex(database: database, table: "osm_way_relations")
    }

    /// Keeps an import's block. Objects come in id order within each kind (as OSM files are sorted); one
    /// that does not is kept aside and applied by ``finishLoading()``.
    package func load(_ batch: OSMMiddleBatch) throws(StoreError) {
        for (id, location) in zip(batch.nodeIDs, batch.nodeLocations)
        where try !nodes.load(OSMNodeEntry(id: id, location: location)) {
            stragglers.append(OSMObject(kind: .node, id: id, location: location))
        }
        try load(batch.ways, kind: .way, into: ways, reverse: nodeWays)
        try load(batch.relations, kind: .relation, into: relations, reverse: wayRelations)
    }

    private func load(_ objects: [OSMMiddleBatch.Object], kind: OSMObject.Kind, into table: OSMBlockTable<OSMObjectEntry>,
                      reverse: OSMReverseIndex) throws(StoreError) {
        for object in objects {
            if try table.load(OSMObjectEntry(id: object.id, references: object.references, tags: object.tags)) {
                reverse.load(object.id, buckets: object.buckets)
            } else {
                let tags = OSMMiddleCodec.decodeTags(object.tags)
                stragglers.append(kind == .way
                    ? OSMObject(kind: .way, id: object.id, tags: tags, refs: OSMMiddleCodec.decodeRefs(object.references))
                    : OSMObject(kind: .relation, id: object.id, tags: tags, members: OSMMiddleCodec.decodeMembers(object.references)))
            }
        }
    }

    /// Ends an import: the last blocks, the reverse lookups, then the objects that came out of order.
    package func finishLoading() throws(StoreError) {
        try nodes.finishLoading()
        try ways.finishLoading()
        try relations.finishLoading()
        try nodeWays.finishLoading()
        try wayRelations.finishLoading()
        try apply(stragglers)
        stragglers = []
    }

    /// Keeps `objects` as they are, in order, replacing earlier versions and their reverse lookups; deleted
    /// objects are removed. Node tags are not kept: a node is only ever rebuilt from a change file, which
    /// carries them.
    package func apply(_ objects: [OSMObject]) throws(StoreError) {
        var nodeChanges: [Int64: OSMNodeEntry?] = [:]
        var wayChanges: [Int64: OSMObjectEntry?] = [:]
        var relationChanges: [Int64: OSMObjectEntry?] = [:]
        for object in objects {
            switch object.kind {
            case .node:
                nodeChanges[object.id] = .some(object.deleted ? nil : object.location.map { OSMNodeEntry(id: object.id, location: $0) })
            case .way:
                let old = try Self.current(object.id, changed: wayChanges, in: ways)
                let kept = !object.deleted
                try nodeWays.move(object.id, from: OSMReverseIndex.buckets(of: OSMMiddleCodec.decodeRefs(old?.references ?? Data())),
                                  to: kept ? OSMReverseIndex.buckets(of: object.refs) : [])
                wayChanges[object.id] = .some(kept ? OSMObjectEntry(id: object.id, references: OSMMiddleCodec.encode(refs: object.refs),
                                                                   tags: OSMMiddleCodec.encode(tags: object.tags)) : nil)
            case .relation:
                let old = try Self.current(object.id, changed: relationChanges, in: relations)
                let kept = !object.deleted && Self.keeps(relationType: object.tags.first { $0.key == "type" }?.value)
                try wayRelations.move(object.id, from: Self.wayBuckets(OSMMiddleCodec.decodeMembers(old?.references ?? Data())),
                                      to: kept ? Self.wayBuckets(object.members) : [])
                relationChanges[object.id] = .some(kept ? OSMObjectEntry(
                    id: object.id, references: OSMMiddleCodec.encode(members: object.members),
                    tags: OSMMiddleCodec.encode(tags: object.tags)) : nil)
            }
        }
        try nodes.apply(nodeChanges)
        try ways.apply(wayChanges)
        try relations.apply(relationChanges)
        try nodeWays.writeMoves()
        try wayRelations.writeMoves()
    }

    /// Entry `id` as `changes` left it, else as `table` has it.
    private static func current<Entry>(_ id: Int64, changed changes: [Int64: Entry?],
                                       in table: OSMBlockTable<Entry>) throws(StoreError) -> Entry? {
        if let changed = changes[id] { return changed }
        return try table.entry(id)
    }

    private static func wayBuckets(_ members: [OSMObject.Member]) -> [Int64] {
        OSMReverseIndex.buckets(of: members.filter { $0.kind == .way }.map(\.ref))
    }

    /// Where node `id` is, or nil when the middle has no such node.
    package func location(ofNode id: Int64) throws(StoreError) -> OSMObject.Location? {
        try nodes.entry(id)?.location
    }

    /// Way `id` with its node list and tags, or nil.
    package func way(_ id: Int64) throws(StoreError) -> OSMObject? {
        guard let entry = try ways.entry(id) else { return nil }
        return OSMObject(kind: .way, id: id, tags: OSMMiddleCodec.decodeTags(entry.tags),
                         refs: OSMMiddleCodec.decodeRefs(entry.references))
    }

    /// Relation `id` with its members and tags, or nil.
    package func relation(_ id: Int64) throws(StoreError) -> OSMObject? {
        guard let entry = try relations.entry(id) else { return nil }
        return OSMObject(kind: .relation, id: id, tags: OSMMiddleCodec.decodeTags(entry.tags),
                         members: OSMMiddleCodec.decodeMembers(entry.references))
    }

    /// The ways that use any of `nodes`: the reverse lookup's candidates, checked against their node lists.
    package func ways(usingNodes nodes: some Sequence<Int64>) throws(StoreError) -> Set<Int64> {
        let nodes = Set(nodes)
        var found = Set<Int64>()
        for id in try nodeWays.candidates(referringTo: nodes) {
            if let way = try ways.entry(id), OSMMiddleCodec.decodeRefs(way.references).contains(where: nodes.contains) {
                found.insert(id)
            }
        }
        return found
    }

    /// The relations that have any of `ways` as a member: the reverse lookup's candidates, checked against
    /// their members.
    package func relations(holdingWays ways: some Sequence<Int64>) throws(StoreError) -> Set<Int64> {
        let ways = Set(ways)
        var found = Set<Int64>()
        for id in try wayRelations.candidates(referringTo: ways) {
            if let relation = try relation(id), relation.members.contains(where: { $0.kind == .way && ways.contains($0.ref) }) {
                found.insert(id)
            }
        }
        return found
    }
}
