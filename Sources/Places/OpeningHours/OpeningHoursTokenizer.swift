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
        /// Separators: `,` `;` `/` (in `24/7` and steps like `week 01-53/2`) and `:` (for readability).
        case comma, semicolon, slash, colon
        /// A `,` followed by whitespace: after a weekday or month it ends the rule and starts an
        /// additional one, as the specification's `<additional_rule_separator>` (`, `) says;
        /// between times it still lists them (`08:00-12:00, 13:00-17:00`).
        case spacedComma
        /// `||`: the fallback rule separator.
        case fallback
        /// `week`, before week numbers.
        case week
        /// `+` after a year: that year and every one after it.
        case plus
        /// A comment in double quotes; its text is not kept.
        case comment
    }

    /// The tokens of a value and where each starts in its text (an offset in
    /// Unicode scalars), or where the first character outside the supported
    /// subset stands (an unknown word, `[`, non-ASCII digits…).
    static func tokenize(_ text: String) -> Result<[(token: Token, offset: Int)], UnreadablePart> {
        let scalars = Array(text.unicodeScalars)
        var tokens: [(token: Token, offset: Int)] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let start = index
            if scalar.properties.isWhitespace {
                index += 1
                continue
            } else if let digit = asciiDigit(scalar) {
                guard let (token, end) = numberOrTime(scalars, from: index, firstDigit: digit) else {
                    return .failure(UnreadablePart(offset: start))
                }
                tokens.append((token, start))
                index = end
            } else if isASCIILetter(scalar) {
                var end = index
                var word = ""
                while end < scalars.count, isASCIILetter(scalars[end]) {
                    word.unicodeScalars.append(scalars[end])
                    end += 1
                }
                guard let token = keyword(word.lowercased()) else { return .failure(UnreadablePart(offset: start)) }
                tokens.append((token, start))
                index = end
            } else if scalar == "\"" {
                var end = index + 1
                while end < scalars.count, scalars[end] != "\"" { end += 1 }
                guard end < scalars.count else { return .failure(UnreadablePart(offset: start)) }  // unterminated comment
                tokens.append((.comment, start))
                index = end + 1
            } else if scalar == "|", index + 1 < scalars.count, scalars[index + 1] == "|" {
                tokens.append((.fallback, start))
                index += 2
            } else if scalar == ",", index + 1 < scalars.count, scalars[index + 1].properties.isWhitespace {
                tokens.append((.spacedComma, start))
                index += 1
            } else {
                guard let token = punctuation(scalar) else { return .failure(UnreadablePart(offset: start)) }
                tokens.append((token, start))
                index += 1
            }
        }
        return .success(tokens)
    }

    /// Where reading an `opening_hours` value stopped: the offset, in Unicode
    /// scalars, of the first part that could not be read.
    struct UnreadablePart: Error, Sendable, Equatable {
        let offset: Int
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
        case "week": return .week
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
        case "+": return .plus
        default: return nil
        }
    }
}
