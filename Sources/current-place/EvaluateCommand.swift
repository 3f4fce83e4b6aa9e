import CommandOptions
import Crowd
import Foundation
import Geo
import Places
import PlacesEngine
import PlacesEvaluation

/// `current-place evaluate --db PATH [--draw KIND,…] [--scenario a,b,routine] [--accuracy 5,20,50] [--samples N]
/// [--seed S] [--plot DIR] [--people FILE]`, or on real people:
/// `current-place evaluate --checkins FILE.csv [--venues FILE.csv] [--move-fixes [--seed S]] [--fold K/N | --district K/N]
/// [--prior FILE | --fit-prior OUT] [--accuracy 20,50] [--plot DIR] [--answers FILE]`
struct EvaluateCommand: Command {
    static let name = "evaluate"
    static let usage = """
    usage: current-place evaluate [--draw point,ground,footprint,popular] [--scenario a,b,routine]
                                  [--accuracy 5,20,50] [--samples N] [--seed S] [--plot DIR] [--people FILE]
                                  [--db PATH]
           current-place evaluate --checkins FILE.csv [--venues FILE.csv] [--move-fixes [--seed S]]
                                  [--fold K/N | --district K/N] [--prior FILE | --fit-prior OUT]
                                  [--accuracy 20,50] [--plot DIR] [--answers FILE] [--db PATH]
           current-place evaluate --checkins FILE.csv --venues FILE.csv --crowd-split F [--crowd-share S]
                                  [--epsilon E] [--fit-crowd] [--move-fixes [--seed S]] [--district K/N]
                                  [--prior FILE] [--accuracy 20] [--db PATH]
    """

    /// The options it takes (besides `--help` and `--ui-lang`, which every command takes).
    static let options: [OptionSpec] = [
        CommonOptions.store.spec, OptionSpec("draw", .repeatable), OptionSpec("scenario", .repeatable),
        .value("accuracy", "5,20,50"), .value("samples", "N"), .value("seed", "S"), .value("plot", "DIR"), .value("people", "FILE"),
        .value("checkins", "FILE.csv"), .value("fold", "K/N"), .value("district", "K/N"), .value("venues", "FILE.csv"), .value("prior", "FILE"), .value("fit-prior", "FILE"),
        .value("answers", "FILE"), .flag("move-fixes"),
        crowdSplit.spec, crowdShare.spec, epsilon.spec, .flag("fit-crowd"),
    ]

    /// The share of check-ins, by time, whose picks people confirm (the rest are judged).
    static let crowdSplit = Option(OptionSpec("crowd-split", .value, placeholder: "F"), form: .number(minimum: 0.01, maximum: 0.99)) {
        Double($0).flatMap { (0.01...0.99).contains($0) ? $0 : nil }
    }
    /// The share of people who confirm.
    static let crowdShare = Option(OptionSpec("crowd-share", .value, placeholder: "S"), form: .number(minimum: 0.01, maximum: 1)) {
        Double($0).flatMap { (0.01...1).contains($0) ? $0 : nil }
    }
    /// ε of each confirmation's randomizing.
    static let epsilon = Option(OptionSpec("epsilon", .value, placeholder: "E"),
                                form: .number(minimum: RandomizedResponse.epsilonRange.lowerBound,
                                              maximum: RandomizedResponse.epsilonRange.upperBound)) {
        Double($0).flatMap(RandomizedResponse.init(checking:))
    }

    let draws: [EvaluationDraw]
    /// Scenarios a and b, run under every draw.
    let scenarios: [EvaluationScenario]
    /// Whether the routine scenario (history) runs.
    let routine: Bool
    let accuracies: [Meters]
    let samples: Int
    let seed: UInt64
    let database: String
    /// Where the charts go (`--plot`), or nil for tables only.
    let plotFolder: PlotFolder?
    /// Where the simulated people of scenarios a and b go (`--people`), or nil.
    let peopleFile: PeopleFile?
    /// A visit prior file to rank with (`--prior`) instead of the shipped one.
    let priorPath: String?
    /// The real check-ins' run (`--checkins`), instead of the simulated people.
    let checkinRun: CheckinRun?

