import Foundation
import Location
import Places
import PlacesEngine

/// `likely --batch`: one JSON fix per input line, one JSON answer per output line.
struct LikelyBatch {
    let client: PlacesClient
    let explain: Bool
    let words: Localizer

    /// An error on one line of a batch.
    struct LineError: Encodable {
        struct Body: Encodable {
            let line: Int
            let message: String
            let parameter: String?
        }
        let error: Body
    }

    func run(source: String) throws -> ExitStatus {
        let handle: FileHandle
        if source == "-" {
            handle = .standardInput
        } else {
            guard let file = FileHandle(forReadingAtPath: source) else {
                Console.error(words(.batchUnreadable, ["path": source]))
                return .failure
            }
            handle = file
        }
        var reader = LineReader(handle: handle)
        var number = 0
        while let line = reader.next() {
            number += 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            Console.print(answer(line, number: number))
        }
        return .success
    }

    private func answer(_ line: String, number: Int) -> String {
        do {
            let query = try CurrentPlaceQuery.parse(try parameters(of: line))
            let result = try client.currentPlace(for: query)
            return try Console.json(CurrentPlaceJSON(result, fields: query.fields, language: query.language, explain: explain),
                                    pretty: false)
        } catch let error as LikelihoodError {
            return errorLine(number, error.message, error.parameter)
        } catch {
            return errorLine(number, "\(error)", nil)
        }
    }

    private func errorLine(_ number: Int, _ message: String, _ parameter: String?) -> String {
        (try? Console.json(LineError(error: .init(line: number, message: message, parameter: parameter)), pretty: false))
            ?? #"{"error":{"line":\#(number),"message":"unprintable error"}}"#
    }

    /// A JSON value of a batch line: parameters are strings or numbers (`fields` may be a list).
    private enum LineValue: Decodable {
        case text(String), number(Double), list([String]), other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if (try? container.decode(Bool.self)) != nil {
                self = .other
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let list = try? container.decode([String].self) {
                self = .list(list)
            } else {
                self = .other
            }
        }
    }

    /// The line's JSON object as the API's string parameters.
    private func parameters(of line: String) throws -> [String: String] {
        guard let object = try? JSONDecoder().decode([String: LineValue].self, from: Data(line.utf8)) else {
            throw LikelihoodError(.invalidArgument, "the line is not a JSON object")
        }
        var parameters: [String: String] = [:]
        for (key, value) in object {
            switch value {
            case .text(let text): parameters[key] = text
            case .number(let number):
                parameters[key] = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
            case .list(let list) where key == "fields": parameters[key] = list.joined(separator: ",")
            default: throw LikelihoodError(.invalidArgument, "\(key) has a value of the wrong type", parameter: key)
            }
        }
        return parameters
    }
}

/// Reads a file handle line by line without loading it whole.
struct LineReader {
    let handle: FileHandle
    private var splitter = LineSplitter()
    private var ready: [String] = []
    private var finished = false

    init(handle: FileHandle) {
        self.handle = handle
    }

    mutating func next() -> String? {
        while ready.isEmpty && !finished {
            let chunk = handle.availableData
            if chunk.isEmpty {
                finished = true
                if let rest = splitter.rest() { ready.append(rest) }
            } else {
                ready += splitter.append(chunk)
            }
        }
        return ready.isEmpty ? nil : ready.removeFirst()
    }
}
