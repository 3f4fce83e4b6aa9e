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

    /// An SQLite failure carries SQLite's result code as a field, beside the message that names it.
    @Test func sqliteErrorsCarryTheirResultCode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.path("codes.sqlite"), readOnly: false, create: true)
        let error = try #require(throws: StoreError.self) { try database.prepare("SELECT * FROM no_such_table") }
        #expect(error.sqliteResultCode == 1)  // SQLITE_ERROR
        #expect(error.sql == "SELECT * FROM no_such_table")
        #expect(error.message.contains("SQLite 1"))
        try Data("not a database at all, but long enough to have a header".utf8).write(to: URL(fileURLWithPath: folder.path("text.sqlite")))
        let notADatabase = try #require(throws: StoreError.self) {
            try SQLiteDatabase(path: folder.path("text.sqlite"), readOnly: true).execute("SELECT 1 FROM sqlite_master")
        }
        #expect(notADatabase.code == .notAStore && notADatabase.sqliteResultCode == 26)  // SQLITE_NOTADB
    }
}
