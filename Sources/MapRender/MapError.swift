import FileReplacement
import Foundation
import Places

/// Why a map could not be drawn or written: the map layer's one error.
public struct MapError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public enum Code: String, Sendable {
        /// A map parameter is out of range (the caller's fault).
        case invalidArgument
        /// Cairo or libpng failed.
        case renderFailure
        /// The image file could not be written.
        case io
    }
    /// The kind of failure.
    public let code: Code
    /// What is wrong.
    public let message: String
    /// The parameter at fault (`center`, `zoom`, `size`, `scale`, `markers`, `me`, `output`).
    public let parameter: String?
    /// The file involved, when there is one.
    public let path: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, parameter: String? = nil, path: String? = nil) {
        self.code = code
        self.message = message
        self.parameter = parameter
        self.path = path
    }

    public var description: String { path.map { "\($0): \(message)" } ?? message }
}

extension MapError {
    /// Writes `path` whole or not at all through ``ReplacementFile``; a failed
    /// write is an `.io` error naming the file.
    static func replacing(_ path: String, _ produce: (String) throws -> Void) throws {
        do {
            try ReplacementFile.write(to: path, produce)
        } catch let error as PlacesError {
            throw MapError(.io, error.message, path: error.path ?? path)
        } catch let error as CocoaError {
            throw MapError(.io, "cannot write: \(error.localizedDescription)", path: path)
        }
    }
}
