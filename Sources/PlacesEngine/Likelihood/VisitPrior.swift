import Foundation
import InstalledResources
import Places

/// How often people are at a place before the position is looked at: the
/// visit prior, fitted on real check-ins and loaded from
/// `Resources/visit-prior.json` (regenerate it with the command in its
/// `provenance`).
///
/// A place p of type t and kind k weighs
///
///     w(p) = exp(θ_t + β_wikidata·[wikidata] + β_brand·[brand] + β_area·ln⁺(area / disc)
///                + β_contained·[inside another place] + β_contents·ln(1 + places it holds))
///
/// where θ_t is the log visit rate per place of type t, shrunk towards its
/// kind's (types with few places borrow strength from their kind); at a known
/// time of week it is multiplied by the kind's profile h_k(hour, weekday or
/// weekend) = P(hour | k) / P(hour), the share of the kind's check-ins at that
/// hour against everyone's. "None of these" weighs exp(θ_none) over a 60 m
/// disc, plus the places the map lacks (``unmappedLogRate``), as many as the
/// mapped places around the fix say. Every number is a fit; the file says on what.
public struct VisitPrior: Sendable, Codable, Equatable {
    /// Where the numbers come from.
    public struct Provenance: Sendable, Codable, Equatable {
        /// The data fitted on, e.g. the check-in file and the stores.
        public var source: String
        /// The command that regenerates the file.
        public var command: String
        /// What the fit saw: check-ins used, left out, places, and the fit's log-likelihood.
        public var summary: String

        /// Creates a provenance.
        public init(source: String, command: String, summary: String) {
            self.source = source
            self.command = command
            self.summary = summary
        }
    }

    /// The person's own history: how readily a person is somewhere new, and the time-of-week shape of
    /// ``HistoryPrior``.
    public struct History: Sendable, Codable, Equatable {
        /// How readily the person is somewhere they never picked rather than at one of their picks, against the
        /// population's weight: the Dirichlet process's concentration over the population's total weight (α / W,
        /// ``LikelihoodModel/rank(_:fix:localTime:includeNone:history:openFraction:)``). Smaller trusts the
        /// person's picks sooner.
        public var newPlaceRate: Double
        /// The spread of the hour-of-day match, in hours.
        public var hourSigma: Double
        /// The match between a weekday and a weekend day.
        public var otherDayKind: Double
        /// The least a visit matches at any time of week.
        public var baseMatch: Double
        /// A visit's weight halves every this many days.
        public var halfLifeDays: Double

        /// The new-place rate of ``VisitPrior/uniform``, whose places all weigh 1. Measured on Helsinki's simulated
        /// routines (`benchmarks/history-rate.py helsinki.sqlite --simulated`: `evaluate --scenario routine --accuracy
        /// 5,20,50 --samples 4000` with a uniform prior at each rate of 10⁻⁵…1 a decade apart): 0.01 gives the lowest ECE over all visits
        /// at every accuracy (0.004, 0.003, 0.011) and a mean reciprocal rank within 0.002 of the best.
        public static let uniformNewPlaceRate = 0.01

        /// Creates history parameters.
        public init(newPlaceRate: Double, hourSigma: Double, otherDayKind: Double, baseMatch: Double, halfLifeDays: Double) {
            self.newPlaceRate = newPlaceRate
            self.hourSigma = hourSigma
            self.otherDayKind = otherDayKind
            self.baseMatch = baseMatch
            self.halfLifeDays = halfLifeDays
        }
    }

