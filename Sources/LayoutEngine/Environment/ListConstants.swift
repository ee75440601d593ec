/// The lengths lists and forms are laid out with, each imitating iOS; every one has its
/// source in `docs/swiftui-constants.md`.
enum ListConstants {
    /// `defaultMinListRowHeight` at every Dynamic Type size: rows grow past it with their
    /// content (and its insets) rather than by a table of their own.
    static let minimumRowHeight = 44.0
    /// The space above and below a row's content: 44 − 22 (a body line at `large`), halved.
    static let rowVerticalInset = 11.0
    /// The layout margin of containers narrower than `wideContainer`, and of the others.
    static let narrowLayoutMargin = 16.0
    static let wideLayoutMargin = 20.0
    /// The narrowest container width (points) that gets the wide margin.
    static let wideContainer = 414.0
    /// In grouped styles: above a section without a header, and below every section.
    static let sectionTopMargin = 20.0
    static let sectionBottomMargin = 10.0
    /// Above and below a section header; above a footer.
    static let headerTopMargin = 16.0
    static let headerBottomMargin = 6.0
    static let footerTopMargin = 6.0

    static func layoutMargin(containerWidth: Double) -> Double {
        containerWidth >= wideContainer ? wideLayoutMargin : narrowLayoutMargin
    }
}
