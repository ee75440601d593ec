/// Where a `TabView` shows its tab bar on a device: at the bottom (49 pt), at the bottom in a
/// compact height (32 pt, labels beside the icons), or at the top (iPadOS 18's tab bar, an
/// iPad or Mac in a regular width: titles only).
enum TabBarPlacement: Int, CaseIterable, BitwiseCopyable {
    case bottom, bottomCompact, top

    /// The placement for a container of `idiom` and size classes: the top on an iPad or a Mac
    /// in a regular width, else the bottom, compact in a compact height. A box that says
    /// nothing is read as a phone in portrait.
    static func of(idiom: UserInterfaceIdiom, horizontal: UserInterfaceSizeClass?,
                   vertical: UserInterfaceSizeClass?) -> TabBarPlacement {
        if idiom == .pad || idiom == .mac, horizontal == .regular { return .top }
        return vertical == .compact ? .bottomCompact : .bottom
    }

    /// The bar's own height, without the safe area a bottom bar reaches down through.
    var barHeight: Double {
        switch self {
        case .bottom: TabBarConstants.barHeight
        case .bottomCompact: TabBarConstants.compactBarHeight
        case .top: TabBarConstants.topBarHeight
        }
    }
}
