import Foundation
import Geo
import Places
import Synchronization

/// The ground a person at a place can stand on, as evenly spread sample
/// points: the footprint polygon when the place has one, else a disc sized by
/// the place's kind (``PlaceFeatures/pointRadius``).
///
/// The position likelihood of a fix is the average, over the sample points,
/// of the fix's 2-D Gaussian error density — a quadrature of
/// p(fix | place) = (1/|S|) ∫_S N(fix − x; σ²) dx. Each sample stands for a
/// square cell of side h, whose spread (h²/12 per axis) is added to σ².
public struct PlaceShape: Sendable {
    /// The place's location; sample offsets are relative to it.
    public let anchor: Coordinate
    /// The footprint, when the place is an area.
    public let footprint: Footprint?
    /// The disc radius for a point place (0 for areas).
    public let pointRadius: Meters
    /// What the density reads: the samples, their spread and the plane.
    let samples: ShapeSamples
    /// Sample points in metres east/north of ``anchor``.
    var offsets: [PlanePoint] { samples.offsets }

    /// About this many samples per shape: enough for a smooth density,
    /// few enough that a query with 100 candidates stays in microseconds.
    public static let defaultSamples = 24.0

    /// Builds the shape of a place with about `samples` sample points
    /// (more for a finer quadrature, as the evaluation's oracle uses).
    public init(anchor: Coordinate, footprint: Footprint?, pointRadius: Meters, samples: Double = PlaceShape.defaultSamples) {
        self.anchor = anchor
        self.footprint = footprint
        let projection = LocalProjection(origin: anchor)
        var offsets: [PlanePoint] = []
        var spacing = 1.0
        if let footprint, let box = footprint.boundingBox, footprint.area > 0.5 {
            self.pointRadius = 0
            spacing = max(0.25, (footprint.area / samples).squareRoot())
            let low = projection.project(Coordinate(latitude: box.minLatitude, longitude: box.minLongitude))
            let high = projection.project(Coordinate(latitude: box.maxLatitude, longitude: box.maxLongitude))
            // Shrink the spacing until the grid has enough points inside (thin or ring-shaped
            // areas), but never past a bounded number of grid points: a sliver across the
            // world would otherwise ask for billions.
            let maximumPoints = PlaceShape.gridPointsPerSample * samples
            while PlaceShape.gridCount(from: low, to: high, spacing: spacing) > maximumPoints { spacing *= 2 }
            for _ in 0..<4 {
                offsets = PlaceShape.grid(from: low, to: high, spacing: spacing).filter {
                    footprint.contains(projection.unproject($0))
                }
                if Double(offsets.count) >= samples / 3 { break }
                guard PlaceShape.gridCount(from: low, to: high, spacing: spacing / 2) <= maximumPoints else { break }
                spacing /= 2
            }
            if offsets.isEmpty { offsets = [PlanePoint(x: 0, y: 0)] }
        } else {
            self.pointRadius = max(pointRadius, 0.5)
            (offsets, spacing) = DiscSamples.shared.offsets(radius: self.pointRadius, samples: samples)
        }
        self.samples = ShapeSamples(projection: projection, offsets: offsets, cellVariance: spacing * spacing / 12,
                                    extent: offsets.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }.max() ?? 0)
    }

    /// The most grid points tried per sample asked for, whatever the footprint's shape.
    static let gridPointsPerSample = 256.0

    /// How many points ``grid(from:to:spacing:)`` makes, as a Double (it may be huge).
    static func gridCount(from low: PlanePoint, to high: PlanePoint, spacing: Double) -> Double {
        max(1, ((high.x - low.x) / spacing).rounded(.up)) * max(1, ((high.y - low.y) / spacing).rounded(.up))
    }

    /// Cell centres of a square grid over a box, centred so the samples are symmetric.
    static func grid(from low: PlanePoint, to high: PlanePoint, spacing: Double) -> [PlanePoint] {
        let columns = max(1, Int(((high.x - low.x) / spacing).rounded(.up)))
        let rows = max(1, Int(((high.y - low.y) / spacing).rounded(.up)))
        let x0 = (low.x + high.x) / 2 - Double(columns - 1) * spacing / 2
        let y0 = (low.y + high.y) / 2 - Double(rows - 1) * spacing / 2
        var points: [PlanePoint] = []
        points.reserveCapacity(columns * rows)
        for column in 0..<columns {
            for row in 0..<rows {
                points.append(PlanePoint(x: x0 + Double(column) * spacing, y: y0 + Double(row) * spacing))
            }
        }
        return points
    }

    /// p(fix | place): the probability density (per m²) of observing `fix`
    /// when the true position is uniform over the shape and the error is a
    /// 2-D Gaussian with per-axis standard deviation `sigma`.
    public func density(at fix: Coordinate, sigma: Meters) -> Double {
        samples.density(at: fix, sigma: sigma)
    }

    /// Whether the position lies on the place's ground (in the footprint, or in the disc).
    public func contains(_ position: Coordinate) -> Bool {
        if let footprint, pointRadius == 0 { return footprint.contains(position) }
        return anchor.distance(to: position) <= pointRadius
    }

    /// Metres from `position` to the place: 0 on its ground, else to its edge
    /// (footprint edge, or the point itself for a point place).
    public func distance(from position: Coordinate) -> Meters {
        if let footprint, pointRadius == 0 { return footprint.distance(from: position) }
        return anchor.distance(to: position)
    }

    /// A uniformly random point of the shape, for simulation.
    public func randomPoint<G: RandomNumberGenerator>(using generator: inout G) -> Coordinate {
        let projection = LocalProjection(origin: anchor)
        if let footprint, pointRadius == 0, let box = footprint.boundingBox {
            for _ in 0..<1_000 {
                let candidate = Coordinate(latitude: .random(in: box.minLatitude...box.maxLatitude, using: &generator),
                                           longitude: .random(in: box.minLongitude...box.maxLongitude, using: &generator))
                if footprint.contains(candidate) { return candidate }
            }
            return anchor
        }
        let radius = pointRadius * Double.random(in: 0...1, using: &generator).squareRoot()
        let angle = Double.random(in: 0..<(2 * .pi), using: &generator)
        return projection.unproject(PlanePoint(x: radius * cos(angle), y: radius * sin(angle)))
    }
}

