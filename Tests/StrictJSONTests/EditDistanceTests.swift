import StrictJSON
import Testing

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3),
        ("iPhone61", "iPhone16", 1), ("ab", "ba", 1), ("ca", "abc", 3), ("é", "e", 1),
    ])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected)
    }

    @Test(arguments: [
        ("Txt", ["Text", "VStack"], "Text"),
        ("vstack", ["HStack", "VStack"], "VStack"),
        ("lead", ["leading", "trailing"], "leading"),
        ("List", ["Text"], nil),
        ("bold", ["font"], nil),
        ("x", ["y"], nil),
        ("widht", ["height", "width"], "width"),
        ("aaa", ["aab", "aac"], "aab"),
    ] as [(String, [String], String?)])
    func closest(name: String, candidates: [String], expected: String?) {
        #expect(EditDistance.closest(to: name, among: candidates) == expected)
    }
}
