import Foundation
import OSMImport
import PlacesEngine
import PlacesEvaluation
import TestSupport

extension Evaluator {
    /// An evaluation over the Helsinki sample, imported into `folder`, ranked with `prior` (the shipped one by default).
    static func helsinki(in folder: TemporaryFolder, prior: VisitPrior = .fitted) throws -> Evaluator {
        let path = folder.path("helsinki.sqlite")
        _ = try Importer.run(inputs: [try Repository.sampleData("Helsinki.osm.pbf")], destination: path)
        return try Evaluator(service: try PlacesService(storePath: path, visitPrior: prior))
    }
}
