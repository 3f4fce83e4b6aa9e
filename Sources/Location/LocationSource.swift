import Foundation
import Geo
import Places

/// Where fixes come from — the role Core Location plays in the tutorial.
public protocol LocationSource: Sendable {
    /// A name for people: where the positions come from.
    var name: String { get }
    /// The fixes, in order, until the source ends or fails.
    func fixes() -> AsyncThrowingStream<SourcedFix, any Error>
}
