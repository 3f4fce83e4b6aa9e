import Foundation

/// How names are folded for the trigram index and its queries: lower case, no diacritics
/// ("Päärautatieasema" → "paarautatieasema"), so that "cafe" finds "Café" inside words too.
enum SearchText {
    static func fold(_ text: String) -> String {
        // ASCII folds to its lower case, without Foundation's much slower general folding.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The words of `text` as FTS5's `unicode61 remove_diacritics 2` tokenizer makes them: runs of letters
    /// and digits, folded. The PostgreSQL store indexes and ranks these.
    static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter && !$0.isNumber }.map { fold(String($0)) }.filter { !$0.isEmpty }
    }

    /// How many tokens FTS5's trigram tokenizer makes of `text`: one per three-character window.
    static func trigramCount(_ text: String) -> Int {
        max(0, text.unicodeScalars.count - 2)
    }
}
