import Foundation
import Synchronization

/// At most `limit` admissions an hour from one client address: the crowd's guard against one client
/// confirming one place ten thousand times. Counts run by clock hour and are dropped when the hour ends,
/// addresses with them: they live in memory only, and never longer than the hour.
final class AddressLimiter: Sendable {
    private struct State {
        var hour = Int.min
        var counts: [[UInt8]: Int] = [:]
    }
    private let state = Mutex(State())
    /// Admissions an hour from one address; 0 for no limit.
    let limit: Int
    /// The most addresses counted in one hour: past it a new address is refused until the hour ends, so a
    /// flood from many addresses cannot grow the table without bound.
    static let addressCapacity = 100_000

    /// A limiter of `limit` admissions an hour (0: no limit).
    init(limit: Int) {
        self.limit = limit
    }

    /// Whether one more request from `address` may go on this hour; counts it when it may.
    func admit(_ address: [UInt8], now: Date = Date()) -> Bool {
        guard limit > 0 else { return true }
        let hour = Int((now.timeIntervalSince1970 / 3_600).rounded(.down))
        return state.withLock { state in
            if state.hour != hour {
                state = State(hour: hour, counts: [:])
            }
            let count = state.counts[address] ?? 0
            guard count < limit, count > 0 || state.counts.count < AddressLimiter.addressCapacity else { return false }
            state.counts[address] = count + 1
            return true
        }
    }

    /// Seconds until the hour ends, for `Retry-After`.
    static func secondsToNextHour(now: Date = Date()) -> Int {
        let seconds = now.timeIntervalSince1970
        return max(1, Int((3_600 - seconds.truncatingRemainder(dividingBy: 3_600)).rounded(.up)))
    }
}
