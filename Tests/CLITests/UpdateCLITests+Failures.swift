import Foundation
import TestSupport
import Testing

/// `update` when things go wrong or run together: a second update of the same store, a killed one, a full
/// disk, and readers during sixty minutely diffs. The store stays as it was or becomes the updated one.
extension UpdateCLITests {
    @Test func aSecondUpdateOfTheSameStoreIsRefusedWhileOneRuns() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let descriptor = open(db, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let busy = try cli(["update", try changeFile("a.osc", renamingGalleryTo: "A"), "--db", db])
        #expect(busy.status == 1)
        #expect(busy.standardError.contains("another import or update of this store is running"), "\(busy.standardError)")
        let importing = try cli(["import", try Repository.sampleData("Helsinki.osm.pbf"), "--db", db])
        #expect(importing.status == 1)
        #expect(importing.standardError.contains("another import or update"), "\(importing.standardError)")
    }

    /// A change that renames every named object of the sample (about 2,600 objects): an update that takes a
    /// while, made by `osmium derive-changes` from the sample and a copy with each name and version changed.
    private func renameEverythingChange() throws -> String {
        let sample = try Repository.sampleData("Helsinki.osm.pbf")
        let opl = try runProcess("/usr/bin/osmium", ["cat", sample, "-f", "opl", "-o", "-"], timeout: 120)
        try #require(opl.status == 0, "\(opl.standardError)")
        let renamed = opl.standardOutput.split(separator: "\n").map { line -> String in
            var fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard fields.count > 7, let tags = fields.firstIndex(where: { $0.hasPrefix("T") }),
                  fields[tags].hasPrefix("Tname=") || fields[tags].contains(",name="),
                  fields[1].hasPrefix("v"), let version = Int(fields[1].dropFirst()) else { return String(line) }
            fields[1] = "v\(version + 1)"
            fields[tags] = fields[tags].split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("name=") || $0.hasPrefix("Tname=") ? "\($0)X" : String($0) }.joined(separator: ",")
            return fields.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
        let changed = folder.path("renamed.opl"), changes = folder.path("renamed.osc")
        try renamed.write(toFile: changed, atomically: true, encoding: .utf8)
        let derive = try runProcess("/usr/bin/osmium", ["derive-changes", sample, changed, "-o", changes, "--overwrite"], timeout: 120)
        try #require(derive.status == 0, "\(derive.standardError)")
        return changes
    }

