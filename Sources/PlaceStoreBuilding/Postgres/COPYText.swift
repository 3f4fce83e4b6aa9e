import Foundation
import PlaceStore

/// One row of `COPY … FROM STDIN` in PostgreSQL's text format: values separated by tabs, `\N` for NULL,
/// backslash, tab, newline and carriage return escaped (<https://www.postgresql.org/docs/15/sql-copy.html>).
struct COPYText {
    private(set) var line = ""
    private var first = true

    mutating func append(_ text: String?) {
        separate()
        guard let text else { line += "\\N"; return }
        for character in text.unicodeScalars {
            switch character {
            case "\\": line += "\\\\"
            case "\t": line += "\\t"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            default: line.unicodeScalars.append(character)
            }
        }
    }

    mutating func append(_ value: Int64) {
        separate()
        line += String(value)
    }

    /// A float in the shortest form that reads back as the same double.
    mutating func append(_ value: Double?) {
        separate()
        line += value.map { "\($0)" } ?? "\\N"
    }

    /// A `bytea` in hex form (`\x…`, its backslash escaped for COPY).
    mutating func append(_ data: Data?) {
        separate()
        guard let data else { line += "\\N"; return }
        let hex = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = Array("\\\\x".utf8)
        bytes.reserveCapacity(3 + data.count * 2)
        for byte in data {
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
        line += String(decoding: bytes, as: UTF8.self)
    }

    /// The row, ended by a newline.
    var row: String { line + "\n" }

    private mutating func separate() {
        if first { first = false } else { line += "\t" }
    }
}
