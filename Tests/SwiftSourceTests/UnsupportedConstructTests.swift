import LayoutFixtures
import SwiftSource
import Testing

/// What the Swift front end does not understand is an error at its line and column that says
/// what it is and what is supported: never a silently different tree.
@Suite struct UnsupportedConstructTests {
    struct Construct: CustomTestStringConvertible, Sendable {
        var name: String
        var swift: String
        /// The error's start: `V.swift:LINE:COLUMN: message…`.
        var message: String
        var type = "V"
        var testDescription: String { name }
    }

    static let constructs: [Construct] = [
        Construct(name: "a view made by a function of another file",
                  swift: "struct V: View {\n    var body: some View {\n        VStack { makeRow(item: 1) }\n    }\n}\n",
                  message: "V.swift:3:18: unsupported: a view computed by a function call (makeRow(item:)); supported: the fixture format's views (Text, "),
        Construct(name: "a view type the format does not have",
                  swift: "struct V: View {\n    var body: some View { Gauge(value: 0.5) { Text(\"Hi\") } }\n}\n",
                  message: "V.swift:2:27: unsupported: a view computed by a function call (Gauge(value:))"),
        Construct(name: "an unknown modifier, with the closest known one",
                  swift: "struct V: View {\n    var body: some View {\n        Text(\"a\")\n            .paddding()\n    }\n}\n",
                  message: "V.swift:4:14: unsupported: the modifier .paddding (did you mean .padding?); supported: padding, frame,"),
        Construct(name: "a button style the format does not have",
                  swift: "struct V: View {\n    var body: some View { Button(\"a\") {}.buttonStyle(.glass) }\n}\n",
                  message: "V.swift:2:42: unsupported: the button style .glass; supported: .automatic, .bordered, .borderedProminent, .borderless, .plain, and ButtonStyle structs declared in this file"),
        Construct(name: "a property with no value the file gives",
                  swift: "struct V: View {\n    let user: User\n    var body: some View { Text(user.name) }\n}\n",
                  message: "V.swift:3:32: unsupported: `user` has no value the file gives (a parameter, a property without a literal default, or a name from another file); give it in the scenario's \"arguments\""),
        Construct(name: "a size class compared with nil",
                  swift: "struct V: View {\n    @Environment(\\.horizontalSizeClass) var sizeClass\n    var body: some View {\n        if sizeClass == nil { Text(\"a\") }\n    }\n}\n",
                  message: "V.swift:4:12: unsupported: a condition on horizontalSizeClass other than == or != .compact or .regular"),
        Construct(name: "a condition on the colour scheme",
                  swift: "struct V: View {\n    @Environment(\\.colorScheme) var scheme\n    var body: some View {\n        if scheme == .dark { Text(\"a\") }\n    }\n}\n",
                  message: "V.swift:4:12: unsupported: a condition on the environment's colorScheme; the fixture format's If conditions on the Dynamic Type size"),
        Construct(name: "ForEach over data computed at run time",
                  swift: "struct V: View {\n    let rows = [1, 2]\n    var body: some View {\n        ForEach(rows.filter { $0 > 1 }, id: \\.self) { Text(\"\\($0)\") }\n    }\n}\n",
                  message: "V.swift:4:17: unsupported: the method filter of an array"),
        Construct(name: "an image whose size layoutreg cannot know",
                  swift: "struct V: View {\n    var body: some View { Image(\"heart\") }\n}\n",
                  message: "V.swift:2:27: unsupported: Image \"heart\" has no size layoutreg knows (assets are not read); give it in the scenario's view: \"images\""),
        Construct(name: "a ViewModifier struct of another file",
                  swift: "struct V: View {\n    var body: some View { Text(\"a\").modifier(Card()) }\n}\n",
                  message: "V.swift:2:37: unsupported: a ViewModifier applied with .modifier(Card()) that this file does not declare; supported: the format's modifiers, and ViewModifier structs and View extensions declared in this file"),
        Construct(name: "a ViewModifier without body(content:)",
                  swift: "struct Card: ViewModifier {\n    func view(content: Content) -> some View { content }\n}\nstruct V: View {\n    var body: some View { Text(\"a\").modifier(Card()) }\n}\n",
                  message: "V.swift:1:8: unsupported: Card has no `func body(content: Content) -> some View`"),
        Construct(name: "a ViewModifier given an argument it has no property for",
                  swift: "struct Card: ViewModifier {\n    func body(content: Content) -> some View { content.padding() }\n}\nstruct V: View {\n    var body: some View { Text(\"a\").modifier(Card(inset: 4)) }\n}\n",
                  message: "V.swift:5:46: unsupported: Card has no stored property inset to initialise"),
        Construct(name: "a button style of another file",
                  swift: "struct V: View {\n    var body: some View { Button(\"a\") {}.buttonStyle(Fancy()) }\n}\n",
                  message: "V.swift:2:42: unsupported: the button style Fancy(); supported: .automatic, .bordered, .borderedProminent, .borderless, .plain, and ButtonStyle structs declared in this file"),
        Construct(name: "a ButtonStyle reading what a layout does not have",
                  swift: "struct S: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label.padding(configuration.role == nil ? 4 : 8)\n    }\n}\nstruct V: View {\n    var body: some View { Button(\"a\") {}.buttonStyle(S()) }\n}\n",
                  message: "V.swift:3:37: unsupported: the member role of an argument that has no role"),
        Construct(name: "a PrimitiveButtonStyle",
                  swift: "struct S: PrimitiveButtonStyle {\n    func makeBody(configuration: Configuration) -> some View { Button(configuration) }\n}\nstruct V: View {\n    var body: some View { Button(\"a\") {}.buttonStyle(S()) }\n}\n",
                  message: "V.swift:5:42: unsupported: the button style S(); supported: .automatic, .bordered"),
        Construct(name: "a view that contains itself",
                  swift: "struct V: View {\n    var body: some View { VStack { V() } }\n}\n",
                  message: "unsupported: views nested more than 64 deep (a view that contains itself?)"),
        Construct(name: "#if on a build setting",
                  swift: "struct V: View {\n    var body: some View {\n        #if DEBUG\n        Text(\"debug\")\n        #endif\n    }\n}\n",
                  message: "V.swift:3:13: unsupported: the #if condition DEBUG; supported: os(…), targetEnvironment(macCatalyst), canImport"),
        Construct(name: "two environment conditions combined",
                  swift: "struct V: View {\n    @Environment(\\.dynamicTypeSize) var size\n    var body: some View {\n        if size >= .large && size <= .xxLarge { Text(\"a\") }\n    }\n}\n",
                  message: "V.swift:4:12: unsupported: a condition that combines environment values with &&"),
        Construct(name: "Swift that does not parse",
                  swift: "struct V: View {\n    var body: some View { Text(\"a\" }\n}\n",
                  message: "V.swift:2:36: the Swift does not parse: expected “)” here"),
        Construct(name: "a Label of title and icon views",
                  swift: "struct V: View {\n    var body: some View { Label { Text(\"a\"); Text(\"b\") } icon: { Image(systemName: \"star\") } }\n}\n",
                  message: "V.swift:2:27: unsupported: a Label of title and icon views other than one Text and one Image(systemName:)"),
        Construct(name: "a DatePicker's date, which only a device formats",
                  swift: "struct V: View {\n    @State private var date = Date()\n    var body: some View { DatePicker(\"Birthday\", selection: $date) }\n}\n",
                  message: "V.swift:3:61: unsupported: a DatePicker's date, which layoutreg cannot format as a device would; give the property in the scenario's \"arguments\""),
        Construct(name: "a TextField's axis that is not one",
                  swift: "struct V: View {\n    @State private var bio = \"\"\n    var body: some View { TextField(\"Bio\", text: $bio, axis: .diagonal) }\n}\n",
                  message: "V.swift:3:62: unsupported: an axis that is not .horizontal or .vertical"),
        Construct(name: "a NavigationLink without a label",
                  swift: "struct V: View {\n    var body: some View { NavigationLink(destination: Text(\"a\")) }\n}\n",
                  message: "V.swift:2:27: unsupported: a NavigationLink without a title or a label"),
        Construct(name: "a LabeledContent value with a format",
                  swift: "struct V: View {\n    var body: some View { LabeledContent(\"Age\", value: 42, format: .number) }\n}\n",
                  message: "V.swift:2:56: unsupported: a LabeledContent value with a format:"),
        Construct(name: "a LabeledContent value the file does not give",
                  swift: "struct V: View {\n    let user: User\n    var body: some View { LabeledContent(\"Name\", value: user.name) }\n}\n",
                  message: "V.swift:3:57: unsupported: a LabeledContent value that is not a String the file gives"),
        Construct(name: "a SecureField with an axis",
                  swift: "struct V: View {\n    @State private var pin = \"\"\n    var body: some View { SecureField(\"PIN\", text: $pin, axis: .vertical) }\n}\n",
                  message: "V.swift:3:27: unsupported: a SecureField with axis:; supported: SecureField(title, text:, prompt:), one line of text"),
        Construct(name: "a hidden bar",
                  swift: "struct V: View {\n    var body: some View { Text(\"a\").toolbar(.hidden, for: .tabBar) }\n}\n",
                  message: "V.swift:2:37: unsupported: .toolbar(.hidden, for: .tabBar): the format has no hidden bars"),
        Construct(name: "a toolbar placement the format does not have",
                  swift: "struct V: View {\n    var body: some View { Text(\"a\").toolbar { ToolbarItem(placement: .principal) { Text(\"T\") } } }\n}\n",
                  message: "V.swift:2:70: unsupported: the toolbar placement .principal; supported: .automatic, .bottomBar,"),
        Construct(name: "a picker selection no option is tagged with",
                  swift: "struct V: View {\n    @State private var n = 3\n    var body: some View { Picker(\"N\", selection: $n) { Text(\"1\").tag(1) } }\n}\n",
                  message: "V.swift:3:50: unsupported: a selection (3) that no option's tag gives"),
        Construct(name: "an environment key the layout would need and does not read",
                  swift: "struct V: View {\n    var body: some View { Text(\"a\").environment(\\.font, .title) }\n}\n",
                  message: "V.swift:2:49: unsupported: the environment's font; the layout reads dynamicTypeSize"),
        Construct(name: "a Text concatenated with a view modifier",
                  swift: "struct V: View {\n    var body: some View { Text(\"a\") + Text(\"b\").padding() }\n}\n",
                  message: "V.swift:2:39: unsupported: a Text concatenated with .padding, which is not a method of Text"),
        Construct(name: "a Link styled by a ButtonStyle struct",
                  swift: "struct S: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }\n}\nstruct V: View {\n    var body: some View { VStack { Link(\"a\", destination: url) }.buttonStyle(S()) }\n}\n",
                  message: "V.swift:5:36: unsupported: a Link inside a ButtonStyle struct's .buttonStyle"),
        Construct(name: "a resizable symbol",
                  swift: "struct V: View {\n    var body: some View { Image(systemName: \"star\").resizable() }\n}\n",
                  message: "V.swift:2:53: unsupported: .resizable on a symbol: the format's symbols are sized by their font"),
        Construct(name: "a view the file does not declare, with the closest one",
                  swift: "struct LoginView: View {\n    var body: some View { Text(\"a\") }\n}\n",
                  message: "V.swift:1:1: no view LogInView in this file (did you mean LoginView?); its views: LoginView",
                  type: "LogInView"),
    ]

    @Test(arguments: constructs)
    func isLocatedAndSaid(_ construct: Construct) {
        do {
            let translation = try SwiftSourceTranslator.translate(source: construct.swift, file: "V.swift",
                                                                  selection: .type(construct.type, arguments: [:]))
            Issue.record("translated to \(translation.view)")
        } catch {
            #expect(error.description.hasPrefix(construct.message) || (!construct.message.hasPrefix("V.swift") && error.description.contains(construct.message)),
                    "\(error.description)")
        }
    }

    /// The reader's own errors point into the Swift too: a value out of the format's range.
    @Test func readerErrorsPointIntoTheSwift() throws {
        SwiftSourceTranslator.install()
        #expect(throws: FixtureError.self) {
            try SwiftScenario.load("struct V: View {\n    var body: some View { Text(\"a\").lineLimit(0) }\n}\n")
        }
        do {
            _ = try SwiftScenario.load("struct V: View {\n    var body: some View { Text(\"a\").lineLimit(0) }\n}\n")
        } catch {
            #expect("\(error)".hasSuffix("V.swift:2:47: expected an integer from 1 to 10000, found 0"), "\(error)")
        }
    }
}
