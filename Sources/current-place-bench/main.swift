import Foundation

/// Benchmarks for current-place; see docs/BENCHMARKS.md for the figures.
///
///     current-place-bench synthesize --from STORE --places N --out STORE
///     current-place-bench latency --db STORE [--fixes-from STORE] [--queries N] [--accuracy M] [--seed S]
///     current-place-bench tiles --db STORE [--zooms 14-18] [--scale 1|2] [--threads N]
let usage = """
usage: current-place-bench synthesize --from STORE --places N --out STORE
       current-place-bench latency --db STORE [--fixes-from STORE] [--queries N] [--accuracy M] [--seed S]
       current-place-bench tiles --db STORE [--zooms 14-18] [--scale 1|2] [--threads N]
"""

func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: "--\(name)"), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "synthesize":
        guard let from = option("from", in: arguments), let out = option("out", in: arguments),
              let count = option("places", in: arguments).flatMap(Int.init), count > 0 else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        try Synthesize.run(from: from, places: count, to: out)
    case "tiles":
        guard let database = option("db", in: arguments) else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        let zooms = (option("zooms", in: arguments) ?? "14-18").split(separator: "-").compactMap { Int($0) }
        guard zooms.count == 2, zooms[0] <= zooms[1] else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        try TileBench.run(database: database, zooms: zooms[0]...zooms[1],
                          scale: option("scale", in: arguments).flatMap(Double.init) ?? 1,
                          threads: option("threads", in: arguments).flatMap(Int.init) ?? ProcessInfo.processInfo.activeProcessorCount)
    case "latency":
        guard let database = option("db", in: arguments) else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        try Latency.run(database: database, fixesFrom: option("fixes-from", in: arguments),
                        queries: option("queries", in: arguments).flatMap(Int.init) ?? 2_000,
                        accuracy: option("accuracy", in: arguments).flatMap(Double.init) ?? 20,
                        seed: option("seed", in: arguments).flatMap(UInt64.init) ?? 1)
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("current-place-bench: \(error)\n".utf8))
    exit(1)
}
