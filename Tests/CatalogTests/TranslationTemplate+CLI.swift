import Translations
@testable import current_place

extension TranslationTemplate {
    /// The command line's template (`po/current-place.pot`), as English.swift makes it: every message with
    /// its key as the context (those with a count with both English forms), then each command's summary and help.
    static var commandLine: TranslationTemplate {
        let commands = CLI.commands.map(\.name).sorted()
        let messages = Message.allCases.map { message in
            switch English.text(message) {
            case .sentence(let english): Entry(context: message.rawValue, english: english)
            case .counted(let one, let other): Entry(context: message.rawValue, english: one, plural: other)
            }
        }
        return TranslationTemplate(
            project: "current-place",
            title: "current-place's command line: the template (made from English.swift; see scripts/update-translations.sh).",
            entries: messages + commands.map { Entry(context: "summary \($0)", english: English.table.summaries[$0] ?? "") }
                + commands.map { Entry(context: "help \($0)", english: English.table.help[$0] ?? "") })
    }
}
