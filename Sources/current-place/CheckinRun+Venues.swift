import Foundation
import Geo
import Places
import PlacesEvaluation

/// `evaluate --checkins --venues`: which place, besides which kind.
extension CheckinRun {
    /// How the scored check-ins' venues matched the map, and the venues most checked in at that did not.
    func printMatches(_ matches: VenueMatches, selection: CheckinSelection) {
        var checkins: [String: Int] = [:]
        for scored in selection.scored where scored.venue != .unknown { checkins[scored.checkin.venue, default: 0] += 1 }
        var distances: [Meters] = [], exact = 0, complexes = 0, missing: [(venue: String, checkins: Int, nearest: String?)] = []
        for (venue, count) in checkins {
            switch matches.outcomes[venue] {
            case .place(_, let sameStation, let distance, let isExact)?:
                if !sameStation.isEmpty { complexes += 1 }
                distances.append(distance)
                if isExact { exact += 1 }
            case .missing(let nearest)?: missing.append((venue, count, nearest))
            case nil: break
            }
        }
        distances.sort()
        let inMap = checkins.filter { matches.place(of: $0.key) != nil }.values.reduce(0, +)
        let total = checkins.values.reduce(0, +)
        Console.print("\nVenues by name (\(checkins.count) named venues, \(total) check-ins; a place within "
                      + "\(Int(VenueMatches.radius)) m with the same words, or one's words a run of the other's, "
                      + "of the venue's kind where it could name a business at the place):")
        Console.print("  in the map: \(distances.count) venues (\(exact) equal names, \(distances.count - exact) runs), "
                      + "\(inMap) check-ins; missing: \(missing.count) venues, \(total - inMap) check-ins")
        if complexes > 0 {
            Console.print("  \(complexes) of them matched a station the map draws beside others of its complex (one wikidata "
                          + "item): any of those stations is the venue")
        }
        if !distances.isEmpty {
            func quantile(_ q: Double) -> Meters { distances[min(distances.count - 1, Int(Double(distances.count) * q))] }
            Console.print(String(format: "  the matched place's distance from the venue's pin: median %.0f m, 75 %% %.0f m, 90 %% %.0f m",
                                 quantile(0.5), quantile(0.75), quantile(0.9)))
        }
        let shown = missing.sorted { ($1.checkins, $0.venue) < ($0.checkins, $1.venue) }.prefix(12)
        Console.print("  missing, most checked in first: " + shown.map { item in
            "\(matches.venues[item.venue]?.name ?? item.venue) \(item.checkins)" + (item.nearest.map { " (nearest: \($0))" } ?? "")
        }.joined(separator: "; "))
    }

    /// The venue-level table: top-1 and top-5 at venues in the map, and the first answer's calibration over
    /// every named venue beside a calibrated engine's noise.
    func printVenueCells(_ cells: [CheckinEvaluator.Cell]) {
        Console.print("\nWhich place (check-ins at venues in the map for top-1 and top-5; every named venue for the "
                      + "likelihood, a venue missing from the map counting as a miss):\n")
        Console.print("| accuracy | time | in the map | nearest top-1 | engine top-1 | Δ top-1 | nearest top-5 | engine top-5 | "
                      + "Δ top-5 | named | first answer's likelihood | right | ECE | calibrated 95th percentile |")
        Console.print("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for cell in cells {
            let engine = cell.venueEngine, nearest = cell.venueNearest, calibration = engine.calibration
            let noise = calibration.calibrationNoise()
            Console.print(String(format: "| %.0f m | %@ | %d | %.3f | %.3f | %+.1f pts | %.3f | %.3f | %+.1f pts | %d | %.3f | %.3f | %.3f | %.3f |",
                                 cell.accuracy, cell.withTime ? "given" : "none", engine.inMap, nearest.top1, engine.top1,
                                 (engine.top1 - nearest.top1) * 100, nearest.top5, engine.top5, (engine.top5 - nearest.top5) * 100,
                                 calibration.count, calibration.meanConfidence, calibration.top1,
                                 calibration.expectedCalibrationError, noise.upper))
        }
        Console.print("\nThe engine's first ten hold the venue (the most a reordering of them could bring into the five): "
                      + cells.map { cell in
                          String(format: "%.0f m %@ %.3f", cell.accuracy, cell.withTime ? "given" : "none", cell.venueEngine.top10)
                      }.joined(separator: ", "))
        printVenueDifferences(cells)
    }

    /// How sure the table's differences are: 95 % intervals over venues resampled (``VenueDifference``), for the
    /// engine against nearest-first and, with a time, against the same engine without one.
    private func printVenueDifferences(_ cells: [CheckinEvaluator.Cell]) {
        guard let venues = cells.first?.venueEngine.byVenue.count, venues > 0 else { return }
        func interval(_ difference: VenueDifference) -> String {
            String(format: "%+.1f (%+.1f to %+.1f)", difference.observed * 100, difference.lower * 100, difference.upper * 100)
        }
        Console.print("\nHow sure the differences are, in points (95 % intervals, the \(venues) venues resampled 1,000 times):\n")
        Console.print("| accuracy | time | engine − nearest top-1 | engine − nearest top-5 | with a time − without top-1 | top-5 |")
        Console.print("| ---: | --- | --- | --- | --- | --- |")
        for cell in cells {
            let without = cell.withTime ? cells.first { $0.accuracy == cell.accuracy && !$0.withTime } : nil
            let timed = without.map { without in
                [interval(VenueDifference(cell.venueEngine, without.venueEngine, .top1)),
                 interval(VenueDifference(cell.venueEngine, without.venueEngine, .top5))]
            } ?? ["", ""]
            Console.print(String(format: "| %.0f m | %@ | ", cell.accuracy, cell.withTime ? "given" : "none")
                          + ([interval(VenueDifference(cell.venueEngine, cell.venueNearest, .top1)),
                              interval(VenueDifference(cell.venueEngine, cell.venueNearest, .top5))] + timed)
                            .joined(separator: " | ") + " |")
        }
    }
}