    /// Where the numbers come from.
    public var provenance: Provenance
    /// θ per kind (`PlaceKind` raw values): the log visit rate of a place of that kind.
    public var kindLogRates: [String: Double]
    /// θ per type, already shrunk towards its kind; types not listed use their kind's.
    public var typeLogRates: [String: Double]
    /// The log factor of a `wikidata` tag.
    public var wikidataLogFactor: Double
    /// The log factor of a `brand` tag.
    public var brandLogFactor: Double
    /// The log factor per unit of ln(footprint area / the kind's disc area), for footprints larger than the disc.
    public var areaLogFactor: Double
    /// The log factor of lying inside another listed place (a shop in a mall, a café in a museum): with its
    /// container in the list too, the fit says how much of "the fix is in the mall" each deserves.
    public var containedLogFactor: Double
    /// The log factor per unit of ln(1 + the listed places a place holds): a mall's weight beside its shops'.
    public var contentsLogFactor: Double
    /// θ of "none of these".
    public var noneLogRate: Double
    /// The log rate of the places the map lacks, or nil for a prior without them: "none of these" also weighs
    /// exp(this) × the displaced density of every candidate summed (``LikelihoodModel/unmappedDensity``). Where
    /// the map has many places, it lacks many too: a bus terminal's shops that were never mapped, a building's
    /// offices. Fitted with the rest (``LogLinearPrior``).
    public var unmappedLogRate: Double?
    /// The exponent on the opening-hours factor (``LikelihoodModel/openFactor(status:openFraction:)``).
    public var openExponent: Double
    /// The share of visits whose place is not where the map has it (a venue's own position against
    /// OpenStreetMap's, a place moved or mapped at its entrance): a robust mixture, so that such a visit costs
    /// a ranking little without blurring every other.
    public var displacedShare: Double
    /// How far, in metres (one σ), a displaced place strays from its mapped ground: added in quadrature to
    /// the fix's σ for the displaced share.
    public var positionSpread: Double
    /// The exponent on every place's score (and "none of these"'s) before the person's history and the
    /// normalisation: without history it orders nothing, it only makes the likelihoods as sure as the model
    /// is right (temperature scaling: Guo et al., "On calibration of modern neural networks", ICML 2017),
    /// fitted on held-out check-ins.
    public var temperature: Double
    /// Whether the prior was fitted with the places beyond the candidates' window in the total
    /// (``LikelihoodModel/beyondScale(fix:radius:)``), and so is served with them. A prior is served as it was
    /// fitted: the one fitted without them, served with them, said 0.227 where the first answer was right
    /// 0.352 of the time on Midtown's check-ins at 20 m (ECE 0.133, from 0.081 without them).
    public var countsBeyondWindow: Bool
    /// Per kind, 48 log factors of the time of week: hours 0–23 of a weekday, then 0–23 of a weekend day.
    public var hourLogFactors: [String: [Double]]
    /// The history prior's fitted numbers.
    public var history: History

    /// Creates a prior from its numbers.
    public init(provenance: Provenance, kindLogRates: [String: Double], typeLogRates: [String: Double],
                wikidataLogFactor: Double, brandLogFactor: Double, areaLogFactor: Double,
                containedLogFactor: Double = 0, contentsLogFactor: Double = 0, noneLogRate: Double, unmappedLogRate: Double? = nil,
                openExponent: Double, displacedShare: Double = 0, positionSpread: Double = 0, temperature: Double = 1, countsBeyondWindow: Bool = false,
                hourLogFactors: [String: [Double]], history: History) {
        self.provenance = provenance
        self.kindLogRates = kindLogRates
        self.typeLogRates = typeLogRates
        self.wikidataLogFactor = wikidataLogFactor
        self.brandLogFactor = brandLogFactor
        self.areaLogFactor = areaLogFactor
        self.containedLogFactor = containedLogFactor
        self.contentsLogFactor = contentsLogFactor
        self.noneLogRate = noneLogRate
        self.unmappedLogRate = unmappedLogRate
        self.openExponent = openExponent
        self.displacedShare = displacedShare
        self.positionSpread = positionSpread
        self.temperature = temperature
        self.countsBeyondWindow = countsBeyondWindow
        self.hourLogFactors = hourLogFactors
        self.history = history
    }

    private enum CodingKeys: String, CodingKey {
        case provenance, kindLogRates, typeLogRates, wikidataLogFactor, brandLogFactor, areaLogFactor
        case containedLogFactor, contentsLogFactor, noneLogRate, unmappedLogRate, openExponent, displacedShare, positionSpread
        case temperature, countsBeyondWindow, hourLogFactors, history
    }

