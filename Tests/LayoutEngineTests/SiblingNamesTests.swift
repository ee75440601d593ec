@testable import LayoutEngine
import Testing

@Suite struct SiblingNamesTests {
    /// Types past the inline counts are counted too: adding view kinds never traps.
    @Test(arguments: [3, SiblingNames.inlineTypes - 1, SiblingNames.inlineTypes, SiblingNames.inlineTypes + 40])
    func siblingsOfOneTypeAreIndexedAndALoneOneIsNot(type: Int) {
        var names = SiblingNames(typeIndices: [type, 1, type, type])
        #expect(names.next(typeIndex: type) == 0)
        #expect(names.next(typeIndex: 1) == nil)
        #expect(names.next(typeIndex: type) == 1)
        #expect(names.next(typeIndex: type) == 2)
    }

    /// Every type name has its own index, and the shipped kinds stay in the inline counts.
    @Test func typeIndicesAreOnePerTypeNameAndInline() {
        let kinds: [ViewContent] = [
            .text(.verbatim("a")), .image(width: 1, height: 1, resizable: false), .rectangle, .color,
            .spacer(minLength: nil), .divider, .hStack(alignment: .center, spacing: nil),
            .vStack(alignment: .center, spacing: nil), .zStack(alignment: .center), .group, .button,
            .geometryReader, .lazyVGrid(columns: [], spacing: nil), .lazyHGrid(rows: [], spacing: nil),
            .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), .gridRow(alignment: nil),
            .viewThatFits(in: .horizontal), .weightedStack(axis: .horizontal), .weightedStack(axis: .vertical),
            .flexibleStack(hStackAlignment: .center, vStackAlignment: .center),
        ]
        var indexByName: [String: Int] = [:]
        for kind in kinds {
            #expect(kind.typeIndex < SiblingNames.inlineTypes)
            if let index = indexByName[kind.typeName] { #expect(index == kind.typeIndex) }
            indexByName[kind.typeName] = kind.typeIndex
        }
        #expect(Set(indexByName.values).count == indexByName.count)
    }
}
