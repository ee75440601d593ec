/// `TabView` and `Tab`: the selected tab's content and a tab bar of every tab's item.
extension ViewTreeBuilder {
    /// One tab of a `TabView`: its child view, its bar item and the value it is selected by.
    private struct TabEntry {
        var label: TabItemLabel
        var value: String?
    }

    /// A `TabView`: the selected tab built as its child would be (its path that of a child:
    /// `TabView/Tab[1]/List`), in a frame filling the space the bar leaves (at the top, all of
    /// it for a `NavigationStack`, whose bar's row the tabs share), and a bar for each
    /// `TabBarPlacement`, of which the container lays out one (`TabViewLayout`). The bar is
    /// under the slot `tabBar`, each item under `item[i]`, its icon `icon` and its title a
    /// `Text`.
    mutating func buildTabView(_ view: borrowing ViewNode, selection: TabView.Selection,
                               scope: Scope) throws(LayoutError) -> NodeID {
        var tabs: [TabEntry] = []
        for child in view.children {
            if case let .kind(kind) = child.content, let tab = kind.base as? Tab {
                tabs.append(TabEntry(label: tab.label, value: tab.value))
                continue
            }
            var label = TabItemLabel(title: nil, hasImage: false)
            for modifier in child.modifiers { if case let .tabItem(item) = modifier { label = item } }
            tabs.append(TabEntry(label: label, value: nil))
        }
        var selected = 0
        switch selection {
        case let .index(index):
            if index < tabs.count { selected = index } else if !tabs.isEmpty {
                warn("\(path(scope)): selection \(index) names no tab (there are \(tabs.count)); showing the first")
            }
        case let .value(value):
            if let index = tabs.firstIndex(where: { $0.value == value }) { selected = index } else {
                warn("\(path(scope)): selection \"\(value)\" is no Tab's value; showing the first")
            }
        }

        var inner = scope
        inner.stackAxis = nil
        var names = SiblingNames(view.children)
        let first = pending.count
        var navigation = false
        for i in view.children.indices {
            let index = names.next(view.children[i])
            if i == selected {
                navigation = Self.isNavigationStack(view.children[i].content, children: view.children[i].children)
                try build(view.children[i], index: index, scope: inner)
            }
        }
        let shown = takePending(from: first)
        let content: NodeID
        if shown.count == 0 {
            content = list.add(.zStack(ZStackLayout(alignment: .center, subviews: shown, list: list)))
        } else {
            content = shown.count == 1 ? list.subviews[shown.start] : addStack(.vertical, .center, spacing: nil, shown)
        }
        let filling = flexibleFrame(content, FlexibleFrame(maxWidth: .points(.infinity), maxHeight: .points(.infinity)))

        let barsStart = pending.count
        for placement in TabBarPlacement.allCases {
            pending.append(try addTabBar(tabs.map(\.label), placement: placement, scope: inner))
        }
        let bars = takePending(from: barsStart)
        return list.add(.tabView(TabViewLayout(content: filling, bars: bars, sharesNavigationRow: navigation)))
    }

    /// Whether a tab's view is a `NavigationStack`, or a `Tab` whose one child is.
    private static func isNavigationStack(_ content: ViewContent, children: [ViewNode]) -> Bool {
        if case .navigationStack = content { return true }
        guard case let .kind(kind) = content, kind.base is Tab, children.count == 1 else { return false }
        if case .navigationStack = children[0].content { return true }
        return false
    }

