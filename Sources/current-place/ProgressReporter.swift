import Dispatch
import Foundation

/// Shows how a long command (an import, a tile pyramid) is getting on, on
/// standard error: on a terminal, one line rewritten in place (`\r` and
/// clear-to-end) at most every ``minimumInterval`` seconds — phase, share
/// done, rate, time elapsed and time left; elsewhere (pipes, CI logs) one
/// plain line when a phase starts and one when it ends, never a `\r`.
final class ProgressReporter {
    /// How the reporter writes.
    enum Style: Sendable, Equatable {
        /// One line updated in place, for a terminal.
        case live
        /// A line per phase start and end, for pipes and logs.
        case lines
    }

    let style: Style
    /// The shortest time between two renderings of the live line, in seconds.
    let minimumInterval: Double
    private let words: Localizer
    private let columns: Int
    private let now: () -> Double
    private let write: (String) -> Void

    private let started: Double
    private var phase: String?
    private var phaseStarted = 0.0
    private var done: Int64 = 0
    private var total: Int64 = 0
    private var objects: Int64 = 0
    private var unit = ""
    private var lastRendered: Double?
    private var lineShown = false

    /// A reporter that writes through `write`.
    /// - Parameters:
    ///   - columns: the terminal's width; the live line is cut to fit (a wrapped line cannot be rewritten).
    ///   - now: a monotonic clock in seconds (tests pass their own).
    init(style: Style, words: Localizer, minimumInterval: Double = 0.25, columns: Int = 80,
         now: @escaping () -> Double = ProgressReporter.monotonicSeconds,
         write: @escaping (String) -> Void) {
        self.style = style
        self.words = words
        self.minimumInterval = minimumInterval
        self.columns = max(20, columns)
        self.now = now
        self.write = write
        started = now()
    }

    /// A reporter on standard error: live when it is a terminal, else plain lines.
    static func standardError(words: Localizer) -> ProgressReporter {
        let terminal = isatty(2) == 1
        var size = winsize()
        let columns = terminal && ioctl(2, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        return ProgressReporter(style: terminal ? .live : .lines, words: words, columns: columns) { text in
            try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
        }
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Records that `phase` (its words, as shown) has done `done` of `total`
    /// units (0: unknown) and handled `objects` things called `unit`. A new
    /// phase name ends the previous phase.
    func update(phase: String, done: Int64, total: Int64, objects: Int64, unit: String) {
        let time = now()
        if phase != self.phase {
            endPhase(at: time)
            self.phase = phase
            phaseStarted = time
            if style == .lines { write(words(.progressStarted, ["phase": phase]) + "\n") }
        }
        self.done = done
        self.total = total
        self.objects = objects
        self.unit = unit
        guard style == .live, lastRendered.map({ time - $0 >= minimumInterval }) ?? true else { return }
        lastRendered = time
        lineShown = true
        write("\r\u{1B}[K" + fitted(liveLine(at: time)))
    }

    /// Ends the last phase: plain lines report it; the live line is cleared.
    func finish() {
        endPhase(at: now())
        phase = nil
        clearLine()
    }

    /// Stops without reporting the phase as finished (the command failed); the live line is cleared.
    func abandon() {
        phase = nil
        clearLine()
    }

    /// The live line now (for tests).
    func liveLine(at time: Double) -> String {
        guard let phase else { return "" }
        let phaseSeconds = time - phaseStarted
        // No rate until the phase has run a little: the first report of a phase comes at its start.
        let rate = phaseSeconds >= 0.1 ? words.number(Double(objects) / phaseSeconds) : "–"
        var values = ["phase": phase, "rate": rate, "unit": unit,
                      "elapsed": Self.clock(time - started), "count": words.number(Double(objects))]
        guard total > 0 else { return words(.progressLineUnknown, values) }
        // 100% only when all is done: a rounded 99.6% must not claim the phase is over.
        let fraction = done >= total ? 1 : min(0.99, max(0, Double(done) / Double(total)))
        values["percent"] = words.percent(fraction)
        values["left"] = fraction > 0 ? Self.clock(phaseSeconds * (1 - fraction) / fraction) : "–"
        return words(.progressLine, values)
    }

    /// Seconds as `m:ss`, or `h:mm:ss` from an hour on.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(max(0, seconds).rounded())
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let mmss = (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
        return hours > 0 ? "\(hours):\(mmss)" : mmss
    }

    private func endPhase(at time: Double) {
        guard style == .lines, let phase else { return }
        let seconds = words.number(time - phaseStarted, digits: 2)
        // A phase that counts nothing (building the indexes) says only how long it took.
        write((objects > 0 ? words(.progressFinished, ["phase": phase, "count": words.number(Double(objects)), "unit": unit,
                                                       "seconds": seconds])
                           : words(.progressDone, ["phase": phase, "seconds": seconds])) + "\n")
    }

    private func clearLine() {
        guard lineShown else { return }
        write("\r\u{1B}[K")
        lineShown = false
    }

    /// The line cut to one less than the terminal's width, so that it never wraps.
    private func fitted(_ line: String) -> String {
        line.count < columns ? line : String(line.prefix(columns - 2)) + "…"
    }
}
