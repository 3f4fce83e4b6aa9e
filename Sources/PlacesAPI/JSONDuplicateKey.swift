import Foundation

/// Finds a key given twice in one object of a JSON text. Foundation's
/// decoders keep one of the two values without a word, so that
/// `{"id":"n1","id":"w2"}` would mean whichever it kept; requests with such
/// objects are refused instead.
enum JSONDuplicateKey {
    private enum Frame {
        case object(keys: Set<String>, current: String?, expectingKey: Bool)
        case array(index: Int)
    }

    /// The path of the first repeated key, like `history[3].time`, or nil.
    /// `data` must be valid JSON (decode it first): this only scans its structure.
    static func first(in data: Data) -> String? {
        let bytes = [UInt8](data)
        var stack: [Frame] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "{"): stack.append(.object(keys: [], current: nil, expectingKey: true))
            case UInt8(ascii: "["): stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ","):
                switch stack.last {
                case .object(let keys, let current, _): stack[stack.count - 1] = .object(keys: keys, current: current, expectingKey: true)
                case .array(let position): stack[stack.count - 1] = .array(index: position + 1)
                case nil: break
                }
            case UInt8(ascii: "\""):
                let start = index
                var escaped = false
                while index < bytes.count {
                    let next = bytes[index]
                    index += 1
                    if escaped { escaped = false } else if next == UInt8(ascii: "\\") { escaped = true } else if next == UInt8(ascii: "\"") { break }
                }
                guard case .object(var keys, _, true) = stack.last else { continue }
                let key = text(bytes[start..<max(start, index - 1)])
                if keys.contains(key) {
                    stack[stack.count - 1] = .object(keys: keys, current: key, expectingKey: false)
                    return path(stack)
                }
                keys.insert(key)
                stack[stack.count - 1] = .object(keys: keys, current: key, expectingKey: false)
            default: continue
            }
        }
        return nil
    }

    /// A string token's text, its escapes (`\u0061`, `\n`) decoded.
    private static func text(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
        return (try? JSONDecoder().decode(String.self, from: quoted)) ?? String(decoding: raw, as: UTF8.self)
    }

    private static func path(_ stack: [Frame]) -> String {
        var path = ""
        for frame in stack {
            switch frame {
            case .object(_, let current, _): path += (path.isEmpty ? "" : ".") + (current ?? "")
            case .array(let position): path += "[\(position)]"
            }
        }
        return path
    }
}
