import Foundation
import Geo
@testable import PlaceStore
@testable import PlaceStoreBuilding
import TestSupport
import Testing

/// The middle of an updatable store: its blocks hold what a plain table would, through imports in and out of
/// order and updates that grow, split, empty and lower blocks; an updated middle answers as one loaded
/// from the new data; and what an import encodes from the reader's C strings is what an update encodes
/// from Swift values.
@Suite struct OSMMiddleTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    private func database(_ name: String) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: folder.path("\(name).sqlite"), readOnly: false, create: true)
        try database.execute(OSMMiddle.createTables)
        return database
    }

    /// Every row of `table`: its `first` and its entries.
    private func rows(_ table: String, _ database: SQLiteDatabase) throws -> [(first: Int64, entries: [OSMNodeEntry])] {
        let select = try database.prepare("SELECT first, entries FROM \(table) ORDER BY first")
        var rows: [(first: Int64, entries: [OSMNodeEntry])] = []
        while try select.step() { rows.append((select.int(0), OSMNodeEntry.decode(select.data(1) ?? Data()))) }
        return rows
    }

    @Test("Blocks answer as a dictionary through random loads and changes", arguments: [1, 2, 3])
    func blocksAnswerAsADictionary(seed: UInt64) throws {
        let database = try database("blocks-\(seed)")
        let table = try OSMBlockTable<OSMNodeEntry>(database: database, table: "osm_nodes", blockSize: 4)
        var random = SeededGenerator(seed: seed)
        var model: [Int64: OSMNodeEntry] = [:]
        func entry(_ id: Int64) -> OSMNodeEntry {
            OSMNodeEntry(id: id, location: OSMObject.Location(x: Int32.random(in: -1_800_000_000...1_800_000_000, using: &random),
                                                              y: Int32.random(in: -900_000_000...900_000_000, using: &random)))
        }
        var id: Int64 = 1_000
        for _ in 0..<50 {
            id += Int64.random(in: 1...40, using: &random)
            let loaded = entry(id)
            #expect(try table.load(loaded))
            model[id] = loaded
        }
        #expect(try table.load(entry(id)) == false, "an id not above the last is refused")
        #expect(try table.load(entry(id - 1)) == false)
        try table.finishLoading()

        for round in 0..<30 {
            var changes: [Int64: OSMNodeEntry?] = [:]
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                // Below every block, inside, above, and runs of new ids at the end (as new OSM objects come).
                let id: Int64 = switch Int.random(in: 0..<4, using: &random) {
                case 0: Int64.random(in: 0...1_100, using: &random)
                case 1: model.keys.randomElement(using: &random) ?? 5
                case 2: Int64.random(in: 1_000...3_500, using: &random)
                default: (model.keys.max() ?? 0) + Int64.random(in: 1...3, using: &random)
                }
                changes[id] = Bool.random(using: &random) || round % 7 == 6 ? .some(nil) : entry(id)
            }
            try table.apply(changes)
            for (id, change) in changes { model[id] = change }

            for id in Set(model.keys).union(changes.keys) {
                #expect(try table.entry(id) == model[id], "round \(round), id \(id)")
            }
            let rows = try rows("osm_nodes", database)
            #expect(rows.flatMap(\.entries) == model.values.sorted { $0.id < $1.id }, "round \(round): the rows hold the model")
            for (index, row) in rows.enumerated() {
                #expect(!row.entries.isEmpty && row.entries.count <= 8, "round \(round): no empty or oversized row")
                #expect(row.entries.allSatisfy { $0.id >= row.first }, "round \(round): a row holds ids from its first")
                if index + 1 < rows.count { #expect(row.entries.allSatisfy { $0.id < rows[index + 1].first }) }
            }
        }
    }

    /// A damaged block (the file may be) decodes to what can be read, never a crash: random bytes, and valid
    /// blocks cut anywhere.
    @Test func damagedBlocksDecodeWithoutACrash() {
        var random = SeededGenerator(seed: 99)
        let valid = [OSMObjectEntry.encode([OSMObjectEntry(id: 5, references: OSMMiddleCodec.encode(refs: [1, -2, .max]),
                                                           tags: OSMMiddleCodec.encode(tags: [("a", "b")]))]),
                     OSMBucketEntry.encode([OSMBucketEntry(id: -3, referrers: [.min, 0, .max])]),
                     OSMNodeEntry.encode([OSMNodeEntry(id: .max, location: OSMObject.Location(x: .min, y: .max))])]
        var blocks = valid.flatMap { block in (0...block.count).map { Data(block.prefix($0)) } }
        blocks += (0..<2_000).map { _ in Data((0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }) }
        blocks += [Data(repeating: 0xFF, count: 30), Data([0x80, 0x80, 0x80]), Data([0x02, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F])]
        for block in blocks {
            _ = OSMNodeEntry.decode(block)
            _ = OSMObjectEntry.decode(block)
            _ = OSMBucketEntry.decode(block)
            for id in [Int64.min, -1, 0, 1, 5, .max] {
                _ = OSMNodeEntry.find(id, in: block)
                _ = OSMObjectEntry.find(id, in: block)
                _ = OSMBucketEntry.find(id, in: block)
            }
        }
        #expect(OSMObjectEntry.decode(valid[0]).first?.id == 5)
        #expect(OSMBucketEntry.decode(valid[1]).first?.referrers == [.min, 0, .max])
        #expect(OSMNodeEntry.decode(valid[2]).first?.location == OSMObject.Location(x: .min, y: .max))
    }

    /// A node, a way and a relation as an import hands them over, made from C strings.
    private func batch(nodes: [(Int64, Int32, Int32)], ways: [OSMObject], relations: [OSMObject]) -> OSMMiddleBatch {
        var batch = OSMMiddleBatch()
        for (id, x, y) in nodes { batch.addNode(id: id, x: x, y: y) }
        var strings: [UnsafeMutablePointer<CChar>] = []
        defer { strings.forEach { free($0) } }
        func c(_ text: String) -> UnsafePointer<CChar> {
            let copy = strdup(text)!
            strings.append(copy)
            return UnsafePointer(copy)
        }
        for way in ways {
            let tags = way.tags.map { (key: c($0.key), value: c($0.value)) }
            way.refs.withUnsafeBufferPointer { refs in
                batch.addWay(id: way.id, refs: refs, tagCount: tags.count) { tags[$0] }
            }
        }
        for relation in relations {
            let tags = relation.tags.map { (key: c($0.key), value: c($0.value)) }
            let members = relation.members.map { (kind: $0.kind, ref: $0.ref, role: c($0.role)) }
            batch.addRelation(id: relation.id, memberCount: members.count, member: { members[$0] },
                              tagCount: tags.count, tag: { tags[$0] })
        }
        return batch
    }

    private func way(_ id: Int64, _ refs: [Int64], _ tags: [(key: String, value: String)] = [("highway", "footway")]) -> OSMObject {
        OSMObject(kind: .way, id: id, tags: tags, refs: refs)
    }

    private func relation(_ id: Int64, type: String, ways: [Int64]) -> OSMObject {
        OSMObject(kind: .relation, id: id, tags: [("type", type), ("name", "Ä \(id)")],
                  members: ways.enumerated().map { OSMObject.Member(kind: .way, ref: $1, role: $0 == 0 ? "outer" : "inner") }
                      + [OSMObject.Member(kind: .node, ref: 7, role: "label")])
    }

    @Test func anImportEncodesAsAnUpdateDoes() throws {
        let ways = [way(10, [1, 2, 3, 1]), way(11, [5_000, 3, 2_000_000, -4], [("name", "Å"), ("building", "yes")])]
        let relations = [relation(20, type: "multipolygon", ways: [10, 11, 99_999])]
        let imported = try database("imported"), applied = try database("applied")
        let importing = try OSMMiddle(database: imported), applying = try OSMMiddle(database: applied)
        try importing.load(batch(nodes: [(1, 10, 20), (2, -5, 7), (3, 1_000, 1_000)], ways: ways, relations: relations))
        try importing.finishLoading()
        try applying.apply([OSMObject(kind: .node, id: 1, location: .init(x: 10, y: 20)),
                            OSMObject(kind: .node, id: 2, location: .init(x: -5, y: 7)),
                            OSMObject(kind: .node, id: 3, location: .init(x: 1_000, y: 1_000))] + ways + relations)
        for table in ["osm_nodes", "osm_ways", "osm_relations", "osm_node_ways", "osm_way_relations"] {
            let dump = "SELECT group_concat(quote(first) || ':' || hex(entries), ',') FROM (SELECT * FROM \(table) ORDER BY first)"
            #expect(try imported.scalarText(dump) == applied.scalarText(dump), "\(table)")
            #expect(try imported.scalarText(dump) != nil, "\(table) has rows")
        }
        #expect(try importing.way(11) == ways[1])
        #expect(try importing.relation(20) == relations[0])
        #expect(try importing.location(ofNode: 2) == OSMObject.Location(x: -5, y: 7))
    }

    /// A file not sorted by id, or a second file repeating objects, loads as a sorted one: the objects out of
    /// order are applied at the end, replacing what came first.
    @Test func objectsOutOfOrderLoadAsSortedOnes() throws {
        let nodes: [(Int64, Int32, Int32)] = (1...200).map { (Int64($0) * 3_001, Int32($0), 7) }
        let ways: [OSMObject] = (1...60).map { (number: Int) -> OSMObject in
            way(Int64(number) * 11, [nodes[number].0, nodes[number * 3 % 200].0, nodes[(number + 7) % 200].0])
        }
        let relations = (1...9).map { relation(Int64($0), type: $0 % 2 == 0 ? "multipolygon" : "boundary", ways: [Int64($0) * 11, 44]) }
        let sortedDatabase = try database("sorted"), shuffledDatabase = try database("shuffled")
        let sorted = try OSMMiddle(database: sortedDatabase), shuffled = try OSMMiddle(database: shuffledDatabase)
        try sorted.load(batch(nodes: nodes, ways: ways, relations: relations))
        try sorted.finishLoading()
        // Halves in turn, the second half first, then again with a changed first way (a second file's copy).
        var moved = ways[0]
        moved.refs = [nodes[199].0, nodes[198].0]
        try shuffled.load(batch(nodes: Array(nodes[100...]), ways: Array(ways[30...]), relations: Array(relations[4...])))
        try shuffled.load(batch(nodes: Array(nodes[..<100]), ways: Array(ways[..<30]), relations: Array(relations[..<4])))
        try shuffled.load(batch(nodes: [], ways: [ways[0]], relations: []))
        try shuffled.finishLoading()
        try expectSameMiddle(shuffled, shuffledDatabase, as: sorted, sortedDatabase, nodes: Set(nodes.map(\.0)),
                             ways: 1...700, relations: 1...9)
        try shuffled.load(batch(nodes: [], ways: [moved], relations: []))
        try shuffled.finishLoading()
        #expect(try shuffled.way(11) == moved)
        #expect(try shuffled.ways(usingNodes: [nodes[1].0]) == sorted.ways(usingNodes: [nodes[1].0]).subtracting([11]))
    }

    @Test func onlyMultipolygonsAndBoundariesAreKept() throws {
        let middle = try OSMMiddle(database: try database("relations"))
        try middle.load(batch(nodes: [], ways: [way(10, [1, 2])], relations: [
            relation(20, type: "route", ways: [10]), relation(21, type: "boundary", ways: [10]),
            relation(22, type: "multipolygon", ways: [10]), OSMObject(kind: .relation, id: 23, members: [.init(kind: .way, ref: 10, role: "")]),
        ]))
        try middle.finishLoading()
        #expect(try middle.relation(20) == nil)
        #expect(try middle.relation(23) == nil)
        #expect(try middle.relations(holdingWays: [10]) == [21, 22])
        // A multipolygon retagged as a route leaves; a route made a multipolygon comes with its members.
        try middle.apply([relation(22, type: "route", ways: [10]), relation(20, type: "multipolygon", ways: [10, 11])])
        #expect(try middle.relation(22) == nil)
        #expect(try middle.relations(holdingWays: [10]) == [20, 21])
        #expect(try middle.relations(holdingWays: [11]) == [20])
    }

    @Test("An updated middle answers as one loaded with the new data", arguments: [7, 8])
    func updatedMiddleAnswersAsALoadedOne(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        // Ids spread as an extract's are: runs of neighbours with large gaps, a few past a bucket's edge.
        let nodeIDs: [Int64] = (0..<400).map { (index: Int) -> Int64 in Int64(index / 20) * 50_000 + Int64(index % 20) * 97 + 1 }
        var nodes: [Int64: OSMObject.Location] = [:]
        for id in nodeIDs { nodes[id] = OSMObject.Location(x: Int32(id % 1_000), y: 5) }
        var ways: [Int64: OSMObject] = [:]
        for id in Int64(1)...120 {
            ways[id * 3] = way(id * 3, (0..<Int.random(in: 2...9, using: &random)).map { _ in nodeIDs.randomElement(using: &random)! })
        }
        var relations: [Int64: OSMObject] = [:]
        for id in Int64(1)...30 {
            relations[id] = relation(id, type: ["multipolygon", "boundary", "route"][Int(id) % 3],
                                     ways: (0..<Int.random(in: 1...6, using: &random)).map { _ in Int64.random(in: 1...400, using: &random) })
        }
        func loaded(_ name: String) throws -> (OSMMiddle, SQLiteDatabase) {
            let database = try database(name)
            let middle = try OSMMiddle(database: database)
            try middle.load(batch(nodes: nodes.keys.sorted().map { ($0, nodes[$0]!.x, nodes[$0]!.y) },
                                  ways: ways.keys.sorted().map { ways[$0]! }, relations: relations.keys.sorted().map { relations[$0]! }))
            try middle.finishLoading()
            return (middle, database)
        }
        let (updated, updatedDatabase) = try loaded("updated")
        for _ in 0..<5 {
            var changes: [OSMObject] = []
            for _ in 0..<30 {
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    let id = nodeIDs.randomElement(using: &random)!
                    let location = Bool.random(using: &random) ? OSMObject.Location(x: 1, y: Int32.random(in: 0...99, using: &random)) : nil
                    nodes[id] = location
                    changes.append(OSMObject(kind: .node, id: id, deleted: location == nil, location: location))
                case 1:
                    let id = 10_000_000 + Int64.random(in: 0...500, using: &random)
                    nodes[id] = OSMObject.Location(x: 2, y: 2)
                    changes.append(OSMObject(kind: .node, id: id, location: nodes[id]))
                case 2, 3:
                    let id = Int64.random(in: 1...400, using: &random)
                    let new = way(id, (0..<Int.random(in: 2...6, using: &random)).map { _ in nodeIDs.randomElement(using: &random)! })
                    ways[id] = new
                    changes.append(new)
                case 4:
                    let id = Int64.random(in: 1...400, using: &random)
                    ways[id] = nil
                    changes.append(OSMObject(kind: .way, id: id, deleted: true))
                default:
                    let id = Int64.random(in: 1...40, using: &random)
                    if Bool.random(using: &random) {
                        relations[id] = nil
                        changes.append(OSMObject(kind: .relation, id: id, deleted: true))
                    } else {
                        let new = relation(id, type: ["multipolygon", "route"][Int(id) % 2],
                                           ways: (0..<3).map { _ in Int64.random(in: 1...400, using: &random) })
                        relations[id] = new
                        changes.append(new)
                    }
                }
            }
            try updated.apply(changes)
        }
        let (fresh, freshDatabase) = try loaded("fresh")
        try expectSameMiddle(updated, updatedDatabase, as: fresh, freshDatabase, nodes: Set(nodeIDs).union(nodes.keys),
                             ways: 1...400, relations: 1...40)
    }

    /// `middle` answers every lookup as `fresh` does, and its reverse lookups hold exactly the same pairs (a stale
    /// one would not change an answer, only its cost).
    private func expectSameMiddle(_ middle: OSMMiddle, _ database: SQLiteDatabase, as fresh: OSMMiddle,
                                  _ freshDatabase: SQLiteDatabase, nodes: Set<Int64>, ways: ClosedRange<Int64>,
                                  relations: ClosedRange<Int64>) throws {
        for table in ["osm_node_ways", "osm_way_relations"] {
            func buckets(_ database: SQLiteDatabase) throws -> [OSMBucketEntry] {
                let select = try database.prepare("SELECT entries FROM \(table) ORDER BY first")
                var entries: [OSMBucketEntry] = []
                while try select.step() { entries += OSMBucketEntry.decode(select.data(0) ?? Data()) }
                return entries
            }
            #expect(try buckets(database) == buckets(freshDatabase), "\(table)")
        }
        for id in nodes {
            #expect(try middle.location(ofNode: id) == fresh.location(ofNode: id), "node \(id)")
            #expect(try middle.ways(usingNodes: [id]) == fresh.ways(usingNodes: [id]), "ways using node \(id)")
        }
        for id in ways {
            #expect(try middle.way(id) == fresh.way(id), "way \(id)")
            #expect(try middle.relations(holdingWays: [id]) == fresh.relations(holdingWays: [id]), "relations holding way \(id)")
        }
        for id in relations { #expect(try middle.relation(id) == fresh.relation(id), "relation \(id)") }
    }

    /// A store imported by a build before the blocks is rewritten in place by its first update's opening, and
    /// its middle then answers as one loaded with the same data (routes, which it kept, are gone).
    @Test func aRowPerObjectMiddleIsMigrated() throws {
        let nodes: [(Int64, Int32, Int32)] = (1...300).map { (Int64($0) * 7_919, Int32($0), Int32(-$0)) }
        let ways: [OSMObject] = (1...90).map { (number: Int) -> OSMObject in
            let refs: [Int64] = (0..<(number % 7 + 2)).map { (index: Int) -> Int64 in nodes[(number * 37 + index * index) % 300].0 }
            return way(Int64(number) * 5, refs)
        }
        let relations = (1...12).map { relation(Int64($0), type: ["multipolygon", "route", "boundary"][$0 % 3],
                                                ways: [Int64($0) * 5, Int64($0) * 35 + 1, 2_000]) }
        let old = try SQLiteDatabase(path: folder.path("old.sqlite"), readOnly: false, create: true)
        try old.execute(OSMMiddle.rowPerObjectTables)
        let putNode = try old.prepare("INSERT INTO osm_nodes(id, x, y) VALUES (?1, ?2, ?3)")
        for (id, x, y) in nodes {
            try putNode.bind(1, id)
            try putNode.bind(2, Int64(x))
            try putNode.bind(3, Int64(y))
            try putNode.run()
        }
        let putWay = try old.prepare("INSERT INTO osm_ways(id, nodes, tags) VALUES (?1, ?2, ?3)")
        let putWayNode = try old.prepare("INSERT OR IGNORE INTO osm_way_nodes(node, way) VALUES (?1, ?2)")
        for way in ways {
            try putWay.bind(1, way.id)
            try putWay.bind(2, OSMMiddleCodec.encode(refs: way.refs))
            try putWay.bind(3, OSMMiddleCodec.encode(tags: way.tags))
            try putWay.run()
            for node in way.refs {
                try putWayNode.bind(1, node)
                try putWayNode.bind(2, way.id)
                try putWayNode.run()
            }
        }
        let putRelation = try old.prepare("INSERT INTO osm_relations(id, members, tags) VALUES (?1, ?2, ?3)")
        let putRelationWay = try old.prepare("INSERT OR IGNORE INTO osm_relation_ways(way, relation) VALUES (?1, ?2)")
        for relation in relations {
            try putRelation.bind(1, relation.id)
            try putRelation.bind(2, OSMMiddleCodec.encode(members: relation.members))
            try putRelation.bind(3, OSMMiddleCodec.encode(tags: relation.tags))
            try putRelation.run()
            for member in relation.members where member.kind == .way {
                try putRelationWay.bind(1, member.ref)
                try putRelationWay.bind(2, relation.id)
                try putRelationWay.run()
            }
        }
        #expect(try OSMMiddle.layout(of: old) == .rowPerObject)
        try old.execute("BEGIN")
        try OSMMiddle.migrate(old)
        try old.execute("COMMIT")
        #expect(try OSMMiddle.layout(of: old) == .current)
        #expect(try old.scalarInt("SELECT count(*) FROM sqlite_master WHERE name LIKE 'old_%' OR name = 'osm_way_nodes'") == 0)

        let freshDatabase = try database("fresh")
        let fresh = try OSMMiddle(database: freshDatabase)
        try fresh.load(batch(nodes: nodes, ways: ways, relations: relations))
        try fresh.finishLoading()
        try expectSameMiddle(try OSMMiddle(database: old), old, as: fresh, freshDatabase,
                             nodes: Set(nodes.map(\.0)).union([1, 2_000]), ways: 1...500, relations: 1...12)
        #expect(try fresh.relation(1) == nil && fresh.relation(2) != nil, "a route is not kept, a boundary is")
    }
}
