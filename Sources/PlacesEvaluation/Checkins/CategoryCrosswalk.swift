import Foundation
import InstalledResources
import Places
import PlacesEngine

/// The crosswalk from a check-in service's venue categories to our kinds of
/// place: `Resources/foursquare-crosswalk.tsv`, written from the category
/// names (its header says how). A category is scored as a kind, left out of
/// scoring (not a place a map shows: a home, a road), or unmapped.
public struct CategoryCrosswalk: Sendable {
    /// What the crosswalk says of one category.
    public enum Verdict: Sendable, Hashable {
        /// A place of this kind.
        case kind(PlaceKind)
        /// Not a place on a map: left out of scoring ("none of these" is right there).
        case leftOut
        /// Neither listed nor matched by a suffix rule: left out and reported.
        case unmapped
    }

    private let exact: [String: PlaceKind?]
    private let suffixes: [(suffix: String, kind: PlaceKind?)]

    /// Parses a crosswalk: `#` comments, blank lines, and `category<TAB>kind` lines, where the kind is a
    /// ``PlaceKind`` or `-`, and a category starting with `*` matches names ending with the rest.
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the line of a malformed entry or an unknown kind.
    public init(text: String, name: String) throws(PlacesError) {
        var exact: [String: PlaceKind?] = [:]
        var suffixes: [(String, PlaceKind?)] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = raw.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw PlacesError(.invalidArgument, "\(name) line \(index + 1): not \"category<TAB>kind\"", path: name)
            }
            let kindText = parts[1].trimmingCharacters(in: .whitespaces)
            let kind: PlaceKind?
            if kindText == "-" {
                kind = nil
            } else if let known = PlaceKind(rawValue: kindText) {
                kind = known
            } else {
                throw PlacesError(.invalidArgument, "\(name) line \(index + 1): \"\(kindText)\" is not a kind", path: name)
            }
            let category = String(parts[0])
            if category.hasPrefix("*") {
                suffixes.append((String(category.dropFirst()), kind))
            } else {
                guard exact[category] == nil else {
                    throw PlacesError(.invalidArgument, "\(name) line \(index + 1): \"\(category)\" is listed twice", path: name)
                }
                exact[category] = kind
            }
        }
        self.exact = exact
        self.suffixes = suffixes
    }

    /// The crosswalk shipped with the evaluation, for Foursquare's categories.
    public static func foursquare() throws(PlacesError) -> CategoryCrosswalk {
        guard let url = ResourceFolder.current.url(installed: "foursquare-crosswalk.tsv", bundled: {
                  Bundle.module.url(forResource: "foursquare-crosswalk", withExtension: "tsv")
              }),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw PlacesError(.internalFailure, "foursquare-crosswalk.tsv is missing from the evaluation's resources")
        }
        return try CategoryCrosswalk(text: text, name: url.lastPathComponent)
    }

    /// What the crosswalk says of `category`: its exact line, else the first suffix rule that matches.
    public func verdict(_ category: String) -> Verdict {
        if let listed = exact[category] { return listed.map(Verdict.kind) ?? .leftOut }
        if let rule = suffixes.first(where: { category.hasSuffix($0.suffix) }) { return rule.kind.map(Verdict.kind) ?? .leftOut }
        return .unmapped
    }
}
