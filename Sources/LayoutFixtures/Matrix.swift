import ContentDigest
import LayoutEngine

/// The axes a scenario is laid out across; its cases are their cartesian product.
public struct Matrix: Hashable, Sendable {
    public var containers: [ContainerSpec]
    public var locales: [String]
    public var sizeCategories: [DynamicTypeSize]
    public var stringSets: [StringSet]
    /// The data axes, by name: each case takes one value of each.
    public var values: [ValueAxis]

    public init(containers: [ContainerSpec] = [.defaultContainer], locales: [String] = ["en"],
                sizeCategories: [DynamicTypeSize] = [.large], stringSets: [StringSet] = [.base],
                values: [ValueAxis] = []) {
        self.containers = containers
        self.locales = locales
        self.sizeCategories = sizeCategories
        self.stringSets = stringSets
        self.values = values.sorted { $0.name < $1.name }
    }

    /// Every combination of one value of each `values` axis, the first axis (by name)
    /// outermost; one empty combination without values.
    public var valueCombinations: [[CaseValue]] {
        var combinations: [[CaseValue]] = [[]]
        for axis in values {
            combinations = combinations.flatMap { prefix in axis.values.map { prefix + [CaseValue(name: axis.name, value: $0)] } }
        }
        return combinations
    }

    /// Every case, containers outermost, then locales, sizes, string sets, values innermost.
    public var cases: [LayoutCase] {
        (0..<count).map(layoutCase(at:))
    }

    /// The case at `index` of ``cases``, without listing the others: a run makes its jobs a
    /// window at a time, and listing a whole matrix for each window's few cases of it cost
    /// more than those cases' keys.
    public func layoutCase(at index: Int) -> LayoutCase {
        precondition(index >= 0 && index < count, "case \(index) of a matrix of \(count)")
        var rest = index
        // Each axis's position, innermost first: the last value axis varies fastest.
        func next(_ count: Int) -> Int {
            defer { rest /= count }
            return rest % count
        }
        var picked: [CaseValue] = []
        picked.reserveCapacity(values.count)
        for axis in values.reversed() {
            picked.append(CaseValue(name: axis.name, value: axis.values[next(axis.values.count)]))
        }
        let set = stringSets[next(stringSets.count)]
        let size = sizeCategories[next(sizeCategories.count)]
        let locale = locales[next(locales.count)]
        let container = containers[next(containers.count)]
        return LayoutCase(container: container, locale: locale, sizeCategory: size, stringSet: set, values: Array(picked.reversed()))
    }

    public var count: Int {
        values.reduce(containers.count * locales.count * sizeCategories.count * stringSets.count) { $0 * $1.values.count }
    }

    /// Whether `key` (`container/locale/sizeCategory/stringSet`, then `/values` when the
    /// matrix has values) names one of this matrix's cases, without listing them: a container
    /// name may itself contain `/`, the other parts cannot (values escape theirs).
    public func contains(caseKey key: String) -> Bool {
        guard !values.isEmpty else { return contains(axesKey: key) }
        guard let slash = key.lastIndex(of: "/") else { return false }
        // One `name=value` per axis, in the axes' order: checked part by part rather than
        // against every combination, which a matrix with large value axes has many of.
        let parts = key[key.index(after: slash)...].split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == values.count else { return false }
        for (part, axis) in zip(parts, values) {
            guard part.hasPrefix(CaseValue.escaped(axis.name) + "="),
                  axis.values.contains(where: { CaseValue.escaped(axis.name) + "=" + CaseValue.escaped($0.description) == part })
            else { return false }
        }
        return contains(axesKey: String(key[..<slash]))
    }

    private func contains(axesKey key: String) -> Bool {
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
