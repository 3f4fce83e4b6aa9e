import COsmium
import Foundation
import Geo
import Places
import PlaceStore
import PlaceStoreBuilding

/// What one file held.
public struct ReadSummary: Sendable {
    /// Nodes, ways and relations in the file.
    public var nodes: UInt64, ways: UInt64, relations: UInt64
    /// Areas libosmium assembled.
    public var areas: UInt64
    /// Ways skipped because some of their nodes were missing from the file.
    public var waysWithMissingNodes: UInt64
    /// Multipolygon relations skipped because some of their members were missing from the file.
    public var incompleteMultipolygons: UInt64
    /// The replication timestamp of the header, else the newest object timestamp.
    public var dataTimestamp: Date?
}

/// Reads OSM files through libosmium (the COsmium shim) and hands each tagged
/// feature to a Swift closure.
enum OSMReader {
    /// The closures and the first error one threw, passed through C as the context pointer.
    private final class CallbackContext {
        let handle: (OSMFeature) throws -> Void
        let progress: (cp_osm_progress) -> Void
        let objects: (([OSMObject]) throws -> Void)?
        let middle: ((OSMMiddleBatch) throws -> Void)?
        var error: (any Error)?
        init(_ handle: @escaping (OSMFeature) throws -> Void, progress: @escaping (cp_osm_progress) -> Void,
             objects: (([OSMObject]) throws -> Void)? = nil, middle: ((OSMMiddleBatch) throws -> Void)? = nil) {
            self.handle = handle
            self.progress = progress
            self.objects = objects
            self.middle = middle
        }
    }

    /// Which objects reach Swift at all: the tags the classifier and the
    /// address resolver look at. Filtering in C++ spares converting the tags
    /// of every road, untagged-name building and landuse polygon.
    struct Filter {
        /// Keys that matter when the object also has a `name`.
        var keysWithName: [String]
        /// Keys that matter on their own.
        var keysAlone: [String]
        /// Keys that make a way matter on its own as a line (map features).
        var lineKeys: [String] = []
        /// Keys that make an area matter on its own (map features).
        var areaKeys: [String] = []
    }

    /// Reads `path`, calling `handle` for every tagged node, way and area that passes `filter`.
    /// - Parameters:
    ///   - progress: called after each block of the file with the pass
    ///     (`.relations` or `.read`), the bytes read, the file's size and the objects seen.
    ///   - middle: when given, called with every relation of each block of the first pass, and after each
    ///     block's features with its nodes and ways, as an updatable store keeps them.
    /// - Throws: ``ImportError`` when the file is missing, unreadable or not
    ///   valid OSM data; rethrows what `handle` or `middle` throws.
    static func read(path: String, filter: Filter,
                     progress: @escaping (ImportProgress) -> Void = { _ in },
                     middle: ((OSMMiddleBatch) throws -> Void)? = nil,
                     handle: @escaping (OSMFeature) throws -> Void) throws -> ReadSummary {
        try checkReadable(path)
        let context = CallbackContext(handle, progress: { report in
            progress(ImportProgress(phase: report.pass == CP_OSM_PASS_RELATIONS ? .relations : .read, file: path,
                                    done: Int64(clamping: report.bytes_read), total: Int64(clamping: report.file_size),
                                    objects: Int64(clamping: report.objects)))
        }, middle: middle)
        var summary = cp_osm_read_summary()
        var message = [CChar](repeating: 0, count: 1024)
        let status = withCStrings(filter.keysWithName) { withName in
            withCStrings(filter.keysAlone) { alone in
                withCStrings(filter.lineKeys) { lineKeys in
                    withCStrings(filter.areaKeys) { areaKeys in
                        var cFilter = cp_osm_filter(keys_with_name: withName.baseAddress, keys_with_name_count: withName.count,
                                                    keys_alone: alone.baseAddress, keys_alone_count: alone.count,
                                                    line_keys: lineKeys.baseAddress, line_keys_count: lineKeys.count,
                                                    area_keys: areaKeys.baseAddress, area_keys_count: areaKeys.count)
                        return withExtendedLifetime(context) {
                            cp_osm_read(path, &cFilter, callbackTrampoline, middle == nil ? nil : middleTrampoline,
                                        progressTrampoline, Unmanaged.passUnretained(context).toOpaque(), &summary, &message,
                                        message.count)
                        }
                    }
                }
            }
        }
        if let error = context.error { throw error }
        try check(status, message, path: path)
        let replication = withUnsafeBytes(of: summary.replication_timestamp) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let timestamp = QueryTime.instant(replication)
            ?? (summary.newest_timestamp > 0 ? Date(timeIntervalSince1970: TimeInterval(summary.newest_timestamp)) : nil)
        return ReadSummary(nodes: summary.node_count, ways: summary.way_count, relations: summary.relation_count,
                           areas: summary.area_count, waysWithMissingNodes: summary.ways_with_missing_nodes,
                           incompleteMultipolygons: summary.incomplete_multipolygons,
                           dataTimestamp: timestamp)
    }

