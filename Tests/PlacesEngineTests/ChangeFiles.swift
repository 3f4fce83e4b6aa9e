import Foundation
import TestSupport
import Testing

/// One edit of the sample, as a new version of one object.
enum Edit {
    /// A line as written (a new object).
    case line(String)
    /// The object with tags set and removed.
    case retag(String, set: [String: String] = [:], remove: Set<String> = [])
    /// A node moved by `dx`, `dy` in units of 1e-7 degrees.
    case move(String, dx: Int, dy: Int)
    /// The object deleted.
    case delete(String)
    /// A way keeping only the nodes at `range`.
    case keepNodes(String, Range<Int>)
    /// A relation without one member.
    case dropMember(String, String)

    var id: String? {
        switch self {
        case .line(let line): String(line.prefix { $0 != " " })
        case .retag(let id, _, _), .move(let id, _, _), .delete(let id), .keepNodes(let id, _), .dropMember(let id, _): id
        }
    }
}

/// The new file and the change file of a set of edits: the edits as OPL (each object's sample line
/// edited, later edits of the same object on top of earlier ones), `osmium apply-changes`, then
/// `osmium derive-changes`.
struct ChangeFiles {
    let new: String
    let diff: String
    /// The objects the edits touch (`n123`, …).
    let touched: [String]

    init(sample: String, edits: [Edit], in folder: TemporaryFolder) throws {
        let osmium = try Self.osmium()
        let ids = Array(Set(edits.compactMap(\.id)))
        let existing = ids.filter { !$0.contains("99000000") }
        var lines: [String: String] = [:]
        if !existing.isEmpty {
            let current = try runProcess(osmium, ["getid", sample, "-f", "opl"] + existing, timeout: 60)
            try #require(current.status == 0, "\(current.standardError)")
            for line in current.standardOutput.split(separator: "\n") { lines[String(line.prefix { $0 != " " })] = String(line) }
        }
        for edit in edits {
            guard let id = edit.id else { continue }
            lines[id] = try Self.apply(edit, to: lines[id])
        }
        let order = { (id: String) in ("nwr".firstIndex(of: id.first ?? "n")?.utf16Offset(in: "nwr") ?? 0, Int64(id.dropFirst()) ?? 0) }
        let opl = ids.sorted { order($0) < order($1) }.compactMap { lines[$0] }.joined(separator: "\n") + "\n"
        let edited = folder.path("edits.opl")
        try opl.write(toFile: edited, atomically: true, encoding: .utf8)
        try self.init(sample: sample, editsFile: edited, touched: ids, in: folder)
    }

    /// The edits of `benchmarks/make-day-diff.py` with `seed`.
    init(sample: String, randomDay seed: Int, in folder: TemporaryFolder) throws {
        let osmium = try Self.osmium()
        let opl = folder.path("sample.opl"), edits = folder.path("edits.opl")
        try #require(try runProcess(osmium, ["cat", sample, "-f", "opl", "-o", opl, "--overwrite"], timeout: 60).status == 0)
        let script = Repository.root.appendingPathComponent("benchmarks/make-day-diff.py").path
        let made = try runProcess("/usr/bin/python3", [script, opl, edits, "0.005", "\(seed)"], timeout: 60)
        try #require(made.status == 0, "\(made.standardError)")
        let touched = try String(contentsOfFile: edits, encoding: .utf8).split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        try self.init(sample: sample, editsFile: edits, touched: touched, in: folder)
    }

    private init(sample: String, editsFile edited: String, touched: [String], in folder: TemporaryFolder) throws {
        let osmium = try Self.osmium()
        new = folder.path("new.osm.pbf")
        diff = folder.path("changes.osc.gz")
        let applied = try runProcess(osmium, ["apply-changes", sample, edited, "-o", new, "--overwrite"], timeout: 60)
        try #require(applied.status == 0, "\(applied.standardError)")
        let derived = try runProcess(osmium, ["derive-changes", sample, new, "-o", diff, "--overwrite"], timeout: 60)
        try #require(derived.status == 0, "\(derived.standardError)")
        self.touched = touched
    }

    private static func osmium() throws -> String {
        try #require(["/usr/bin/osmium", "/usr/local/bin/osmium"].first { FileManager.default.isExecutableFile(atPath: $0) },
                     "osmium is not installed (osmium-tool); run scripts/setup.sh")
    }

    /// `edit` applied to an object's OPL line (nil for an object not in the sample).
    private static func apply(_ edit: Edit, to line: String?) throws -> String {
        if case .line(let text) = edit { return text }
        var fields = try #require(line, "\(edit) edits an object the sample does not have").split(separator: " ").map(String.init)
        let version = Int(fields[1].dropFirst()) ?? 0
        fields[1] = "v\(version + 1)"
        func index(_ prefix: Character) throws -> Int { try #require(fields.firstIndex { $0.first == prefix }) }
        switch edit {
        case .line: break
        case .delete:
            fields[2] = "dD"
        case .retag(_, let set, let remove):
            let position = try index("T")
            var tags = fields[position].dropFirst().split(separator: ",").map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                return (parts[0], parts.count > 1 ? parts[1] : "")
            }
            tags.removeAll { remove.contains($0.0) || set[$0.0] != nil }
            tags += set.sorted { $0.key < $1.key }.map { ($0.key, Self.escape($0.value)) }
            fields[position] = "T" + tags.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
        case .move(_, let dx, let dy):
            for (prefix, delta) in [("x" as Character, dx), ("y", dy)] {
                let position = try index(prefix)
                let degrees = try #require(Double(fields[position].dropFirst()))
                fields[position] = "\(prefix)" + String(format: "%.7f", degrees + Double(delta) / 1e7)
            }
        case .keepNodes(_, let range):
            let position = try index("N")
            fields[position] = "N" + fields[position].dropFirst().split(separator: ",")[range].joined(separator: ",")
        case .dropMember(_, let member):
            let position = try index("M")
            fields[position] = "M" + fields[position].dropFirst().split(separator: ",").filter { !$0.hasPrefix(member + "@") }
                .joined(separator: ",")
        }
        return fields.joined(separator: " ")
    }

    /// OPL's escape for a tag value: `%hex%` for every character but ASCII letters and digits.
    private static func escape(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                ? String(scalar) : "%\(String(scalar.value, radix: 16))%"
        }.joined()
    }
}
