import Foundation
import Places
import PlacesEngine

/// The time-of-week profile of each kind: h_k(b) = P(b | k) / P(b) over 48
/// bins (24 hours of a weekday, 24 of a weekend day), from check-ins' local
/// times. P(b | k) is shrunk towards P(b) by α pseudo-check-ins, α chosen by
/// the held-out log-likelihood of the bins of half the people (split by a
/// hash of their id) given the other half's counts.
public struct HourProfileFit: Sendable {
    /// Per kind, the 48 log factors.
    public let logFactors: [PlaceKind: [Double]]
    /// The shrinkage chosen.
    public let alpha: Double
    /// Check-ins counted.
    public let count: Int

    /// The pseudo-counts tried.
    public static let alphas: [Double] = [3, 10, 30, 100, 300, 1_000]

    /// Fits the profiles on `checkins` with their kinds.
    public init(_ checkins: [(checkin: Checkin, kind: PlaceKind)]) {
        func bin(_ checkin: Checkin) -> Int {
            VisitPrior.hourBin(LocalTime(date: checkin.date, utcOffsetSeconds: checkin.utcOffsetSeconds))
        }
        func counts(_ rows: [(checkin: Checkin, kind: PlaceKind)]) -> (byKind: [PlaceKind: [Double]], all: [Double]) {
            var byKind: [PlaceKind: [Double]] = [:]
            var all = [Double](repeating: 0, count: 48)
            for row in rows {
                let b = bin(row.checkin)
                byKind[row.kind, default: [Double](repeating: 0, count: 48)][b] += 1
                all[b] += 1
            }
            return (byKind, all)
        }
        func profiles(_ counted: (byKind: [PlaceKind: [Double]], all: [Double]), alpha: Double) -> [PlaceKind: [Double]] {
            let total = counted.all.reduce(0, +)
            // Every bin gets half a check-in, so that a bin nobody checked in at stays finite.
            let overall = counted.all.map { ($0 + 0.5) / (total + 24) }
            return counted.byKind.mapValues { row in
                let n = row.reduce(0, +)
                return (0..<48).map { b in log((row[b] + alpha * overall[b]) / (n + alpha) / overall[b]) }
            }
        }
        func half(_ user: String) -> Bool { user.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 } % 2 == 0 }
        let train = checkins.filter { half($0.checkin.user) }, test = checkins.filter { !half($0.checkin.user) }
        let trainCounts = counts(train)
        let trainTotal = trainCounts.all.reduce(0, +)
        let overall = trainCounts.all.map { ($0 + 0.5) / (trainTotal + 24) }
        var best = (alpha: HourProfileFit.alphas[0], score: -Double.infinity)
        for alpha in HourProfileFit.alphas {
            let fitted = profiles(trainCounts, alpha: alpha)
            // log P(b | k) of the held-out half.
            let score = test.reduce(0.0) { sum, row in
                let b = bin(row.checkin)
                return sum + log(overall[b]) + (fitted[row.kind]?[b] ?? 0)
            }
            if score > best.score { best = (alpha, score) }
        }
        alpha = best.alpha
        logFactors = profiles(counts(checkins), alpha: best.alpha)
        count = checkins.count
    }
}
