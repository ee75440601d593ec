/// What an `If` view asks of the environment to choose its branch: SwiftUI's
/// `if dynamicTypeSize >= .accessibility1 { … } else { … }`, or a test of the layout
/// direction, the locale, the device idiom or a size class.
public struct ViewCondition: Hashable, Sendable {
    /// How the Dynamic Type size is compared with `size`.
    public enum Comparison: String, Hashable, Sendable, CaseIterable {
        case lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">", equal = "=="
    }

    /// What the condition tests.
    public enum Subject: Hashable, Sendable {
        case dynamicTypeSize(Comparison, DynamicTypeSize)
        /// `layoutDirection == …`.
        case layoutDirection(LayoutDirection)
        /// The locale's identifier is this one or starts with it and a `-` (`"pt"` holds for
        /// `pt-BR`), ignoring case and `_`/`-`: `locale.language.languageCode == "pt"`.
        case locale(String)
        /// `UIDevice.current.userInterfaceIdiom == …`.
        case idiom(UserInterfaceIdiom)
        /// `horizontalSizeClass == …`, the container's (a preset's, landscape included). A
        /// box with no size class answers no, as `nil == .compact` does in Swift.
        case horizontalSizeClass(UserInterfaceSizeClass)
        /// `verticalSizeClass == …`, likewise.
        case verticalSizeClass(UserInterfaceSizeClass)
    }

    public var subject: Subject

    public init(dynamicTypeSize comparison: Comparison, _ size: DynamicTypeSize) {
        subject = .dynamicTypeSize(comparison, size)
    }

    public init(_ subject: Subject) {
        self.subject = subject
    }

    /// Whether a Dynamic Type condition holds at `current`; any other holds nowhere here
    /// (ask ``holds(in:)``).
    public func holds(at current: DynamicTypeSize) -> Bool {
        guard case let .dynamicTypeSize(comparison, size) = subject else { return false }
        switch comparison {
        case .less: return current < size
        case .lessOrEqual: return current <= size
        case .greaterOrEqual: return current >= size
        case .greater: return current > size
        case .equal: return current == size
        }
    }

    /// Whether the condition holds for a view whose environment is `facts`.
    func holds(in facts: ConditionFacts) -> Bool {
        switch subject {
        case .dynamicTypeSize: holds(at: facts.dynamicTypeSize)
        case let .layoutDirection(direction): facts.layoutDirection == direction
        case let .locale(code): Self.locale(facts.locale, matches: code)
        case let .idiom(idiom): facts.idiom == idiom
        case let .horizontalSizeClass(sizeClass): facts.horizontalSizeClass == sizeClass
        case let .verticalSizeClass(sizeClass): facts.verticalSizeClass == sizeClass
        }
    }

    /// The fact of a case the condition reads, apart from the Dynamic Type size.
    var variantFact: VariantFact? {
        switch subject {
        case .dynamicTypeSize: nil
        case .layoutDirection: .layoutDirection
        case .locale: .locale
        case .idiom: .idiom
        case .horizontalSizeClass: .horizontalSizeClass
        case .verticalSizeClass: .verticalSizeClass
        }
    }

    static func locale(_ locale: String, matches code: String) -> Bool {
        let normal = { (s: String) in String(s.lowercased().map { $0 == "_" ? "-" : $0 }) }
        let locale = normal(locale), code = normal(code)
        return locale == code || locale.hasPrefix(code + "-")
    }

    /// The sizes at which the condition's answer may change from the size below, for a view
    /// whose size is the case's through `clamp`: the smallest size of each run of sizes that
    /// answer alike, apart from `xSmall`. None for a condition on anything else.
    func cuts(through clamp: DynamicTypeClamp = .identity) -> [DynamicTypeSize] {
        guard case .dynamicTypeSize = subject else { return [] }
        let all = DynamicTypeSize.allCases
        return all.indices.dropFirst()
            .filter { holds(at: clamp.apply(all[$0])) != holds(at: clamp.apply(all[$0 - 1])) }
            .map { all[$0] }
    }

    var cuts: [DynamicTypeSize] { cuts() }
}

/// What conditions read of a case besides its Dynamic Type size, each of which makes the
/// tree built for one case differ from another's.
enum VariantFact: Hashable, Sendable, CaseIterable {
    case layoutDirection, locale, idiom, horizontalSizeClass, verticalSizeClass
}

/// The environment an `If` is evaluated in.
struct ConditionFacts {
    var dynamicTypeSize: DynamicTypeSize
    var layoutDirection: LayoutDirection
    var locale: String
    var idiom: UserInterfaceIdiom
    var horizontalSizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?
}
