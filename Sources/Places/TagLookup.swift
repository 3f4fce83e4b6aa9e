/// Tags that can be looked up by key and walked: a dictionary, or a feature's ``OSMTags``.
public protocol TagLookup {
    /// The value of tag `key`, or nil.
    subscript(key: String) -> String? { get }
    /// How many tags there are.
    var count: Int { get }
    /// Calls `body` with each tag, in no promised order.
    func forEachTag(_ body: (_ key: String, _ value: String) throws -> Void) rethrows
}

extension Dictionary: TagLookup where Key == String, Value == String {
    public func forEachTag(_ body: (_ key: String, _ value: String) throws -> Void) rethrows {
        for (key, value) in self { try body(key, value) }
    }
}