    init(arguments parsed: Arguments, words: Localizer) throws {
        guard parsed.positionals.isEmpty else { throw UsageError(.noPositionals, ["command": Self.name]) }
        let drawNames = try ListOption.parse(parsed.allValues("draw"), allowed: Set(EvaluationDraw.allCases.map(\.rawValue)),
                                             message: .drawValue)
        draws = drawNames.isEmpty ? EvaluationDraw.allCases : drawNames.compactMap(EvaluationDraw.init(rawValue:))
        let scenarioNames = try ListOption.parse(parsed.allValues("scenario"),
                                                 allowed: Set(EvaluationScenario.allCases.map(\.rawValue) + ["routine"]),
                                                 message: .scenarioValue)
        scenarios = scenarioNames.isEmpty ? EvaluationScenario.allCases : scenarioNames.compactMap(EvaluationScenario.init(rawValue:))
        routine = scenarioNames.contains("routine")
        let checkins = parsed.value("checkins")
        let simulatedOnly = ["draw", "scenario", "samples", "people"].filter { !parsed.allValues($0).isEmpty }
            + (parsed.flag("move-fixes") ? [] : ["seed"].filter { checkins != nil && !parsed.allValues($0).isEmpty })
        let checkinsOnly = ["fold", "district", "venues", "fit-prior", "answers", "crowd-split", "crowd-share", "epsilon"]
            .filter { !parsed.allValues($0).isEmpty }
            + (parsed.flag("move-fixes") ? ["move-fixes"] : []) + (parsed.flag("fit-crowd") ? ["fit-crowd"] : [])
        if checkins != nil, let option = simulatedOnly.first {
            throw UsageError(.checkinsOptions, ["option": "--" + option])
        }
        if checkins == nil, let option = checkinsOnly.first {
            throw UsageError(.checkinsOptions, ["option": "--" + option])
        }
        if parsed.value("prior") != nil, parsed.value("fit-prior") != nil {
            throw UsageError(.checkinsOptions, ["option": "--prior"])
        }
        if parsed.value("fold") != nil, parsed.value("district") != nil {
            throw UsageError(.checkinsOptions, ["option": "--district"])
        }
        // The crowd's run needs the venues (it judges which place) and writes no prior, answers or plots.
        let crowdSplit = try parsed.value(Self.crowdSplit)
        if crowdSplit == nil, let option = ["crowd-share", "epsilon", "fit-crowd"].first(where: parsed.has) {
            throw UsageError(.crowdOptions, ["option": "--" + option])
        }
        if crowdSplit != nil {
            if parsed.value("venues") == nil { throw UsageError(.crowdOptions, ["option": "--crowd-split"]) }
            if let option = ["fit-prior", "answers", "plot", "fold"].first(where: parsed.has) {
                throw UsageError(.crowdOptions, ["option": "--" + option])
            }
        }
        let list = parsed.value("accuracy") ?? (checkins == nil ? "5,20,50" : "20,50")
        let values = list.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil && $0! > 0 && $0! < 100_000 }) else {
            throw UsageError(.accuracyList, ["value": list])
        }
        accuracies = values.compactMap { $0 }
        samples = try parsed.integer("samples", default: 2_000, in: 1...1_000_000)
        guard let seed = UInt64(parsed.value("seed") ?? "1") else {
            throw UsageError(.seedValue)
        }
        self.seed = seed
        plotFolder = try PlotFolder.parse(parsed.value("plot"))
        peopleFile = try PeopleFile.parse(parsed.value("people"))
        database = databasePath(parsed)
        let inputs: [(option: String, path: String?)] = [("--db", database), ("--checkins", checkins),
                                                         ("--venues", parsed.value("venues")), ("--prior", parsed.value("prior"))]
        for output in ["people", "answers", "fit-prior", "plot"] {
            try OutputPath.refuse(parsed.value(output), option: "--" + output, inputs: inputs)
        }
        for (name, value) in [("checkins", checkins), ("venues", parsed.value("venues")), ("prior", parsed.value("prior")),
                              ("fit-prior", parsed.value("fit-prior"))] {
            guard let value else { continue }
            guard !value.isEmpty, !value.hasPrefix("-"), !value.contains("\0") else {
                throw UsageError(.fileValue, ["option": "--" + name, "value": value])
            }
        }
        // Checked before a fit of minutes, not after: a file (not a folder) in an existing folder.
        if let output = parsed.value("fit-prior"), OutputPath.problem(with: output) != nil {
            throw UsageError(.fileValue, ["option": "--fit-prior", "value": output])
        }
        priorPath = parsed.value("prior")
        if let checkins {
            var holdOut: CheckinRun.HoldOutPart?
            if let text = parsed.value("fold") {
                guard let value = SpatialFold(parsing: text) else { throw UsageError(.foldValue, ["value": text]) }
                holdOut = .fold(value)
            }
            if let text = parsed.value("district") {
                guard let value = District(parsing: text) else { throw UsageError(.districtValue, ["value": text]) }
                holdOut = .district(value)
            }
            checkinRun = CheckinRun(checkinsPath: checkins, venuesPath: parsed.value("venues"), database: database,
                                    accuracies: accuracies, holdOut: holdOut,
                                    moves: parsed.flag("move-fixes") ? MovedFixes(seed: seed) : nil,
                                    priorPath: parsed.value("prior"), fitOutput: parsed.value("fit-prior"),
                                    plotFolder: plotFolder, answersFile: try AnswersFile.parse(parsed.value("answers")),
                                    commandLine: "current-place evaluate " + parsed.words.joined(separator: " "),
                                    crowd: try crowdSplit.map { split throws(OptionError) in
                                        CheckinRun.CrowdSettings(split: split, share: try parsed.value(Self.crowdShare) ?? 0.25,
                                                                 mechanism: try parsed.value(Self.epsilon)
                                                                     ?? RandomizedResponse(epsilon: RandomizedResponse.defaultEpsilon),
                                                                 fit: parsed.flag("fit-crowd"), seed: seed)
                                    })
        } else {
            checkinRun = nil
        }
    }

    func run() throws -> ExitStatus {
        if let checkinRun { return try checkinRun.run() }
        let prior = try priorPath.map { path throws(PlacesError) in try VisitPrior.read(path: path) } ?? .fitted
        var evaluator = try Evaluator(service: try PlacesService(storePath: database, visitPrior: prior))
        try plotFolder?.prepare()
        let peopleWriter = try peopleFile?.open()
        Console.print("Evaluation of \(database): \(evaluator.placeCount) places of interest, \(samples) people per cell, seed \(seed)")
        let cells: [EvaluationCell]
        do {
            cells = scenarios.isEmpty ? []
                : try evaluator.run(draws: draws, scenarios: scenarios, accuracies: accuracies, samples: samples, seed: seed)
            if let peopleWriter {
                // The same people as the tables: each cell is drawn again from its own seed.
                for draw in draws {
                    for scenario in scenarios {
                        for accuracy in accuracies {
                            try peopleWriter.write(evaluator.simulatedPeople(draw: draw, scenario: scenario, accuracy: accuracy,
                                                                             samples: samples, seed: seed),
                                                   draw: draw, scenario: scenario)
                        }
                    }
                }
                try peopleWriter.finish()
            }
        } catch {
            peopleWriter?.discard()
            throw error
        }
        if !scenarios.isEmpty {
            Console.print("(the ceiling ranks by the generative model of the ground draw: a true ceiling only for ground)")
            for draw in draws {
                Console.print("\n## \(draw.title)")
                for scenario in scenarios {
                    printTable(cells.filter { $0.draw == draw && $0.scenario == scenario }, title: scenario.title(for: draw))
                }
                if draw != .ground {
                    Console.print("\n(ceiling: the generative model of the ground draw, not a true ceiling for the \(draw.rawValue) draw)")
                }
            }
        }
        if routine {
            printRoutine(try evaluator.runRoutine(accuracies: accuracies, samples: samples, seed: seed))
        }
        if let plotFolder {
            let plots = EvaluationPlots(cells: cells)
            let written = try plots.write(to: plotFolder.path)
            Console.print("\nCharts in \(plotFolder.path): \(plots.plots.map(\.name).joined(separator: ", ")) "
                          + "(\(written.count) files, \(EvaluationPlots.fileExtensions.map { "." + $0 }.joined(separator: " and ")))")
        }
        return .success
    }

    /// The routine scenario's table: each accuracy, kind of visit and method.
    private func printRoutine(_ cells: [RoutineCell]) {
        Console.print("\n## Scenario routine: people with habits, their earlier visits as history, time given")
        if let people = cells.first?.people {
            Console.print("\n\(people) people × \(Evaluator.testVisitsPerPerson) visits, \(Int(Evaluator.habitualShare * 100)) % "
                          + "to habitual places; \(Evaluator.historyWeeks) weeks of history\n")
        }
        Console.print("| accuracy | visits | method | n | top-1 | top-5 | MRR | ECE |")
        Console.print("| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |")
        for cell in cells {
            for kind in RoutineVisitKind.allCases {
                for method in RoutineMethod.allCases {
                    guard let m = cell.metrics[method]?[kind] else { continue }
                    let ece = m.expectedCalibrationError.map { String(format: "%.3f", $0) } ?? "—"
                    Console.print(String(format: "| %.0f m | %@ | %@ | %d | %.3f | %.3f | %.3f | %@ |", cell.accuracy,
                                         kind.rawValue, method.rawValue, m.sampleCount, m.top1Accuracy, m.top5Accuracy,
                                         m.meanReciprocalRank, ece))
                }
            }
        }
    }

    /// One scenario's table for one draw, one row per accuracy and method.
    private func printTable(_ cells: [EvaluationCell], title: String) {
        Console.print("\n\(title)\n")
        Console.print("| accuracy | method | top-1 | top-5 | MRR | ECE | top-1 footprint | top-5 footprint | µs/query |")
        Console.print("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for cell in cells {
            for method in EvaluationMethod.allCases {
                guard let m = cell.metrics[method] else { continue }
                let ece = m.expectedCalibrationError.map { String(format: "%.3f", $0) } ?? "—"
                Console.print(String(format: "| %.0f m | %@ | %.3f | %.3f | %.3f | %@ | %.3f | %.3f | %.0f |",
                                     cell.accuracy, method.rawValue, m.top1Accuracy, m.top5Accuracy,
                                     m.meanReciprocalRank, ece, m.footprintTop1Accuracy, m.footprintTop5Accuracy,
                                     m.secondsPerQuery * 1e6))
            }
        }
        if let any = cells.first?.metrics[.engine] {
            Console.print("\n(footprint columns: \(any.footprintSampleCount) of \(samples) people at places with footprints)")
        }
    }
}
