import Geo
import Places

/// Places as conflation lists them, the same for either store: an id of an object merged into a place or made
/// its part names that place, and a place carries what belongs to it and what holds it.
extension PlaceReading {
    /// The most places a chain of containers is followed through (the deepest chain of Midtown and Helsinki
    /// has 3: a shop in a mall's floor in its block). Containment has no cycles (each container is larger);
    /// the bound only keeps a damaged store from looping.
    static var maxContainerDepth: Int { 8 }

    /// The place `id` names, with every field: the place itself, or the place it was merged into or is a
    /// part of (so histories and links written before conflation, or before an update merged it, still
    /// resolve). Nil when the store knows no such id.
    public func listedPlace(id: PlaceID) throws(StoreError) -> Place? {
        var id = id
        var relations = try self.relations(of: id)
        var seen: Set<PlaceID> = [id]
        while let link = relations.link, seen.insert(link.place).inserted {
            id = link.place
            relations = try self.relations(of: id)
        }
        guard var place = try place(id: id) else { return nil }
        try attach(relations, to: &place, parts: .all)
        return place
    }

    /// Fills `place`'s conflation fields (``PlaceParts/relations``): what belongs to it and what holds it, and,
    /// when `parts` has ``PlaceParts/footprint`` and its row has none, its largest drawing's footprint.
    public func attachRelations(to place: inout Place, parts: PlaceParts) throws(StoreError) {
        try attach(try relations(of: place.id), to: &place, parts: parts)
    }

    private func attach(_ relations: PlaceRelations, to place: inout Place, parts: PlaceParts) throws(StoreError) {
        place.sameAs = relations.sameAs
        if parts.contains(.footprint), place.footprint == nil {
            var ground: Place?
            for id in relations.sameAs {
                guard let member = try self.place(id: id), member.footprint != nil else { continue }
                if let current = ground, (current.areaSquareMeters, member.id.description) >= (member.areaSquareMeters, current.id.description) {
                    continue
                }
                ground = member
            }
            if let ground {
                place.footprint = ground.footprint
                place.boundingBox = ground.boundingBox
                place.areaSquareMeters = ground.areaSquareMeters
            }
        }
        var containers: [PlaceID] = []
        var next = relations.container
        while let container = next, containers.count < Self.maxContainerDepth, container != place.id, !containers.contains(container) {
            containers.append(container)
            next = try self.relations(of: container).container
        }
        place.containingPlaces = containers
        var subDestinations: [PlaceID] = []
        var entrances: [PlaceEntrance] = []
        for id in relations.parts {
            guard let part = try self.place(id: id) else { continue }
            if part.primaryType == "subway_entrance" || part.types.contains("entrance") {
                entrances.append(PlaceEntrance(id: part.id, name: part.name, location: part.location))
            } else {
                subDestinations.append(id)
            }
        }
        place.subDestinations = subDestinations + relations.contents
        place.entrances = entrances.sorted {
            ($0.location.distance(to: place.location), $0.id) < ($1.location.distance(to: place.location), $1.id)
        }
    }
}
