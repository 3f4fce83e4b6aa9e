import PlacesEngine

/// Reads `--draw`: a comma-separated list of draw kinds, the option possibly repeated.
enum DrawOption {
    /// The draws asked for, in the order given; every draw when the option is absent.
    /// - Throws: a usage error naming the value when a kind is empty, unknown or given twice.
    static func parse(_ values: [String]) throws(UsageError) -> [EvaluationDraw] {
        guard !values.isEmpty else { return EvaluationDraw.allCases }
        var draws: [EvaluationDraw] = []
        for value in values {
            for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                let name = item.trimmingCharacters(in: .whitespaces)
                guard let draw = EvaluationDraw(rawValue: name), !draws.contains(draw) else {
                    throw UsageError(.drawValue, ["value": value])
                }
                draws.append(draw)
            }
        }
        return draws
    }
}