    /// A tab bar for `placement`: its items side by side, each an equal share of the width
    /// (or, at the top, the titles side by side in the middle), under a slot record `tabBar`
    /// whose frame is the bar's, down through the safe area for a bottom bar.
    private mutating func addTabBar(_ labels: [TabItemLabel], placement: TabBarPlacement,
                                    scope: Scope) throws(LayoutError) -> NodeID {
        let barRecord = addRecord(label: "tabBar", index: nil, type: "tabBar", scope: scope)
        // A bottom bar reaches down through the safe area on purpose, as `ignoresSafeArea` does.
        records[barRecord].allow = ["overflow"]
        var barScope = scope
        barScope.record = barRecord
        let first = pending.count
        for (i, label) in labels.enumerated() {
            pending.append(try addTabItem(label, index: i, placement: placement, scope: barScope))
        }
        let items = takePending(from: first)
        let bar: NodeID
        if placement == .top {
            let row = addStack(.horizontal, .center, spacing: nil, items)
            let height = placement.barHeight
            bar = flexibleFrame(row, FlexibleFrame(maxWidth: .points(.infinity), minHeight: .points(height),
                                                   maxHeight: .points(height)))
        } else {
            let row = addStack(.horizontal, .center, spacing: 0, items)
            // Proposed its height and the safe area below it: the items keep to the top.
            bar = flexibleFrame(row, FlexibleFrame(maxWidth: .points(.infinity), maxHeight: .points(.infinity),
                                                   alignment: .top))
        }
        records[barRecord].node = bar
        return bar
    }

    /// One item: at the bottom, its icon over its title (beside it in a compact bar) in an
    /// equal share of the bar's width, `barHeight` tall; at the top, its title alone. The title
    /// is one line in a fixed font at the bottom, which does not follow Dynamic Type (the bar
    /// shows the large content viewer instead), so `fixedFont` is allowed on it.
    private mutating func addTabItem(_ label: TabItemLabel, index: Int, placement: TabBarPlacement,
                                     scope: Scope) throws(LayoutError) -> NodeID {
        let itemRecord = addRecord(label: "item", index: index, type: "item", scope: scope)
        var itemScope = scope
        itemScope.record = itemRecord
        let first = pending.count
        let compact = placement == .bottomCompact
        if label.hasImage && placement != .top {
            let iconRecord = addRecord(label: "icon", index: nil, type: "icon", scope: itemScope)
            records[iconRecord].role = .image
            let size = compact ? TabBarConstants.compactIconSize : TabBarConstants.iconSize
            let icon = list.add(.image(ImageLayout(intrinsicSize: size, isResizable: false)))
            records[iconRecord].node = icon
            pending.append(icon)
        }
        if let title = label.title {
            let font: Font = switch placement {
            case .bottom: .system(size: TabBarConstants.titleSize, weight: .medium)
            case .bottomCompact: .system(size: TabBarConstants.compactTitleSize, weight: .medium)
            case .top: .style(.body)
            }
            let titleStart = pending.count
            try build(ViewNode(.text(title, lineLimit: 1), modifiers: [.font(font)]), index: nil, scope: itemScope)
            if placement != .top { records[records.count - 1].allow = ["fixedFont"] }
            assert(pending.count == titleStart + 1, "a Text builds one node")
        }
        let parts = takePending(from: first)
        let item: NodeID
        switch placement {
        case .top:
            item = parts.count == 1 ? list.subviews[parts.start]
                : list.add(.zStack(ZStackLayout(alignment: .center, subviews: parts, list: list)))
        case .bottom, .bottomCompact:
            let stack = compact
                ? addStack(.horizontal, .center, spacing: TabBarConstants.compactIconSpacing, parts)
                : addStack(.vertical, .center, spacing: 0, parts)
            let padding = TabBarConstants.itemPadding
            let padded = list.add(.padding(PaddingLayout(insets: EdgeInsets(all: padding), child: stack)), wrapping: stack)
            let height = placement.barHeight
            item = flexibleFrame(padded, FlexibleFrame(minWidth: .points(0), maxWidth: .points(.infinity),
                                                       minHeight: .points(height), maxHeight: .points(height),
                                                       alignment: compact ? .center : .top))
        }
        records[itemRecord].node = item
        return item
    }

    /// A `Tab`'s content: its child, or its children stacked vertically.
    mutating func buildTabContent(_ view: borrowing ViewNode, scope: Scope) throws(LayoutError) -> NodeID {
        let children = try buildChildren(view.children, scope: scope, stackAxis: view.children.count == 1 ? nil : .vertical)
        if children.count == 1 { return list.subviews[children.start] }
        if children.count == 0 { return list.add(.zStack(ZStackLayout(alignment: .center, subviews: children, list: list))) }
        return addStack(.vertical, .center, spacing: nil, children)
    }
}
