/// A row or column of a lazy grid.
public struct GridItem: Hashable, Sendable {
    /// How long the item's tracks are, as SwiftUI's `GridItem.Size`.
    public enum Size: Hashable, Sendable {
        /// One track of exactly this length.
        case fixed(Double)
        /// One track sharing what is left, within these bounds.
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks of at least `minimum` as fit in the space of one flexible item, each
        /// growing up to `maximum`.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The spacing after this item; `nil` for the default 8.
    public var spacing: Double?
    /// How cells sit in this item; `nil` for centred.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil,
                alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
