import Foundation
import Synchronization

/// Request counters and a latency histogram in the Prometheus text format.
final class Metrics: Sendable {
    private struct State {
        var requests: [String: Int] = [:]
        var bucketCounts = [Int](repeating: 0, count: Metrics.buckets.count)
        var count = 0
        var sum = 0.0
    }
    /// Upper bounds of the latency buckets, in seconds.
    static let buckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]
    private let state = Mutex(State())

    /// Records one finished request.
    func record(route: String, status: Int, seconds: Double) {
        state.withLock { state in
            state.requests["route=\"\(route)\",status=\"\(status)\"", default: 0] += 1
            for (index, bound) in Metrics.buckets.enumerated() where seconds <= bound { state.bucketCounts[index] += 1 }
            state.count += 1
            state.sum += seconds
        }
    }

    /// The text of `GET /metrics`.
    func exposition() -> String {
        let (requests, bucketCounts, count, sum) = state.withLock { ($0.requests, $0.bucketCounts, $0.count, $0.sum) }
        var lines = [
            "# HELP current_place_requests_total HTTP requests by route and status.",
            "# TYPE current_place_requests_total counter",
        ]
        for key in requests.keys.sorted() { lines.append("current_place_requests_total{\(key)} \(requests[key] ?? 0)") }
        lines += [
            "# HELP current_place_request_duration_seconds Time to answer a request.",
            "# TYPE current_place_request_duration_seconds histogram",
        ]
        for (index, bound) in Metrics.buckets.enumerated() {
            lines.append("current_place_request_duration_seconds_bucket{le=\"\(bound)\"} \(bucketCounts[index])")
        }
        lines.append("current_place_request_duration_seconds_bucket{le=\"+Inf\"} \(count)")
        lines.append("current_place_request_duration_seconds_sum \(sum)")
        lines.append("current_place_request_duration_seconds_count \(count)")
        return lines.joined(separator: "\n") + "\n"
    }
}
