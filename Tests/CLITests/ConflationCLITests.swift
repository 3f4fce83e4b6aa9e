import Foundation
import TestSupport
import Testing

/// Midtown's extract in `../shared/data/checkins` (not in the repository), when this machine has it.
private let midtownExtract = Repository.root.deletingLastPathComponent()
    .appendingPathComponent("shared/data/checkins/manhattan-2025-01.osm.pbf")
private let hasMidtown = FileManager.default.fileExists(atPath: midtownExtract.path)

/// The five names of `likely`'s human list, without their addresses and shares.
private func fiveNames(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line -> String? in
        guard let range = line.range(of: #"^\d\. "#, options: .regularExpression) else { return nil }
        let rest = line[range.upperBound...]
        return String(rest.components(separatedBy: " — ").first ?? String(rest))
    }
}

/// One real place, one entry (issue 35), as a person sees it at the stations of the issue: the five hold one
/// entry for the station, whose details list what it holds and what it is drawn as.
@Suite(.timeLimit(.minutes(5))) struct ConflationCLITests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    private func importStore(_ input: String) throws -> String {
        let path = folder.path("store.sqlite")
        let result = try runProcess(try Repository.executable(), ["import", input, "--db", path])
        #expect(result.status == 0, "\(result.standardError)")
        return path
    }

    /// Helsinki's railway station is a node ("Helsinki") and a building ("Helsingin päärautatieasema"): one
    /// entry, the building, whose `place` names the node as another drawing.
    @Test func helsinkiRailwayStationIsOneEntry() throws {
        defer { folder.remove() }
        let store = try importStore(try Repository.sampleData("Helsinki.osm.pbf"))
        let result = try runProcess(try Repository.executable(), ["likely", "--db", store, "--at", "60.1712,24.9414", "--accuracy", "20"])
        #expect(result.status == 0, "\(result.standardError)")
        let names = fiveNames(result.standardOutput)
        #expect(names.count == 5)
        #expect(names.filter { ["Helsingin päärautatieasema", "Helsinki", "Helsinki Central Railway Station"].contains($0) }
            == ["Helsingin päärautatieasema"], "\(names)")
        #expect(Set(names).count == names.count, "\(names)")
        let station = try runProcess(try Repository.executable(), ["place", "w122595198", "--db", store])
        #expect(station.status == 0 && station.standardOutput.contains("n25389429"), "\(station.standardOutput)")
        // The node's own id still opens the station.
        let node = try runProcess(try Repository.executable(), ["place", "n25389429", "--db", store])
        #expect(node.status == 0 && node.standardOutput.contains("Helsingin päärautatieasema"), "\(node.standardOutput)")
    }

    /// Grand Central Terminal is a node, a building and a relation: one entry, which holds the Apple Store
    /// and its other shops and has its entrances, and the Apple Store lies inside it.
    @Test(.enabled(if: hasMidtown, "skipped: ../shared/data/checkins is absent on this machine"))
    func grandCentralIsOneEntryHoldingItsShops() throws {
        defer { folder.remove() }
        let store = try importStore(midtownExtract.path)
        let result = try runProcess(try Repository.executable(), ["likely", "--db", store, "--at", "40.75275,-73.97715", "--accuracy", "20"])
        #expect(result.status == 0, "\(result.standardError)")
        let names = fiveNames(result.standardOutput)
        #expect(names.count == 5 && names.filter { $0 == "Grand Central Terminal" }.count == 1, "\(names)")
        #expect(Set(names).count == names.count, "\(names)")
        let terminal = try runProcess(try Repository.executable(), ["place", "w265947358", "--db", store])
        #expect(terminal.status == 0, "\(terminal.standardError)")
        let lines = terminal.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("contains") && $0.contains("Apple Store, Grand Central [w473560444]") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("entrances") && $0.contains("Grand Central 42nd Street entrance") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("also drawn as") && $0.contains("n7099182377") && $0.contains("r11171793") }, "\(lines)")
        let apple = try runProcess(try Repository.executable(), ["place", "w473560444", "--db", store])
        #expect(apple.standardOutput.split(separator: "\n").contains {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("inside") && $0.contains("Grand Central Terminal [w265947358]")
        }, "\(apple.standardOutput)")
    }
}
