import PlaceStore

/// How a failure (exit 1) is told to the user: the store's common failures in the user's language,
/// anything else as its own description after a translated lead.
enum FailureText {
    static func describe(_ error: any Error, _ words: Localizer) -> String {
        if let error = error as? StoreError, let path = error.path {
            switch error.code {
            case .missing: return words(.storeMissing, ["path": path])
            case .notAStore: return words(.storeNotAStore, ["path": path])
            case .unsupportedSchema: return words(.storeSchema, ["path": path])
            case .corrupt: return words(.storeCorrupt, ["path": path])
            default: break
            }
        }
        return words(.failed, ["detail": "\(error)"])
    }
}