/// The part of a ``PlaceShape`` its density reads, held by reference: the
/// ranking loop reaches it through a cached candidate without copying the
/// shape (and retaining its footprint and sample arrays) for every candidate.
final class ShapeSamples: Sendable {
    /// The plane around the shape's anchor (made once, not per density).
    let projection: LocalProjection
    /// Sample points in metres east/north of the anchor.
    let offsets: [PlanePoint]
    /// Per-axis variance each sample stands for (h²/12).
    let cellVariance: Double
    /// Metres from the anchor to the farthest sample, for a quick cut-off.
    let extent: Meters
    /// The samples' mean, and their per-axis variance around it (with the cells'): the shape's first two
    /// moments, for a density much wider than the shape.
    let centroid: PlanePoint
    let momentVariance: Double

    init(projection: LocalProjection, offsets: [PlanePoint], cellVariance: Double, extent: Meters) {
        self.projection = projection
        self.offsets = offsets
        self.cellVariance = cellVariance
        self.extent = extent
        let count = Double(max(1, offsets.count))
        let centroid = PlanePoint(x: offsets.reduce(0) { $0 + $1.x } / count, y: offsets.reduce(0) { $0 + $1.y } / count)
        let squares = offsets.reduce(0.0) { sum, offset in
            let dx = offset.x - centroid.x, dy = offset.y - centroid.y
            return sum + dx * dx + dy * dy
        }
        self.centroid = centroid
        momentVariance = squares / (2 * count) + cellVariance
    }

    /// The density for a σ at least twice the shape's extent: one Gaussian with the shape's moments
    /// (its error against the sum over the samples is of order (extent / σ)⁴: under 1 % of the peak at
    /// that ratio, tested), else the sum. For the displaced share of the visit prior, whose σ is the fix's
    /// and the displacement's together: one exponential instead of one per sample.
    func wideDensity(at fix: Coordinate, sigma: Meters) -> Double {
        guard 2 * extent <= sigma else { return density(at: fix, sigma: sigma) }
        let point = projection.project(fix)
        let variance = sigma * sigma + momentVariance
        let dx = point.x - centroid.x, dy = point.y - centroid.y
        return exp(-(dx * dx + dy * dy) / (2 * variance)) / (2 * .pi * variance)
    }

    /// See ``PlaceShape/density(at:sigma:)``.
    func density(at fix: Coordinate, sigma: Meters) -> Double {
        let point = projection.project(fix)
        let variance = sigma * sigma + cellVariance
        let reach = (point.x * point.x + point.y * point.y).squareRoot() - extent
        // Beyond 8 σ the density is below e^-32 of the peak: zero for every ranking purpose.
        if reach > 0, reach * reach > 64 * variance { return 0 }
        var sum = 0.0
        for offset in offsets {
            let dx = point.x - offset.x, dy = point.y - offset.y
            sum += exp(-(dx * dx + dy * dy) / (2 * variance))
        }
        return sum / Double(offsets.count) / (2 * .pi * variance)
    }
}
