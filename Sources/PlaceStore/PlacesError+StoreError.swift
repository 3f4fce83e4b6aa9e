import Places

extension PlacesError {
    /// The engine's error for a store's: the store's codes become the engine's (a missing, foreign, newer or
    /// damaged store, a bad query, a missing row), anything else is an internal failure. The file and the
    /// message go along.
    package init(_ error: StoreError) {
        let code: Code
        switch error.code {
        case .missing: code = .storeMissing
        case .notAStore: code = .notAStore
        case .unsupportedSchema: code = .unsupportedSchema
        case .corrupt: code = .storeCorrupt
        case .invalidQuery: code = .invalidArgument
        case .notFound: code = .notFound
        case .unreachable, .timedOut: code = .unavailable
        case .postgres where error.sqlState.map(StoreError.isTransient(sqlState:)) == true: code = .unavailable
        default: code = .internalFailure
        }
        self.init(code, error.message, path: error.path)
    }
}
