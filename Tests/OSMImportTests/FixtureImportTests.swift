import Foundation
import Geo
import OSMImport
import PlaceStore
import Places
import TestSupport
import Testing

/// The path of a hand-made fixture next to this file.
func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
}

@Suite struct FixtureImportTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    private func importStore(_ files: [String]) throws -> PlaceStore {
        let path = folder.path("store.sqlite")
        _ = try Importer.run(inputs: files, destination: path)
        return try PlaceStore(path: path)
    }

    /// What conflation and the area assembly are given at their worst imports, in seconds, and says what it
    /// left: 10,000 kiosks of one name in a 20 m square (pairing each with each took minutes), two malls drawn
    /// on one outline with a café inside (a containment that could go round), a multipolygon that holds
    /// itself, one whose outer way is missing from the extract, and a stop area that holds itself and a node
    /// the extract does not have.
    @Test func hostileNeighbourhoodsImport() throws {
        defer { folder.remove() }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\" generator=\"test\">\n"
        var node = 0
        func addNode(_ lat: Double, _ lon: Double, _ tags: [String: String] = [:]) -> Int {
            node += 1
            let text = tags.sorted { $0.key < $1.key }.map { "<tag k=\"\($0.key)\" v=\"\($0.value)\"/>" }.joined()
            xml += String(format: "<node id=\"%d\" version=\"1\" lat=\"%.7f\" lon=\"%.7f\">", node, lat, lon) + text + "</node>\n"
            return node
        }
        func addWay(_ id: Int, _ nodes: [Int], _ tags: String) {
            xml += "<way id=\"\(id)\" version=\"1\">" + (nodes + [nodes[0]]).map { "<nd ref=\"\($0)\"/>" }.joined() + tags + "</way>\n"
        }
        for k in 0..<10_000 {
            _ = addNode(60.17 + Double(k / 100) * 0.0000018, 24.94 + Double(k % 100) * 0.0000036, ["shop": "kiosk", "name": "Kiosk"])
        }
        let square = [addNode(60.171, 24.941), addNode(60.171, 24.942), addNode(60.172, 24.942), addNode(60.172, 24.941)]
        addWay(1, square, "<tag k=\"building\" v=\"yes\"/><tag k=\"shop\" v=\"mall\"/><tag k=\"name\" v=\"East Wing\"/>")
        addWay(2, square, "<tag k=\"building\" v=\"yes\"/><tag k=\"shop\" v=\"mall\"/><tag k=\"name\" v=\"West Wing\"/>")
        let cafe = addNode(60.1715, 24.9415, ["amenity": "cafe", "name": "Inner Cafe"])
        addWay(3, [addNode(60.173, 24.941), addNode(60.173, 24.942), addNode(60.174, 24.942), addNode(60.174, 24.941)], "")
        xml += """
            <relation id="1" version="1"><member type="way" ref="3" role="outer"/><member type="relation" ref="1" role="outer"/>\
            <tag k="type" v="multipolygon"/><tag k="amenity" v="library"/><tag k="name" v="Self Library"/></relation>
            <relation id="2" version="1"><member type="way" ref="999" role="outer"/>\
            <tag k="type" v="multipolygon"/><tag k="leisure" v="park"/><tag k="name" v="Missing Park"/></relation>
            <relation id="3" version="1"><member type="relation" ref="3" role=""/><member type="node" ref="\(cafe)" role="stop"/>\
            <member type="node" ref="99999999" role="platform"/><tag k="type" v="public_transport"/>\
            <tag k="public_transport" v="stop_area"/><tag k="name" v="Loop Stop Area"/></relation>
            </osm>

            """
        let input = folder.path("hostile.osm")
        try Data(xml.utf8).write(to: URL(fileURLWithPath: input))
        let path = folder.path("store.sqlite")
        let report = try Importer.run(inputs: [input], destination: path)
        #expect(report.skippedGroups == 1 && report.mergedObjects == 0 && report.containedPlaces == 1)
        // The park whose way the extract lacks is counted as skipped, not dropped in silence.
        #expect(report.files.map(\.summary.incompleteMultipolygons) == [1])
        let store = try PlaceStore(path: path)
        #expect(try store.statistics().countsByCategory[.pointOfInterest] == 10_004)
        #expect(try store.place(id: #require(PlaceID("r1")))?.name == "Self Library")
        #expect(try store.place(id: #require(PlaceID("r2"))) == nil)
        let cafeID = try #require(PlaceID("n\(cafe)"))
        let inner = try #require(try store.listedPlace(id: cafeID))
        #expect(inner.containingPlaces.map(\.description) == ["w1"])
        let kioskID = try #require(PlaceID("n1"))
        let kiosk = try #require(try store.listedPlace(id: kioskID))
        #expect(kiosk.sameAs.isEmpty && kiosk.containingPlaces.isEmpty)
    }

    /// Addresses are completed from the smallest enclosing area of each level (spilled to the import's
    /// spool and found there), else from the nearest place node.
    @Test func addressesComeFromTheSmallestEnclosingAdminAreas() throws {
        defer { folder.remove() }
        let store = try importStore([fixture("cafes-in-nested-admin-areas.osm")])
        let inside = try #require(try store.place(id: PlaceID(.node, 200)))
        #expect(inside.address.city == "Helsinki")  // not the larger Suur-Helsinki around it
        #expect(inside.address.suburb == "Kamppi")
        #expect(inside.address.state == "Uusimaa")
        #expect(inside.address.countryCode == "FI")
        let outside = try #require(try store.place(id: PlaceID(.node, 201)))
        #expect(outside.address.city == "Lohja")  // no municipality area: the nearest town node
        #expect(outside.address.suburb == nil)
        #expect(outside.address.state == "Uusimaa")
        #expect(outside.address.countryCode == "FI")
    }

    @Test func multipolygonWithHoleKeepsItsHoleAndLabelsOutsideIt() throws {
        defer { folder.remove() }
        let store = try importStore([fixture("multipolygon-with-hole.osm")])
        let park = try #require(try store.place(id: PlaceID(.relation, 1)))
        #expect(park.name == "Hole Park")
        #expect(park.localizedNames == ["sv": "Hålparken"])
        #expect(park.primaryType == "park")
        let footprint = try #require(park.footprint)
        #expect(footprint.polygons.count == 1)
        #expect(footprint.polygons[0].inners.count == 1)
        #expect(footprint.contains(park.location))
        // 100 m × 100 m less 40 m × 40 m, within the projection's error.
        #expect(abs(park.areaSquareMeters - 8_400) < 150)
        #expect(park.boundingBox.minLatitude == 60.17 && park.boundingBox.maxLongitude == 24.9418)
        #expect(store.metadata.dataTimestamp == ISO8601DateFormatter().date(from: "2019-06-01T12:00:00Z"))
        // The member ways are untagged: no places of their own.
        #expect(try store.statistics().placeCount == 1)
    }

    @Test func shopInsideMallTakesTheMallsAddress() throws {
        defer { folder.remove() }
        let store = try importStore([fixture("shop-inside-mall.osm")])
        let shop = try #require(try store.place(id: PlaceID(.node, 20)))
        #expect(shop.address.street == "Mannerheimintie")
        #expect(shop.address.houseNumber == "20")
        #expect(shop.address.city == "Helsinki")
        #expect(shop.address.countryCode == "FI")
        #expect(shop.formattedAddress == "Mannerheimintie 20, 00100 Helsinki")
        #expect(shop.openingHours == "Mo-Sa 10:00-20:00")
        // The café names its own street: the mall's house number must not move onto it.
        let cafe = try #require(try store.place(id: PlaceID(.node, 21)))
        #expect(cafe.address.street == "Simonkatu")
        #expect(cafe.address.houseNumber == nil)
        #expect(cafe.address.postcode == "00100")
        let mall = try #require(try store.place(id: PlaceID(.way, 10)))
        #expect(mall.primaryType == "shopping_mall")
        #expect(mall.footprint?.contains(mall.location) == true)
        #expect(mall.types.contains("building"))
        let city = try #require(try store.place(id: PlaceID(.node, 30)))
        #expect(city.category == .locality)
        #expect(city.primaryType == "locality")
    }

    /// A new object JOSM has not uploaded (negative id) once became `n-1`, an id no later
    /// query could read back; it is now left out.
    @Test func objectsWithoutAnOSMIdAreLeftOut() throws {
        defer { folder.remove() }
        let store = try importStore([fixture("unsaved-objects-n2.osm")])
        #expect(try store.search("Kahvila").map(\.place.id) == [PlaceID(.node, 61)])
    }

    /// A key a file repeats on one object counts once, with its last value, as a map of the tags would have it:
    /// the importer's tags rely on each key being unique.
    @Test func aRepeatedKeyKeepsItsLastValue() throws {
        defer { folder.remove() }
        let path = folder.path("repeated.osm")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <osm version="0.6">
              <node id="1" version="1" lat="60.17" lon="24.94">
                <tag k="amenity" v="bench"/><tag k="name" v="Ensimmäinen"/><tag k="amenity" v="cafe"/>
                <tag k="name" v="Kahvila Toinen"/>
              </node>
              <way id="2" version="1">
                <tag k="name" v="Rata"/><tag k="highway" v="steps"/><tag k="highway" v="residential"/>
              </way>
            </osm>
            """.utf8).write(to: URL(fileURLWithPath: path))
        let store = try importStore([path])
        let cafe = try #require(try store.place(id: PlaceID(.node, 1)))
        #expect(cafe.name == "Kahvila Toinen")
        #expect(cafe.primaryType == "cafe")
        #expect(cafe.osmTags == ["amenity": "cafe", "name": "Kahvila Toinen"])
    }

    @Test func onlyAWikidataItemIsAnItemAndABlankBrandIsNone() throws {
        defer { folder.remove() }
        let path = folder.path("junk.osm")
        let values: [(wikidata: String, brand: String, kept: String?, brandKept: String?)] = [
            ("Q644390", "Stockmann", "Q644390", "Stockmann"), ("no", "", nil, nil), ("", " ", nil, nil),
            ("q123", "x", nil, "x"), ("Q0123", "", nil, nil), ("Q12;Q34", "", nil, nil), ("Q", "", nil, nil),
            ("https://www.wikidata.org/wiki/Q1", "", nil, nil), ("Q99999999999999999999", "", nil, nil),
        ]
        let nodes = values.enumerated().map { index, value in
            #"<node id="\#(index + 1)" version="1" lat="60.17" lon="\#(24.94 + Double(index) * 0.001)">"#
                + #"<tag k="shop" v="department_store"/><tag k="name" v="S\#(index)"/>"#
                + #"<tag k="wikidata" v="\#(value.wikidata)"/><tag k="brand" v="\#(value.brand)"/></node>"#
        }
        try Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\">\n" + nodes.joined(separator: "\n")
                  + "\n</osm>\n").utf8).write(to: URL(fileURLWithPath: path))
        let store = try importStore([path])
        for (index, value) in values.enumerated() {
            let place = try #require(try store.place(id: PlaceID(.node, Int64(index + 1))))
            #expect(place.wikidata == value.kept, "\(value.wikidata)")
            #expect(place.brand == value.brandKept, "\(value.brand)")
            // The tag itself is kept as it was written.
            #expect(place.osmTags["wikidata"] == value.wikidata)
        }
    }

    @Test func addressOnlyBuildingBecomesAnAddressPlace() throws {
        defer { folder.remove() }
        let store = try importStore([fixture("address-only-building.osm")])
        let building = try #require(try store.place(id: PlaceID(.way, 40)))
        #expect(building.category == .address)
        #expect(building.name == "Kaivokatu 3")
        #expect(building.primaryType == "street_address")
        #expect(building.address.suburb == "Kluuvi")
        #expect(building.address.city == "Helsinki")
        #expect(building.address.countryCode == "FI")
        #expect(building.formattedAddress == "Kaivokatu 3, 00100 Helsinki")
        #expect(building.plusCode.hasPrefix("9GG65W"))
        #expect(try store.place(id: PlaceID(.node, 52)) == nil, "an unnamed bench is not a place")
        #expect(try store.search("Kaivokatu").map(\.place.id) == [PlaceID(.way, 40)])
    }

    @Test(arguments: ["gz", "bz2"])
    func readsCompressedXML(suffix: String) throws {
        defer { folder.remove() }
        let copy = folder.path("mall.osm.\(suffix)")
        try FileManager.default.copyItem(atPath: fixture("shop-inside-mall.osm"), toPath: folder.path("mall.osm"))
        let tool = suffix == "gz" ? "/usr/bin/gzip" : "/usr/bin/bzip2"
        #expect(try runProcess(tool, ["-k", folder.path("mall.osm")]).status == 0)
        #expect(FileManager.default.fileExists(atPath: copy))
        let store = try importStore([copy])
        #expect(try store.statistics().placeCount == 4)
    }

    @Test func importsSeveralFilesIntoOneStore() throws {
        defer { folder.remove() }
        let store = try importStore([fixture("shop-inside-mall.osm"), fixture("multipolygon-with-hole.osm")])
        #expect(try store.statistics().placeCount == 5)
        #expect(store.metadata.sourceFiles == ["shop-inside-mall.osm", "multipolygon-with-hole.osm"])
    }

    @Test func badInputsFailWithTheFileNamed() throws {
        defer { folder.remove() }
        let garbage = folder.path("garbage.osm.pbf")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: URL(fileURLWithPath: garbage))
        let badXML = folder.path("bad.osm")
        try Data("<osm><node id=\"1\" lat=\"x\"".utf8).write(to: URL(fileURLWithPath: badXML))
        for (path, expected) in [(garbage, "not a readable OSM file"), (badXML, "not a readable OSM file"),
                                 (folder.path("missing.osm.pbf"), "no such file"),
                                 (folder.url.path, "is a folder"), (fixture("../FixtureImportTests.swift"), "unknown file type")] {
            #expect {
                _ = try Importer.run(inputs: [path], destination: folder.path("store.sqlite"))
            } throws: { error in
                "\(error)".contains(expected) && "\(error)".contains(URL(fileURLWithPath: path).lastPathComponent)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("store.sqlite")))
    }

    /// A PBF block whose compressed bytes are damaged, or whose stated size is too small for them, fails the
    /// import with the file named, as zlib's errors did before libdeflate inflated the blocks.
    @Test(arguments: ["damaged", "undersized"])
    func aBadlyCompressedBlockFailsTheImport(damage: String) throws {
        defer { folder.remove() }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try Repository.sampleData("Helsinki.osm.pbf"))))
        func varint(at offset: inout Int) -> Int {
            var value = 0, shift = 0
            while true {
                let byte = bytes[offset]
                offset += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }
        // Skip the header block: [4-byte length][BlobHeader with datasize (field 3)][Blob].
        func blob(at start: Int) -> (data: Int, end: Int) {
            let headerLength = bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
            var offset = start + 4, size = 0
            while offset < start + 4 + headerLength {
                let tag = varint(at: &offset)
                if tag == 0x18 { size = varint(at: &offset) } else if tag & 7 == 0 { _ = varint(at: &offset) } else {
                    offset += varint(at: &offset)
                }
            }
            return (offset, offset + size)
        }
        let second = blob(at: blob(at: 0).end)
        // The first data block's Blob: raw_size (field 2, a varint), then zlib_data (field 3).
        var offset = second.data
        #expect(bytes[offset] == 0x10)
        offset += 1
        let rawSizeAt = offset
        let rawSize = varint(at: &offset)
        #expect(bytes[offset] == 0x1A)
        offset += 1
        let zlibLength = varint(at: &offset)
        if damage == "damaged" {
            for index in offset + zlibLength / 2..<offset + zlibLength / 2 + 64 { bytes[index] ^= 0x5A }
        } else {
            // One byte less stated, in a varint of the same length.
            #expect(rawSize & 0x7F != 0)
            bytes[rawSizeAt] -= 1
        }
        let path = folder.path("\(damage).osm.pbf")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try Importer.run(inputs: [path], destination: folder.path("store.sqlite"))
        } throws: { error in
            "\(error)".contains("not a readable OSM file") && "\(error)".contains("\(damage).osm.pbf")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("store.sqlite")))
    }
}
