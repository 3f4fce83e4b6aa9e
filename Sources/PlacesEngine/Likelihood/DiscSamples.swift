import Foundation
import Geo
import Places
import Synchronization

/// The sample points of discs, shared by every point place of the same
/// radius: a million cached point places then hold one array per radius.
/// A memo of a pure function, so one per process is safe to share.
final class DiscSamples: Sendable {
    static let shared = DiscSamples()
    private struct Key: Hashable {
        let radius: Double
        let samples: Double
    }
    private let byKey = Mutex<[Key: ([PlanePoint], Double)]>([:])

    func offsets(radius r: Meters, samples: Double) -> ([PlanePoint], Double) {
        let key = Key(radius: r, samples: samples)
        if let cached = byKey.withLock({ $0[key] }) { return cached }
        let spacing = (Double.pi * r * r / samples).squareRoot()
        var offsets = PlaceShape.grid(from: PlanePoint(x: -r, y: -r), to: PlanePoint(x: r, y: r), spacing: spacing)
            .filter { $0.x * $0.x + $0.y * $0.y <= r * r }
        if offsets.isEmpty { offsets = [PlanePoint(x: 0, y: 0)] }
        byKey.withLock { $0[key] = (offsets, spacing) }
        return (offsets, spacing)
    }
}
