import LayoutEngine
@testable import LayoutFixtures
import Testing

/// UIKit's content size category names are aliases of SwiftUI's Dynamic Type sizes, in a
/// matrix and on the command line; cases keep SwiftUI's names.
@Suite struct SizeCategoryNameTests {
    @Test(arguments: [
        ("extraSmall", DynamicTypeSize.xSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extraLarge", .xLarge), ("extraExtraLarge", .xxLarge), ("extraExtraExtraLarge", .xxxLarge),
        ("accessibilityMedium", .accessibility1), ("accessibilityLarge", .accessibility2),
        ("accessibilityExtraLarge", .accessibility3), ("accessibilityExtraExtraLarge", .accessibility4),
        ("accessibilityExtraExtraExtraLarge", .accessibility5),
    ])
    func uiKitNameIsTheSwiftUISize(name: String, size: DynamicTypeSize) throws {
        #expect(SizeCategories.size(named: name) == size)
        #expect(SizeCategories.size(named: size.rawValue) == size)
        let json = #"{"scenario": "s", "matrix": {"sizeCategories": [""# + name + #""]}, "view": {"type": "Color"}}"#
        let matrix = try ScenarioLoader.load(text: json, file: "s.json").matrix
        #expect(matrix.cases.map(\.key) == ["iPhone16/en/\(size.rawValue)/base"])
    }

    /// A size named under both spellings is one case.
    @Test func bothSpellingsAreOneCase() throws {
        let json = #"{"scenario": "s", "matrix": {"sizeCategories": ["xxLarge", "extraExtraLarge", "accessibilityMedium"]}, "view": {"type": "Color"}}"#
        let matrix = try ScenarioLoader.load(text: json, file: "s.json").matrix
        #expect(matrix.sizeCategories == [.xxLarge, .accessibility1])
    }

    @Test func unknownNamesAreNotSizes() {
        #expect(SizeCategories.size(named: "extraExtraExtraExtraLarge") == nil)
        #expect(SizeCategories.size(named: "accessibilitySmall") == nil)
    }
}
