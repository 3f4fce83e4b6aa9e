import CommandOptions
import Foundation
import Places
import Testing

/// The one reading of command lines that the command line and the native app share.
@Suite struct ArgumentsTests {
    static let specs: [OptionSpec] = [CommonOptions.store.spec, CommonOptions.position.spec, .flag("json"),
                                      OptionSpec("draw", .repeatable), OptionSpec("gpsd", .optionalValue),
                                      OptionSpec("output", .value, short: "o"), CommonOptions.help]

    private func code(_ words: [String]) -> OptionError.Code? {
        do {
            _ = try Arguments(words, options: Self.specs)
            return nil
        } catch {
            return error.code
        }
    }

    @Test func valuesFlagsAndPositionals() throws {
        let parsed = try Arguments(["--db", "a.sqlite", "--at=60,24", "x", "-o", "out.png", "--json", "--draw", "a", "--draw", "b",
                                    "-5", "--", "--json"], options: Self.specs)
        #expect(parsed.value("db") == "a.sqlite" && parsed.value("at") == "60,24" && parsed.value("output") == "out.png")
        #expect(parsed.flag("json") && !parsed.flag("help"))
        #expect(parsed.allValues("draw") == ["a", "b"])
        #expect(parsed.positionals == ["x", "-5", "--json"])
    }

    @Test func anOptionalValueStandsAloneOrTakesTheNextWord() throws {
        let alone = try Arguments(["--gpsd", "--json"], options: Self.specs)
        #expect(alone.has("gpsd") && alone.value("gpsd") == nil && alone.flag("json"))
        let given = try Arguments(["--gpsd", "host:2947"], options: Self.specs)
        #expect(given.value("gpsd") == "host:2947")
        #expect(code(["--gpsd", "--gpsd"]) == .givenTwice)
    }

    /// The odd command lines: each has one answer, the same in every program that reads with these.
    @Test func oddCommandLinesAreRefusedWithTheirCode() {
        #expect(code(["--nope"]) == .unknownOption)
        #expect(code(["-x"]) == .unknownOption)
        #expect(code(["--db"]) == .missingValue)
        #expect(code(["--db", "a", "--db", "b"]) == .givenTwice)
        #expect(code(["--db=a", "--db", "a"]) == .givenTwice)
        #expect(code(["--json", "--json"]) == .givenTwice)
        #expect(code(["--json=yes"]) == .flagWithValue)
        #expect(code(["--db="]) == nil)
        #expect(code(["--", "--nope"]) == nil)
    }

    @Test func typedValuesAreReadByTheirOptionsParser() throws {
        let parsed = try Arguments(["--at", "60.17,24.94,5"], options: Self.specs)
        let at = try #require(try parsed.value(CommonOptions.position))
        #expect(at.coordinate.latitude == 60.17 && at.accuracy == 5)
        #expect(throws: OptionError(.invalidValue(.store(detail: "the store path is empty")), option: "--db", value: "")) {
            try Arguments(["--db="], options: Self.specs).value(CommonOptions.store)
        }
        #expect(throws: OptionError(.invalidValue(.wholeNumber(minimum: 1, maximum: 20)), option: "--db", value: "21")) {
            try Arguments(["--db", "21"], options: Self.specs).integer("db", default: 5, in: 1...20)
        }
        #expect(try Arguments([], options: Self.specs).integer("db", default: 5, in: 1...20) == 5)
    }

    @Test func historyAndNoHistoryExcludeEachOther() throws {
        let specs = [CommonOptions.history.spec, CommonOptions.noHistory]
        #expect(throws: OptionError(.conflict, option: "--history", other: "--no-history")) {
            try CommonOptions.history(try Arguments(["--history", "h.sqlite", "--no-history"], options: specs), environment: [:])
        }
        #expect(try CommonOptions.history(try Arguments(["--no-history"], options: specs), environment: ["HOME": "/home/me"]) == nil)
        for bad in ["", "-", "dir/"] {
            #expect(throws: OptionError(.invalidValue(.file), option: "--history", value: bad)) {
                try CommonOptions.history(try Arguments(["--history", bad], options: specs), environment: [:])
            }
        }
    }
}

/// `--dump-options`: what the shell completes for each option.
@Suite struct OptionTableDumpTests {
    @Test func valuesCompleteByWhatTheirPlaceholderNames() throws {
        #expect(OptionTableDump.completion(of: CommonOptions.store.spec) == .file)
        #expect(OptionTableDump.completion(of: CommonOptions.history.spec) == .file)
        #expect(OptionTableDump.completion(of: CommonOptions.language.spec) == .language)
        #expect(OptionTableDump.completion(of: CommonOptions.position.spec) == .word)
        #expect(OptionTableDump.completion(of: CommonOptions.noHistory) == .none)
        #expect(OptionTableDump.completion(of: .value("map", "FILE.png")) == .file)
        let json = OptionTableDump.json(program: "p", global: [CommonOptions.interfaceLanguage.spec],
                                        commands: [("c", [OptionSpec("output", .value, placeholder: "FILE", short: "o")])])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let commands = try #require(object["commands"] as? [[String: Any]])
        let option = try #require((commands.first?["options"] as? [[String: Any]])?.first)
        #expect(option["name"] as? String == "--output" && option["short"] as? String == "-o" && option["completion"] as? String == "file")
    }
}
