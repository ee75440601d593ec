@testable import LayoutRunner
import Testing

/// The windows `run` takes its cases in (``CaseSelection/windows(of:)``): every case once, in
/// order, none larger than asked, small at both ends and never more than twice its neighbour.
@Suite struct CaseSelectionTests {
    static func selection(of count: Int) -> CaseSelection {
        var selection = CaseSelection([], filter: nil, shard: nil)
        selection.positions = (0..<count).map { CaseSelection.Position(scenario: 0, index: Int32($0)) }
        return selection
    }

    @Test(arguments: [0, 1, 2, 3, 17, 255, 256, 4_095, 4_096, 4_097, 12_000, 100_800], [1, 3, 16, 4_096])
    func windowsCoverEveryCaseOnceInOrder(count: Int, size: Int) {
        let windows = Self.selection(of: count).windows(of: size)
        #expect(windows.flatMap { Array($0) } == Array(0..<count))
        #expect(windows.allSatisfy { !$0.isEmpty && $0.count <= size })
    }

    @Test(arguments: [8_192, 8_200, 12_000, 100_800, 1_000_000])
    func windowsAreSmallAtTheEndsAndGrowByHalvesOrDoubles(count: Int) {
        let windows = Self.selection(of: count).windows(of: 4_096)
        #expect(windows.first?.count == 256)
        #expect(windows.suffix(2).map(\.count) == [256, 256])
        #expect(windows.filter { $0.count == 4_096 }.count >= (count - 3 * 8_192) / 4_096)
        for (a, b) in zip(windows, windows.dropFirst()) {
            #expect(b.count <= 2 * a.count && a.count <= 2 * b.count, "\(a.count) then \(b.count)")
        }
    }
}
