import LayoutFixtures
import StrictJSON
import SwiftSource
import Testing

/// Every view and modifier of the fixture format has its Swift spelling, as real code writes
/// it, read into the same view as its JSON; `everyJSONConstructHasASwiftSpelling` fails when a
/// view or modifier is added to the JSON reader with neither a spelling here nor a reason.
@Suite struct SwiftSpellingTests {
    typealias Example = TranslationTests.Example

    static let controls: [Example] = [
        Example(name: "Toggle with a title and a @State binding, and with a label closure and .constant",
                swift: """
                    struct V: View {
                        @State private var wifi = true
                        var body: some View {
                            Form {
                                Toggle("Wi-Fi", isOn: $wifi)
                                Toggle(isOn: .constant(false)) { Text("Bluetooth"); Text(verbatim: "Off") }
                                Toggle("Airplane", systemImage: "airplane", isOn: $model.airplane)
                            }
                        }
                    }
                    """,
                json: #"{"type": "Form", "children": [{"type": "Toggle", "isOn": true, "children": [{"type": "Text", "key": "Wi-Fi"}]}, {"type": "Toggle", "isOn": false, "children": [{"type": "Text", "key": "Bluetooth"}, {"type": "Text", "verbatim": "Off"}]}, {"type": "Toggle", "children": [{"type": "Label", "key": "Airplane", "systemImage": "airplane"}]}]}"#),
        Example(name: "Stepper, ProgressView and Slider with their values and bounds",
                swift: """
                    struct V: View {
                        @State private var copies = 2
                        @State private var volume = 0.5
                        var body: some View {
                            VStack {
                                Stepper("Copies: \\(copies)", value: $copies, in: 1...10)
                                Stepper(value: $copies, in: 1...10, step: 2) { Text(verbatim: "Copies") }
                                ProgressView(value: 0.4, total: 1) { Text("Uploading") }
                                ProgressView("Loading")
                                ProgressView(value: model.progress)
                                Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: { Image(systemName: "speaker") } maximumValueLabel: { Image(systemName: "speaker.wave.3") }
                            }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Stepper", "value": 2, "in": [1, 10], "children": [{"type": "Text", "key": "Copies: %lld", "args": [2]}]}, {"type": "Stepper", "value": 2, "in": [1, 10], "step": 2, "children": [{"type": "Text", "verbatim": "Copies"}]}, {"type": "ProgressView", "value": 0.4, "total": 1, "children": [{"type": "Text", "key": "Uploading"}]}, {"type": "ProgressView", "children": [{"type": "Text", "key": "Loading"}]}, {"type": "ProgressView", "value": 0, "children": []}, {"type": "Slider", "value": 0.5, "in": [0, 1], "step": 0.1, "minimumValueLabel": {"type": "Image", "systemName": "speaker"}, "maximumValueLabel": {"type": "Image", "systemName": "speaker.wave.3"}, "children": [{"type": "Text", "key": "Volume"}]}]}"#),
        Example(name: "TextField and SecureField with text:, prompt: and a label closure",
                swift: """
                    struct V: View {
                        @State private var email = ""
                        @State private var password = "hunter2"
                        var body: some View {
                            Form {
                                TextField("Email", text: $email)
                                TextField("Name", text: .constant(""), prompt: Text("Jane Appleseed"))
                                TextField(text: $email) { Text("Username") }
                                SecureField("Password", text: $password)
                            }
                        }
                    }
                    """,
                json: #"{"type": "Form", "children": [{"type": "TextField", "key": "Email", "text": ""}, {"type": "TextField", "key": "Name", "text": "", "prompt": "Jane Appleseed"}, {"type": "TextField", "key": "Username", "text": ""}, {"type": "SecureField", "key": "Password", "text": "hunter2"}]}"#),
        Example(name: "a vertical TextField with lineLimit, a range and reservesSpace",
                swift: """
                    struct V: View {
                        @State private var bio = "Swift"
                        var body: some View {
                            Form {
                                TextField("Bio", text: $bio, axis: .vertical).lineLimit(3)
                                TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(2...4)
                                TextField("Name", text: $bio, axis: .horizontal).lineLimit(2, reservesSpace: true)
                            }
                        }
                    }
                    """,
                json: #"{"type": "Form", "children": [{"type": "TextField", "key": "Bio", "text": "Swift", "axis": "vertical", "modifiers": [{"lineLimit": 3}]}, {"type": "TextField", "key": "Notes", "text": "", "axis": "vertical", "modifiers": [{"lineLimit": {"min": 2, "max": 4}}]}, {"type": "TextField", "key": "Name", "text": "Swift", "axis": "horizontal", "modifiers": [{"lineLimit": {"limit": 2, "reservesSpace": true}}]}]}"#),
        Example(name: "Label, Image(systemName:), Link, ShareLink and Menu",
                swift: """
                    struct V: View {
                        var body: some View {
                            VStack {
                                Label("Favourites", systemImage: "star")
                                Label { Text(verbatim: "Inbox") } icon: { Image(systemName: "tray") }
                                Image(systemName: "star.fill").imageScale(.large).symbolVariant(.fill)
                                Link("Privacy Policy", destination: URL(string: "https://example.com")!)
                                Link(destination: privacyURL) { Text(verbatim: "Terms") }
                                ShareLink(item: url)
                                ShareLink("Send", item: url, subject: Text("A link"))
                                Menu("Sort") { Button("By name") {}; Divider() }
                                Menu { Button("Copy") {} } label: { Label("More", systemImage: "ellipsis.circle") }
                                Menu("Add", systemImage: "plus") { Button("Photo") {} }
                            }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Label", "key": "Favourites", "systemImage": "star"}, {"type": "Label", "verbatim": "Inbox", "systemImage": "tray"}, {"type": "Image", "systemName": "star.fill", "modifiers": [{"imageScale": "large"}, {"symbolVariant": true}]}, {"type": "Link", "key": "Privacy Policy"}, {"type": "Link", "verbatim": "Terms"}, {"type": "ShareLink"}, {"type": "ShareLink", "key": "Send"}, {"type": "Menu", "key": "Sort", "children": [{"type": "Button", "children": [{"type": "Text", "key": "By name"}]}, {"type": "Divider"}]}, {"type": "Menu", "label": {"type": "Label", "key": "More", "systemImage": "ellipsis.circle"}, "children": [{"type": "Button", "children": [{"type": "Text", "key": "Copy"}]}]}, {"type": "Menu", "label": {"type": "Label", "key": "Add", "systemImage": "plus"}, "children": [{"type": "Button", "children": [{"type": "Text", "key": "Photo"}]}]}]}"#),
        Example(name: "Picker over tagged options and over an enum's cases, its selection their position, with its styles",
                swift: """
                    enum Theme: String, CaseIterable { case light, dark, system }
                    struct V: View {
                        @State private var theme = Theme.dark
                        @State private var size = 2
                        var body: some View {
                            Form {
                                Picker("Theme", selection: $theme) {
                                    ForEach(Theme.allCases, id: \\.self) { theme in Text(verbatim: theme.rawValue) }
                                }
                                .pickerStyle(.segmented)
                                Picker(selection: $size) {
                                    Text("Small").tag(1)
                                    Text("Large").tag(2)
                                } label: { Text("Size") }
                                .pickerStyle(.menu)
                                Picker("Sort", selection: $theme) { Text("Light").tag(Theme.light); Text("Dark").tag(.dark) }
                                    .pickerStyle(InlinePickerStyle())
                            }
                        }
                    }
                    """,
                json: #"{"type": "Form", "children": [{"type": "Picker", "key": "Theme", "selection": 1, "children": [{"type": "ForEach", "items": ["light", "dark", "system"], "content": {"type": "Text", "verbatim": {"item": true}}}], "modifiers": [{"pickerStyle": "segmented"}]}, {"type": "Picker", "key": "Size", "selection": 1, "children": [{"type": "Text", "key": "Small", "modifiers": [{"tag": true}]}, {"type": "Text", "key": "Large", "modifiers": [{"tag": true}]}], "modifiers": [{"pickerStyle": "menu"}]}, {"type": "Picker", "key": "Sort", "selection": 1, "children": [{"type": "Text", "key": "Light", "modifiers": [{"tag": true}]}, {"type": "Text", "key": "Dark", "modifiers": [{"tag": true}]}], "modifiers": [{"pickerStyle": "inline"}]}]}"#),
        Example(name: "DatePicker with its shown date given in the arguments, and its style",
                swift: """
                    struct V: View {
                        let birthday: Date
                        let meeting: Date
                        var body: some View {
                            Form {
                                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                                DatePicker(selection: $meeting) { Text("Meeting") }.datePickerStyle(.compact)
                            }
                        }
                    }
                    """,
                json: #"{"type": "Form", "children": [{"type": "DatePicker", "key": "Birthday", "date": "1 Dec 2026"}, {"type": "DatePicker", "key": "Meeting", "date": "2 Dec 2026", "time": "09:41", "modifiers": [{"datePickerStyle": "compact"}]}]}"#,
                view: #""type": "V", "arguments": {"birthday": "1 Dec 2026", "meeting": {"date": "2 Dec 2026", "time": "09:41"}}"#),
        Example(name: "TabView of Tabs, its selection a Tab's value",
                swift: """
                    enum Section { case home, search }
                    struct V: View {
                        @State private var selection = Section.search
                        var body: some View {
                            TabView(selection: $selection) {
                                Tab("Home", systemImage: "house", value: Section.home) { Text("Feed") }
                                Tab(value: .search, role: .search) { Text("Find") }
                            }
                        }
                    }
                    """,
                json: #"{"type": "TabView", "selection": 1, "children": [{"type": "Tab", "key": "Home", "systemImage": "house", "children": [{"type": "Text", "key": "Feed"}]}, {"type": "Tab", "role": "search", "children": [{"type": "Text", "key": "Find"}]}]}"#),
        Example(name: "TabView of tabItems, its selection a tag",
                swift: """
                    struct V: View {
                        @State private var tab = 0
                        var body: some View {
                            TabView(selection: $tab) {
                                Color.red.tabItem { Label("Home", systemImage: "house") }.tag(0)
                                Text("Inbox").tabItem { Image(systemName: "tray"); Text("Inbox") }.tag(1)
                            }
                        }
                    }
                    """,
                json: #"{"type": "TabView", "selection": 0, "children": [{"type": "Color", "modifiers": [{"tabItem": {"type": "Label", "key": "Home", "systemImage": "house"}}, {"tag": true}]}, {"type": "Text", "key": "Inbox", "modifiers": [{"tabItem": {"type": "Group", "children": [{"type": "Image", "systemName": "tray"}, {"type": "Text", "key": "Inbox"}]}}, {"tag": true}]}]}"#),
        Example(name: "Button roles and Button(_:systemImage:)",
                swift: #"struct V: View { var body: some View { HStack { Button("Delete", role: .destructive) {}; Button(role: .cancel) {} label: { Text("Cancel") }; Button("Add", systemImage: "plus") {} } } }"#,
                json: #"{"type": "HStack", "children": [{"type": "Button", "role": "destructive", "children": [{"type": "Text", "key": "Delete"}]}, {"type": "Button", "role": "cancel", "children": [{"type": "Text", "key": "Cancel"}]}, {"type": "Button", "children": [{"type": "Label", "key": "Add", "systemImage": "plus"}]}]}"#),
    ]

    static let styles: [Example] = [
        Example(name: "button styles, control size and border shape; a custom style is plain to a bordered one around it",
                swift: """
                    struct Pill: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.padding(4) } }
                    struct V: View {
                        var body: some View {
                            VStack {
                                Button("a") {}.buttonStyle(.borderedProminent).controlSize(.large).buttonBorderShape(.capsule)
                                Button("b") {}.buttonStyle(Pill())
                                Button("c") {}.buttonStyle(BorderedButtonStyle()).buttonBorderShape(.roundedRectangle(radius: 8))
                            }
                            .buttonStyle(.bordered)
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Button", "children": [{"type": "Text", "key": "a"}], "modifiers": [{"buttonStyle": "borderedProminent"}, {"controlSize": "large"}, {"buttonBorderShape": "capsule"}]}, {"type": "Button", "children": [{"type": "Text", "key": "b", "modifiers": [{"padding": 4}]}], "modifiers": [{"buttonStyle": "plain"}]}, {"type": "Button", "children": [{"type": "Text", "key": "c"}], "modifiers": [{"buttonStyle": "bordered"}, {"buttonBorderShape": "roundedRectangle"}]}], "modifiers": [{"buttonStyle": "bordered"}]}"#),
        Example(name: "label, text field, list and toggle styles, by member and by type",
                swift: """
                    struct V: View {
                        @State private var on = false
                        var body: some View {
                            List {
                                Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
                                Label("Sent", systemImage: "paperplane").labelStyle(TitleOnlyLabelStyle())
                                TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
                                TextField("Name", text: .constant("")).textFieldStyle(PlainTextFieldStyle())
                                Toggle("On", isOn: $on).toggleStyle(.switch)
                            }
                            .listStyle(.insetGrouped)
                        }
                    }
                    """,
                json: #"{"type": "List", "children": [{"type": "Label", "key": "Inbox", "systemImage": "tray", "modifiers": [{"labelStyle": "iconOnly"}]}, {"type": "Label", "key": "Sent", "systemImage": "paperplane", "modifiers": [{"labelStyle": "titleOnly"}]}, {"type": "TextField", "key": "Email", "text": "", "modifiers": [{"textFieldStyle": "roundedBorder"}]}, {"type": "TextField", "key": "Name", "text": "", "modifiers": [{"textFieldStyle": "plain"}]}, {"type": "Toggle", "isOn": false, "children": [{"type": "Text", "key": "On"}]}], "modifiers": [{"listStyle": "insetGrouped"}]}"#),
        Example(name: "font weight, design, italic, tightening, kerning, spacing, case and truncation",
                swift: #"struct V: View { var body: some View { Text("a").fontWeight(.semibold).fontDesign(.rounded).italic().allowsTightening(true).kerning(1).lineSpacing(4).tracking(0.5).textCase(.uppercase).truncationMode(.middle).minimumScaleFactor(0.5).monospacedDigit().bold(false).italic(false) } }"#,
                json: #"{"type": "Text", "key": "a", "modifiers": [{"fontWeight": "semibold"}, {"fontDesign": "rounded"}, {"italic": true}, {"allowsTightening": true}, {"kerning": 1}, {"lineSpacing": 4}, {"tracking": 0.5}, {"textCase": "uppercase"}, {"truncationMode": "middle"}, {"minimumScaleFactor": 0.5}, {"monospacedDigit": true}, {"bold": false}, {"italic": false}]}"#),
        Example(name: "environment values and Dynamic Type ranges",
                swift: """
                    struct V: View {
                        var body: some View {
                            VStack {
                                Text("a").environment(\\.dynamicTypeSize, .xxxLarge)
                                Text("b").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                                Text("c").dynamicTypeSize(.small ... .xxLarge).dynamicTypeSize(.large).dynamicTypeSize(.accessibility1...)
                                Text("d").environment(\\.layoutDirection, .rightToLeft).environment(\\.locale, Locale(identifier: "ar"))
                                Text("e").environment(\\.sizeCategory, .extraExtraLarge).environment(\\.colorScheme, .dark)
                                List { Text("f") }.environment(\\.defaultMinListRowHeight, 60)
                                Text("g").environment(\\.horizontalSizeClass, .compact)
                            }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "a", "modifiers": [{"environment": {"dynamicTypeSize": "xxxLarge"}}]}, {"type": "Text", "key": "b", "modifiers": [{"dynamicTypeSize": {"max": "xxxLarge"}}]}, {"type": "Text", "key": "c", "modifiers": [{"dynamicTypeSize": {"min": "small", "max": "xxLarge"}}, {"dynamicTypeSize": "large"}, {"dynamicTypeSize": {"min": "accessibility1"}}]}, {"type": "Text", "key": "d", "modifiers": [{"environment": {"layoutDirection": "rightToLeft"}}, {"environment": {"locale": "ar"}}]}, {"type": "Text", "key": "e", "modifiers": [{"environment": {"dynamicTypeSize": "xxLarge"}}]}, {"type": "List", "children": [{"type": "Text", "key": "f"}], "modifiers": [{"environment": {"defaultMinListRowHeight": 60}}]}, {"type": "Text", "key": "g", "modifiers": [{"environment": {"horizontalSizeClass": "compact"}}]}]}"#),
        Example(name: "drawing-only modifiers: clipping, corners, hiding, separators",
                swift: #"struct V: View { var body: some View { Text("a").clipped().clipShape(Capsule()).cornerRadius(8).hidden().listRowSeparator(.hidden).overlay(alignment: .top) { Circle() } } }"#,
                json: #"{"type": "Text", "key": "a", "modifiers": [{"clipped": true}, {"clipShape": "Capsule"}, {"cornerRadius": 8}, {"hidden": true}, {"listRowSeparator": "hidden"}, {"overlay": {"view": {"type": "Circle"}, "alignment": "top"}}]}"#),
    ]

    static let containers: [Example] = [
        Example(name: "NavigationLink by title, destination, value and label, the destination never read",
                swift: """
                    struct Detail: View { var body: some View { Text("detail") } }
                    struct V: View {
                        var body: some View {
                            List {
                                NavigationLink("Wi-Fi", destination: Detail())
                                NavigationLink(destination: Detail()) { Label("Bluetooth", systemImage: "wave.3.right") }
                                NavigationLink(value: 3) { Text(verbatim: "Three") }
                                NavigationLink("General", value: "general")
                                NavigationLink { Detail() } label: { Text("About") }
                            }
                        }
                    }
                    """,
                json: #"{"type": "List", "children": [{"type": "NavigationLink", "children": [{"type": "Text", "key": "Wi-Fi"}]}, {"type": "NavigationLink", "children": [{"type": "Label", "key": "Bluetooth", "systemImage": "wave.3.right"}]}, {"type": "NavigationLink", "children": [{"type": "Text", "verbatim": "Three"}]}, {"type": "NavigationLink", "children": [{"type": "Text", "key": "General"}]}, {"type": "NavigationLink", "children": [{"type": "Text", "key": "About"}]}]}"#),
        Example(name: "LabeledContent with a value, with value views, and with a label view",
                swift: """
                    struct V: View {
                        let version = "1.4.2"
                        var body: some View {
                            Form {
                                LabeledContent("Version", value: version)
                                LabeledContent("Storage") { ProgressView(value: 0.3) }
                                LabeledContent { Text(verbatim: "Al") } label: { Text("Name") }
                            }
                        }
                    }
                    """,
                json: #"{"type": "Form", "children": [{"type": "LabeledContent", "key": "Version", "value": "1.4.2"}, {"type": "LabeledContent", "key": "Storage", "children": [{"type": "ProgressView", "value": 0.3, "children": []}]}, {"type": "LabeledContent", "label": {"type": "Text", "key": "Name"}, "children": [{"type": "Text", "verbatim": "Al"}]}]}"#),
        Example(name: "toolbar placements as iOS places them, keyboard items not shown",
                swift: """
                    struct V: View {
                        var body: some View {
                            NavigationStack {
                                Text("a")
                                    .navigationTitle("Inbox")
                                    .navigationBarTitleDisplayMode(.inline)
                                    .toolbar {
                                        ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
                                        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                                        ToolbarItem(placement: .keyboard) { Button("Done") {} }
                                        ToolbarItem(placement: .bottomBar) { Text("3 messages") }
                                    }
                            }
                        }
                    }
                    """,
                json: #"{"type": "NavigationStack", "children": [{"type": "Text", "key": "a", "modifiers": [{"navigationTitle": "Inbox"}, {"navigationBarTitleDisplayMode": "inline"}, {"toolbar": [{"placement": "topBarLeading", "content": {"type": "Button", "children": [{"type": "Text", "key": "Edit"}]}}, {"placement": "topBarTrailing", "content": {"type": "Button", "children": [{"type": "Text", "key": "Add"}]}}, {"placement": "topBarLeading", "content": {"type": "Button", "children": [{"type": "Text", "key": "Cancel"}]}}, {"placement": "bottomBar", "content": {"type": "Text", "key": "3 messages"}}]}]}]}"#),
        Example(name: "lists: sections, row insets, section spacing, scroll position",
                swift: """
                    struct V: View {
                        @State private var position = ScrollPosition(edge: .bottom)
                        var body: some View {
                            List {
                                Section { Text("a").listRowInsets(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)) } header: { Text("H") } footer: { Text("F") }
                            }
                            .listSectionSpacing(24)
                            .listSectionSpacing(.default)
                            .scrollPosition($position)
                        }
                    }
                    """,
                json: #"{"type": "List", "children": [{"type": "Section", "header": {"type": "Text", "key": "H"}, "footer": {"type": "Text", "key": "F"}, "children": [{"type": "Text", "key": "a", "modifiers": [{"listRowInsets": {"top": 0, "leading": 20, "bottom": 0, "trailing": 20}}]}]}], "modifiers": [{"listSectionSpacing": 24}, {"listSectionSpacing": "default"}, {"scrollPosition": {"edge": "bottom"}}]}"#),
        Example(name: "stacks, grids, scroll views, shapes and spacers",
                swift: """
                    struct V: View {
                        var body: some View {
                            ScrollView(.horizontal) {
                                LazyHStack(spacing: 4) { Rectangle(); Circle(); Ellipse(); Capsule(style: .continuous); RoundedRectangle(cornerRadius: 12, style: .continuous) }
                                LazyVStack(alignment: .leading) { Spacer(minLength: 0); Divider() }
                                LazyHGrid(rows: [GridItem(.fixed(44))]) { Text("g") }
                                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) { Text("h") }
                                Grid(alignment: .leading, horizontalSpacing: 4) { GridRow { Text("i"); Text("j") } }
                                ViewThatFits(in: .horizontal) { Text("long"); Text("s") }
                                ZStack(alignment: .bottomTrailing) { Color.blue; Group { Text("k") } }
                            }
                        }
                    }
                    """,
                json: #"{"type": "ScrollView", "axes": "horizontal", "children": [{"type": "LazyHStack", "spacing": 4, "children": [{"type": "Rectangle"}, {"type": "Circle"}, {"type": "Ellipse"}, {"type": "Capsule", "style": "continuous"}, {"type": "RoundedRectangle", "cornerRadius": 12, "style": "continuous"}]}, {"type": "LazyVStack", "alignment": "leading", "children": [{"type": "Spacer", "minLength": 0}, {"type": "Divider"}]}, {"type": "LazyHGrid", "rows": [{"fixed": 44}], "children": [{"type": "Text", "key": "g"}]}, {"type": "LazyVGrid", "columns": [{"adaptive": {"minimum": 80}}], "spacing": 8, "children": [{"type": "Text", "key": "h"}]}, {"type": "Grid", "alignment": "leading", "horizontalSpacing": 4, "children": [{"type": "GridRow", "children": [{"type": "Text", "key": "i"}, {"type": "Text", "key": "j"}]}]}, {"type": "ViewThatFits", "in": "horizontal", "children": [{"type": "Text", "key": "long"}, {"type": "Text", "key": "s"}]}, {"type": "ZStack", "alignment": "bottomTrailing", "children": [{"type": "Color"}, {"type": "Group", "children": [{"type": "Text", "key": "k"}]}]}]}"#),
        Example(name: "layout modifiers: safe areas, offsets, positions, guides, relative frames, aspect ratios",
                swift: """
                    struct V: View {
                        var body: some View {
                            VStack {
                                Text("a").safeAreaPadding(.horizontal, 20).contentMargins(.horizontal, 20).ignoresSafeArea(.container, edges: .top)
                                Text("b").safeAreaInset(edge: .bottom, spacing: 0) { Text("c") }.offset(x: 0, y: -4).position(x: 100, y: 40)
                                Text("d").alignmentGuide(.leading) { _ in 10 }.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                                Color.red.aspectRatio(1.5, contentMode: .fill).scaledToFill()
                            }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "Text", "key": "a", "modifiers": [{"safeAreaPadding": {"edges": "horizontal", "length": 20}}, {"contentMargins": {"edges": "horizontal", "length": 20}}, {"ignoresSafeArea": {"regions": "container", "edges": "top"}}]}, {"type": "Text", "key": "b", "modifiers": [{"safeAreaInset": {"edge": "bottom", "spacing": 0, "content": {"type": "Text", "key": "c"}}}, {"offset": {"x": 0, "y": -4}}, {"position": {"x": 100, "y": 40}}]}, {"type": "Text", "key": "d", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": 10}}, {"containerRelativeFrame": {"axes": "horizontal", "count": 3, "span": 2, "spacing": 10}}]}, {"type": "Color", "modifiers": [{"aspectRatio": {"ratio": 1.5, "contentMode": "fill"}}, {"scaledToFill": true}]}]}"#),
        Example(name: "the seed articles' stacks, a GeometryReader and a trailing id",
                swift: """
                    struct V: View {
                        var body: some View {
                            VStack {
                                WeightedHStack { proxy in Text("a").weighted(1, proxy: proxy); Text("b").weighted(2, proxy: proxy) }
                                WeightedVStack { proxy in Text("c").weighted(1, proxy: proxy) }
                                FlexibleStack { axis in if axis == .horizontal { Text("h") } else { Text("v") } }
                                GeometryReader { geometry in Color.red.frame(width: geometry.size.width * 0.5) }
                                Text("e").id("e").padding()
                            }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "WeightedHStack", "children": [{"type": "Text", "key": "a", "modifiers": [{"weighted": 1}]}, {"type": "Text", "key": "b", "modifiers": [{"weighted": 2}]}]}, {"type": "WeightedVStack", "children": [{"type": "Text", "key": "c", "modifiers": [{"weighted": 1}]}]}, {"type": "FlexibleStack", "children": [{"type": "Text", "key": "h", "when": "horizontal"}, {"type": "Text", "key": "v", "when": "vertical"}]}, {"type": "GeometryReader", "children": [{"type": "Color", "modifiers": [{"frame": {"width": {"proxy": "width", "multiplier": 0.5}}}]}]}, {"type": "Text", "key": "e", "modifiers": [{"id": "e"}, {"padding": true}]}]}"#),
    ]

    static let conditions: [Example] = [
        Example(name: "if on the layout direction, the locale's language and the idiom is the format's If",
                swift: """
                    struct V: View {
                        @Environment(\\.layoutDirection) private var layoutDirection
                        @Environment(\\.locale) private var locale
                        var body: some View {
                            VStack {
                                if layoutDirection == .rightToLeft { Text("rtl") } else { Text("ltr") }
                                if locale.language.languageCode != "ja" { Text("spaced") }
                                if UIDevice.current.userInterfaceIdiom == .pad { Text("iPad") }
                            }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "If", "condition": {"layoutDirection": "rightToLeft"}, "then": {"type": "Text", "key": "rtl"}, "else": {"type": "Text", "key": "ltr"}}, {"type": "If", "condition": {"locale": "ja"}, "then": {"type": "Group", "children": []}, "else": {"type": "Text", "key": "spaced"}}, {"type": "If", "condition": {"idiom": "pad"}, "then": {"type": "Text", "key": "iPad"}}]}"#),
        Example(name: "if on the horizontal and vertical size classes is the format's If",
                swift: """
                    struct V: View {
                        @Environment(\\.horizontalSizeClass) var horizontalSizeClass
                        @Environment(\\.verticalSizeClass) private var heightClass
                        var body: some View {
                            VStack {
                                if horizontalSizeClass == .compact { VStack { Text("a") } } else { HStack { Text("a") } }
                                if heightClass != .compact { Text("tall") }
                            }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "If", "condition": {"horizontalSizeClass": "compact"}, "then": {"type": "VStack", "children": [{"type": "Text", "key": "a"}]}, "else": {"type": "HStack", "children": [{"type": "Text", "key": "a"}]}}, {"type": "If", "condition": {"verticalSizeClass": "compact"}, "then": {"type": "Group", "children": []}, "else": {"type": "Text", "key": "tall"}}]}"#),
    ]

    static let data: [Example] = [
        Example(name: "ForEach over an array's enumerated pairs, indices, prefix and reversed",
                swift: """
                    struct V: View {
                        let names = ["Al", "Bo", "Cy"]
                        var body: some View {
                            VStack {
                                ForEach(Array(names.enumerated()), id: \\.offset) { index, name in Text(verbatim: "\\(index + 1). \\(name)") }
                                ForEach(names.indices, id: \\.self) { i in Text(verbatim: names[i]) }
                                ForEach(names.prefix(1).reversed(), id: \\.self) { Text(verbatim: $0) }
                                ForEach(Array(names.dropFirst(2).enumerated()), id: \\.offset) { Text(verbatim: $0.element) }
                            }
                        }
                    }
                    """,
                json: #"{"type": "VStack", "children": [{"type": "ForEach", "rows": [{"type": "Text", "verbatim": "1. Al"}, {"type": "Text", "verbatim": "2. Bo"}, {"type": "Text", "verbatim": "3. Cy"}]}, {"type": "ForEach", "rows": [{"type": "Text", "verbatim": "Al"}, {"type": "Text", "verbatim": "Bo"}, {"type": "Text", "verbatim": "Cy"}]}, {"type": "ForEach", "rows": [{"type": "Text", "verbatim": "Al"}]}, {"type": "ForEach", "rows": [{"type": "Text", "verbatim": "Cy"}]}]}"#),
    ]

    @Test(arguments: controls + styles + containers + conditions + data)
    func readsAsItsJSON(_ example: Example) throws {
        try TranslationTests().readsAsItsJSON(example)
    }

    /// Every modifier that never changes a frame is accepted by its Swift name, whatever its arguments.
    @Test(arguments: SwiftViewSource.modifierNames.filter { !SwiftViewSource.layoutModifierNames.contains($0) })
    func layoutNeutralModifierIsAccepted(_ name: String) throws {
        try TranslationTests().readsAsItsJSON(Example(
            name: name, swift: "struct V: View { var body: some View { Text(\"a\").\(name)(0.5) } }",
            json: #"{"type": "Text", "key": "a", "modifiers": [{"\#(name)": true}]}"#))
    }

    /// The format's views and modifiers that have no Swift spelling of their own, each with why.
    static let noSwiftSpelling: [String: String] = [:]

    /// Every view type and modifier the JSON reader accepts is written by some example's JSON
    /// above (or in `TranslationTests`), so that its Swift spelling is tested, or is listed in
    /// `noSwiftSpelling` with a reason.
    @Test func everyJSONConstructHasASwiftSpelling() throws {
        var types: Set<String> = [], modifiers: Set<String> = []
        func walk(_ value: JSONValue) {
            switch value.kind {
            case let .array(elements): elements.forEach(walk)
            case let .object(object):
                if let type = object["type"]?.stringValue { types.insert(type) }
                for modifier in object["modifiers"]?.array ?? [] { modifiers.formUnion(modifier.object?.keys ?? []) }
                object.members.forEach { walk($0.value) }
            default: break
            }
        }
        let tables = Self.controls + Self.styles + Self.containers + Self.conditions + TranslationTests.examples + TranslationTests.styleExamples
            + TranslationTests.switchExamples + TranslationTests.environmentExamples + TranslationTests.stringExamples
        for example in tables { walk(try JSONParser.parse(example.json)) }
        modifiers.formUnion(SwiftViewSource.modifierNames.filter { !SwiftViewSource.layoutModifierNames.contains($0) })
        for name in SwiftViewSource.viewTypeNames where !types.contains(name) {
            #expect(Self.noSwiftSpelling[name] != nil, "the view \(name) has no Swift spelling test and no reason for none")
        }
        for name in SwiftViewSource.modifierNames where !modifiers.contains(name) {
            #expect(Self.noSwiftSpelling[name] != nil, "the modifier \(name) has no Swift spelling test and no reason for none")
        }
        for name in Self.noSwiftSpelling.keys {
            #expect(!types.contains(name) && !modifiers.contains(name), "\(name) has a Swift spelling test: take it out of noSwiftSpelling")
            #expect(SwiftViewSource.viewTypeNames.contains(name) || SwiftViewSource.modifierNames.contains(name), "\(name) is not in the format")
        }
    }
}
