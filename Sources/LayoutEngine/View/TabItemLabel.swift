/// What a tab bar item shows: a title and, if it has one, an icon. A `Tab` gives them as
/// arguments; a `tabItem { … }` view gives them as UIKit's bar item takes them from it: the
/// view's first `Text` is the title and an `Image` in it the icon, whatever stacks hold them.
public struct TabItemLabel: Hashable, Sendable {
    public var title: TextContent?
    public var hasImage: Bool

    public init(title: TextContent?, hasImage: Bool) {
        self.title = title
        self.hasImage = hasImage
    }

    /// The title and icon of a `tabItem` view.
    public init(view: ViewNode) {
        var title: TextContent?
        var hasImage = false
        var stack = [view]
        while let next = stack.popLast() {
            switch next.content {
            case let .text(text, _, _): if title == nil { title = text }
            case .image: hasImage = true
            case let .kind(kind):
                if let part = kind.base as? any TabItemPart {
                    if title == nil { title = part.tabItemTitle }
                    hasImage = hasImage || part.tabItemHasImage
                }
            default: break
            }
            stack += next.children.reversed()
        }
        self.init(title: title, hasImage: hasImage)
    }
}

/// A view kind that gives a `tabItem` its title or icon, as a `Label` gives both and a symbol
/// image its icon: a kind in `View/Kinds/` conforms in one extension.
package protocol TabItemPart: ViewKind {
    var tabItemTitle: TextContent? { get }
    var tabItemHasImage: Bool { get }
}
