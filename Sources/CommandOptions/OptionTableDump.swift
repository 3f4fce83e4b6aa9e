import Foundation

/// A program's option tables as JSON, for the tools that make its man pages and shell completion
/// (`packaging/help-docs.py`), as swift-argument-parser's `--experimental-dump-help` does: `PROGRAM
/// --dump-options` prints it. The words of the help stay in the program's `--help`.
public enum OptionTableDump {
    /// What completes an option's value.
    public enum Completion: String, Codable, Sendable {
        /// A flag: no value.
        case none
        /// A file or folder name.
        case file
        /// One of the languages the programs speak.
        case language
        /// Anything: the shell offers nothing.
        case word
    }

    private struct Entry: Codable {
        let name: String
        let short: String?
        let arity: String
        let placeholder: String?
        let completion: Completion
    }

    private struct Command: Codable {
        let name: String
        let options: [Entry]
    }

    private struct Dump: Codable {
        let program: String
        let languages: [String]
        let global: [Entry]
        let commands: [Command]
    }

    /// How the shell completes the value of `spec`: a flag has none; a placeholder that names something on disk
    /// (`FILE`, `PATH`, `DIR`, `STORE`) completes file names, one that names a language (`xx`, `CODE`) the languages.
    public static func completion(of spec: OptionSpec) -> Completion {
        guard spec.arity != .flag, let placeholder = spec.placeholder else { return .none }
        if placeholder == "xx" || placeholder == "CODE" { return .language }
        if ["FILE", "PATH", "DIR", "STORE"].contains(where: placeholder.contains) { return .file }
        return .word
    }

    /// The JSON of `program`'s options: those every command takes (`global`) and each command's (a program with
    /// no commands has one, named "").
    public static func json(program: String, global: [OptionSpec], commands: [(name: String, options: [OptionSpec])]) -> String {
        func entry(_ spec: OptionSpec) -> Entry {
            let arity: String = switch spec.arity {
            case .flag: "flag"
            case .value: "value"
            case .optionalValue: "optional value"
            case .repeatable: "repeatable"
            }
            return Entry(name: spec.spelled, short: spec.short.map { "-\($0)" }, arity: arity, placeholder: spec.placeholder,
                         completion: completion(of: spec))
        }
        let dump = Dump(program: program, languages: OptionText.languages, global: global.map(entry),
                        commands: commands.map { Command(name: $0.name, options: $0.options.map(entry)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? String(decoding: encoder.encode(dump), as: UTF8.self)) ?? "{}"
    }
}
