import Geo
import PlaceStore
import Places

/// One real place, one entry: which OpenStreetMap objects draw the same place, which are parts of a
/// station, and which place holds which.
///
/// The rules, each a pure function of the items (so an import and an update decide alike):
/// 1. **Same place.** Two objects with the same folded name and a compatible kind (``compatible(_:_:)``)
///    are one place when one lies inside the other's footprint, or (neither a bare building) when they are
///    within ``sameDistance`` (``stationDistance`` for two stations of one type). Two stations of one type
///    within ``renamedStationDistance`` are one whatever their names. These
///    pairs join transitively; a group larger than ``maxGroupSize`` is left unmerged and counted as skipped
///    (10,000 shops of one name in one square are not one shop). The group's entry is its richest member
///    (most tag text; a named building only when nothing else is there; then the smallest id).
/// 2. **Parts.** A platform (`transit_stop`) or subway entrance joins the station whose footprint holds it,
///    else the nearest station within ``partDistance`` whose name is a run of the part's words or holds the
///    part's name as a run ("Grand Central - 47th Street Entrance" → "Grand Central"), else the nearest
///    station within ``nearestPartDistance`` ("34th Street & Broadway at Northwest Corner"). A bus or tram stop
///    joins only a bus station that holds it or whose name begins its own ("Elielinaukio, laituri 29" →
///    "Elielinaukio"): stops named after streets are places of their own. OpenStreetMap's
///    `public_transport=stop_area` relations are not read: 59 of Midtown's 82 stop-area parts, and 17 of
///    Helsinki's 18, already join a station their relation holds (`benchmarks/conflation-stop-areas.py`), and
///    putting a related name before holding fixed the PATH's platforms but moved Grand Central's entrances
///    and Times Square's A/C/E platforms away from theirs (60 of 82).
/// 3. **Containment.** A place lies in the smallest other place whose footprint (any of its drawings') holds
///    its point and whose ground is strictly larger than its own, so containment has no cycles.
///
/// The distances were measured on the Midtown and Helsinki extracts (`benchmarks/conflation-distances.py`, see
/// docs/BENCHMARKS.md).
package enum PlaceConflation {
    /// Two same-named objects closer than this are one place. Measured on the Midtown extract
    /// (`benchmarks/conflation-distances.py`): of the 1,353 points of interest that share their folded name
    /// with another (platforms and entrances aside), 114 have it within 30 m, and those pairs read by hand as
    /// one place drawn twice (a node and its building, two nodes of one gallery, a stop's two sides); from
    /// 40 m on they are a chain's branches (Go! Go! Curry! 53 m, Starbucks 61 m, Chick-fil-A 68 m).
    package static let sameDistance: Meters = 30
    /// Two same-named stations of one type closer than this are one station: a station complex's nodes lie
    /// 20–87 m apart in the extract (42nd Street–Grand Central 72 m, Times Square 73 m, Herald Square
    /// 87 m); the nearest pair of distinct stations of one name is 250 m apart (34th Street–Penn Station,
    /// lines 1/2/3 and A/C/E).
    package static let stationDistance: Meters = 100
    /// Two stations of one type closer than this are one station even when their names differ (a station's
    /// node and its building are often named apart: Helsinki's "Helsinki" and "Helsingin päärautatieasema",
    /// 36 m; Penn Station's "Pennsylvania Station" and "New York Penn Station", 6 m). The nearest distinct
    /// stations of one type and different names in the two extracts are 46 m apart (14th Street and 6th
    /// Avenue, two lines' stations) and 47 m (the PATH's 33rd Street under 34th Street–Herald Square).
    package static let renamedStationDistance: Meters = 40
    /// A platform or entrance farther than this from a station of a related name is not its part. The
    /// farthest name-related entrance of the extract lies 452 m from its station (Grand Central's 47th
    /// Street entrance), the farthest platform 340 m.
    package static let partDistance: Meters = 500
    /// A platform or entrance whose name relates to no station joins the nearest station within this. Of
    /// the extract's 34 subway entrances, those named after their corner lie up to 140 m from their
    /// station ("East 53rd Street & 3rd Avenue at Southeast Corner" from Lexington Avenue–53rd Street), and
    /// each one's nearest station is its own; the nearest platform without its station in the extract
    /// lies 525 m from any ("14th Street–Union Square").
    package static let nearestPartDistance: Meters = 150
    /// A same-place group with more members than this is left unmerged: the largest real group in
    /// Midtown and Helsinki has 4 members.
    package static let maxGroupSize = 32

    /// The types of stations, which take parts.
    static let stationTypes = PlaceKind.stationTypes
    /// Types that are a station's parts wherever a station is found for them.
    static let platformTypes: Set<String> = ["transit_stop", "subway_entrance"]
    /// Stops that are parts only of a bus station that holds them or names them.
    static let stopTypes: Set<String> = ["bus_stop", "tram_stop"]

    /// Conflates `items`.
    package static func run(_ items: [ConflationItem]) -> ConflationResult {
        let grid = ConflationGrid(items)
        var groups = sameGroups(items, grid: grid)
        let skipped = groups.skipped
        var result = ConflationResult(skippedGroups: skipped)
        // The entry of each group, and the group of each item.
        var groupOf = [Int](repeating: -1, count: items.count)
        for (number, members) in groups.members.enumerated() {
            for member in members { groupOf[member] = number }
        }
        let heads = groups.members.map { members in members.max { isBetterEntry(items[$1], than: items[$0]) } ?? members[0] }
        for (number, members) in groups.members.enumerated() where members.count > 1 {
            for member in members where member != heads[number] {
                result.links[items[member].id] = PlaceLink(place: items[heads[number]].id, role: .same)
            }
        }
        // The ground of each group: its entry's footprint, else its largest drawing's (a station node's
        // building). A station's wider area (Grand Central's relation spans the tracks under Park Avenue, 155,000 m²)
        // does not make the hotels above the tracks lie in the station.
        let ground: [Int?] = groups.members.enumerated().map { number, members in
            items[heads[number]].footprint != nil ? heads[number]
                : members.filter { items[$0].footprint != nil }
                    .max { (items[$0].area, items[$1].id.description) < (items[$1].area, items[$0].id.description) }
        }
        let groundOf = ground.map { $0.map { items[$0].area } ?? 0 }
        func isBusStation(_ group: Int) -> Bool {
            groups.members[group].contains { items[$0].primaryType == "bus_station" }
        }
        func covers(_ group: Int, _ point: Coordinate) -> Bool {
            groups.members[group].contains { items[$0].covers(point) }
        }
        let isStation = groups.members.map { $0.contains { stationTypes.contains(items[$0].primaryType) } }
        var isPart = [Bool](repeating: false, count: groups.members.count)
        for (number, head) in heads.enumerated() {
            // Read in place first: copying every item here was a tenth of conflation's time.
            let isPlatform = platformTypes.contains(items[head].primaryType)
            guard isPlatform || stopTypes.contains(items[head].primaryType) else { continue }
            let item = items[head]
            // The best station: one that holds the part, else one of a related name, else (for platforms and
            // entrances) the nearest; then the nearer, then the smaller id.
            var best: (tier: Int, distance: Meters, id: PlaceID, group: Int)?
            // Only stations' groups are looked at: a stop in a dense centre has thousands of places within
            // ``partDistance`` and a handful of stations.
            var stations: Set<Int> = []
            for near in grid.items(near: item.location, radius: partDistance) where isStation[groupOf[near]] {
                stations.insert(groupOf[near])
            }
            for area in grid.areas(around: item.location) where isStation[groupOf[area]] { stations.insert(groupOf[area]) }
            for station in stations where station != number {
                let stationItem = items[heads[station]]
                let distance = stationItem.location.distance(to: item.location)
                let tier: Int
                if covers(station, item.location) {
                    guard isPlatform || isBusStation(station) else { continue }
                    tier = 0
                } else if distance <= partDistance, !stationItem.words.isEmpty, isPlatform
                            ? isRun(stationItem.words, of: item.words) || isRun(item.words, of: stationItem.words)
                            : isBusStation(station) && item.words.starts(with: stationItem.words) {
                    tier = 1
                } else if isPlatform, distance <= nearestPartDistance {
                    tier = 2
                } else {
                    continue
                }
                if let current = best, (current.tier, current.distance, current.id) <= (tier, distance, stationItem.id) { continue }
                best = (tier, distance, stationItem.id, station)
            }
            if let best {
                // Every drawing of the part belongs to the station, so that no link leads to another link.
                isPart[number] = true
                for member in groups.members[number] {
                    result.links[items[member].id] = PlaceLink(place: items[heads[best.group]].id, role: .part)
                }
            }
        }
        for (number, head) in heads.enumerated() where !isPart[number] {
            let point = items[head].location
            var best: (ground: Double, id: PlaceID)?
            // A group drawn by several areas is seen once per area; the smallest wins either way.
            for area in grid.areas(around: point) {
                let container = groupOf[area]
                guard container != number, !isPart[container], groundOf[container] > groundOf[number],
                      ground[container].map({ items[$0].covers(point) }) == true else { continue }
                let candidate = (groundOf[container], items[heads[container]].id)
                if let current = best, !(candidate < current) { continue }
                best = candidate
            }
            if let best { result.containers[items[head].id] = best.id }
        }
        groups.members.removeAll()
        return result
    }

    /// Whether `a` names a group better than `b`: not a bare building, more tag text, the smaller id.
    static func isBetterEntry(_ a: ConflationItem, than b: ConflationItem) -> Bool {
        let aBuilding = a.kind == .building, bBuilding = b.kind == .building
        if aBuilding != bBuilding { return bBuilding }
        if a.richness != b.richness { return a.richness > b.richness }
        return a.id < b.id
    }

    /// Whether `needle` is a run of consecutive words of `words`.
    static func isRun(_ needle: [String], of words: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= words.count else { return false }
        for start in 0...(words.count - needle.count) where words[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }

    /// What part of transport an item is, by its specific types: a station, a stop, an entrance, a taxi stand; nil
    /// for no part of transport. Stops and entrances are named after what is near them (the tram stop
    /// "Kansallisarkisto" before the National Archives), so they are one place only with their own class.
    static func transitClass(of specificTypes: [String]) -> Int8? {
        if specificTypes.contains(where: stationTypes.contains) { return 0 }
        if specificTypes.contains(where: { $0 == "bus_stop" || $0 == "tram_stop" || $0 == "transit_stop" }) { return 1 }
        if specificTypes.contains("subway_entrance") { return 2 }
        if specificTypes.contains("taxi_stand") { return 3 }
        return nil
    }

    /// Whether two same-named items can be one place by their kinds: of one class of transport, or both
    /// none and of one kind or a shared specific type; a named building is another drawing of what lies
    /// inside it (``sameGroups(_:grid:)`` asks that it hold the other's point), unless that is a stop or an entrance.
    static func compatible(_ a: ConflationItem, _ b: ConflationItem) -> Bool {
        let classA = a.transitClass, classB = b.transitClass
        if a.kind == .building || b.kind == .building {
            return (classA ?? 0) == 0 && (classB ?? 0) == 0
        }
        if classA != nil || classB != nil { return classA == classB }
        return a.kind == b.kind || a.specificTypes.contains(where: b.specificTypes.contains)
    }

    /// Rule 1's groups (every item in one, alone or not), and how many names had a group too large to merge.
    ///
    /// Points pair with the points near them, which is quadratic where thousands of one name crowd one
    /// square; so an item whose group is already larger than ``maxGroupSize`` (and so will be left unmerged)
    /// stops pairing. The pairs that skips all have an end in such a group: a second pass pairs every item
    /// outside one with all its neighbours, so that the groups left merged are those the full pairing gives,
    /// whatever the items' order.
    private static func sameGroups(_ items: [ConflationItem], grid: ConflationGrid) -> (members: [[Int]], skipped: Int) {
        var sets = DisjointSets(count: items.count)
        // What a pair compares, read out of the items once (each field in place: `map` copies every item
        // whole), with the names and primary types as numbers, so that a pair compares integers.
        func number(_ key: String, in table: inout [String: Int]) -> Int {
            if let number = table[key] { return number }
            table[key] = table.count
            return table.count - 1
        }
        var nameTable: [String: Int] = [:], typeTable: [String: Int] = [:]
        var readNames: [String] = [], readNameNumbers: [Int] = [], readTypes: [Int] = []
        var readLocations: [Coordinate] = [], readBuildings: [Bool] = [], readStations: [Bool] = []
        for index in items.indices {
            let name = items[index].words.joined(separator: " ")
            readNames.append(name)
            readNameNumbers.append(number(name, in: &nameTable))
            readTypes.append(number(items[index].primaryType, in: &typeTable))
            readLocations.append(items[index].location)
            readBuildings.append(items[index].kind == .building)
            readStations.append(stationTypes.contains(items[index].primaryType))
        }
        let names = readNames, nameNumbers = readNameNumbers, primaryTypes = readTypes
        let locations = readLocations, isBuilding = readBuildings, isStation = readStations
        /// Joins two points' groups when rule 1 makes them one place (the same either way round).
        func pair(_ index: Int, _ other: Int, _ sets: inout DisjointSets) {
            let sameType = isStation[index] && primaryTypes[other] == primaryTypes[index]
            // Two stations of one type this close are one station whatever their names.
            if sameType, locations[index].distance(to: locations[other]) <= renamedStationDistance {
                sets.union(index, other)
                return
            }
            // A building and what it houses are one place only when it holds the other's point (below).
            guard nameNumbers[other] == nameNumbers[index], !isBuilding[index], !isBuilding[other],
                  compatible(items[index], items[other]) else { return }
            let limit = sameType ? stationDistance : sameDistance
            if locations[index].distance(to: locations[other]) <= limit { sets.union(index, other) }
        }
        func neighbours(_ index: Int) -> ConflationGrid.Neighbours {
            grid.items(near: locations[index], radius: isStation[index] ? stationDistance : sameDistance)
        }
        for index in items.indices where !names[index].isEmpty {
            // Pairing stops once the group is too large to merge.
            if sets.size(of: index) <= maxGroupSize {
                for other in neighbours(index) where other > index {
                    pair(index, other, &sets)
                    if sets.size(of: index) > maxGroupSize { break }
                }
            }
            for area in grid.areas(around: locations[index])
            where area != index && nameNumbers[area] == nameNumbers[index] && compatible(items[index], items[area])
                && items[area].covers(locations[index]) {
                sets.union(index, area)
            }
        }
        if items.indices.contains(where: { sets.size(of: $0) > maxGroupSize }) {
            for index in items.indices where !names[index].isEmpty && sets.size(of: index) <= maxGroupSize {
                for other in neighbours(index) where other != index {
                    pair(index, other, &sets)
                    if sets.size(of: index) > maxGroupSize { break }
                }
            }
        }
        // The groups in the order of their first members, each in index order.
        var groupOfRoot = [Int](repeating: -1, count: items.count)
        var groups: [[Int]] = []
        for index in items.indices {
            let root = sets.find(index)
            if groupOfRoot[root] < 0 {
                groupOfRoot[root] = groups.count
                groups.append([index])
            } else {
                groups[groupOfRoot[root]].append(index)
            }
        }
        var members: [[Int]] = []
        members.reserveCapacity(groups.count)
        // Counted by name: pairing stops early inside a crowd, which may then be several groups.
        var crowded: Set<String> = []
        for group in groups {
            if group.count > maxGroupSize {
                crowded.insert(names[group[0]])
                members += group.map { [$0] }
            } else {
                members.append(group)
            }
        }
        return (members, crowded.count)
    }
}

/// Union–find over item indices, with path halving and union by size.
struct DisjointSets {
    private var parent: [Int]
    private var size: [Int]

    init(count: Int) {
        parent = Array(0..<count)
        size = [Int](repeating: 1, count: count)
    }

    mutating func find(_ item: Int) -> Int {
        var item = item
        while parent[item] != item {
            parent[item] = parent[parent[item]]
            item = parent[item]
        }
        return item
    }

    /// The size of the set holding `item`.
    mutating func size(of item: Int) -> Int { size[find(item)] }

    mutating func union(_ a: Int, _ b: Int) {
        var rootA = find(a), rootB = find(b)
        guard rootA != rootB else { return }
        if size[rootA] < size[rootB] { swap(&rootA, &rootB) }
        parent[rootB] = rootA
        size[rootA] += size[rootB]
    }
}
