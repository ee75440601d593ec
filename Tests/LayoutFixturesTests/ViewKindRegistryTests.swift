import Testing
@testable import LayoutEngine
@testable import LayoutFixtures

/// `ViewKinds.all` is the one list a view kind is added to: its names must be new, and each
/// kind must get a type index of its own, or two kinds' siblings would share path indices.
@Suite struct ViewKindRegistryTests {
    @Test func namesAreUniqueAndNewToTheReader() {
        // A kind that shares a built-in view's name (`Image(systemName:)`) is read through that
        // view's arm and indexed with it; every other kind's name is its own.
        let kinds = ViewKinds.all.filter { $0.sharedTypeIndex == nil }.map { $0.typeName }
        #expect(Set(kinds).count == kinds.count)
        let others = Set(ViewReader.ViewName.allCases.map(\.rawValue) + ShapeKind.allCases.map(\.typeName))
        #expect(others.isDisjoint(with: kinds))
        for shared in ViewKinds.all where shared.sharedTypeIndex != nil {
            #expect(ViewReader.ViewName(rawValue: shared.typeName) != nil, "\(shared.typeName)")
        }
        #expect(SymbolImage.sharedTypeIndex == ViewContent.image(width: 1, height: 1, resizable: false).typeIndex)
    }

    @Test func eachKindIsFoundByItsNameWithATypeIndexOfItsOwn() {
        var indices: Set<Int> = []
        for kind in ViewKinds.all {
            let found = ViewKinds.named(kind.typeName)
            #expect(found.map(ObjectIdentifier.init) == ObjectIdentifier(kind))
            let index = ViewKinds.typeIndex(of: kind)
            #expect(index >= ViewKinds.firstTypeIndex)
            indices.insert(index)
        }
        #expect(indices.count == ViewKinds.all.count)
    }
}

/// `ModifierKinds.all` is the one list a modifier kind is added to: its names must be new
/// to the reader, which lists each once.
@Suite struct ModifierKindRegistryTests {
    @Test func namesAreUniqueAndEachIsReadOnce() {
        let kinds = ModifierKinds.all.map { $0.name }
        #expect(Set(kinds).count == kinds.count)
        for name in kinds {
            #expect(ModifierReader.names.filter { $0 == name }.count == 1, "\(name)")
        }
        #expect(Set(ModifierReader.names).count == ModifierReader.names.count)
    }
}
