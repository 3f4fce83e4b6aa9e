import Foundation

/// One block of an OSM file as an updatable import hands it to the ``OSMMiddle``: nodes as bare locations,
/// ways and relations already encoded (``OSMMiddleCodec``) with the buckets of their references
/// (``OSMReverseIndex``). Filled on the reading thread straight from the reader's C strings and arrays,
/// so that no `OSMObject`, `String` or tag array is made per object (with a row per object, what made an
/// updatable import's reading 5.8× a plain one's on the 42-copy benchmark file: 4.75 s against 0.82 s).
package struct OSMMiddleBatch: Sendable {
    /// A way or a relation, encoded: its node list or members, its tags, and the buckets of the nodes or
    /// ways it refers to.
    struct Object: Sendable {
        var id: Int64
        var references: Data
        var tags: Data
        var buckets: [Int64]
    }

    var nodeIDs: [Int64] = []
    var nodeLocations: [OSMObject.Location] = []
    var ways: [Object] = []
    var relations: [Object] = []

    /// An empty batch.
    package init() {}

    /// Adds a node with a location (a node without one is not kept, as in ``OSMMiddle/apply(_:)``).
    package mutating func addNode(id: Int64, x: Int32, y: Int32) {
        nodeIDs.append(id)
        nodeLocations.append(OSMObject.Location(x: x, y: y))
    }

    /// Adds a way: its node ids and its tags, `tag(i)` giving the i-th key and value as C strings.
    package mutating func addWay(id: Int64, refs: UnsafeBufferPointer<Int64>, tagCount: Int,
                                 tag: (Int) -> (key: UnsafePointer<CChar>, value: UnsafePointer<CChar>)) {
        var nodes: [UInt8] = []
        nodes.reserveCapacity(refs.count * 2)
        var previous: Int64 = 0
        for ref in refs {
            OSMMiddleCodec.appendRef(ref, previous: previous, to: &nodes)
            previous = ref
        }
        ways.append(Object(id: id, references: Data(nodes), tags: Self.tags(tagCount, tag), buckets: OSMReverseIndex.buckets(of: refs)))
    }

    /// Adds a relation, if the middle keeps it (``OSMMiddle/keeps(relationType:)``): `member(i)` gives the
    /// i-th member's kind, ref and role.
    package mutating func addRelation(id: Int64, memberCount: Int,
                                      member: (Int) -> (kind: OSMObject.Kind, ref: Int64, role: UnsafePointer<CChar>),
                                      tagCount: Int, tag: (Int) -> (key: UnsafePointer<CChar>, value: UnsafePointer<CChar>)) {
        let type = (0..<tagCount).lazy.map(tag).first { strcmp($0.key, "type") == 0 }.map { String(cString: $0.value) }
        guard OSMMiddle.keeps(relationType: type) else { return }
        var members: [UInt8] = []
        members.reserveCapacity(memberCount * 8)
        var wayRefs: [Int64] = []
        var previous: Int64 = 0
        for index in 0..<memberCount {
            let (kind, ref, role) = member(index)
            OSMMiddleCodec.appendMember(kind: kind, ref: ref, role: role, previous: previous, to: &members)
            previous = ref
            if kind == .way { wayRefs.append(ref) }
        }
        relations.append(Object(id: id, references: Data(members), tags: Self.tags(tagCount, tag),
                                buckets: OSMReverseIndex.buckets(of: wayRefs)))
    }

    /// Adds a way already encoded (``OSMMiddleCodec``'s node list and tags).
    mutating func addWay(id: Int64, nodes: Data, tags: Data) {
        ways.append(Object(id: id, references: nodes, tags: tags, buckets: OSMReverseIndex.buckets(of: OSMMiddleCodec.decodeRefs(nodes))))
    }

    /// Adds a relation already encoded (``OSMMiddleCodec``'s members and tags), if the middle keeps it.
    mutating func addRelation(id: Int64, members: Data, tags: Data) {
        guard OSMMiddle.keeps(relationType: OSMMiddleCodec.decodeTags(tags).first { $0.key == "type" }?.value) else { return }
        let wayRefs = OSMMiddleCodec.decodeMembers(members).filter { $0.kind == .way }.map(\.ref)
        relations.append(Object(id: id, references: members, tags: tags, buckets: OSMReverseIndex.buckets(of: wayRefs)))
    }

    private static func tags(_ count: Int, _ tag: (Int) -> (key: UnsafePointer<CChar>, value: UnsafePointer<CChar>)) -> Data {
        var bytes: [UInt8] = []
        for index in 0..<count {
            let (key, value) = tag(index)
            OSMMiddleCodec.appendText(cString: key, to: &bytes)
            OSMMiddleCodec.appendText(cString: value, to: &bytes)
        }
        return Data(bytes)
    }
}
