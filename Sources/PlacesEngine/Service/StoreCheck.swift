/// What ``StoreFollower/check()`` found.
public enum StoreCheck: Sendable {
    /// The store is the one being answered from, and has no newer state.
    case unchanged
    /// An update or a replaced file is now being answered from.
    case reloaded
    /// The file was replaced by one that cannot be opened (or its newer state cannot be read); the old one
    /// keeps answering, and this replacement is not tried again.
    case refused(any Error)
}
