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
}
