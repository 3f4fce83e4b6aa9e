import Places
import Testing

/// The importer's tags answer as the dictionary of the same tags does.
@Suite struct OSMTagsTests {
    @Test func looksUpAndConvertsAsADictionary() {
        let dictionary = ["name": "Kamppi", "amenity": "cafe", "addr:housenumber": "12 B", "ISO3166-1:alpha2": "FI", "": "empty"]
        let tags = OSMTags(dictionary)
        for key in dictionary.keys + ["nam", "names", "Name", "addr:housenumbe", "missing", "amenity "] {
            #expect(tags[key] == dictionary[key], "\(key)")
        }
        #expect(tags.count == dictionary.count)
        #expect(tags.dictionary == dictionary)
        var walked: [String: String] = [:]
        tags.forEachTag { walked[$0] = $1 }
        #expect(walked == dictionary)
        #expect(tags == OSMTags(uniquePairs: tags.pairs.reversed()))
        #expect(tags != OSMTags(uniquePairs: Array(tags.pairs.dropFirst())))
        let literal: OSMTags = ["shop": "bakery", "name": "Leipomo"]
        #expect(literal.dictionary == ["shop": "bakery", "name": "Leipomo"])
    }

    /// Both classifier entry points give the same classification for the same tags.
    @Test func classifiesAsTheDictionaryDoes() {
        let samples: [[String: String]] = [
            ["amenity": "cafe", "name": "Regatta"], ["amenity": "bench", "name": "Penkki"],
            ["tourism": "information", "information": "office", "name": "Info"], ["place": "suburb", "name": "Kamppi"],
            ["boundary": "administrative", "admin_level": "8", "name": "Helsinki"], ["addr:housenumber": "5"],
            ["public_transport": "station", "train": "yes", "name": "Pasila"], ["highway": "residential", "name": "Tie"],
            [:],
        ]
        for sample in samples {
            #expect(TagClassifier.classify(OSMTags(sample)) == TagClassifier.classify(sample), "\(sample)")
        }
    }
}
