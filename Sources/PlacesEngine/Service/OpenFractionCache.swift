import Foundation
import Places
import Synchronization

/// The share of a week that an `opening_hours` value is open, sampled every
/// half hour over the seven days starting three and a half days before the
/// start of the query's span of days (days 1–6, 7–13, … of the month), cached
/// by value and span and shared by every thread of one service.
final class OpenFractionCache: Sendable {
    private let fractions = Mutex<[String: Double]>([:])
    /// The most fractions kept; when full, the cache starts over.
    let capacity: Int

    /// A cache of at most `capacity` fractions.
    init(capacity: Int = 100_000) {
        self.capacity = max(1, capacity)
    }

    /// The open share of the week around `time` for `hours` (written `text`).
    /// The week is anchored at the start of the key's span of days (not at
    /// `time` itself), so the answer depends only on the key, never on which
    /// query happened to fill the cache first.
    func fraction(of hours: OpeningHours, text: String, around time: LocalTime) -> Double {
        let span = time.day / 7
        let key = "\(text)|\(time.year)-\(time.month)-\(span)"
        if let cached = fractions.withLock({ $0[key] }) { return cached }
        let spanStart = time.shifted(byMinutes: -((time.day - max(1, span * 7)) * 1440 + time.minuteOfDay))
        var open = 0, known = 0
        var sample = spanStart.shifted(byMinutes: -84 * 60)
        for _ in 0..<336 {
            switch hours.status(at: sample) {
            case .open: open += 1; known += 1
            case .closed: known += 1
            case .unknown: break
            }
            sample = sample.shifted(byMinutes: 30)
        }
        let fraction = known == 0 ? 1 : Double(open) / Double(known)
        fractions.withLock { fractions in
            if fractions.count >= capacity { fractions.removeAll(keepingCapacity: true) }
            fractions[key] = fraction
        }
        return fraction
    }
}
