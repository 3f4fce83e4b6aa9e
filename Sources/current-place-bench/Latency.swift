import Foundation
import Geo
import PlaceStore
import Places
import PlacesEngine

/// In-process latency of `PlacesClient.currentPlace` (candidates from the
/// R*Tree, the model, details of the 5 winners) for fixes scattered around
/// random points of interest: a cold pass (each area seen for the first
/// time) and a warm pass (the same fixes again, shapes cached). With
/// `fixesFrom`, the fixes are drawn around that store's places instead, so
/// two stores (the sample, and copies of it side by side whose first copy
/// is the sample) answer the same fixes.
enum Latency {
    static func run(database: String, fixesFrom: String?, queries: Int, accuracy: Meters, seed: UInt64) throws {
        let store = try PlaceStore(path: fixesFrom ?? database)
        let rows = try store.rowIDs(category: .pointOfInterest)
        guard !rows.isEmpty else { throw BenchError("\(database) has no points of interest") }
        var generator = SeededGenerator(seed: seed)
        var fixes: [LocationFix] = []
        for _ in 0..<queries {
            let row = rows[Int.random(in: 0..<rows.count, using: &generator)]
            guard let place = try store.candidateRow(row) else { continue }
            let sigma = accuracy / 1.515
            let offset = PlanePoint(x: generator.gaussian() * sigma, y: generator.gaussian() * sigma)
            fixes.append(LocationFix(coordinate: LocalProjection(origin: place.location).unproject(offset),
                                     horizontalAccuracy: accuracy))
        }
        let places = try PlacesService(storePath: database)
        let count = try PlaceStore(path: database).statistics().placeCount
        for pass in ["cold", "warm"] {
            var times: [Double] = []
            var results = 0
            let clock = ContinuousClock()
            for fix in fixes {
                let start = clock.now
                let answer = try places.currentPlace(CurrentPlaceRequest(fix: fix))
                let elapsed = clock.now - start
                times.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
                results += answer.placeLikelihoods.count
            }
            times.sort()
            func percentile(_ p: Double) -> Double { times[min(times.count - 1, Int(Double(times.count) * p))] }
            let mean = times.reduce(0, +) / Double(max(1, times.count))
            print(String(format: "%-26@ %9d places  %5.0f m  %@  mean %7.1f µs  p50 %7.1f µs  p90 %7.1f µs  p99 %7.1f µs  max %8.1f µs  (%d queries, %.1f places each)",
                         URL(fileURLWithPath: database).lastPathComponent, count, accuracy, pass, mean,
                         percentile(0.5), percentile(0.9), percentile(0.99), times.last ?? 0,
                         times.count, Double(results) / Double(max(1, times.count))))
        }
    }
}
