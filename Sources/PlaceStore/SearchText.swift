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

    /// The words of `text` as FTS5's `unicode61 remove_diacritics 2` tokenizer makes them: runs of letters
    /// and digits, folded. The PostgreSQL store indexes and ranks these.
    package static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter && !$0.isNumber }.map { fold(String($0)) }.filter { !$0.isEmpty }
    }

    /// How many tokens FTS5's trigram tokenizer makes of `text`: one per three-character window.
    package static func trigramCount(_ text: String) -> Int {
        max(0, text.unicodeScalars.count - 2)
    }
}
