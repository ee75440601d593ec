extension ViewContent {
    /// A number in `0..<20` per `typeName`, the same for views of the same type name:
    /// `SiblingNames` counts views by it without comparing strings.
    var typeIndex: Int {
        switch self {
        case .text: 0
        case .image: 1
        case .rectangle: 2
        case .color: 3
        case .spacer: 4
        case .divider: 5
        case .hStack: 6
        case .vStack: 7
        case .zStack: 8
        case .group: 9
        case .button: 10
        case .geometryReader: 11
        case .lazyVGrid: 12
        case .lazyHGrid: 13
        case .grid: 14
        case .gridRow: 15
        case .viewThatFits: 16
        case .weightedStack(.horizontal): 17
        case .weightedStack(.vertical): 18
        case .flexibleStack: 19
        }
    }
}
