import ContentDigest
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
        // Split at the last three slashes and compare bytes, without allocating: a run checks
        // every baseline's key, and `String == Substring` took the slow, Unicode-aware path.
        var key = key
        return key.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            guard let third = bytes.lastIndex(of: slash),
                  let second = bytes[..<third].lastIndex(of: slash),
                  let first = bytes[..<second].lastIndex(of: slash) else { return false }
            let container = UnsafeBufferPointer(rebasing: bytes[..<first])
            let locale = UnsafeBufferPointer(rebasing: bytes[(first + 1)..<second])
            let size = UnsafeBufferPointer(rebasing: bytes[(second + 1)..<third])
            let set = UnsafeBufferPointer(rebasing: bytes[(third + 1)...])
            return containers.contains { UTF8Bytes.equal($0.name, container) }
                && locales.contains { UTF8Bytes.equal($0, locale) }
                && sizeCategories.contains { UTF8Bytes.equal($0.rawValue, size) }
                && stringSets.contains { UTF8Bytes.equal($0.rawValue, set) }
        }
    }
}
