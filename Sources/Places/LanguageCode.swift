import Foundation

/// A language tag in the subset of BCP 47 (RFC 5646) that place names use:
/// a language (`en`, `fil`), an optional script (`zh-Hant`), an optional
/// region (`pt-BR`, `es-419`) and optional variants (`be-tarask`, as OSM's
/// `name:be-tarask`). Extensions, private use and grandfathered tags are
/// not accepted.
///
/// Parsed once, at the edge (a `--lang` option, a `lang` query parameter, a
/// `languageCode` field); everything past the edge holds this type, so no
/// code indexes into text a request controls.
public struct LanguageCode: Sendable, Hashable, CustomStringConvertible, LosslessStringConvertible {
    /// The language subtag, lower-cased: 2 or 3 ASCII letters (ISO 639).
    public let language: String
    /// The script subtag, title-cased: 4 ASCII letters (ISO 15924), e.g. `Hant`.
    public let script: String?
    /// The region subtag, upper-cased: 2 letters (ISO 3166) or 3 digits (UN M.49).
    public let region: String?
    /// Variant subtags, lower-cased: 5–8 letters or digits, or a digit and 3 more.
    public let variants: [String]

    /// The longest tag accepted; longer text is refused before it is split.
    public static let maximumLength = 35

    /// Parses a tag like `en`, `pt-BR`, `zh-Hant-TW` or `be-tarask`, in any
    /// letter case; nil for anything else (empty, `-`, `*`, `en_US`, `en-`).
    public init?(_ text: String) {
        guard !text.isEmpty, text.utf8.count <= LanguageCode.maximumLength,
              text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || LanguageCode.isAlphanumeric($0) }) else { return nil }
        var subtags = text.split(separator: "-", omittingEmptySubsequences: false).map { String($0) }[...]
        guard let language = subtags.popFirst(), (2...3).contains(language.count), language.allSatisfy(\.isLetter) else {
            return nil
        }
        var script: String?
        if let next = subtags.first, next.count == 4, next.allSatisfy(\.isLetter) {
            script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
            subtags.removeFirst()
        }
        var region: String?
        if let next = subtags.first,
           (next.count == 2 && next.allSatisfy(\.isLetter)) || (next.count == 3 && next.allSatisfy(\.isNumber)) {
            region = next.uppercased()
            subtags.removeFirst()
        }
        var variants: [String] = []
        for subtag in subtags {
            let isVariant = (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first?.isNumber == true)
            guard isVariant else { return nil }
            variants.append(subtag.lowercased())
        }
        self.language = language.lowercased()
        self.script = script
        self.region = region
        self.variants = variants
    }

    /// The canonical text: `zh-Hant-TW`, `pt-BR`, `be-tarask`.
    public var description: String {
        ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// The tags to look a localized name up by, most specific first, each
    /// once: the whole tag, then it without variants, region and script in
    /// turn, down to the language alone (`zh-Hant-TW`, `zh-Hant`, `zh`).
    public var fallbacks: [String] {
        var tags: [String] = []
        func add(_ parts: [String?]) {
            let tag = parts.compactMap { $0 }.joined(separator: "-")
            if !tags.contains(tag) { tags.append(tag) }
        }
        add([language, script, region] + variants)
        add([language, script, region])
        add([language, script])
        add([language, region])
        add([language])
        return tags
    }

    /// The language of the messages locale in `environment`: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set (POSIX's order), read as POSIX writes it (`pt_BR.UTF-8@euro` → `pt-BR`); nil for `C`,
    /// `POSIX` (`C.UTF-8` too), none set, or text that names no language.
    public static func locale(_ environment: [String: String]) -> LanguageCode? {
        guard let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else { return nil }
        let name = String(value.prefix { $0 != "." && $0 != "@" })
        guard name != "C", name != "POSIX" else { return nil }
        return LanguageCode(name.replacingOccurrences(of: "_", with: "-"))
    }

    /// The language a client prefers from an `Accept-Language` header
    /// (RFC 9110 §12.5.4): the readable tag with the highest weight, the
    /// earliest among equals. The header is a hint: entries that cannot be
    /// read, `*` and weights of 0 are skipped, and nil means "no preference".
    public static func preferred(acceptLanguage header: String) -> LanguageCode? {
        var best: (code: LanguageCode, weight: Double)?
        for entry in header.split(separator: ",", maxSplits: 32) {
            let parts = entry.split(separator: ";")
            guard let tagText = parts.first?.trimmingCharacters(in: .whitespaces),
                  let code = LanguageCode(tagText) else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0].lowercased() == "q" {
                    guard let value = Double(pair[1]), value.isFinite, (0...1).contains(value) else { weight = 0; break }
                    weight = value
                }
            }
            if weight > 0, weight > (best?.weight ?? 0) { best = (code, weight) }
        }
        return best?.code
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