    /// Reads a prior; one fitted before conflation (no containment factors) reads with both at 0, one fitted
    /// before the places beyond the window took part without them, one without unmapped places without them.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            provenance: try c.decode(Provenance.self, forKey: .provenance),
            kindLogRates: try c.decode([String: Double].self, forKey: .kindLogRates),
            typeLogRates: try c.decode([String: Double].self, forKey: .typeLogRates),
            wikidataLogFactor: try c.decode(Double.self, forKey: .wikidataLogFactor),
            brandLogFactor: try c.decode(Double.self, forKey: .brandLogFactor),
            areaLogFactor: try c.decode(Double.self, forKey: .areaLogFactor),
            containedLogFactor: try c.decodeIfPresent(Double.self, forKey: .containedLogFactor) ?? 0,
            contentsLogFactor: try c.decodeIfPresent(Double.self, forKey: .contentsLogFactor) ?? 0,
            noneLogRate: try c.decode(Double.self, forKey: .noneLogRate),
            unmappedLogRate: try c.decodeIfPresent(Double.self, forKey: .unmappedLogRate),
            openExponent: try c.decode(Double.self, forKey: .openExponent),
            displacedShare: try c.decode(Double.self, forKey: .displacedShare),
            positionSpread: try c.decode(Double.self, forKey: .positionSpread),
            temperature: try c.decode(Double.self, forKey: .temperature),
            countsBeyondWindow: try c.decodeIfPresent(Bool.self, forKey: .countsBeyondWindow) ?? false,
            hourLogFactors: try c.decode([String: [Double]].self, forKey: .hourLogFactors),
            history: try c.decode(History.self, forKey: .history))
    }

    /// Every place alike and no time profile: what the engine did before the fit.
    public static let uniform = VisitPrior(
        provenance: Provenance(source: "none", command: "none", summary: "every place weighs 1"),
        kindLogRates: [:], typeLogRates: [:], wikidataLogFactor: 0, brandLogFactor: 0, areaLogFactor: 0,
        noneLogRate: 0, openExponent: 1, hourLogFactors: [:],
        history: History(newPlaceRate: VisitPrior.History.uniformNewPlaceRate, hourSigma: 2, otherDayKind: 0.25, baseMatch: 0.1,
                         halfLifeDays: 60))

    /// The fitted prior shipped with the engine (`Resources/visit-prior.json`).
    /// A build without the file, or with one that does not read, ranks with
    /// ``uniform`` and says why in ``loadProblem``.
    public static let fitted: VisitPrior = loaded.prior
    /// Why ``fitted`` is ``uniform``, or nil when the file was read.
    public static let loadProblem: String? = loaded.problem

    private static let loaded: (prior: VisitPrior, problem: String?) = {
        guard let url = ResourceFolder.current.url(installed: "visit-prior.json", bundled: {
            Bundle.module.url(forResource: "visit-prior", withExtension: "json")
        }) else {
            return (.uniform, "visit-prior.json is missing from the engine's resources")
        }
        do {
            return (try read(Data(contentsOf: url)), nil)
        } catch {
            return (.uniform, "\(url.path): \(error)")
        }
    }()

    /// Reads a prior from the JSON file at `path`.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the file when it cannot be read or is not a prior.
    public static func read(path: String) throws(PlacesError) -> VisitPrior {
        let data = try InputFile.read(path, what: "the visit prior", parameter: "prior")
        do {
            return try read(data)
        } catch {
            throw PlacesError(.invalidArgument, error.message, parameter: "prior", path: path)
        }
    }

    /// Reads a prior from JSON.
    /// - Throws: ``PlacesError`` `.invalidArgument` for JSON that is not a prior, or numbers that are not finite.
    public static func read(_ data: Data) throws(PlacesError) -> VisitPrior {
        let prior: VisitPrior
        do {
            prior = try JSONDecoder().decode(VisitPrior.self, from: data)
        } catch {
            throw PlacesError(.invalidArgument, "not a visit prior: \(error)")
        }
        let numbers = Array(prior.kindLogRates.values) + Array(prior.typeLogRates.values)
            + prior.hourLogFactors.values.flatMap { $0 }
            + [prior.wikidataLogFactor, prior.brandLogFactor, prior.areaLogFactor, prior.containedLogFactor,
               prior.contentsLogFactor, prior.noneLogRate, prior.openExponent, prior.displacedShare, prior.positionSpread, prior.temperature,
               prior.history.newPlaceRate, prior.unmappedLogRate ?? 0]
        guard numbers.allSatisfy(\.isFinite) else {
            throw PlacesError(.invalidArgument, "a visit prior with a number that is not finite")
        }
        guard (0...1).contains(prior.displacedShare), prior.positionSpread >= 0, prior.temperature > 0,
              prior.history.newPlaceRate >= 0 else {
            throw PlacesError(.invalidArgument, "a visit prior with a displaced share outside 0…1, a negative spread, "
                              + "a temperature that is not positive or a negative new-place rate")
        }
        guard prior.hourLogFactors.values.allSatisfy({ $0.count == 48 }) else {
            throw PlacesError(.invalidArgument, "a visit prior whose time profiles do not have 48 hours")
        }
        return prior
    }

    /// The prior as pretty, stable JSON (keys sorted), for the repository.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The weight of "none of these", next to the places' weights.
    public var noneWeight: Double { exp(noneLogRate) }

    /// The log visit rate of a type, or its kind's when the type has none.
    public func logRate(type: String, kind: PlaceKind) -> Double {
        typeLogRates[type] ?? kindLogRates[kind.rawValue] ?? 0
    }

    /// The time-of-week bin of a local time: 0–23 weekday hours, 24–47 weekend hours.
    public static func hourBin(_ time: LocalTime) -> Int {
        time.minuteOfDay / 60 + (time.weekday >= 6 ? 24 : 0)
    }

    /// The time-of-week factor of a kind at `time` (1 when the prior has no profile for it).
    public func hourFactor(kind: PlaceKind, at time: LocalTime) -> Double {
        guard let profile = hourLogFactors[kind.rawValue] else { return 1 }
        return exp(profile[VisitPrior.hourBin(time)])
    }

    /// Every kind's time-of-week factor at `time`, by ``PlaceKind/index``: looked up once per query, not per place.
    public func hourFactors(at time: LocalTime) -> [Double] {
        PlaceKind.allCases.map { hourFactor(kind: $0, at: time) }
    }
}
