import Foundation
@testable import PlaceStore
import TestSupport
import Testing

/// Text is bound as SQLite's C API takes it: up to its first NUL, the empty string as text (not NULL).
@Suite struct SQLiteStatementTests {
    @Test(arguments: [("abc", "abc"), ("", ""), ("a\u{0}b", "a"), ("\u{0}", ""), ("Kahvila Ékberg ☕", "Kahvila Ékberg ☕"),
                      ("long" + String(repeating: "x", count: 40) + "\u{0}y", "long" + String(repeating: "x", count: 40))])
    func textIsBoundUpToItsFirstNUL(text: String, stored: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.path("text.sqlite"), readOnly: false, create: true)
        let select = try database.prepare("SELECT ?1, typeof(?1)")
        try select.bind(1, text)
        #expect(try select.step())
        #expect(select.text(0) == stored)
        #expect(select.text(1) == "text")
    }
}
