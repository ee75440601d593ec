import Testing
@testable import LayoutEngine

/// Reference §2.6: `GeometryReader` takes the whole proposal (0 where unspecified) and places
/// its content at its top-leading corner, proposing it the reader's size.
@Suite struct GeometryReaderTests {
    @Test func readerTakesTheProposalAndPlacesContentTopLeading() throws {
        let f = try layout(.geometryReader([.rect(.frame(width: 50, height: 50), id: "c")], id: "g"), width: 300, height: 200)
        #expect(f["g"] == r(0, 0, 300, 200))
        #expect(f["c"] == r(0, 0, 50, 50))
    }

    /// Unspecified dimensions become 0.
    @Test(arguments: [
        (true, true, r(150, 100, 0, 0)),     // 0 × 0 centred in 300 × 200
        (true, false, r(150, 0, 0, 200)),    // (0, 200)
    ])
    func unspecifiedBecomesZero(horizontal: Bool, vertical: Bool, expected: Rect) throws {
        let f = try layout(.geometryReader([], .fixedSize(horizontal: horizontal, vertical: vertical), id: "g"),
                           width: 300, height: 200)
        #expect(f["g"] == expected)
    }

    /// `proxy` lengths read the reader's size.
    @Test func proxyLengthsReadTheReadersSize() throws {
        // 0.5 × 300 = 150 wide, 0.25 × 200 = 50 tall, at the reader's top-leading corner.
        let content = ViewNode.rect(.frame(width: .proxy(.horizontal, multiplier: 0.5),
                                           height: .proxy(.vertical, multiplier: 0.25), alignment: .center), id: "c")
        let f = try layout(.geometryReader([content]), width: 300, height: 200)
        #expect(f["c"] == r(0, 0, 150, 50))
    }

    /// The nearest enclosing reader is the one a `proxy` reads.
    @Test func nearestReaderWins() throws {
        // The inner reader is 100 × 50 (its frame sits at the outer reader's corner); the
        // rectangle is 0.5 × 100 = 50 wide and takes the 50 height proposed to it.
        let content = ViewNode.rect(.frame(width: .proxy(.horizontal, multiplier: 0.5), height: nil, alignment: .center), id: "c")
        let inner = ViewNode.geometryReader([content], .frame(width: 100, height: 50), id: "inner")
        let f = try layout(.geometryReader([inner]), width: 300, height: 200)
        #expect(f["inner"] == r(0, 0, 100, 50))
        #expect(f["c"] == r(0, 0, 50, 50))
    }

    /// A `proxy` length with no enclosing reader is an error.
    @Test func proxyOutsideAReaderThrows() {
        let view = ViewNode.rect(.frame(width: .proxy(.horizontal, multiplier: 1), height: nil, alignment: .center))
        #expect(throws: LayoutError.proxyOutsideGeometryReader(path: "Rectangle")) {
            try layout(view, width: 100, height: 100)
        }
    }

    /// In a stack a reader is fully flexible: it takes what the other children leave.
    @Test func readerInAStackTakesTheRest() throws {
        // The 100-wide frame goes first (range 0); the reader (0…∞) gets 300 − 100 = 200.
        let f = try layout(.hStack(spacing: 0, [.geometryReader([], id: "g"), .rect(.frame(width: 100), id: "r")]),
                           width: 300, height: 100)
        #expect(f["g"] == r(0, 0, 200, 100))
        #expect(f["r"] == r(200, 0, 100, 100))
    }
}
