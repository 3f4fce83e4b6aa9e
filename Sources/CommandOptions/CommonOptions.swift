import AppSupport
import Geo
import Places

/// The options both front ends take, each declared here once: the command line's commands and the native
/// app read them with these, so that the same value gets the same answer in each.
public enum CommonOptions {
    /// `--at LAT,LON[,ACCURACY]`: a position (``GivenPosition``).
    public static let position = Option(OptionSpec("at", .value, placeholder: "LAT,LON[,ACCURACY]"),
                                        form: .position(maximumAccuracy: LocationFix.maximumAccuracy), reading: GivenPosition.init)
    /// `--accuracy M`: metres from 0 to ``LocationFix/maximumAccuracy``.
    public static let accuracy = Option(OptionSpec("accuracy", .value, placeholder: "M"),
                                        form: .metres(maximum: LocationFix.maximumAccuracy)) { text -> Meters? in
        guard let metres = Double(text), metres.isFinite, (0...LocationFix.maximumAccuracy).contains(metres) else { return nil }
        return metres + 0  // -0 is 0

    }
    /// `--lang xx`: the language of place names (and of the program, without `--ui-lang`).
    public static let language = Option(OptionSpec("lang", .value, placeholder: "xx"), form: .language, reading: LanguageCode.init)
    /// `--ui-lang xx`: the program's own language, apart from the names'.
    public static let interfaceLanguage = Option(OptionSpec("ui-lang", .value, placeholder: "xx"), form: .language,
                                                 reading: LanguageCode.init)
    /// `--history FILE`: where the person's picks are kept.
    public static let history = Option(OptionSpec("history", .value, placeholder: "FILE"), form: .file) { PickHistory(option: $0) }
    /// `--no-history`: keep no picks, and rank without them.
    public static let noHistory = OptionSpec.flag("no-history")
    /// `--db STORE`: a store file or a `postgresql://` URL.
    public static let store = Option(OptionSpec("db", .value, placeholder: "PATH")) { text throws(OptionError) -> StoreLocation in
        do throws(PlacesError) {
            return try StoreLocation(parsing: text)
        } catch {
            throw OptionError(.invalidValue(.store(detail: error.message)), option: "--db", value: text)
        }
    }
    /// `--default-location LAT,LON`: where a map opens without a position.
    public static let defaultLocation = Option(OptionSpec("default-location", .value, placeholder: "LAT,LON"), form: .coordinate) {
        try? Coordinate.parse($0)
    }
    /// `--crowd FILE`: a crowd file (other people's confirmations): a server counts into it, the apps rank with a
    /// copy of one.
    public static let crowd = Option(OptionSpec("crowd", .value, placeholder: "FILE"), form: .file) { text in
        text.isEmpty || text == "-" || text.hasSuffix("/") || text.contains("\0") ? nil : text
    }
    /// `--help` (and `-h`): the program's or the command's help, and nothing else done.
    public static let help = OptionSpec("help", .flag, short: "h")

    /// The history a command line names: `--history FILE`, else the default file (see
    /// ``PickHistory/defaultFile(environment:)``); nil for `--no-history`.
    /// - Throws: ``OptionError`` for both options at once, or a `FILE` that names no file (`""`, `-`, `dir/`).
    public static func history(_ arguments: Arguments, environment: [String: String]) throws(OptionError) -> PickHistory? {
        try arguments.exclude(history.spec.name, noHistory.name)
        if arguments.flag(noHistory.name) { return nil }
        return try arguments.value(history) ?? PickHistory.defaultFile(environment: environment)
    }
}