    /// An update killed (`kill -9`) at any moment leaves the store as it was or fully updated, never between;
    /// the next update succeeds. The kills fall from the process's start to past its end, so that some land
    /// inside the transaction (its log then holds pages the store never shows).
    @Test func aKilledUpdateLeavesTheStoreAsItWasOrUpdated() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let changes = try renameEverythingChange()
        let before = try content(db)
        let original = folder.path("original.sqlite"), updated = folder.path("updated.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: original)
        try FileManager.default.copyItem(atPath: db, toPath: updated)
        let started = Date()
        #expect(try cli(["update", changes, "--db", updated]).status == 0)
        let duration = Date().timeIntervalSince(started)
        let after = try content(updated)
        try #require(after != before)
        var killedInside = 0
        for share in [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95, 1.2] {
            let update = try ChildProcess(try Repository.executable(), ["update", changes, "--db", db], outputIn: folder)
            Thread.sleep(forTimeInterval: share * duration)
            update.send(SIGKILL)
            let status = try update.waitForExit(timeout: 60)
            let now = try content(db)
            #expect(now == before || now == after, "killed after \(share) of the update: the store is neither the old one nor the new")
            // Past "reading: started" the update's transaction was open (it begins before the reading).
            if status != 0, now == before, update.standardError.contains("reading: started") { killedInside += 1 }
            if now == after {
                // Back to the old store for the next kill.
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: db + suffix) }
                try FileManager.default.copyItem(atPath: original, toPath: db)
            }
        }
        #expect(killedInside >= 2, "fewer than two kills landed inside the update's transaction")
        let again = try cli(["update", changes, "--db", db])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try content(db) == after)
    }

    /// A full disk (here a file-size limit the update's log reaches) fails the update with a clear message and
    /// leaves the store as it was; the next update succeeds.
    @Test func aFullDiskFailsTheUpdateAndKeepsTheStore() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        let changes = try changeFile("a.osc", renamingGalleryTo: "Galleria Anna", cafe: "Testikahvila")
        let before = try content(db)
        // 64 KiB: the log of this update is larger (each page it writes is 8 KiB), the store far larger.
        let full = try runProcess("/bin/bash", ["-c", "ulimit -f 64; exec \"$0\" update \"$1\" --db \"$2\"",
                                                try Repository.executable(), changes, db])
        #expect(full.status == 1, "\(full.standardError)")
        #expect(full.standardError.contains("cannot write"), "\(full.standardError)")
        #expect(try content(db) == before)
        let again = try cli(["update", changes, "--db", db])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try cli(["place", "n319810654", "--db", db]).standardOutput.hasPrefix("Galleria Anna"))
    }

    /// One update's change: the gallery and a café 20 m from it both named after `round`.
    private func roundChange(_ round: Int) throws -> String {
        let path = folder.path("round-\(round).osc")
        let cafe = """
            <node id="9900000001" version="\(round + 1)" timestamp="2026-11-02T10:00:00Z" lat="60.16470" lon="24.94030">
              <tag k="amenity" v="cafe"/><tag k="name" v="Kahvila \(round)"/>
            </node>
            """
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <osmChange version="0.6" generator="current-place tests">
              <modify>
            \(gallery(named: "Galleria \(round)", version: round + 4, timestamp: "2026-11-02T10:00:00Z"))
                \(round > 0 ? cafe : "")
              </modify>
              <create>\(round == 0 ? cafe : "")</create>
            </osmChange>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A server under load while a replication folder gains a diff a "minute" (here a diff every few tenths of a
    /// second, 60 of them) and `update --replication` applies each: every diff is applied and the sequence
    /// number advances; every answer is 200 and shows one state of the store, never a mix (the gallery and the
    /// café, renamed by the same diff, carry the same round); the answers follow the updates.
    @Test func readersSeeTheOldStateOrTheNewWhileSixtyMinutelyDiffsAreApplied() throws {
        defer { folder.remove() }
        let db = try updatableStore()
        #expect(try cli(["update", try roundChange(0), "--db", db]).status == 0)
        let replication = folder.path("replication")
        try writeState(replication, sequence: 0, time: "2026-11-02T10:00:00Z", changes: nil)
        let server = try ChildProcess(try Repository.executable(),
                                      ["serve", "--db", db, "--host", "127.0.0.1", "--port", "0", "--quiet"], outputIn: folder)
        defer {
            server.send(SIGTERM)
            _ = try? server.waitForExit(timeout: 30)
        }
        let port = try #require(server.listeningPort(), "\(server.standardError)")
        let body = #"{"includedPrimaryTypes":["cafe","art_gallery"],"locationRestriction":{"circle":{"center":{"latitude":60.16469,"longitude":24.94027},"radius":40}}}"#
        final class Tally: @unchecked Sendable {
            let lock = NSLock()
            var answers = 0, failures: [String] = [], rounds = Set<Int>()
            var done = false
        }
        let tally = Tally()
        let reader = Thread {
            while !tally.lock.withLock({ tally.done }) {
                let result = try? runProcess("/usr/bin/curl", [
                    "-s", "-m", "10", "-w", "\n%{http_code}", "-H", "Content-Type: application/json",
                    "-H", "X-Goog-FieldMask: places.displayName", "-d", body,
                    "http://127.0.0.1:\(port)/v1/places:searchNearby"], timeout: 30)
                let output = result?.standardOutput ?? ""
                let names = ["Galleria", "Kahvila"].map { name in
                    output.range(of: "\(name) [0-9]+", options: .regularExpression).map { Int(output[$0].split(separator: " ")[1]) }
                }
                tally.lock.withLock {
                    tally.answers += 1
                    if !output.hasSuffix("\n200") || names[0] == nil || names[0] != names[1] {
                        tally.failures.append(output)
                    } else if let round = names[0] ?? nil {
                        tally.rounds.insert(round)
                    }
                }
            }
        }
        reader.start()
        for round in 1...60 {
            let minute = String(format: "%02d", round % 60), hour = 10 + round / 60
            try writeState(replication, sequence: round, time: "2026-11-02T\(hour):\(minute):00Z",
                           changes: try roundChange(round))
            let update = try cli(["update", "--replication", replication, "--db", db])
            #expect(update.status == 0, "\(update.standardError)")
            #expect(update.standardOutput.contains("read 1 change file:")
                    && update.standardOutput.contains("now at replication sequence \(round),"), "\(update.standardOutput)")
            Thread.sleep(forTimeInterval: 0.1)
        }
        tally.lock.withLock { tally.done = true }
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try cli(["stats", "--db", db]).standardOutput.contains("replication  60"))
        tally.lock.withLock {
            #expect(tally.failures.isEmpty, "\(tally.failures.count) of \(tally.answers): \(tally.failures.prefix(3))")
            #expect(tally.rounds.count >= 20 && tally.rounds.contains(60), "rounds seen: \(tally.rounds.sorted())")
        }
    }
}
