import Testing
@testable import LayoutEngine

/// `environment(\.dynamicTypeSize/\.layoutDirection/\.locale, …)` on a subtree,
/// `dynamicTypeSize` ranges, and `If`s on the layout direction, locale and idiom. Texts are
/// in `body` (a text style, so they follow Dynamic Type) with the fixed-advance measurer:
/// a character is half the point size wide and a line 1.2 times it tall, rounded up to a
/// pixel at @3x (body: 17 pt at large, 23 at xxxLarge, 40 at accessibility3).
@Suite struct EnvironmentSubtreeTests {
    static func body(_ string: String, _ modifiers: Modifier..., id: String? = nil) -> ViewNode {
        ViewNode(.text(.verbatim(string)), modifiers: [.font(.style(.body))] + modifiers, id: id)
    }

    /// Clamps compose into a clamp: the inner applied to what the outer left.
    @Test func clampsCompose() {
        let clamps = [DynamicTypeClamp.identity, .fixed(.large), .fixed(.accessibility2),
                      DynamicTypeClamp(upper: .xxxLarge), DynamicTypeClamp(lower: .medium, upper: .xLarge),
                      DynamicTypeClamp(lower: .accessibility1)]
        for outer in clamps {
            for inner in clamps {
                for size in DynamicTypeSize.allCases {
                    #expect(outer.then(inner).apply(size) == inner.apply(outer.apply(size)))
                }
            }
        }
    }

    @Test(arguments: [
        // A fixed size: "ab" at xxxLarge (23 pt) whatever the case's: 2 × 11.5 = 23 wide,
        // 27.6 tall, up to 83/3 = 27.667.
        (Modifier.environmentValues(EnvironmentPatch(dynamicTypeSize: .xxxLarge)), DynamicTypeSize.small, 23.0, 27.667),
        (.environmentValues(EnvironmentPatch(dynamicTypeSize: .xxxLarge)), .accessibility5, 23, 27.667),
        // ...xxxLarge at accessibility3 (40 pt) is xxxLarge: as above.
        (.dynamicTypeSize(DynamicTypeClamp(upper: .xxxLarge)), .accessibility3, 23, 27.667),
        // ...xxxLarge below it changes nothing: at large, 17 pt: 17 wide, 20.4 tall, 61.2/3
        // up to 62/3 = 20.667.
        (.dynamicTypeSize(DynamicTypeClamp(upper: .xxxLarge)), .large, 17, 20.667),
        // large... at xSmall (14 pt) is large: 17 × 20.667.
        (.dynamicTypeSize(DynamicTypeClamp(lower: .large)), .xSmall, 17, 20.667),
        // .large itself (dynamicTypeSize(.large)) at accessibility5: large.
        (.dynamicTypeSize(.fixed(.large)), .accessibility5, 17, 20.667),
    ])
    func sizeInside(_ modifier: Modifier, _ size: DynamicTypeSize, width: Double, height: Double) throws {
        let view = ViewNode.vStack([Self.body("ab", id: "t")], modifier)
        let f = try layout(view, width: 300, height: 300, environment: EnvironmentValues(dynamicTypeSize: size))
        let frame = try #require(f["t"])
        #expect(abs(frame.width - width) < 0.001 && abs(frame.height - height) < 0.001, "\(frame)")
    }

    /// An `If` inside a clamp reads the clamped size, and the tree is built per run of case
    /// sizes that clamp to the same answer: `>=accessibility1` inside `...xxxLarge` never holds.
    @Test func conditionReadsTheClampedSize() throws {
        let condition = ViewNode(.conditional(ViewCondition(dynamicTypeSize: .greaterOrEqual, .accessibility1)),
                                 children: [.t("big", id: "big"), .t("small", id: "small")])
        let view = ViewNode.vStack([condition], .dynamicTypeSize(DynamicTypeClamp(upper: .xxxLarge)))
        for size in DynamicTypeSize.allCases {
            let f = try layout(view, width: 300, height: 300, environment: EnvironmentValues(dynamicTypeSize: size))
            #expect(f["small"] != nil && f["big"] == nil, "at \(size)")
        }
        #expect(try PreparedView(view).templates.count == 1)
        // Inside accessibility1... it always holds: the branch does not depend on the case.
        let above = ViewNode.vStack([condition], .dynamicTypeSize(DynamicTypeClamp(lower: .accessibility1)))
        #expect(try layout(above, width: 300, height: 300)["big"] != nil)
    }

    /// A right-to-left subtree in a left-to-right case: the HStack's children are mirrored
    /// within the stack's frame. "ab" and "cde" in a 20-pt font: 20 and 30 wide, 8 apart, a
    /// 58-wide stack centred in 300: x 121. Left to right, "ab" at 121 and "cde" at 149; right
    /// to left, "ab" at 121 + 179 − 141 = 159 and "cde" at 121 + 179 − 179 = 121.
    @Test(arguments: [(LayoutDirection.leftToRight, 121.0, 149.0), (.rightToLeft, 159, 121)])
    func directionInside(_ direction: LayoutDirection, ab: Double, cde: Double) throws {
        let view = ViewNode.hStack([.t("ab", id: "ab"), .t("cde", id: "cde")],
                                   .environmentValues(EnvironmentPatch(layoutDirection: direction)))
        let f = try layout(view, width: 300, height: 100)
        #expect(f["ab"]?.minX == ab)
        #expect(f["cde"]?.minX == cde)
        #expect(f["HStack"] == r(121, 38, 58, 24))
    }