    /// Reads the OSM change file `path` (`.osc`, `.osc.gz`, `.osc.bz2`), calling `handle` with the objects of
    /// each block in file order, deleted ones marked.
    /// - Returns: the newest object timestamp, when the file has one.
    /// - Throws: ``ImportError`` when the file is missing, unreadable or not an OSM file; rethrows what
    ///   `handle` throws.
    static func readChanges(path: String, handle: @escaping ([OSMObject]) throws -> Void) throws -> Date? {
        try checkReadable(path, suffixes: changeSuffixes)
        let context = CallbackContext({ _ in }, progress: { _ in }, objects: handle)
        var summary = cp_osm_read_summary()
        var message = [CChar](repeating: 0, count: 1024)
        let status = withExtendedLifetime(context) {
            cp_osm_read_changes(path, objectTrampoline, Unmanaged.passUnretained(context).toOpaque(), &summary, &message, message.count)
        }
        if let error = context.error { throw error }
        try check(status, message, path: path)
        return summary.newest_timestamp > 0 ? Date(timeIntervalSince1970: TimeInterval(summary.newest_timestamp)) : nil
    }

    private static func check(_ status: Int32, _ message: [CChar], path: String) throws {
        guard status != Int32(CP_OSM_OK) else { return }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let detail = reason.isEmpty ? "unknown error" : reason
        throw ImportError("not a readable OSM file: \(detail)", path: path, code: .notOSM, detail: detail)
    }

    /// The C object callback, found like ``callbackTrampoline``.
    private static let objectTrampoline: cp_osm_object_callback = { objects, count, raw in
        guard let raw else { return 1 }
        let context = Unmanaged<CallbackContext>.fromOpaque(raw).takeUnretainedValue()
        guard let handle = context.objects, let objects else { return 0 }
        do {
            try handle(UnsafeBufferPointer(start: objects, count: count).map(OSMReader.convert))
            return 0
        } catch {
            context.error = error
            return 1
        }
    }

    /// The C object callback of an updatable import: the block as the middle keeps it, made straight from the C
    /// strings and arrays (``OSMMiddleBatch``). The shim gives every key, value and role as a string of the
    /// block (libosmium's), never NULL.
    private static let middleTrampoline: cp_osm_object_callback = { objects, count, raw in
        guard let raw else { return 1 }
        let context = Unmanaged<CallbackContext>.fromOpaque(raw).takeUnretainedValue()
        guard let handle = context.middle, let objects else { return 0 }
        var batch = OSMMiddleBatch()
        for object in UnsafeBufferPointer(start: objects, count: count) where object.deleted == 0 {
            let tag = { (index: Int) in (key: object.tags[index].key!, value: object.tags[index].value!) }
            switch UInt8(bitPattern: object.type) {
            case UInt8(ascii: "n"):
                if object.has_location != 0 { batch.addNode(id: object.id, x: object.x, y: object.y) }
            case UInt8(ascii: "w"):
                batch.addWay(id: object.id, refs: UnsafeBufferPointer(start: object.refs, count: object.ref_count),
                             tagCount: object.tag_count, tag: tag)
            default:
                batch.addRelation(id: object.id, memberCount: object.member_count, member: { index in
                    let member = object.members[index]
                    return (kind: kind(member.type), ref: member.ref, role: member.role!)
                }, tagCount: object.tag_count, tag: tag)
            }
        }
        do {
            try handle(batch)
            return 0
        } catch {
            context.error = error
            return 1
        }
    }

    /// The kind a C type letter (`n`, `w`, `r`) names.
    private static func kind(_ letter: CChar) -> OSMObject.Kind {
        letter == CChar(UInt8(ascii: "w")) ? .way : letter == CChar(UInt8(ascii: "r")) ? .relation : .node
    }

