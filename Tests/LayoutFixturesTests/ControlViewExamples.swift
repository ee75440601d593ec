import LayoutEngine
@testable import LayoutFixtures

/// Reading examples of the controls and conditions added for real screens (part of
/// `ViewRoundTripTests.examples`).
enum ControlViewExamples {
    static let text = ViewNode(.text(.verbatim("a")))

    static let all: [ViewExample] = [
        ViewExample(#"{"type": "If", "condition": {"layoutDirection": "rightToLeft"}, "then": {"type": "Text", "verbatim": "a"}}"#,
                    ViewNode(.conditional(ViewCondition(.layoutDirection(.rightToLeft))), children: [text])),
        ViewExample(#"{"type": "If", "condition": {"locale": "pt-BR"}, "then": {"type": "Text", "verbatim": "a"}}"#,
                    ViewNode(.conditional(ViewCondition(.locale("pt-BR"))), children: [text])),
        ViewExample(#"{"type": "If", "condition": {"idiom": "pad"}, "then": {"type": "Text", "verbatim": "a"}, "else": {"type": "Color"}}"#,
                    ViewNode(.conditional(ViewCondition(.idiom(.pad))), children: [text, ViewNode(.color)])),
        ViewExample(#"{"type": "Button", "role": "destructive", "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(.button, children: [text])),
        ViewExample(#"{"type": "Image", "systemName": "star.fill"}"#,
                    ViewNode(ViewContent(SymbolImage(systemName: "star.fill")))),
        ViewExample(#"{"type": "Label", "verbatim": "Favourites", "systemImage": "star"}"#,
                    ViewNode(ViewContent(Label(title: .verbatim("Favourites"), systemImage: "star")))),
        ViewExample(#"{"type": "Label", "key": "fav", "systemImage": "star"}"#,
                    ViewNode(ViewContent(Label(title: .key("fav"), systemImage: "star")))),
        ViewExample(#"{"type": "Link", "verbatim": "Help", "destination": "https://example.com"}"#,
                    ViewNode(ViewContent(Link(title: .verbatim("Help"))))),
        ViewExample(#"{"type": "Menu", "verbatim": "Sort", "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(ViewContent(Menu(label: ViewNode(.text(.verbatim("Sort"))))), children: [text])),
        ViewExample(#"{"type": "Menu", "label": {"type": "Text", "verbatim": "a"}}"#,
                    ViewNode(ViewContent(Menu(label: text)))),
        ViewExample(#"{"type": "ShareLink", "item": "https://example.com"}"#, ViewNode(ViewContent(ShareLink()))),
        ViewExample(#"{"type": "ShareLink", "key": "Share photo", "item": "x", "subject": "s", "message": "m"}"#,
                    ViewNode(ViewContent(ShareLink(title: .key("Share photo"))))),
        ViewExample(#"{"type": "Slider", "value": 0.5, "in": [0, 1], "step": 0.1}"#, ViewNode(ViewContent(Slider()))),
        ViewExample(#"{"type": "Slider", "value": 1, "maximumValueLabel": {"type": "Text", "verbatim": "a"}}"#,
                    ViewNode(ViewContent(Slider(maximumValueLabel: text)))),
        ViewExample(#"{"type": "Picker", "verbatim": "Theme", "selection": 1, "children": [{"type": "Text", "verbatim": "a"}]}"#,
                    ViewNode(ViewContent(Picker(title: .verbatim("Theme"), selection: 1)), children: [text])),
        ViewExample(#"{"type": "Picker", "key": "Theme"}"#, ViewNode(ViewContent(Picker(title: .key("Theme"))))),
        ViewExample(#"{"type": "DatePicker", "verbatim": "Birthday", "date": "1 Dec 2026", "time": "09:41"}"#,
                    ViewNode(ViewContent(DatePicker(title: .verbatim("Birthday"), date: "1 Dec 2026", time: "09:41")))),
    ]
}
