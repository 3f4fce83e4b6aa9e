import Foundation
@testable import PlaceStore
import Testing

/// The fast path for ASCII must fold exactly as Foundation's general folding does.
@Suite struct SearchTextTests {
    @Test func asciiFoldsAsFoundationDoes() {
        var samples = ["", "Kamppi", "CAFE Regatta", "Stockmann 24/7", "A-B_c.d", "\t\n\u{7F}", "Ö", "Päärautatieasema"]
        for index in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for offset in 0..<(index % 40) {
                let code = UInt8((index * 31 + offset * 7) % 128)
                scalars.append(Unicode.Scalar(code))
            }
            samples.append(String(scalars))
        }
        for text in samples {
            #expect(SearchText.fold(text) == text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil),
                    "\(text.debugDescription)")
        }
        #expect(SearchText.fold("Päärautatieasema Café") == "paarautatieasema cafe")
    }

    /// The letter-at-a-time folding of Latin letters (U+0080–U+024F) gives what Foundation gives for the
    /// whole text: every such letter alone, every pair of them, and names mixing them with ASCII;
    /// text with letters beyond them (combining marks, Greek) goes to Foundation.
    @Test func latinFoldsAsFoundationDoes() {
        let letters = (0x80...0x24F).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
        var samples = ["Päärautatieasema", "Łódź", "Ærøskøbing", "Straße", "İstanbul", "Ĳsselmeer", "Œuvre",
                       "Café\u{301}", "e\u{301}", "Ελλάδα", "Åbo Akademi – Kårhuset", "ǅemal"]
        for first in letters {
            samples.append(first)
            for second in letters { samples.append(first + second) }
            samples.append("A\(first)b \(first.uppercased())Z")
        }
        var differing: [String] = []
        for text in samples where SearchText.fold(text) != SearchText.foundationFold(text) {
            differing.append(text)
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
