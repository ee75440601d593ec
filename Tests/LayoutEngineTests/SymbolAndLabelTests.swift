import Testing
@testable import LayoutEngine

/// `Image(systemName:)` and `Label`: a symbol is a square of its font's point size times its
/// scale's factor (small 0.8, medium 1, large 1.3). Titles in a 20-pt font with the
/// fixed-advance measurer: 10 pt a character, 24 pt a line.
@Suite struct SymbolAndLabelTests {
    static func symbol(_ modifiers: Modifier...) -> ViewNode {
        ViewNode(ViewContent(SymbolImage(systemName: "star")), modifiers: modifiers, id: "s")
    }

    @Test(arguments: [
        // A 20-pt font: 20 × 20 at medium, 16 × 16 small, 26 × 26 large.
        (ImageScale.medium, 20.0), (.small, 16), (.large, 26),
    ])
    func scale(_ scale: ImageScale, side: Double) throws {
        let f = try layout(Self.symbol(.imageScale(scale), .font(.system(size: 20))), width: 300, height: 300)
        #expect(f["s"]?.size == Size(width: side, height: side))
    }

    /// A symbol in a text style follows Dynamic Type: body is 17 pt at large, 40 at
    /// accessibility3 (so larger there), and 14 at xSmall.
    @Test(arguments: [(DynamicTypeSize.large, 17.0), (.accessibility3, 40), (.xSmall, 14)])
    func followsDynamicType(_ size: DynamicTypeSize, side: Double) throws {
        let f = try layout(Self.symbol(), width: 300, height: 300, environment: EnvironmentValues(dynamicTypeSize: size))
        #expect(f["s"]?.size == Size(width: side, height: side))
        let prepared = try PreparedView(Self.symbol())
        #expect(prepared.templates.count == DynamicTypeSize.allCases.count)
    }

    /// Inside `dynamicTypeSize(...xxxLarge)` a body symbol stops at xxxLarge's 23 pt.
    @Test func clampedSymbol() throws {
        let view = ViewNode.vStack([Self.symbol()], .dynamicTypeSize(DynamicTypeClamp(upper: .xxxLarge)))
        let f = try layout(view, width: 300, height: 300, environment: EnvironmentValues(dynamicTypeSize: .accessibility5))
        #expect(f["s"]?.size == Size(width: 23, height: 23))
    }

    /// A symbol and a fixed-size image side by side are indexed as two `Image`s.
    @Test func siblingsShareTheImageName() throws {
        let view = ViewNode.hStack([Self.symbol(), ViewNode(.image(width: 10, height: 10, resizable: false))])
        let f = try layout(view, width: 300, height: 300)
        #expect(f["HStack/Image[0]"] != nil && f["HStack/Image[1]"] != nil)
    }

    @Test(arguments: [
        // Icon 20 × 20, 8, then "Star" 40 × 24: 68 wide, 24 tall, the icon centred (y 2).
        (LabelStyleKind.automatic, 68.0, true, true),
        (.titleAndIcon, 68, true, true),
        // The title alone, 40 × 24; the icon alone, 20 × 20.
        (.titleOnly, 40, false, true),
        (.iconOnly, 20, true, false),
    ])
    func label(_ style: LabelStyleKind, width: Double, icon: Bool, title: Bool) throws {
        let label = ViewNode(ViewContent(Label(title: .verbatim("Star"), systemImage: "star")),
                             modifiers: [.font(.system(size: 20)), .labelStyle(style)])
        let f = try layout(ViewNode.vStack([label], .frame(width: 300, height: 300, alignment: .topLeading)),
                           width: 300, height: 300)
        #expect(f["VStack/Label"]?.width == width)
        #expect((f["VStack/Label/Image"] != nil) == icon)
        #expect((f["VStack/Label/Text"] != nil) == title)
        if icon && title {
            #expect(f["VStack/Label/Image"] == r(0, 2, 20, 20))
            #expect(f["VStack/Label/Text"] == r(28, 0, 40, 24))
        }
    }

    /// `ShareLink`: "Share" and the share symbol, as a label: 20 + 8 + 50 = 78 wide; bordered
    /// regular adds 15 on each side, 108, and 10 above and below the 24-pt line, 44.
    @Test func shareLink() throws {
        let share = ViewNode(ViewContent(ShareLink()), modifiers: [.font(.system(size: 20))])
        #expect(try layout(share, width: 300, height: 300)["ShareLink"]?.size == Size(width: 78, height: 24))
        var bordered = share
        bordered.modifiers.append(.buttonStyle(.bordered))
        #expect(try layout(bordered, width: 300, height: 300)["ShareLink"]?.size == Size(width: 108, height: 44))
    }
}
