import Foundation
import Geo
@testable import PlaceStore
@testable import PlaceStoreBuilding
import TestSupport
import Testing

/// The external sort behind packed R*Trees must hand back exactly the cells
/// it was given, by curve then id, whether they stayed in memory or went
/// through runs in a temporary file.
@Suite struct CurveSortedCellsTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Cells with curve values from a narrow range, so that many share one and their ids decide.
    private func cells(count: Int, seed: UInt64) -> [(curve: UInt64, cell: RTreeCell)] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let value = Float.random(in: -90...90, using: &random)
            let cell = RTreeCell(id: Int64(count - index) * 3, minLatitude: value, maxLatitude: value + 1,
                                 minLongitude: -value, maxLongitude: 180)
            return (UInt64.random(in: 0...UInt64(max(1, count / 4)), using: &random), cell)
        }
    }

    @Test(arguments: [(0, 5), (1, 1), (7, 7), (14, 7), (1_000, 1), (1_000, 7), (10_000, 333), (10_000, 1_000_000)])
    func cellsComeBackByCurveThenID(count: Int, runCapacity: Int) throws {
        defer { folder.remove() }
        let given = cells(count: count, seed: UInt64(count + runCapacity))
        let sorter = CurveSortedCells(folder: folder.url.path, runCapacity: runCapacity)
        for (curve, cell) in given { try sorter.add(cell, curve: curve) }
        #expect(sorter.count == count)
        var found: [RTreeCell] = []
        try sorter.forEachSorted { found.append($0) }
        let expected = given.sorted { $0.curve != $1.curve ? $0.curve < $1.curve : $0.cell.id < $1.cell.id }.map(\.cell)
        #expect(found.count == expected.count)
        #expect(found.map(\.id) == expected.map(\.id))
        #expect(found.map(\.minLatitude.bitPattern) == expected.map(\.minLatitude.bitPattern))
        #expect(found.map(\.maxLongitude.bitPattern) == expected.map(\.maxLongitude.bitPattern))
        // Nothing is left in the folder: the runs' file has no name.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func aMissingFolderIsAnErrorWithContext() throws {
        let sorter = CurveSortedCells(folder: "/nonexistent/folder", runCapacity: 2)
        let cell = RTreeCell(id: 1, minLatitude: 0, maxLatitude: 0, minLongitude: 0, maxLongitude: 0)
        try sorter.add(cell, curve: 1)
        let error = #expect(throws: StoreError.self) { try sorter.add(cell, curve: 2) }
        #expect(error?.code == .io)
        #expect(error?.description.contains("/nonexistent/folder") == true)
    }
}
