/// A set of alignment guides: the ones a subtree may set explicitly (alignment guides, text
/// baselines). Every other guide has its default value there, which the engine then reads
/// without asking the subtree (and sizing it again).
struct GuideSet: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ guide: AlignmentGuide) {
        switch guide {
        case let .horizontal(h):
            switch h {
            case .leading: self = GuideSet(rawValue: 1 << 0)
            case .center: self = GuideSet(rawValue: 1 << 1)
            case .trailing: self = GuideSet(rawValue: 1 << 2)
            }
        case let .vertical(v):
            switch v {
            case .top: self = GuideSet(rawValue: 1 << 3)
            case .center: self = GuideSet(rawValue: 1 << 4)
            case .bottom: self = GuideSet(rawValue: 1 << 5)
            case .firstTextBaseline: self = GuideSet(rawValue: 1 << 6)
            case .lastTextBaseline: self = GuideSet(rawValue: 1 << 7)
            }
        }
    }

    static let baselines: GuideSet = [GuideSet(.vertical(.firstTextBaseline)), GuideSet(.vertical(.lastTextBaseline))]

    func contains(_ guide: AlignmentGuide) -> Bool { contains(GuideSet(guide)) }
}
