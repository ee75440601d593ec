import LayoutEngine

/// The axes a scenario is laid out across; its cases are their cartesian product.
public struct Matrix: Hashable, Sendable {
    public var containers: [ContainerSpec]
    public var locales: [String]
    public var sizeCategories: [DynamicTypeSize]
    public var stringSets: [StringSet]

    public init(containers: [ContainerSpec] = [.defaultContainer], locales: [String] = ["en"],
                sizeCategories: [DynamicTypeSize] = [.large], stringSets: [StringSet] = [.base]) {
        self.containers = containers
        self.locales = locales
        self.sizeCategories = sizeCategories
        self.stringSets = stringSets
    }

    /// Every case, containers outermost, string sets innermost.
    public var cases: [LayoutCase] {
        var cases: [LayoutCase] = []
        cases.reserveCapacity(count)
        for container in containers {
            for locale in locales {
                for size in sizeCategories {
                    for set in stringSets {
                        cases.append(LayoutCase(container: container, locale: locale, sizeCategory: size, stringSet: set))
                    }
                }
            }
        }
        return cases
    }

    public var count: Int { containers.count * locales.count * sizeCategories.count * stringSets.count }

    /// Whether `key` (`container/locale/sizeCategory/stringSet`) names one of this matrix's
    /// cases, without listing them: a container name may itself contain `/`, the other three
    /// parts cannot.
    public func contains(caseKey key: String) -> Bool {
        // Split at the last three slashes without allocating: a run checks every baseline's key.
        let slash = UInt8(ascii: "/")
        let utf8 = key.utf8
        guard let third = utf8.lastIndex(of: slash),
              let second = utf8[..<third].lastIndex(of: slash),
              let first = utf8[..<second].lastIndex(of: slash) else { return false }
        let container = key[..<first]
        let locale = key[key.index(after: first)..<second]
        let size = key[key.index(after: second)..<third]
        let set = key[key.index(after: third)...]
        return containers.contains { $0.name == container } && locales.contains { $0 == locale }
            && sizeCategories.contains { $0.rawValue == size } && stringSets.contains { $0.rawValue == set }
    }
}