    private static func convert(_ object: cp_osm_object) -> OSMObject {
        var converted = OSMObject(kind: kind(object.type), id: object.id, version: object.version, deleted: object.deleted != 0)
        if object.has_location != 0 { converted.location = OSMObject.Location(x: object.x, y: object.y) }
        converted.tags = (0..<object.tag_count).map { index in
            (String(cString: object.tags[index].key), String(cString: object.tags[index].value))
        }
        if object.ref_count > 0 { converted.refs = Array(UnsafeBufferPointer(start: object.refs, count: object.ref_count)) }
        converted.members = (0..<object.member_count).map { index in
            let member = object.members[index]
            return OSMObject.Member(kind: kind(member.type), ref: member.ref, role: String(cString: member.role))
        }
        return converted
    }

    /// The C callback: a non-capturing closure that finds the Swift closure through the context pointer.
    private static let callbackTrampoline: cp_osm_feature_callback = { feature, raw in
        guard let feature, let raw else { return 1 }
        let context = Unmanaged<CallbackContext>.fromOpaque(raw).takeUnretainedValue()
        do {
            try context.handle(OSMReader.convert(feature.pointee))
            return 0
        } catch {
            context.error = error
            return 1
        }
    }

    /// The C progress callback, found like ``callbackTrampoline``.
    private static let progressTrampoline: cp_osm_progress_callback = { report, raw in
        guard let report, let raw else { return }
        Unmanaged<CallbackContext>.fromOpaque(raw).takeUnretainedValue().progress(report.pointee)
    }

    /// Calls `body` with the strings as an array of C string pointers, valid during the call.
    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer<CChar>($0) }
        return pointers.withUnsafeBufferPointer(body)
    }

    /// The formats libosmium reads, by file name ending.
    static let supportedSuffixes = [".osm.pbf", ".pbf", ".osm", ".osm.bz2", ".osm.gz", ".osc", ".opl", ".o5m"]

    /// The change file formats, by file name ending.
    static let changeSuffixes = [".osc", ".osc.gz", ".osc.bz2"]

    /// Throws ``ImportError`` when `path` is missing, a folder, unreadable or not named as an OSM file
    /// (one of `suffixes`).
    static func checkReadable(_ path: String, suffixes: [String] = supportedSuffixes) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ImportError("no such file", path: path, code: .noFile)
        }
        guard !isFolder.boolValue else { throw ImportError("is a folder, not an OSM file", path: path, code: .folder) }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ImportError("cannot be read (permissions)", path: path, code: .unreadable)
        }
        let lower = path.lowercased()
        guard suffixes.contains(where: lower.hasSuffix) else {
            let expected = suffixes.joined(separator: ", ")
            throw ImportError("unknown file type; expected one of \(expected)", path: path, code: .unknownType, detail: expected)
        }
    }

    private static func convert(_ feature: cp_osm_feature) -> OSMFeature {
        // The C side gives each key once.
        let tags = OSMTags(uniquePairs: (0..<feature.tag_count).map { index in
            let tag = feature.tags[index]
            return (String(cString: tag.key), String(cString: tag.value))
        })
        let points = (0..<feature.point_count).map { index in
            Coordinate(latitude: feature.coordinates[index * 2 + 1], longitude: feature.coordinates[index * 2])
        }
        let geometry: OSMFeature.Geometry
        switch feature.kind {
        case CP_OSM_FEATURE_NODE:
            geometry = .point(points[0])
        case CP_OSM_FEATURE_WAY:
            geometry = .line(points, closed: points.count > 3 && points.first == points.last)
        default:
            geometry = .area(footprint(points, feature))
        }
        let sourceType: Character = feature.source_type == CChar(UInt8(ascii: "r")) ? "r"
            : feature.source_type == CChar(UInt8(ascii: "w")) ? "w" : "n"
        return OSMFeature(sourceType: sourceType, sourceID: feature.source_id, tags: tags, geometry: geometry)
    }

    private static func footprint(_ points: [Coordinate], _ feature: cp_osm_feature) -> Footprint {
        var polygons: [Polygon] = []
        var start = 0
        for ring in 0..<feature.ring_count {
            let count = Int(feature.ring_point_counts[ring])
            // Rings arrive closed (last point = first); store them open.
            let points = Array(points[start..<start + max(0, count - 1)])
            start += count
            if feature.ring_is_outer[ring] != 0 {
                polygons.append(Polygon(outer: points))
            } else if !polygons.isEmpty {
                polygons[polygons.count - 1].inners.append(points)
            }
        }
        return Footprint(polygons: polygons)
    }
}
