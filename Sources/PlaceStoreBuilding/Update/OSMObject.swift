/// One OSM object as a data or change file holds it: what an updatable store
/// keeps of the data (its "middle", as osm2pgsql calls it) and what change
/// files carry.
package struct OSMObject: Sendable, Equatable {
    /// Node, way or relation.
    package enum Kind: UInt8, Sendable, Comparable {
        case node = 0, way = 1, relation = 2

        /// `n`, `w` or `r`, as in OSM's own notation.
        package var letter: Character {
            switch self {
            case .node: "n"
            case .way: "w"
            case .relation: "r"
            }
        }

        package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A node's location in units of 1e-7 degrees, exactly as OSM and libosmium store it.
    package struct Location: Sendable, Equatable {
        package var x: Int32
        package var y: Int32

        package init(x: Int32, y: Int32) {
            self.x = x
            self.y = y
        }
    }

    /// One member of a relation.
    package struct Member: Sendable, Equatable {
        package var kind: Kind
        package var ref: Int64
        package var role: String

        package init(kind: Kind, ref: Int64, role: String) {
            self.kind = kind
            self.ref = ref
            self.role = role
        }
    }

    package var kind: Kind
    package var id: Int64
    package var version: UInt32
    /// True for an object a change file deletes.
    package var deleted: Bool
    /// Nodes: where the node is (nil for a deleted node).
    package var location: Location?
    /// The tags in file order.
    package var tags: [(key: String, value: String)]
    /// Ways: the node ids in order.
    package var refs: [Int64]
    /// Relations: the members in order.
    package var members: [Member]

    package init(kind: Kind, id: Int64, version: UInt32 = 0, deleted: Bool = false, location: Location? = nil,
                 tags: [(key: String, value: String)] = [], refs: [Int64] = [], members: [Member] = []) {
        self.kind = kind
        self.id = id
        self.version = version
        self.deleted = deleted
        self.location = location
        self.tags = tags
        self.refs = refs
        self.members = members
    }

    /// The object's key: its kind and id.
    package var key: Key { Key(kind: kind, id: id) }

    package static func == (lhs: OSMObject, rhs: OSMObject) -> Bool {
        lhs.kind == rhs.kind && lhs.id == rhs.id && lhs.version == rhs.version && lhs.deleted == rhs.deleted
            && lhs.location == rhs.location && lhs.refs == rhs.refs && lhs.members == rhs.members
            && lhs.tags.elementsEqual(rhs.tags) { $0.key == $1.key && $0.value == $1.value }
    }

    /// Names one object: `n123`, `w45`, `r6`; ordered nodes, ways, relations, then by id, as OSM files are.
    package struct Key: Sendable, Hashable, Comparable, CustomStringConvertible {
        package var kind: Kind
        package var id: Int64

        package init(kind: Kind, id: Int64) {
            self.kind = kind
            self.id = id
        }

        package static func < (lhs: Key, rhs: Key) -> Bool { (lhs.kind, lhs.id) < (rhs.kind, rhs.id) }

        package var description: String { "\(kind.letter)\(id)" }
    }
}
