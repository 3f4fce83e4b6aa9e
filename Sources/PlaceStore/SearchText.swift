import Foundation

/// How names are folded for the trigram index and its queries: lower case, no diacritics
/// ("Päärautatieasema" → "paarautatieasema"), so that "cafe" finds "Café" inside words too.
package enum SearchText {
    package static func fold(_ text: String) -> String {
        // ASCII folds to its lower case, without Foundation's much slower general folding.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return latinFold(text) ?? foundationFold(text)
    }

    /// Foundation's folding, which every other is checked against.
    package static func foundationFold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// `text` folded a letter at a time, when every letter is ASCII or a precomposed Latin one
    /// (U+0080–U+024F: "ä", "ø", "ł", "ő"): most names in Europe. Nil for any other letter, combining
    /// marks among them, which Foundation folds with the letter before.
    private static func latinFold(_ text: String) -> String? {
        var folded: [UInt8] = []
        folded.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: folded.append(UInt8(scalar.value) + 0x20)
            case 0..<0x80: folded.append(UInt8(scalar.value))
            case latinRange: folded.append(contentsOf: latinFolds[Int(scalar.value - latinRange.lowerBound)].utf8)
            default: return nil
            }
        }
        return String(decoding: folded, as: UTF8.self)
    }

    private static let latinRange: ClosedRange<UInt32> = 0x80...0x24F

    /// Foundation's folding of each letter of ``latinRange``, made once.
    private static let latinFolds: [String] = latinRange.map { value in
        Unicode.Scalar(value).map { foundationFold(String(Character($0))) } ?? ""
    }

    /// The words of `text` as FTS5's `unicode61 remove_diacritics 2` tokenizer makes them, folded, so that a
    /// name's words and length, which BM25 weighs, are the same to the PostgreSQL store, which indexes and
    /// ranks these, as to FTS5. FTS5 classifies scalars by Unicode 6.1: a word is a run of letters, digits and
    /// private-use characters (its categories `L* N* Co`), of scalars Unicode 6.1 had not assigned, and of
    /// the Latin diacritics FTS5 folds away (``foldedDiacritics``). Every other scalar separates words, a vowel
    /// sign of Devanagari or Thai too: "हेलसिंकी" is three words to FTS5, and here. (Measured against SQLite
    /// 3.40's FTS5 for every scalar up to U+2FFFF; `SearchTextTests` holds the two to it.)
    package static func words(_ text: String) -> [String] {
        // Each word is cut out of the text by its bounds (built a scalar at a time, it was most of the cost).
        var words: [String] = []
        let scalars = text.unicodeScalars
        func add(_ word: Substring.UnicodeScalarView) {
            let folded = fold(String(word))
            if !folded.isEmpty { words.append(folded) }
        }
        var start: String.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if isWordScalar(scalars[index]) {
                if start == nil { start = index }
            } else if let wordStart = start {
                add(scalars[wordStart..<index])
                start = nil
            }
            index = scalars.index(after: index)
        }
        if let start { add(scalars[start...]) }
        return words
    }

    /// The combining marks FTS5's `remove_diacritics 2` folds away inside a word (measured: every other
    /// combining mark Unicode 6.1 has separates words).
    private static let foldedDiacritics: [ClosedRange<UInt32>] = [
        0x300...0x304, 0x306...0x30C, 0x30F...0x30F, 0x311...0x311, 0x31B...0x31B, 0x323...0x328, 0x32D...0x32E,
        0x330...0x331,
    ]

    /// Scalars whose category changed after Unicode 6.1 (measured): Mongolian letters that became marks
    /// (words to FTS5), and New Tai Lue and Vedic signs that became letters (separators to FTS5).
    private static let wordsSince61: [ClosedRange<UInt32>] = [0x1885...0x1886]
    private static let separatorsSince61: [ClosedRange<UInt32>] = [0x19B0...0x19C0, 0x19C8...0x19C9, 0x1CF2...0x1CF3]

    /// Whether FTS5's unicode61 counts `scalar` as part of a word.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        // Noncharacters other than U+FFFE and U+FFFF, like scalars Unicode 6.1 had not assigned, are outside
        // FTS5's tables: words.
        if scalar.properties.isNoncharacterCodePoint { return value != 0xFFFE && value != 0xFFFF }
        guard let age = scalar.properties.age, age.major < 6 || (age.major == 6 && age.minor <= 1) else { return true }
        if foldedDiacritics.contains(where: { $0.contains(value) }) || wordsSince61.contains(where: { $0.contains(value) }) {
            return true
        }
        if separatorsSince61.contains(where: { $0.contains(value) }) { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .privateUse:
            return true
        default:
            return false
        }
    }

    /// How many tokens FTS5's trigram tokenizer makes of `text`: one per three-character window.
    package static func trigramCount(_ text: String) -> Int {
        max(0, text.unicodeScalars.count - 2)
    }
}
