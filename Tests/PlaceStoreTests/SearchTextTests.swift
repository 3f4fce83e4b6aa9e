import Foundation
@testable import PlaceStore
import TestSupport
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

    /// The words the PostgreSQL store indexes are FTS5's: for every scalar up to U+2FFFF between two letters,
    /// and for names in many scripts, SearchText makes as many words as FTS5's `unicode61 remove_diacritics 2`
    /// tokenizer does (counted with `fts5vocab`), so that BM25 sees names of one length in both stores.
    @Test func wordsAreFTS5Words() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.path("words.sqlite"), readOnly: false, create: true)
        try database.execute("""
            CREATE VIRTUAL TABLE t USING fts5(x, tokenize='unicode61 remove_diacritics 2');
            CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance');
            BEGIN;
            """)
        var texts: [Int64: String] = [:]
        for value in UInt32(0x20)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: ["a", scalar, "b"])
            texts[Int64(value)] = String(view)
        }
        let names = ["Helsinki", "हेलसिंकी", "ཧེལ་སིན་ཀི།", "ဟယ်လ်ဆင်ကီမြို့", "เฮลซิงกิ", "ഹെൽസിങ്കി", "Ҳелсинкӣ", "赫爾辛基",
                     "Café\u{301} Ékberg", "n\u{308}o a\u{20DD}b", "Ⅲ v1.2 2² a_b a·b", "Stockmann ☕ 24/7", "🇫🇮 Kauppatori"]
        for (offset, name) in names.enumerated() { texts[Int64(0x40000 + offset)] = name }
        let insert = try database.prepare("INSERT INTO t(rowid, x) VALUES (?1, ?2)")
        for (row, text) in texts {
            insert.reset()
            try insert.bind(1, row)
            try insert.bind(2, text)
            try insert.run()
        }
        try database.execute("COMMIT")
        var counted: [Int64: Int] = [:]
        let count = try database.prepare("SELECT doc, count(*) FROM v GROUP BY doc")
        while try count.step() { counted[count.int(0)] = Int(count.int(1)) }
        var differing: [String] = []
        for (row, text) in texts.sorted(by: { $0.key < $1.key }) where SearchText.words(text).count != counted[row] ?? 0 {
            differing.append("\(String(row, radix: 16)) \(text.debugDescription): \(SearchText.words(text)) against \(counted[row] ?? 0)")
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(80))")
    }
}
