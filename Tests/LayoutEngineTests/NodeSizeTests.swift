import Testing
@testable import LayoutEngine

/// Every layout node is as large as its largest kind: a kind larger than a stack makes every
/// node of every tree larger, and the engine slower (benchmarks in docs/benchmarks.md).
@Suite struct NodeSizeTests {
    @Test func noKindIsLargerThanAStack() {
        #expect(MemoryLayout<LayoutNode.Kind>.size <= MemoryLayout<StackLayout>.size + 1)
        #expect(MemoryLayout<ScrollViewLayout>.size <= MemoryLayout<StackLayout>.size)
        #expect(MemoryLayout<ContainerRelativeFrameLayout>.size <= MemoryLayout<StackLayout>.size)
        #expect(MemoryLayout<SafeAreaInsetLayout>.size <= MemoryLayout<StackLayout>.size)
        #expect(MemoryLayout<SafeAreaPaddingLayout>.size <= MemoryLayout<StackLayout>.size)
        #expect(MemoryLayout<IgnoresSafeAreaLayout>.size <= MemoryLayout<StackLayout>.size)
    }
}
