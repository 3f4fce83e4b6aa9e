import Foundation
import PlaceStore
import PlaceStoreBuilding

/// What one or more OSM change files do, object by object: the newest
/// version of every object they touch (created, modified or deleted), as
/// `osmium apply-changes` decides — a higher version wins, and of equal
/// versions the later one (a later file, or later in the same file).
struct ChangeSet {
    /// The newest version of each object touched.
    private(set) var objects: [OSMObject.Key: OSMObject] = [:]
    /// The newest object timestamp of the files.
    private(set) var newestTimestamp: Date?
    /// Objects read from the files, counting every version.
    private(set) var objectCount = 0

    /// Reads `paths` in order.
    /// - Throws: ``ImportError`` for a missing, unreadable or broken file.
    static func read(_ paths: [String]) throws -> ChangeSet {
        var changes = ChangeSet()
        for path in paths {
            var batchObjects: [OSMObject] = []
            let newest = try OSMReader.readChanges(path: path) { batchObjects.append(contentsOf: $0) }
            for object in batchObjects { changes.add(object) }
            if let newest { changes.newestTimestamp = max(changes.newestTimestamp ?? newest, newest) }
        }
        return changes
    }

    private mutating func add(_ object: OSMObject) {
        objectCount += 1
        if let known = objects[object.key], known.version > object.version { return }
        objects[object.key] = object
    }

    /// The ids of the touched objects of `kind`.
    func ids(of kind: OSMObject.Kind) -> Set<Int64> {
        Set(objects.keys.filter { $0.kind == kind }.map(\.id))
    }
}
