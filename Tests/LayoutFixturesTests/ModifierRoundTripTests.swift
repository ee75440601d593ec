import LayoutEngine
@testable import LayoutFixtures
import Testing

typealias ModifierExample = RoundTripExample<Modifier>

@Suite("Modifiers of spec section 3")
struct ModifierRoundTripTests {
    static let color = ViewNode(.color)

    static let examples: [ModifierExample] = [
        // padding
        ModifierExample(#"{"padding": true}"#, .padding(EdgeInsets(all: 16))),
        ModifierExample(#"{"padding": 8}"#, .padding(EdgeInsets(all: 8))),
        ModifierExample(#"{"padding": {"edges": "horizontal", "length": 10}}"#, .padding(EdgeInsets(leading: 10, trailing: 10))),
        ModifierExample(#"{"padding": {"edges": "vertical", "length": 4}}"#, .padding(EdgeInsets(top: 4, bottom: 4))),
        ModifierExample(#"{"padding": {"edges": ["top", "leading"]}}"#, .padding(EdgeInsets(top: 16, leading: 16))),
        ModifierExample(#"{"padding": {"edges": "trailing", "length": 3}}"#, .padding(EdgeInsets(trailing: 3))),
        ModifierExample(#"{"padding": {"length": 2}}"#, .padding(EdgeInsets(all: 2))),
        ModifierExample(#"{"padding": {"edges": "all"}}"#, .padding(EdgeInsets(all: 16))),
        // frame
        ModifierExample(#"{"frame": {"width": 100, "height": 50, "alignment": "topLeading"}}"#,
                        .frame(width: .points(100), height: .points(50), alignment: .topLeading)),
        ModifierExample(#"{"frame": {"width": 100}}"#, .frame(width: .points(100), height: nil, alignment: .center)),
        ModifierExample(#"{"frame": {"height": "infinity"}}"#, .frame(width: nil, height: .infinity, alignment: .center)),
        ModifierExample(#"{"frame": {"maxWidth": "infinity", "minHeight": 44, "alignment": "leading"}}"#,
                        .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: .points(44), alignment: .leading))),
        ModifierExample(#"{"frame": {"minWidth": 1, "idealWidth": 2, "maxWidth": 3, "minHeight": 4, "idealHeight": 5, "maxHeight": 6}}"#,
                        .flexibleFrame(FlexibleFrame(minWidth: .points(1), idealWidth: .points(2), maxWidth: .points(3),
                                                     minHeight: .points(4), idealHeight: .points(5), maxHeight: .points(6)))),
        ModifierExample(#"{"frame": {"width": {"state": "buttonWidth"}}}"#,
                        .frame(width: .state("buttonWidth"), height: nil, alignment: .center)),
        ModifierExample(#"{"frame": {"maxWidth": {"proxy": "width", "multiplier": 0.6}}}"#,
                        .flexibleFrame(FlexibleFrame(maxWidth: .proxy(.horizontal, multiplier: 0.6)))),
        ModifierExample(#"{"frame": {"width": {"scaled": 24, "relativeTo": "caption"}}}"#,
                        .frame(width: .scaled(24, relativeTo: .caption), height: nil, alignment: .center)),
        ModifierExample(#"{"frame": {"minHeight": {"scaled": 44}}}"#,
                        .flexibleFrame(FlexibleFrame(minHeight: .scaled(44, relativeTo: .body)))),
        ModifierExample(#"{"frame": {"height": {"proxy": "height"}}}"#,
                        .frame(width: nil, height: .proxy(.vertical, multiplier: 1), alignment: .center)),
        // fixedSize, layoutPriority
        ModifierExample(#"{"fixedSize": true}"#, .fixedSize(horizontal: true, vertical: true)),
        ModifierExample(#"{"fixedSize": {"horizontal": true, "vertical": false}}"#, .fixedSize(horizontal: true, vertical: false)),
        ModifierExample(#"{"fixedSize": {"vertical": true}}"#, .fixedSize(horizontal: false, vertical: true)),
        ModifierExample(#"{"layoutPriority": 1}"#, .layoutPriority(1)),
        ModifierExample(#"{"layoutPriority": -0.5}"#, .layoutPriority(-0.5)),
        // background, overlay
        ModifierExample(#"{"background": {"type": "Color"}}"#, .background(color, .center)),
        ModifierExample(#"{"background": {"view": {"type": "Color"}, "alignment": "bottom"}}"#, .background(color, .bottom)),
        ModifierExample(#"{"overlay": {"type": "Text", "verbatim": "!", "modifiers": [{"padding": 2}]}}"#,
                        .overlay(ViewNode(.text(.verbatim("!")), modifiers: [.padding(EdgeInsets(all: 2))]), .center)),
        ModifierExample(#"{"overlay": {"view": {"type": "Color"}, "alignment": "topTrailing"}}"#, .overlay(color, .topTrailing)),
        // font
        ModifierExample(#"{"font": "headline"}"#, .font(.style(.headline))),
        ModifierExample(#"{"font": "caption2"}"#, .font(.style(.caption2))),
        ModifierExample(#"{"font": {"style": "body", "weight": "bold"}}"#, .font(.style(.body, weight: .bold))),
        ModifierExample(#"{"font": {"style": "largeTitle"}}"#, .font(.style(.largeTitle))),
        ModifierExample(#"{"font": {"size": 13}}"#, .font(.system(size: 13))),
        ModifierExample(#"{"font": {"size": 17, "weight": "semibold"}}"#, .font(.system(size: 17, weight: .semibold))),
        // lineLimit, aspectRatio, offset
        ModifierExample(#"{"lineLimit": 3}"#, .lineLimit(3)),
        ModifierExample(#"{"lineLimit": null}"#, .lineLimit(nil)),
        ModifierExample(#"{"aspectRatio": {"ratio": 1.5, "contentMode": "fit"}}"#, .aspectRatio(1.5, contentMode: .fit)),
        ModifierExample(#"{"aspectRatio": {"contentMode": "fill"}}"#, .aspectRatio(nil, contentMode: .fill)),
        ModifierExample(#"{"aspectRatio": 2}"#, .aspectRatio(2, contentMode: .fit)),
        ModifierExample(#"{"offset": {"x": 5, "y": -3}}"#, .offset(x: 5, y: -3)),
        ModifierExample(#"{"offset": {"y": 2}}"#, .offset(x: 0, y: 2)),
        // alignmentGuide, weighted, preference, id
        ModifierExample(#"{"alignmentGuide": {"guide": "leading", "value": 10}}"#, .alignmentGuide(.horizontal(.leading), value: 10)),
        ModifierExample(#"{"alignmentGuide": {"guide": "firstTextBaseline", "value": -2}}"#,
                        .alignmentGuide(.vertical(.firstTextBaseline), value: -2)),
        ModifierExample(#"{"alignmentGuide": {"guide": "horizontalCenter", "value": 0}}"#, .alignmentGuide(.horizontal(.center), value: 0)),
        ModifierExample(#"{"weighted": 2}"#, .weighted(2)),
        ModifierExample(#"{"preference": {"key": "buttonWidth", "value": "width", "reduce": "max"}}"#,
                        .preference(key: "buttonWidth", dimension: .horizontal, reduce: .max)),
        ModifierExample(#"{"preference": {"key": "rowHeight", "value": "height", "reduce": "sum"}}"#,
                        .preference(key: "rowHeight", dimension: .vertical, reduce: .sum)),
        ModifierExample(#"{"preference": {"key": "k"}}"#, .preference(key: "k", dimension: .horizontal, reduce: .max)),
        ModifierExample(#"{"id": "login"}"#, .id("login")),
        ModifierExample(#"{"contentMargins": 20}"#, .contentMargins(EdgeInsets(all: 20))),
        ModifierExample(#"{"ignoresSafeArea": true}"#, .ignoresSafeArea(.all)),
        ModifierExample(#"{"ignoresSafeArea": {"regions": "container", "edges": ["top", "bottom"]}}"#, .ignoresSafeArea(.vertical)),
        ModifierExample(#"{"ignoresSafeArea": {"regions": "keyboard"}}"#, .ignoresSafeArea([])),
        ModifierExample(#"{"safeAreaInset": {"edge": "bottom", "spacing": 0, "alignment": "leading", "content": {"type": "Color"}}}"#,
                        .safeAreaInset(edge: .bottom, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 0,
                                       content: ViewNode(.color))),
        ModifierExample(#"{"safeAreaInset": {"edge": "trailing", "alignment": "top", "content": {"type": "Color"}}}"#,
                        .safeAreaInset(edge: .trailing, alignment: Alignment(horizontal: .center, vertical: .top), spacing: nil,
                                       content: ViewNode(.color))),
        ModifierExample(#"{"safeAreaPadding": 20}"#, .safeAreaPadding(EdgeInsets(all: 20))),
        ModifierExample(#"{"safeAreaPadding": {"edges": "horizontal", "length": 8}}"#, .safeAreaPadding(EdgeInsets(.horizontal, 8))),
        ModifierExample(#"{"position": {"x": 100, "y": 40}}"#, .position(x: 100, y: 40)),
        ModifierExample(#"{"containerRelativeFrame": "horizontal"}"#,
                        .containerRelativeFrame(axes: .horizontal, count: 1, span: 1, spacing: 0, alignment: .center)),
        ModifierExample(#"{"containerRelativeFrame": {"axes": "horizontal", "count": 3, "span": 2, "spacing": 10, "alignment": "leading"}}"#,
                        .containerRelativeFrame(axes: .horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)),
        ModifierExample(#"{"clipped": true}"#, .clipped),
        ModifierExample(#"{"clipped": {"antialiased": false}}"#, .clipped),
        ModifierExample(#"{"clipShape": "Circle"}"#, .clipShape(.circle)),
        ModifierExample(#"{"clipShape": {"type": "RoundedRectangle", "cornerRadius": 12}}"#, .clipShape(.roundedRectangle)),
        ModifierExample(#"{"cornerRadius": 8}"#, .cornerRadius(8)),
        ModifierExample(#"{"listStyle": "plain"}"#, .listStyle(.plain)),
        ModifierExample(#"{"navigationTitle": "Settings"}"#, .navigationTitle(.key("Settings"))),
        ModifierExample(#"{"navigationTitle": {"verbatim": "Inbox"}}"#, .navigationTitle(.verbatim("Inbox"))),
        ModifierExample(#"{"navigationBarTitleDisplayMode": "inline"}"#, .navigationBarTitleDisplayMode(.inline)),
        ModifierExample(#"{"toolbar": [{"placement": "topBarTrailing", "content": {"type": "Color"}}, {"content": {"type": "Color"}}]}"#,
                        .toolbar([ToolbarItem(placement: .topBarTrailing, content: ViewNode(.color)),
                                  ToolbarItem(placement: .automatic, content: ViewNode(.color))])),
        ModifierExample(#"{"listStyle": "sidebar"}"#, .listStyle(.sidebar)),
        ModifierExample(#"{"listRowInsets": {"top": 4, "leading": 20, "bottom": 4, "trailing": 8}}"#,
                        .listRowInsets(EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 8))),
        ModifierExample(#"{"listRowInsets": null}"#, .listRowInsets(nil)),
        ModifierExample(#"{"listRowSeparator": "hidden"}"#, .listRowSeparator(visible: false)),
        ModifierExample(#"{"listRowSeparator": "automatic"}"#, .listRowSeparator(visible: true)),
        ModifierExample(#"{"listSectionSpacing": 12}"#, .listSectionSpacing(12)),
        ModifierExample(#"{"listSectionSpacing": "default"}"#, .listSectionSpacing(nil)),
        ModifierExample(#"{"environment": {"defaultMinListRowHeight": 60}}"#, .defaultMinListRowHeight(60)),
        ModifierExample(#"{"contentMargins": {"edges": "horizontal", "length": 12}}"#, .contentMargins(EdgeInsets(.horizontal, 12))),
    ]

    @Test(arguments: examples)
    func reads(_ example: ModifierExample) throws {
        let node = try loadView(#"{"type": "Color", "modifiers": ["# + example.json + "]}")
        #expect(node.modifiers == [example.value])
    }

    /// Every modifier of the spec's table has an example above.
    @Test func everyModifierIsCovered() {
        let names = Set(Self.examples.compactMap { $0.json.split(separator: "\"").dropFirst().first.map(String.init) })
        #expect(names == Set(ModifierReader.names))
    }

    /// `Text("a").padding().background(Color)`: the chain in the order it is written in Swift.
    @Test func chainKeepsSwiftOrder() throws {
        let node = try loadView(#"{"type": "Text", "verbatim": "a", "modifiers": [{"padding": true}, {"background": {"type": "Color"}}, {"id": "chip"}, {"frame": {"width": 80}}]}"#)
        #expect(node.modifiers == [.padding(EdgeInsets(all: 16)), .background(Self.color, .center), .id("chip"),
                                   .frame(width: .points(80), height: nil, alignment: .center)])
    }
}
