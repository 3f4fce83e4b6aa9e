import Foundation
import PlacesEngine
import Geo
import Places

/// How a simulated person's place and position are drawn.
///
/// The model ranks places by ``PlaceShape`` (the footprint, or the disc of the
/// place's kind); drawing people from those same shapes flatters it. The other
/// draws put people where the model does not expect them, so the evaluation
/// shows how the engine fares on data it was not tuned on (issue 14).
public enum EvaluationDraw: String, Sendable, CaseIterable {
    /// At the place's mapped point (its location), uniformly within ``pointJitter`` of it.
    case point
    /// Anywhere on the ground of the place's kind: its footprint, or the disc of its
    /// kind — the model's own shape, and the evaluation's original draw.
    case ground
    /// Uniformly inside the footprint for places that have one; at the mapped point,
    /// within ``pointJitter``, for the others.
    case footprint
    /// The place is chosen with a popularity skew (``PopularityChooser``: Zipf,
    /// exponent 1, over a seeded random order of the places) instead of uniformly;
    /// the position is drawn as ``ground``.
    case popular

    /// How far from its mapped point a person drawn "at the point" may stand: a uniform disc of 3 m.
    public static let pointJitter: Meters = 3

    /// Whether the place is chosen by popularity rather than uniformly.
    public var choosesByPopularity: Bool { self == .popular }

    /// One line for the report.
    public var title: String {
        switch self {
        case .point: return "Draw point: at the place's mapped point ±3 m"
        case .ground: return "Draw ground: anywhere on the ground of the place's kind (footprint, or the kind's disc)"
        case .footprint: return "Draw footprint: inside the footprint where there is one, else at the mapped point ±3 m"
        case .popular: return "Draw popular: place chosen by popularity (Zipf, exponent 1), position as ground"
        }
    }

    /// A true position for a person at `place`, drawn this way.
    public func position<G: RandomNumberGenerator>(at place: CandidatePlace, using generator: inout G) -> Coordinate {
        switch self {
        case .ground, .popular:
            return place.shape.randomPoint(using: &generator)
        case .point:
            return Self.nearPoint(place.shape.anchor, using: &generator)
        case .footprint:
            if place.shape.pointRadius == 0, place.shape.footprint != nil {
                return place.shape.randomPoint(using: &generator)
            }
            return Self.nearPoint(place.shape.anchor, using: &generator)
        }
    }

    /// A point uniform in the disc of radius ``pointJitter`` around `anchor`.
    private static func nearPoint<G: RandomNumberGenerator>(_ anchor: Coordinate, using generator: inout G) -> Coordinate {
        let radius = pointJitter * Double.random(in: 0...1, using: &generator).squareRoot()
        let angle = Double.random(in: 0..<(2 * .pi), using: &generator)
        return LocalProjection(origin: anchor).unproject(PlanePoint(x: radius * cos(angle), y: radius * sin(angle)))
    }
}
