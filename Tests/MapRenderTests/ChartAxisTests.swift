import MapRender
import Testing

@Suite struct ChartAxisTests {
    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func aLinearAxisMapsItsEndsToItsPixels() {
        let axis = ChartAxis(title: "share", lower: 0, upper: 1)
        #expect(close(axis.fraction(of: 0.25), 0.25))
        // Horizontal: from x = 100 to x = 500.
        #expect(close(axis.position(of: 0, from: 100, to: 500), 100))
        #expect(close(axis.position(of: 0.75, from: 100, to: 500), 400))
        // Vertical: lower at the bottom (y = 400), upper at the top (y = 50).
        #expect(close(axis.position(of: 0, from: 400, to: 50), 400))
        #expect(close(axis.position(of: 1, from: 400, to: 50), 50))
        #expect(close(axis.position(of: 0.2, from: 400, to: 50), 330))
        // Outside the range: outside the pixels, not clamped.
        #expect(close(axis.position(of: 1.5, from: 100, to: 500), 700))
    }

    @Test func aLogarithmicAxisGivesEqualRatiosEqualLengths() {
        let axis = ChartAxis(title: "accuracy", lower: 1, upper: 1000, scale: .logarithmic)
        #expect(close(axis.fraction(of: 10), 1.0 / 3))
        #expect(close(axis.fraction(of: 100), 2.0 / 3))
        let step1 = axis.position(of: 5, from: 0, to: 600) - axis.position(of: 2.5, from: 0, to: 600)
        let step2 = axis.position(of: 50, from: 0, to: 600) - axis.position(of: 25, from: 0, to: 600)
        #expect(close(step1, step2))
        #expect(axis.fraction(of: 0) == 0 && axis.fraction(of: -3) == 0)
        #expect(axis.ticks.map(\.label) == ["1", "10", "100", "1000"])
    }

    @Test(arguments: [
        (0.0, 1.0, ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"]),
        (0.0, 37.0, ["0", "10", "20", "30"]),
        (3.0, 9.0, ["4", "6", "8"]),
        (-1.0, 1.0, ["-1.0", "-0.5", "0.0", "0.5", "1.0"]),
        (0.0, 0.05, ["0.00", "0.01", "0.02", "0.03", "0.04", "0.05"]),
        (0.0, 2500.0, ["0", "500", "1000", "1500", "2000", "2500"]),
    ])
    func linearTicksAreRoundNumbers(lower: Double, upper: Double, labels: [String]) {
        let ticks = ChartAxis.niceTicks(lower: lower, upper: upper)
        #expect(ticks.map(\.label) == labels)
        #expect(ticks.allSatisfy { $0.value >= lower && $0.value <= upper })
        #expect(ticks.count <= 7)
    }

    @Test func logarithmicTicksArePowersOfTenOrTheirHalvesAndFifthsWhenFew() {
        #expect(ChartAxis.niceTicks(lower: 1, upper: 10_000, scale: .logarithmic).map(\.value) == [1, 10, 100, 1000, 10_000])
        #expect(ChartAxis.niceTicks(lower: 3, upper: 60, scale: .logarithmic).map(\.label) == ["5", "10", "20", "50"])
        #expect(ChartAxis.niceTicks(lower: 0.01, upper: 1, scale: .logarithmic).map(\.label) == ["0.01", "0.1", "1"])
    }

    @Test func givenTicksAreKeptInsideTheRange() {
        let axis = ChartAxis(title: "m", lower: 3.7, upper: 67.5, scale: .logarithmic,
                             ticks: [.init(value: 5, label: "5"), .init(value: 20, label: "20"), .init(value: 100, label: "100")])
        #expect(axis.ticks.map(\.label) == ["5", "20"])
    }

    @Test func anEmptyRangeIsWidenedAndAnImpossibleLogRangeMadeValid() {
        let flat = ChartAxis(title: "", lower: 2, upper: 2)
        #expect(flat.lower == 2 && flat.upper == 3)
        let log = ChartAxis(title: "", lower: 0, upper: 0, scale: .logarithmic)
        #expect(log.lower == 1 && log.upper == 10)
        #expect(log.fraction(of: 10).isFinite)
        #expect(ChartAxis.niceTicks(lower: 1, upper: .infinity).isEmpty)
        #expect(ChartAxis.niceTicks(lower: 5, upper: 1).isEmpty)
    }

    @Test(arguments: [(0.2, 0.4, "0.4"), (20, 60, "60"), (0.001, 0.003, "0.003"), (1, 7, "7"), (0.5, -0.0, "0.0")])
    func labelsHaveTheDecimalsTheirStepNeeds(step: Double, value: Double, label: String) {
        #expect(ChartAxis.label(for: value, step: step) == label)
    }
}
