import Foundation

/// How names are folded for the trigram index and its queries: lower case, no diacritics
/// ("Päärautatieasema" → "paarautatieasema"), so that "cafe" finds "Café" inside words too.
enum SearchText {
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
