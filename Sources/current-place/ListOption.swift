/// Reads an option that names members of a closed set: a comma-separated
/// list, the option possibly repeated (`--draw point,ground --draw popular`).
enum ListOption {
    /// The names given, in order; empty when the option is absent.
    /// - Throws: a usage error `message` naming the value when a name is empty, unknown or given twice.
    static func parse(_ values: [String], allowed: Set<String>, message: Message) throws(UsageError) -> [String] {
        var names: [String] = []
        for value in values {
            for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                let name = item.trimmingCharacters(in: .whitespaces)
                guard allowed.contains(name), !names.contains(name) else {
                    throw UsageError(message, ["value": value])
                }
                names.append(name)
            }
        }
        return names
    }
}
