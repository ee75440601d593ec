import Testing
@testable import LayoutEngine

/// `Image(systemName:)` and `Label`: a symbol is its box in ems (a square for one with no line
/// in `SymbolConstants.proportions`, such as `app`) times its font's point size and its
/// scale's factor (small 0.8, medium 1, large 1.3). Titles in a 20-pt font with the
/// fixed-advance measurer: 10 pt a character, 24 pt a line.
@Suite struct SymbolAndLabelTests {
    static func symbol(_ modifiers: Modifier...) -> ViewNode {
        ViewNode(ViewContent(SymbolImage(systemName: "app")), modifiers: modifiers, id: "s")
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
        let label = ViewNode(ViewContent(Label(title: .verbatim("Star"), systemImage: "app")),
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

    /// `ShareLink`: "Share" and the share symbol (0.95 × 1.25 em: 19 × 25 in 20 pt), as a
    /// label: 19 + 8 + 50 = 77 wide and 25 tall; bordered regular adds 15 on each side, 107,
    /// and 10 above and below, 45.
    @Test func shareLink() throws {
        let share = ViewNode(ViewContent(ShareLink()), modifiers: [.font(.system(size: 20))])
        #expect(try layout(share, width: 300, height: 300)["ShareLink"]?.size == Size(width: 77, height: 25))
        var bordered = share
        bordered.modifiers.append(.buttonStyle(.bordered))
        #expect(try layout(bordered, width: 300, height: 300)["ShareLink"]?.size == Size(width: 107, height: 45))
    }

    /// The box of `name` in `font` at `size`.
    static func box(_ name: String, _ modifiers: Modifier..., size: DynamicTypeSize = .large) throws -> Size {
        let view = ViewNode(ViewContent(SymbolImage(systemName: name)), modifiers: modifiers, id: "s")
        let f = try layout(view, width: 600, height: 600, environment: EnvironmentValues(dynamicTypeSize: size))
        return try #require(f["s"]).size
    }

    /// Symbols have their own proportions: in one font, a wide symbol is wider than a narrow
    /// one, a short one shorter than a tall one, and (20-pt font) `ellipsis` is 1.1 × 0.25 em,
    /// 22 × 5, `chevron.right` 0.55 × 0.95 em, 11 × 19.
    @Test(arguments: [("ellipsis", "chevron.right"), ("house", "bookmark"), ("wifi", "square.and.arrow.up"),
                      ("envelope", "trash"), ("person.crop.circle", "xmark")])
    func wideIsWiderThanNarrow(_ wide: String, _ narrow: String) throws {
        let font = Modifier.font(.system(size: 20))
        #expect(try Self.box(wide, font).width > Self.box(narrow, font).width)
    }

    @Test func tableNumbers() throws {
        let font = Modifier.font(.system(size: 20))
        #expect(try Self.box("ellipsis", font) == Size(width: 22, height: 5))
        #expect(try Self.box("chevron.right", font) == Size(width: 11, height: 19))
        #expect(try Self.box("ellipsis", font).height < Self.box("bell", font).height)
    }

    /// Both a wide and a narrow symbol in `body` grow with Dynamic Type (17 pt at large, 40 at
    /// accessibility3), each side by 40 / 17, to the pixel rounding of both frames' edges.
    @Test(arguments: ["ellipsis", "chevron.right", "house", "star.fill"])
    func proportionsScaleWithDynamicType(_ name: String) throws {
        let large = try Self.box(name), huge = try Self.box(name, size: .accessibility3)
        #expect(huge.width > large.width && huge.height > large.height)
        #expect(abs(huge.width - large.width * 40 / 17) < 1.2 && abs(huge.height - large.height * 40 / 17) < 1.2)
        // imageScale multiplies both sides.
        let big = try Self.box(name, .imageScale(.large))
        #expect(abs(big.width - large.width * 1.3) < 0.8 && abs(big.height - large.height * 1.3) < 0.8)
    }

    /// A `.fill` variant takes its outline's proportions; a symbol with no line is a square.
    @Test func fillVariantsAndUnknownSymbols() throws {
        let font = Modifier.font(.system(size: 20))
        #expect(try Self.box("heart.fill", font) == Self.box("heart", font))
        #expect(try Self.box("star.fill", font) == Size(width: 22, height: 21))
        #expect(try Self.box("bubble.left.and.bubble.right", font) == Size(width: 20, height: 20))
    }
}
