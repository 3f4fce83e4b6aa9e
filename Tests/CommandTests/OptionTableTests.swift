import CommandOptions
import Testing

@testable import current_place

/// Each command's options are declared once, in its table; its usage lines and its `--help` text are checked
/// against the table, so that the three cannot disagree (issue 36: an option was declared in the parser's
/// set, the usage string and the help, by hand).
@Suite struct OptionTableTests {
    /// `--name` words in a text.
    private func options(_ text: String) -> Set<String> {
        Set(text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
    }

    @Test(arguments: CLI.commands.map(\.name))
    func theUsageAndTheHelpNameExactlyTheTablesOptions(command: String) throws {
        let entry = try #require(CLI.commands.first { $0.name == command })
        let table = Set(entry.options.map(\.spelled)).subtracting(["--help"])
        // A usage line may write an option's short form (`-o FILE.png`).
        let shorts = Set(entry.options.compactMap { spec in spec.short.map { _ in spec.spelled } }
            .filter { spelled in entry.options.contains { $0.spelled == spelled && entry.usage.contains("-\($0.short!) ") } })
        let usage = options(entry.usage).union(shorts)
        #expect(usage == table, "\(command): usage has \(usage.subtracting(table).sorted()), lacks \(table.subtracting(usage).sorted())")
        // The help text may name other commands' options when it refers to them; every option of the table is in it.
        let help = options(English.help[command] ?? "").union(shorts)
        #expect(table.isSubset(of: help), "\(command): --help lacks \(table.subtracting(help).sorted())")
    }

    @Test func noTwoOptionsOfACommandShareANameOrAShortForm() {
        for entry in CLI.commands {
            let names = entry.options.map(\.name)
            #expect(Set(names).count == names.count, "\(entry.name): \(names)")
            let shorts = entry.options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(entry.name): \(shorts)")
        }
    }
}
