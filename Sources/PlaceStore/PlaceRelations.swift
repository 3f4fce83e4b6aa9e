import Places

/// What the store's conflation says of one place (its rows in `place_links` and `place_containers`):
/// whether it belongs to another, what belongs to it, what holds it and what it holds.
public struct PlaceRelations: Sendable, Equatable {
    /// The place this one belongs to, when it is not listed on its own.
    public var link: PlaceLink?
    /// The objects merged into this place as other drawings of it, by id.
    public var sameAs: [PlaceID]
    /// Its parts (platforms, entrances), by id.
    public var parts: [PlaceID]
    /// The smallest place that holds it.
    public var container: PlaceID?
    /// The places it holds directly, by id.
    public var contents: [PlaceID]

    /// Relations read from a store.
    public init(link: PlaceLink? = nil, sameAs: [PlaceID] = [], parts: [PlaceID] = [], container: PlaceID? = nil,
                contents: [PlaceID] = []) {
        self.link = link
        self.sameAs = sameAs
        self.parts = parts
        self.container = container
        self.contents = contents
    }

    /// The queries that read them, for tables named with `prefix`: `$1`/`?1` is the place's id.
    static func queries(tables prefix: String) -> (link: String, members: String, container: String, contents: String) {
        ("SELECT place, role FROM \(prefix)place_links WHERE member = $1",
         "SELECT member, role FROM \(prefix)place_links WHERE place = $1",
         "SELECT container FROM \(prefix)place_containers WHERE place = $1",
         "SELECT place FROM \(prefix)place_containers WHERE container = $1")
    }

    /// Relations from the columns of ``queries(tables:)``' rows: the link's place and role, each member's id
    /// and role, the container's id, each content's id. Unreadable values are left out.
    init(link: (place: String?, role: Int64)?, members: [(id: String?, role: Int64)], container: String?, contents: [String?]) {
        self.init()
        if let link, let place = link.place.flatMap(PlaceID.init), let role = PlaceLink.Role(rawValue: link.role) {
            self.link = PlaceLink(place: place, role: role)
        }
        for member in members {
            guard let id = member.id.flatMap(PlaceID.init) else { continue }
            switch PlaceLink.Role(rawValue: member.role) {
            case .same: sameAs.append(id)
            case .part: parts.append(id)
            case nil: continue
            }
        }
        sameAs.sort()
        parts.sort()
        self.container = container.flatMap(PlaceID.init)
        self.contents = contents.compactMap { $0.flatMap(PlaceID.init) }.sorted()
    }
}
