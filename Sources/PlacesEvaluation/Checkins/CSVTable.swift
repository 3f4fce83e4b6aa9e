import Foundation
import Places

/// A comma-separated file with a header line, read once: the rows' fields by
/// column name, each row with its line number. Fields may be double-quoted,
/// with `""` for a quote inside; lines may end in CRLF, and a leading
/// byte-order mark is skipped. Blank lines are skipped; a line with fewer
/// fields than the required columns need, or an unterminated quote, fails
/// with the line named.
struct CSVTable {
    /// One line of values.
    struct Row {
        /// The line of the file (1 is the header).
        let line: Int
        fileprivate let values: [String]
        fileprivate let columns: [String: Int]

        /// The field of a required column, without surrounding spaces.
        func value(_ column: String) -> String {
            values[columns[column]!].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The rows after the header, in the file's order.
    let rows: [Row]

    /// Parses `text`; `name` names the file in errors, `parameter` the option that gave it.
    /// - Throws: ``PlacesError`` `.invalidArgument` for an empty file, a header without a required column, an
    ///   unterminated quote or a short line, naming the line.
    init(_ text: String, name: String, required: [String], parameter: String) throws(PlacesError) {
        func failure(_ line: Int, _ message: String) -> PlacesError {
            PlacesError(.invalidArgument, "\(name) line \(line): \(message)", parameter: parameter, path: name)
        }
        // A byte-order mark (spreadsheets write one) is not part of the first column's name.
        let body = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        var lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().makeIterator()
        guard let (_, headerLine) = lines.next(), !headerLine.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw failure(1, "the file is empty: a header line naming \(required.joined(separator: ", ")) is needed")
        }
        guard let header = CSVTable.fields(of: headerLine) else { throw failure(1, "an unterminated quoted field") }
        var columns: [String: Int] = [:]
        for (index, column) in header.enumerated() where columns[column] == nil {
            columns[column.trimmingCharacters(in: .whitespaces)] = index
        }
        let missing = required.filter { columns[$0] == nil }
        guard missing.isEmpty else { throw failure(1, "the header has no column \(missing.joined(separator: ", "))") }
        let needed = required.compactMap { columns[$0] }.max().map { $0 + 1 } ?? 0
        var rows: [Row] = []
        while let (index, raw) = lines.next() {
            if raw.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            guard let values = CSVTable.fields(of: raw) else { throw failure(index + 1, "an unterminated quoted field") }
            guard values.count >= needed else {
                throw failure(index + 1, "\(values.count) fields where the header has \(header.count)")
            }
            rows.append(Row(line: index + 1, values: values, columns: columns))
        }
        self.rows = rows
    }

    /// The fields of one line, or nil for an unterminated quote.
    static func fields(of line: Substring) -> [String]? {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            if quoted {
                if character == "\"" {
                    // A doubled quote inside quotes is a quote; a single one ends the quoted part.
                    var lookahead = iterator
                    if lookahead.next() == "\"" {
                        current.append("\"")
                        iterator = lookahead
                    } else {
                        quoted = false
                    }
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !quoted else { return nil }
        fields.append(current)
        return fields
    }
}
