import Testing
@testable import LayoutEngine

/// What a container says of its device beyond its size: its layout margin, which lists take.
@Suite struct ContainerTraitsTests {
    static func landscape(margin: Double?) -> LayoutContainer {
        // The iPhone 16 turned: 852 × 393, 59 on each side and 21 at the bottom.
        LayoutContainer(size: Size(width: 852, height: 393), scale: 3,
                        safeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), idiom: .phone,
                        horizontalSizeClass: .compact, verticalSizeClass: .compact, layoutMargin: margin)
    }

    static func frames(_ view: ViewNode, in container: LayoutContainer) throws -> [String: Rect] {
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        var frames: [String: Rect] = [:]
        for entry in try engine.layout(view, in: container, environment: EnvironmentValues()).frames {
            frames[entry.name] = entry.frame
        }
        return frames
    }

    @Test(arguments: [
        // The device's 16 inside the safe area: the row's text at 59 + 16 = 75 (63 + 16 in the
        // dumps' terms: their margin 75 is measured from the screen's edge).
        (16.0 as Double?, 75.0),
        // Without one the width chooses: 852 ≥ 414, so 20: 59 + 20 = 79.
        (nil as Double?, 79.0),
    ])
    func listRowsTakeTheDeviceMargin(margin: Double?, x: Double) throws {
        let list = ViewNode(.list, children: [.t("ab", id: "a")], modifiers: [.listStyle(.plain)])
        let f = try Self.frames(list, in: Self.landscape(margin: margin))
        // Plain rows from the top of the safe area (0), the text 11 down: y 11.
        #expect(f["a"] == r(x, 11, 20, 24))
    }
}
