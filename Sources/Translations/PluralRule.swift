/// A language's plural rule, read from a catalog's `Plural-Forms` header
/// (`nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`): which of its forms
/// a count takes. The expression is C's, over `n`: `?:`, `||`, `&&`, `==`, `!=`,
/// `<`, `<=`, `>`, `>=`, `+`, `-`, `*`, `/`, `%`, `!`, parentheses and integers.
public struct PluralRule: Sendable {
    /// How many forms the language has.
    public let count: Int
    private let expression: Expression

    /// English's rule: one form for 1, another for every other count.
    public static let english = PluralRule(count: 2, expression: .binary(.notEqual, .n, .number(1)))

    private init(count: Int, expression: Expression) {
        self.count = count
        self.expression = expression
    }

    /// Reads a `Plural-Forms` value.
    /// - Throws: ``TranslationError`` (line 0) for a malformed header or expression.
    public init(header: String) throws(TranslationError) {
        var count: Int?
        var plural: String?
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: [" ", "\t"]) }
            guard pair.count == 2 else { continue }
            if pair[0] == "nplurals" { count = Int(pair[1]) }
            if pair[0] == "plural" { plural = pair[1] }
        }
        guard let count, (1...6).contains(count) else {
            throw TranslationError(.pluralForms, "Plural-Forms \"\(header)\" has no nplurals from 1 to 6")
        }
        guard let plural else { throw TranslationError(.pluralForms, "Plural-Forms \"\(header)\" has no plural expression") }
        var parser = Parser(Array(plural.utf8))
        let expression = try parser.parse()
        self.init(count: count, expression: expression)
    }

    /// The form (0 ..< ``count``) for `n`; a rule that answers outside its forms gives the last one.
    public func form(for n: Int) -> Int {
        let form = expression.value(n: abs(n))
        return (0..<count).contains(form) ? form : count - 1
    }

    fileprivate indirect enum Expression: Sendable {
        enum Operator: Sendable {
            case or, and, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, plus, minus, times, divide, remainder
        }
        case n
        case number(Int)
        case not(Expression)
        case binary(Operator, Expression, Expression)
        case choice(Expression, Expression, Expression)

        func value(n: Int) -> Int {
            switch self {
            case .n: return n
            case .number(let value): return value
            case .not(let operand): return operand.value(n: n) == 0 ? 1 : 0
            case .choice(let test, let yes, let no): return test.value(n: n) != 0 ? yes.value(n: n) : no.value(n: n)
            case .binary(let op, let left, let right):
                let a = left.value(n: n), b = right.value(n: n)
                switch op {
                case .or: return a != 0 || b != 0 ? 1 : 0
                case .and: return a != 0 && b != 0 ? 1 : 0
                case .equal: return a == b ? 1 : 0
                case .notEqual: return a != b ? 1 : 0
                case .less: return a < b ? 1 : 0
                case .lessOrEqual: return a <= b ? 1 : 0
                case .greater: return a > b ? 1 : 0
                case .greaterOrEqual: return a >= b ? 1 : 0
                case .plus: return a &+ b
                case .minus: return a &- b
                case .times: return a &* b
                case .divide: return b == 0 ? 0 : a / b
                case .remainder: return b == 0 ? 0 : a % b
                }
            }
        }
    }

    /// Recursive descent over C's precedence: ?: below ||, &&, equality, comparison, + -, * / %, unary !.
    private struct Parser {
        private let bytes: [UInt8]
        private var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func parse() throws(TranslationError) -> Expression {
            let expression = try choice()
            skipSpaces()
            guard index == bytes.count else { throw failure("unexpected \"\(String(decoding: bytes[index...], as: UTF8.self))\"") }
            return expression
        }

        private func failure(_ message: String) -> TranslationError {
            TranslationError(.pluralForms, "plural expression \"\(String(decoding: bytes, as: UTF8.self))\": \(message)")
        }

        private mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }

        private mutating func take(_ token: String) -> Bool {
            skipSpaces()
            let token = Array(token.utf8)
            guard bytes[index...].starts(with: token) else { return false }
            // "<" must not take the "<" of "<=", nor "!" the "!" of "!=".
            if token.count == 1, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "="),
               "<>!=".utf8.contains(token[0]) { return false }
            index += token.count
            return true
        }

        private mutating func choice() throws(TranslationError) -> Expression {
            let test = try binary(level: 0)
            guard take("?") else { return test }
            let yes = try choice()
            guard take(":") else { throw failure("a ? without its :") }
            return .choice(test, yes, try choice())
        }

        private static let levels: [[(String, Expression.Operator)]] = [
            [("||", .or)], [("&&", .and)], [("==", .equal), ("!=", .notEqual)],
            [("<=", .lessOrEqual), (">=", .greaterOrEqual), ("<", .less), (">", .greater)],
            [("+", .plus), ("-", .minus)], [("*", .times), ("/", .divide), ("%", .remainder)],
        ]

        private mutating func binary(level: Int) throws(TranslationError) -> Expression {
            guard level < Parser.levels.count else { return try unary() }
            var left = try binary(level: level + 1)
            while let op = Parser.levels[level].first(where: { take($0.0) })?.1 {
                left = .binary(op, left, try binary(level: level + 1))
            }
            return left
        }

        private mutating func unary() throws(TranslationError) -> Expression {
            if take("!") { return .not(try unary()) }
            if take("(") {
                let inner = try choice()
                guard take(")") else { throw failure("a ( without its )") }
                return inner
            }
            skipSpaces()
            guard index < bytes.count else { throw failure("it ends too soon") }
            if bytes[index] == UInt8(ascii: "n") {
                index += 1
                return .n
            }
            let digits = bytes[index...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard !digits.isEmpty, digits.count <= 9, let value = Int(String(decoding: digits, as: UTF8.self)) else {
                throw failure("expected n, a number or (")
            }
            index += digits.count
            return .number(value)
        }
    }
}
