import Foundation
import OSMImport
import PlacesEngine
import PlacesEvaluation
import TestSupport

extension Evaluator {
    /// An evaluation over the Helsinki sample, imported into `folder`.
    static func helsinki(in folder: TemporaryFolder) throws -> Evaluator {
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        return try Evaluator(service: try PlacesService(storePath: path))
    }
}
