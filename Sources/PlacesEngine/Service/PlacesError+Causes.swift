import Foundation
import MapRender
import PlaceStore
import Places

extension PlacesError {
    /// The engine's error for a failure from a layer below: the store's codes
    /// become the engine's, a map's bad argument stays a bad argument, and
    /// anything else is an internal failure. The file and the message go along.
    package init(_ error: any Error) {
        switch error {
        case let error as PlacesError:
            self = error
        case let error as StoreError:
            self.init(error)
        case let error as MapError:
            self.init(error.code == .invalidArgument ? .invalidArgument : .internalFailure, error.message,
                      parameter: error.parameter, path: error.path)
        default:
            self.init(.internalFailure, "\(error)")
        }
    }
}
