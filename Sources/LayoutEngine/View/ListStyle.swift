/// `listStyle(_:)`'s styles, by SwiftUI's names.
public enum ListStyle: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case automatic, plain, grouped, insetGrouped, inset, sidebar

    /// The style `automatic` stands for on iPhone and iPad: inset grouped.
    var resolved: ListStyle { self == .automatic ? .insetGrouped : self }

    /// Whether sections sit apart, with their margins (`grouped`, `insetGrouped`, `sidebar`).
    var separatesSections: Bool {
        switch resolved {
        case .grouped, .insetGrouped, .sidebar: true
        case .automatic, .plain, .inset: false
        }
    }

    /// Whether the rows sit in cards inset from the list's edges by the layout margin.
    var insetsRows: Bool {
        switch resolved {
        case .insetGrouped, .inset, .sidebar: true
        case .automatic, .plain, .grouped: false
        }
    }
}
