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
    ]
}
