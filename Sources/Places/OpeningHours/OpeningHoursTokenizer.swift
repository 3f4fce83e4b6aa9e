extension OpeningHours {
    /// One lexical unit of an `opening_hours` value
    /// (https://wiki.openstreetmap.org/wiki/Key:opening_hours/specification).
    enum Token: Sendable, Equatable {
        /// `Mo` … `Su` as an ISO weekday, 1 = Monday … 7 = Sunday.
        case weekday(Int)
        /// `Jan` … `Dec`, 1 … 12.
        case month(Int)
        /// `PH` (public holiday) or `SH` (school holiday).
        case holiday
        /// `open`, `closed`/`off` or `unknown`.
        case modifier(OpeningStatus)
        /// A run of one to four ASCII digits, e.g. a day of the month or the `24` of `24/7`.
        case number(Int)
        /// `hh:mm` or `h.mm`: one or two digits for the hour (unchecked), exactly two for the minute.
        case time(hour: Int, minute: Int)
        /// `-`, or an en or em dash.
        case dash
        /// Separators: `,` `;` `/` (only in `24/7`) and `:` (for readability).
        case comma, semicolon, slash, colon
        /// A comment in double quotes; its text is not kept.
        case comment
    }

    /// Splits `text` into tokens; nil when it holds anything outside the
    /// supported subset (unknown words, `||`, `+`, `[`, non-ASCII digits…).
    static func tokenize(_ text: String) -> [Token]? {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if let digit = asciiDigit(scalar) {
                guard let (token, end) = numberOrTime(scalars, from: index, firstDigit: digit) else { return nil }
                tokens.append(token)
                index = end
            } else if isASCIILetter(scalar) {
                var end = index
                var word = ""
                while end < scalars.count, isASCIILetter(scalars[end]) {
                    word.unicodeScalars.append(scalars[end])
                    end += 1
                }
                guard let token = keyword(word.lowercased()) else { return nil }
                tokens.append(token)
                index = end
            } else if scalar == "\"" {
                var end = index + 1
                while end < scalars.count, scalars[end] != "\"" { end += 1 }
                guard end < scalars.count else { return nil }  // unterminated comment
                tokens.append(.comment)
                index = end + 1
            } else {
                guard let token = punctuation(scalar) else { return nil }
                tokens.append(token)
                index += 1
            }
        }
        return tokens
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value) - 48 : nil
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Reads digits from `start`, and a time when they are followed by `:` or
    /// `.` and two digits. Returns the token and the index after it.
    private static func numberOrTime(_ scalars: [Unicode.Scalar], from start: Int,
                                     firstDigit: Int) -> (Token, Int)? {
        var end = start + 1
        var value = firstDigit
        while end < scalars.count, let digit = asciiDigit(scalars[end]) {
            guard end - start < 4 else { return nil }  // longer numbers are never valid here
            value = value * 10 + digit
            end += 1
        }
        guard end + 1 < scalars.count, scalars[end] == ":" || scalars[end] == ".",
              asciiDigit(scalars[end + 1]) != nil else {
            // A lone `.` is not part of the grammar; a lone `:` is a readability separator.
            if end < scalars.count, scalars[end] == "." { return nil }
            return (.number(value), end)
        }
        guard end - start <= 2 else { return nil }
        var minuteEnd = end + 1
        var minute = 0
        while minuteEnd < scalars.count, let digit = asciiDigit(scalars[minuteEnd]) {
            guard minuteEnd - end <= 2 else { return nil }
            minute = minute * 10 + digit
            minuteEnd += 1
        }
        guard minuteEnd - end == 3 else { return nil }  // exactly two minute digits
        return (.time(hour: value, minute: minute), minuteEnd)
    }

    private static func keyword(_ word: String) -> Token? {
        let weekdays = ["mo", "tu", "we", "th", "fr", "sa", "su"]
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        if let index = weekdays.firstIndex(of: word) { return .weekday(index + 1) }
        if let index = months.firstIndex(of: word) { return .month(index + 1) }
        switch word {
        case "ph", "sh": return .holiday
        case "open": return .modifier(.open)
        case "closed", "off": return .modifier(.closed)
        case "unknown": return .modifier(.unknown)
        default: return nil
        }
    }

    private static func punctuation(_ scalar: Unicode.Scalar) -> Token? {
        switch scalar {
        case "-", "\u{2013}", "\u{2014}": return .dash
        case ",": return .comma
        case ";": return .semicolon
        case "/": return .slash
        case ":": return .colon
        default: return nil
        }
    }
}
