import Testing
@testable import LayoutEngine

/// Reference §2.3 and C18: `layoutPriority`.
@Suite struct LayoutPriorityTests {
    /// C18: a text between two shapes is the least flexible child and is offered a third of the
    /// space; with priority 1 it is offered everything the shapes can give up (their minimum 0).
    @Test(arguments: [
        // 200 − 2 × 8 = 184. Priority 0: the text (range 10…120) first, offered 184/3 = 61.3:
        // "Hello," | "world", 60 × 48; the shapes (184 − 60)/2 = 62 each. Text y = (100 − 48)/2.
        (0.0, r(0, 0, 62, 100), r(70, 26, 60, 48), r(138, 0, 62, 100)),
        // Priority 1: offered 184 -> one line 120 × 24; shapes (184 − 120)/2 = 32.
        (1, r(0, 0, 32, 100), r(40, 38, 120, 24), r(168, 0, 32, 100)),
    ] as [(Double, Rect, Rect, Rect)])
    func textWithPriorityGetsItsIdealWidth(priority: Double, left: Rect, text: Rect, right: Rect) throws {
        let f = try layout(.hStack(spacing: 8, [.rect(id: "l"), .t("Hello, world", .layoutPriority(priority), id: "t"), .rect(id: "r")]),
                           width: 200, height: 100)
        #expect(f["l"] == left)
        #expect(f["t"] == text)
        #expect(f["r"] == right)
    }

    /// A negative priority is sized after the priority-0 children.
    @Test func negativePriorityGoesLast() throws {
        // b takes all 100 (a's minimum 0 held back); a gets 0.
        let f = try layout(.hStack(spacing: 0, [.rect(.layoutPriority(-1), id: "a"), .rect(id: "b")]), width: 100, height: 50)
        #expect(f["a"] == r(0, 0, 0, 50))
        #expect(f["b"] == r(0, 0, 100, 50))
    }

    /// The priority belongs to the view, wherever it is written in its modifier chain.
    @Test func priorityAppliesToTheWholeChain() throws {
        // b (priority 1, inside its padding) first: 100 − a's minimum 20 = 80; a 20.
        // (Without it a's larger minimum would go first: 50 and 50.)
        let f = try layout(.hStack(spacing: 0, [.rect(.flex(minWidth: 20), id: "a"), .rect(.layoutPriority(1), .pad(5), id: "b")]),
                           width: 100, height: 50)
        #expect(f["a"] == r(0, 0, 20, 50))
        #expect(f["b"] == r(20, 0, 80, 50))
    }

    /// Priorities work along a `VStack`'s height too.
    @Test func priorityInAVStack() throws {
        // b (priority 1) gets 200 − 8 − a's minimum 30 = 162; a gets 30.
        let f = try layout(.vStack([.rect(.flex(minHeight: 30), id: "a"), .rect(.layoutPriority(1), id: "b")]), width: 100, height: 200)
        #expect(f["a"] == r(0, 0, 100, 30))
        #expect(f["b"] == r(0, 38, 100, 162))
    }
}
