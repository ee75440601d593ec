import Testing
@testable import LayoutEngine

/// The shared oracle cases (../shared/oracle), written as view trees, checked exactly.
/// The CLI tests run the same cases from their JSON files through `layoutreg layout`.
@Suite struct OracleCaseTests {
    @Test func c01EqualSplit() throws {
        let f = try layout(.hStack(spacing: 0, [.rect(id: "r"), .rect(id: "g"), .rect(id: "b")], .frame(width: 300, height: 100)),
                           width: 300, height: 100)
        #expect(f["r"] == r(0, 0, 100, 100))
        #expect(f["g"] == r(100, 0, 100, 100))
        #expect(f["b"] == r(200, 0, 100, 100))
    }

    @Test func c02LeastFlexibleFirst() throws {
        let f = try layout(.hStack(spacing: 0, [.rect(.flex(maxWidth: 100), id: "red"), .rect(.flex(minWidth: 100), id: "green")],
                                   .frame(width: 150, height: 100)), width: 150, height: 100)
        #expect(f["red"] == r(-37.0 / 3, 0, 75, 100))
        #expect(f["green"] == r(188.0 / 3, 0, 100, 100))
    }

    @Test func c13HStackWorkshop() throws {
        let f = try layout(.hStack(spacing: 7.5, [.rect(.flex(minWidth: 100), id: "red"), .rect(.frame(width: 30), id: "green"),
                                                  .rect(.flex(maxWidth: 50), id: "blue")],
                                   .frame(width: 150, height: 100)), width: 150, height: 100)
        #expect(f["red"] == r(-67.0 / 3, 0, 100, 100))
        #expect(f["green"] == r(85, 0, 30, 100))
        #expect(f["blue"] == r(368.0 / 3, 0, 50, 100))
    }

    @Test func c21HStackInFrame() throws {
        let f = try layout(.hStack([.rect(.frame(width: 50, height: 50), id: "red"), .rect(.frame(width: 50, height: 50), id: "blue")],
                                   .id("stack"), .frame(width: 150, height: 150)), width: 150, height: 150)
        #expect(f["stack"] == r(21, 50, 108, 50))
        #expect(f["red"] == r(21, 50, 50, 50))
        #expect(f["blue"] == r(79, 50, 50, 50))
    }

    @Test func c26SpacerInHStack() throws {
        let f = try layout(.hStack([.rect(.frame(width: 50, height: 50), id: "red"), ViewNode(.spacer(minLength: nil), id: "sp"),
                                    .rect(.frame(width: 50, height: 50), id: "blue")], .frame(width: 200, height: 80)),
                           width: 200, height: 80)
        #expect(f["red"] == r(0, 15, 50, 50))
        #expect(f["sp"] == r(50, 40, 100, 0))
        #expect(f["blue"] == r(150, 15, 50, 50))
    }

    @Test func c30AndC34VStacks() throws {
        let f = try layout(.vStack(alignment: .trailing, [.rect(id: "a"), .rect(.frame(width: 50), id: "b")]), width: 500, height: 500)
        #expect(f["a"] == r(0, 0, 500, 246))
        #expect(f["b"] == r(450, 254, 50, 246))
    }

    @Test func c49ZStackCentre() throws {
        let f = try layout(ViewNode(.zStack(alignment: .center), children: [
            ViewNode(.color, modifiers: [.frame(width: 100, height: 50)], id: "red"),
            ViewNode(.color, modifiers: [.frame(width: 50, height: 100)], id: "blue"),
        ]), width: 200, height: 200)
        #expect(f["red"] == r(50, 75, 100, 50))
        #expect(f["blue"] == r(75, 50, 50, 100))
    }

    @Test func c50LazyVGridTwoFlexible() throws {
        let cells = (0..<4).map { ViewNode.rect(.frame(height: 50), id: "c\($0)") }
        let f = try layout(ViewNode(.lazyVGrid(columns: [GridItem(), GridItem()], spacing: nil), children: cells),
                           width: 300, height: 300)
        #expect(f["c0"] == r(0, 96, 146, 50))
        #expect(f["c1"] == r(154, 96, 146, 50))
        #expect(f["c2"] == r(0, 154, 146, 50))
        #expect(f["c3"] == r(154, 154, 146, 50))
    }
}
