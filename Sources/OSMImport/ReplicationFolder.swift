import Foundation
import Places

/// One replication state: the sequence number of a change file and the time its data runs up to.
public struct ReplicationState: Sendable, Equatable {
    /// The change file's number.
    public var sequence: Int64
    /// The data's time after that change.
    public var timestamp: Date
}

/// A replication folder as minutely, hourly and daily diff servers publish
/// them (and `osmium`/osmosis write): `state.txt` names the newest change, and
/// change `N` is `AAA/BBB/CCC.osc.gz` with its own `AAA/BBB/CCC.state.txt`,
/// where `AAABBBCCC` is `N` in nine digits.
public struct ReplicationFolder: Sendable {
    /// The folder.
    public let path: String

    /// The folder named by `source`: a path, or a `file://` URL.
    /// - Throws: ``ImportError`` for a URL of another scheme (this build reads no network) or a missing folder.
    public init(_ source: String) throws {
        var path = source
        if let url = URL(string: source), let scheme = url.scheme?.lowercased(), source.contains("://") {
            guard scheme == "file" else {
                throw ImportError("only a local replication folder or a file:// URL can be followed; fetch \(scheme) replication files with a mirror tool first",
                                  path: source)
            }
            path = url.path
        }
        var isFolder: ObjCBool = false
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ImportError("no replication folder here (it should hold state.txt)", path: source)
        }
        self.path = path
    }

    /// The newest state (`state.txt`).
    public func latest() throws -> ReplicationState {
        let file = (path as NSString).appendingPathComponent("state.txt")
        guard let state = try Self.readState(file) else {
            throw ImportError("no state.txt in the replication folder", path: file, code: .noFile)
        }
        return state
    }

    /// The state after change `sequence`, or nil when the folder does not have it.
    public func state(_ sequence: Int64) throws -> ReplicationState? {
        try Self.readState(file(sequence, suffix: ".state.txt"))
    }

    /// Where change `sequence` is.
    public func changeFile(_ sequence: Int64) -> String {
        file(sequence, suffix: ".osc.gz")
    }

    /// The newest change whose data is not newer than `timestamp` (the data of a store): applying the
    /// changes after it brings the store up to date; changes already in the data apply again harmlessly.
    /// - Throws: ``ImportError`` when every change the folder keeps is newer than `timestamp`.
    public func sequence(before timestamp: Date) throws -> Int64 {
        let newest = try latest()
        if newest.timestamp <= timestamp { return newest.sequence }
        // The states are in time order; a missing one is taken as older than any kept (servers drop old ones).
        var low: Int64 = -1, high = newest.sequence  // state(low) ≤ timestamp (or none), state(high) > timestamp
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if let state = try state(middle), state.timestamp > timestamp { high = middle } else { low = middle }
        }
        guard low >= 0, try state(low) != nil else {
            throw ImportError("the replication folder starts after the store's data (\(Self.format(timestamp))); import newer data first",
                              path: path)
        }
        return low
    }

    private func file(_ sequence: Int64, suffix: String) -> String {
        let digits = String(sequence)
        let padded = String(repeating: "0", count: max(0, 9 - digits.count)) + digits
        let parts = [padded.dropLast(6), padded.dropLast(3).suffix(3), padded.suffix(3)].map(String.init)
        return ([path] + parts.dropLast()).joined(separator: "/") + "/" + parts[parts.count - 1] + suffix
    }

    /// Reads a state file (Java properties: `key=value` lines, `#` comments, `\:` for `:`); nil when there is
    /// no such file.
    /// - Throws: ``ImportError`` for a file without a valid `sequenceNumber` and `timestamp`.
    static func readState(_ file: String) throws -> ReplicationState? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        var values: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.hasPrefix("#"), let equals = text.firstIndex(of: "=") else { continue }
            let key = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
            values[key] = String(text[text.index(after: equals)...]).replacingOccurrences(of: "\\", with: "")
                .trimmingCharacters(in: .whitespaces)
        }
        guard let sequenceText = values["sequenceNumber"], let sequence = Int64(sequenceText), sequence >= 0,
              sequence < 1_000_000_000, let timestamp = values["timestamp"].flatMap(QueryTime.instant) else {
            throw ImportError("not a replication state: it needs sequenceNumber=N and timestamp=ISO 8601 time", path: file)
        }
        return ReplicationState(sequence: sequence, timestamp: timestamp)
    }

    static func format(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
