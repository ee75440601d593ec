import Testing
@testable import LayoutEngine

/// Spec §4: the root view is proposed the container less its safe area and centred in the
/// safe area, as a hosting view does.
@Suite struct RootPlacementTests {
    /// iPhone 12/13/14 portrait: 390 × 844, safe area 47 top, 34 bottom: 390 × 763 from y 47.
    static let phone = LayoutContainer(size: Size(width: 390, height: 844), scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34))

    static func frame(_ view: ViewNode, in container: LayoutContainer, _ name: String) throws -> Rect? {
        try layoutResult(view, container: container).frames.first { $0.name == name }?.frame
    }

    /// A flexible root fills the safe area.
    @Test func flexibleRootFillsTheSafeArea() throws {
        #expect(try Self.frame(.rect(id: "r"), in: Self.phone, "r") == r(0, 47, 390, 763))
        #expect(try Self.frame(.geometryReader([], id: "g"), in: Self.phone, "g") == r(0, 47, 390, 763))
    }

    /// A fixed root is centred in the safe area, then snapped: y = 47 + (763 − 100)/2 = 378.5,
    /// 1135.5 px -> 1136 at @3x.
    @Test func fixedRootIsCentredInTheSafeArea() throws {
        #expect(try Self.frame(.rect(.frame(width: 100, height: 100), id: "r"), in: Self.phone, "r") == r(145, 1136.0 / 3, 100, 100))
    }

    /// A root wider than the safe area overflows it evenly: x = (390 − 500)/2 = −55.
    @Test func wideRootOverflowsEvenly() throws {
        #expect(try Self.frame(.rect(.frame(width: 500, height: 100), id: "r"), in: Self.phone, "r") == r(-55, 1136.0 / 3, 500, 100))
    }

    /// Landscape: 844 × 390 with 47 on each side and 21 at the bottom: 750 × 369 at (47, 0).
    @Test func landscapeSafeArea() throws {
        let landscape = LayoutContainer(size: Size(width: 844, height: 390), scale: 3,
                                        safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(try Self.frame(.rect(id: "r"), in: landscape, "r") == r(47, 0, 750, 369))
    }
}
