import Geo
import Places

extension PlaceStore {
    /// Counts by category and type, and the store's metadata.
    public func statistics() throws(StoreError) -> StoreStatistics {
        var byCategory: [PlaceCategory: Int] = [:]
        let categories = try prepare("SELECT category, count(*) FROM places GROUP BY category")
        while try categories.step() {
            if let category = categories.text(0).flatMap(PlaceCategory.init(rawValue:)) {
                byCategory[category] = Int(categories.int(1))
            }
        }
        var byType: [(String, Int)] = []
        let types = try prepare("SELECT primary_type, count(*) AS n FROM places GROUP BY primary_type ORDER BY n DESC, primary_type")
        while try types.step() {
            byType.append((types.text(0) ?? "", Int(types.int(1))))
        }
        let footprints = try prepare("SELECT count(*) FROM places WHERE footprint IS NOT NULL")
        _ = try footprints.step()
        let names = try prepare("SELECT count(*) FROM place_names")
        _ = try names.step()
        return StoreStatistics(countsByCategory: byCategory, countsByType: byType,
                               placesWithFootprint: Int(footprints.int(0)), localizedNameCount: Int(names.int(0)),
                               metadata: metadata)
    }
}
