import Testing
@testable import current_place

/// The progress line: what it says, how often it is drawn, and the plain lines off a terminal.
@Suite struct ProgressReporterTests {
    /// A reporter on a hand-moved clock that collects what it writes.
    final class Harness {
        var time = 100.0
        var written: [String] = []
        lazy var reporter = ProgressReporter(style: style, words: Localizer(option: "en", environment: [:]),
                                             columns: columns, now: { [unowned self] in time },
                                             write: { [unowned self] in written.append($0) })
        let style: ProgressReporter.Style
        let columns: Int
        init(_ style: ProgressReporter.Style, columns: Int = 200) {
            self.style = style
            self.columns = columns
        }
    }

    @Test(arguments: [(0.0, "0:00"), (59.4, "0:59"), (61, "1:01"), (3599, "59:59"), (3661, "1:01:01"), (-3, "0:00")])
    func clockFormat(seconds: Double, text: String) {
        #expect(ProgressReporter.clock(seconds) == text)
    }

    @Test func liveLineShowsPhaseShareRateElapsedAndTimeLeft() {
        let harness = Harness(.live)
        harness.reporter.update(phase: "reading", done: 0, total: 1000, objects: 0, unit: "objects")
        harness.time += 10
        harness.reporter.update(phase: "reading", done: 250, total: 1000, objects: 50_000, unit: "objects")
        #expect(harness.written.last == "\r\u{1B}[Kreading 25% · 5,000 objects/s · 0:10 elapsed · 0:30 left")
    }

    @Test func liveLineWithoutTotalCounts() {
        let harness = Harness(.live)
        harness.reporter.update(phase: "indexing", done: 0, total: 0, objects: 0, unit: "objects")
        #expect(harness.written == ["\r\u{1B}[Kindexing · 0 objects · – objects/s · 0:00 elapsed"])
    }

    /// 99.7% is shown as 99%: 100% only when the phase is done.
    @Test func hundredPercentOnlyWhenDone() {
        let harness = Harness(.live)
        harness.reporter.update(phase: "reading", done: 997, total: 1000, objects: 1, unit: "objects")
        #expect(harness.written.last?.contains("reading 99% ") == true)
        harness.time += 1
        harness.reporter.update(phase: "reading", done: 1000, total: 1000, objects: 1, unit: "objects")
        #expect(harness.written.last?.contains("reading 100% ") == true)
    }

    /// At most one drawing per quarter of a second, however often updates come, phase changes included.
    @Test func liveLineIsRateLimited() {
        let harness = Harness(.live)
        for step in 0..<100 {
            harness.time = 100 + Double(step) * 0.01  // 100 updates over one second
            harness.reporter.update(phase: step < 50 ? "reading" : "writing", done: Int64(step), total: 100,
                                    objects: Int64(step), unit: "objects")
        }
        #expect(harness.written.count == 4)  // at 0, 0.25, 0.5 and 0.75 s
        #expect(harness.written.allSatisfy { $0.hasPrefix("\r\u{1B}[K") })
        harness.reporter.finish()
        #expect(harness.written.last == "\r\u{1B}[K")
    }

    @Test func liveLineIsCutToTheTerminalWidth() {
        let harness = Harness(.live, columns: 30)
        harness.reporter.update(phase: "reading", done: 1, total: 2, objects: 1, unit: "objects")
        let line = harness.written[0].dropFirst("\r\u{1B}[K".count)
        #expect(line.count == 29 && line.hasSuffix("…"))
    }

    @Test func plainLinesForEachPhaseStartAndEnd() {
        let harness = Harness(.lines)
        harness.reporter.update(phase: "reading", done: 0, total: 100, objects: 0, unit: "objects")
        harness.time += 2.5
        harness.reporter.update(phase: "reading", done: 100, total: 100, objects: 30_010, unit: "objects")
        harness.reporter.update(phase: "writing", done: 0, total: 10, objects: 0, unit: "objects")
        harness.time += 0.25
        harness.reporter.update(phase: "writing", done: 10, total: 10, objects: 10, unit: "objects")
        harness.reporter.update(phase: "indexing", done: 0, total: 0, objects: 0, unit: "objects")
        harness.time += 1
        harness.reporter.finish()
        #expect(harness.written == [
            "reading: started\n", "reading: 30,010 objects in 2.50 s\n",
            "writing: started\n", "writing: 10 objects in 0.25 s\n",
            "indexing: started\n", "indexing: done in 1.00 s\n",
        ])
    }

    /// A failed command reports no phase as finished and leaves no line behind.
    @Test func abandonWritesNothingOffATerminal() {
        let harness = Harness(.lines)
        harness.reporter.update(phase: "reading", done: 0, total: 100, objects: 0, unit: "objects")
        harness.reporter.abandon()
        #expect(harness.written == ["reading: started\n"])
    }
}
