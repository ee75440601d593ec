@testable import LayoutEngine
import Testing

/// Every shape lays out as SwiftUI's `Shape` does: the whole proposal, 10 × 10 where the
/// proposal leaves it open. The path inside (rounded corners, an inscribed circle) does not
/// move the frame.
@Suite struct ShapeTests {
    @Test(arguments: ShapeKind.allCases)
    func takesTheProposalAndIdeallyTenByTen(shape: ShapeKind) throws {
        // VStack(spacing: 0) { shape.frame(width: 80, height: 30); shape.fixedSize() } in 200 × 100:
        // the first is proposed 80 × 30 by its frame; the second's ideal size is 10 × 10.
        // The stack is 80 × 40, centred: x = (200 − 80) / 2 = 60, y = (100 − 40) / 2 = 30;
        // the small one is centred in the stack's width: x = 60 + (80 − 10) / 2 = 95.
        let view = ViewNode(.vStack(alignment: .center, spacing: 0), children: [
            ViewNode(.shape(shape), modifiers: [.frame(width: 80, height: 30)], id: "framed"),
            ViewNode(.shape(shape), modifiers: [.fixedSize(horizontal: true, vertical: true)], id: "ideal"),
        ])
        let frames = try layout(view, width: 200, height: 100)
        #expect(frames["framed"] == r(60, 30, 80, 30))
        #expect(frames["ideal"] == r(95, 60, 10, 10))
    }

    @Test func pathsNameEachShapeByItsType() throws {
        let view = ViewNode(.hStack(alignment: .center, spacing: 0), children: [
            ViewNode(.shape(.capsule)), ViewNode(.shape(.circle)), ViewNode(.shape(.circle)), ViewNode(.rectangle),
        ])
        let frames = try layout(view, width: 90, height: 30)
        #expect(Set(frames.keys) == ["HStack", "HStack/Capsule", "HStack/Circle[0]", "HStack/Circle[1]", "HStack/Rectangle"])
        // 90 / 4 = 22.5 each, rounded to the @3x pixel grid: 22.667 at x = 45.
        #expect(frames["HStack/Circle[1]"] == r(45, 0, 68.0 / 3, 30))
    }
}
