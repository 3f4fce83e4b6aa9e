import Foundation
import Places

/// Files a person names on the command line for the engine and the evaluation to read whole (a visit prior,
/// a check-in file): one way to read them, and one error when they cannot be.
package enum InputFile {
    /// The bytes of the file at `path`.
    /// - Parameters:
    ///   - what: the file's role in the error, e.g. "the visit prior".
    ///   - parameter: the option that named it, e.g. "prior".
    /// - Throws: ``PlacesError`` `.invalidArgument` naming the file, when it is missing, a folder or unreadable.
    package static func read(_ path: String, what: String, parameter: String) throws(PlacesError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw PlacesError(.invalidArgument, "\(path): cannot read \(what) (\(error.localizedDescription))",
                              parameter: parameter, path: path)
        }
    }
}
