import Testing
@testable import LayoutEngine

/// A layout's frames are written as rectangles and positions in the prepared view's label
/// table; read back, they are the entries in tree order with the right labels.
@Suite struct FrameListTests {
    /// A text with two ids inside a stack with one, and a background's view: every kind of label.
    static let view = ViewNode.vStack([
        .text("Hello", .id("greeting"), .id("first")),
        .rect(.frame(width: 20, height: 10), .background(.rect(), .center)),
    ], .id("column"))

    @Test func entriesReadBackInTreeOrderWithTheirLabels() throws {
        let frames = try layoutResult(Self.view, container: LayoutContainer(size: Size(width: 300, height: 200))).frames
        #expect(frames.map(\.name) == ["VStack", "column", "VStack/Text", "greeting", "first", "VStack/Rectangle",
                                       "VStack/Rectangle/background/Rectangle"])
        #expect(frames.map(\.label).filter { if case .id = $0 { true } else { false } }.count == 3)
        // Only the text reports lines and truncation; an id of the text reports neither.
        #expect(frames.map(\.lines) == [nil, nil, 1, nil, nil, nil, nil])
        #expect(frames.map(\.isTruncated) == [nil, nil, false, nil, nil, nil, nil])
        // An id's frame is its view's.
        #expect(frames[3].frame == frames[2].frame && frames[1].frame == frames[0].frame)
    }

    /// Two layouts of the same view, each with its own label table, are equal and hash alike;
    /// a layout in another container is not equal.
    @Test func listsCompareByTheirEntries() throws {
        let container = LayoutContainer(size: Size(width: 300, height: 200))
        let one = try layoutResult(Self.view, container: container).frames
        let two = try layoutResult(Self.view, container: container).frames
        #expect(one.labels.withUnsafeBufferPointer { $0.baseAddress }
                != two.labels.withUnsafeBufferPointer { $0.baseAddress })
        #expect(one == two && one.hashValue == two.hashValue)
        #expect(Array(one) == Array(two))
        let moved = try layoutResult(Self.view, container: LayoutContainer(size: Size(width: 301, height: 200))).frames
        #expect(moved != one)
    }
}
