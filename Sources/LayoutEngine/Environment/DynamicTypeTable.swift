/// Point sizes of the iOS text styles at every Dynamic Type size, from Apple's Human Interface
/// Guidelines (Typography > Specifications, "iOS, iPadOS Dynamic Type sizes" and "Larger
/// accessibility type sizes"). See ../shared/reference/swiftui-layout.md section 3.
enum DynamicTypeTable {
    /// Rows in `Font.TextStyle.allCases` order; columns in `DynamicTypeSize.allCases` order.
    private static let sizes: [[Double]] = [
        // xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]

    static func pointSize(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> Double {
        let row = Font.TextStyle.allCases.firstIndex(of: style) ?? 0
        return sizes[row][size.index]
    }
}
