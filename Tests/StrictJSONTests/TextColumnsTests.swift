import StrictJSON
import Testing

@Suite struct TextColumnsTests {
    @Test func padFillsToTheWidthOnEitherSide() {
        #expect(TextColumns.pad("ab", 4) == "ab  ")
        #expect(TextColumns.pad("ab", 4, alignRight: true) == "  ab")
        #expect(TextColumns.pad("7", 3, alignRight: true, fill: "0") == "007")
        #expect(TextColumns.pad("abcdef", 4) == "abcdef")
        #expect(TextColumns.pad("×é", 3) == "×é ")
    }

    @Test func wrapBreaksBetweenWordsAndKeepsParagraphs() {
        #expect(TextColumns.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(TextColumns.wrap("a\n\nb", width: 9) == ["a", "", "b"])
        #expect(TextColumns.wrap("unbreakable word", width: 5) == ["unbreakable", "word"])
    }

    @Test func definitionsAlignInAColumn() {
        #expect(TextColumns.definition("--db PATH", "The database", indent: 2, column: 10)
                == ["  --db PATH   The database"])
        #expect(TextColumns.definition("--a-very-long-option X", "Help", indent: 2, column: 10)
                == ["  --a-very-long-option X", "              Help"])
    }
}
