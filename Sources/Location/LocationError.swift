import Foundation
import Geo
import Places

/// Why a source gave no position.
public struct LocationError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure, for a caller that words it itself (in another language, say).
    public enum Code: Sendable, Equatable {
        /// The text naming a source or position is malformed.
        case badInput
        /// No file or device at the path.
        case noFile
        /// The file exists but cannot be read.
        case unreadable
        /// The file is not what the source reads (not GPX, say).
        case notATrack
        /// The file was read but holds no position.
        case noPosition
        /// gpsd cannot be reached.
        case unreachable
        /// gpsd answered nothing, or no position, in time.
        case timedOut
        /// gpsd closed the connection.
        case closed
    }

    /// What went wrong, for a person, in English.
    public let message: String
    /// The kind of failure.
    public let code: Code
    /// What failed: the file's or device's path, or "gpsd HOST:PORT"; nil for bad input.
    public let path: String?

    /// Creates an error.
    public init(_ message: String, code: Code = .badInput, path: String? = nil) {
        self.message = message
        self.code = code
        self.path = path
    }

    public var description: String { message }
}