    /// A left-to-right subtree inside a right-to-left case is laid out left to right: the
    /// case mirrors the whole screen, the subtree mirrors itself back. The same stack, in a
    /// right-to-left case: mirrored in 300, "ab" at 300 − 141 = 159; the subtree set to left to
    /// right puts it back at 121.
    @Test func leftToRightInsideRightToLeft() throws {
        let stack = ViewNode.hStack([.t("ab", id: "ab"), .t("cde", id: "cde")])
        let rtl = EnvironmentValues(layoutDirection: .rightToLeft)
        #expect(try layout(stack, width: 300, height: 100, environment: rtl)["ab"]?.minX == 159)
        var ltr = stack
        ltr.modifiers = [.environmentValues(EnvironmentPatch(layoutDirection: .leftToRight))]
        let f = try layout(ltr, width: 300, height: 100, environment: rtl)
        #expect(f["ab"]?.minX == 121)
        #expect(f["cde"]?.minX == 149)
    }

    /// A subtree's locale shows that locale's strings: "Hallo" (5 × 10 = 50 wide) where the
    /// case's strings say "Hi" (20 wide).
    @Test func localeInside() throws {
        let text = ViewNode(.text(.key("greeting")), modifiers: [.font(.system(size: 20))], id: "g")
        let view = ViewNode.vStack([text], .environmentValues(EnvironmentPatch(locale: "de")))
        var environment = EnvironmentValues(localizedStrings: LocalizedStrings(["greeting": "Hi"]))
        environment.subtreeStrings["de"] = LocalizedStrings(["greeting": "Hallo"])
        #expect(try layout(view, width: 300, height: 100, environment: environment)["g"]?.width == 50)
        #expect(try layout(text, width: 300, height: 100, environment: environment)["g"]?.width == 20)
    }

    /// `If`s on the direction, the locale and the idiom take the case's, and a subtree's own
    /// values where it sets them.
    @Test(arguments: [
        (ViewCondition.Subject.layoutDirection(.rightToLeft), LayoutDirection.rightToLeft, "en", UserInterfaceIdiom.phone, true),
        (.layoutDirection(.rightToLeft), .leftToRight, "ar", .phone, false),
        (.locale("pt"), .leftToRight, "pt-BR", .phone, true),
        (.locale("pt"), .leftToRight, "PT_br", .phone, true),
        (.locale("pt"), .leftToRight, "ptx", .phone, false),
        (.locale("pt-BR"), .leftToRight, "pt", .phone, false),
        (.idiom(.pad), .leftToRight, "en", .pad, true),
        (.idiom(.pad), .leftToRight, "en", .phone, false),
    ])
    func variantCondition(_ subject: ViewCondition.Subject, direction: LayoutDirection, locale: String,
                          idiom: UserInterfaceIdiom, holds: Bool) throws {
        let view = ViewNode(.conditional(ViewCondition(subject)), children: [.t("yes", id: "yes"), .t("no", id: "no")])
        var environment = EnvironmentValues(layoutDirection: direction)
        environment.locale = locale
        environment.idiom = idiom
        let prepared = try LayoutEngine(measurer: FixedAdvanceTextMeasurer()).prepare(view)
        let result = try LayoutEngine(measurer: FixedAdvanceTextMeasurer())
            .layout(prepared, in: LayoutContainer(size: Size(width: 300, height: 100)), environment: environment)
        let names = Set(result.frames.map(\.name))
        #expect(names.contains("yes") == holds)
        #expect(names.contains("no") == !holds)
        // The default tree (left to right, no locale, phone) is laid out too, from the same prepared view.
        let plain = try LayoutEngine(measurer: FixedAdvanceTextMeasurer())
            .layout(prepared, in: LayoutContainer(size: Size(width: 300, height: 100)), environment: EnvironmentValues())
        #expect(Set(plain.frames.map(\.name)).contains("no"))
    }

    /// A direction the subtree sets is what its `If` reads, whatever the case's.
    @Test func conditionReadsTheSubtreeDirection() throws {
        let condition = ViewNode(.conditional(ViewCondition(.layoutDirection(.rightToLeft))),
                                 children: [.t("rtl", id: "rtl"), .t("ltr", id: "ltr")])
        let view = ViewNode.vStack([condition], .environmentValues(EnvironmentPatch(layoutDirection: .rightToLeft)))
        let f = try layout(view, width: 300, height: 100)
        #expect(f["rtl"] != nil && f["ltr"] == nil)
        #expect(try PreparedView(view).variants == nil)
    }
}
