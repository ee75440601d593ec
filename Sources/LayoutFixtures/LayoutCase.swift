import LayoutEngine

/// One cell of a scenario's matrix: a container, a locale, a Dynamic Type size, a string set
/// and, when the matrix has `values`, one value of each.
public struct LayoutCase: Hashable, Sendable {
    public let container: ContainerSpec
    public let locale: String
    public let sizeCategory: DynamicTypeSize
    public let stringSet: StringSet
    /// The case's data values, by name.
    public let values: [CaseValue]
    /// The case's stable name within its scenario: `iPhone16/de/accessibility2/base`, and
    /// with values `iPhone16/de/large/base/count=5,name=Al` (see ``CaseValue/spelling(_:)``).
    public let key: String

    public init(container: ContainerSpec, locale: String, sizeCategory: DynamicTypeSize, stringSet: StringSet,
                values: [CaseValue] = []) {
        self.container = container
        self.locale = locale
        self.sizeCategory = sizeCategory
        self.stringSet = stringSet
        self.values = values.isEmpty ? values : values.sorted { $0.name < $1.name }
        var parts = [container.name, locale, sizeCategory.rawValue, stringSet.rawValue]
        if !values.isEmpty { parts.append(CaseValue.spelling(self.values)) }
        key = Self.joined(parts)
    }

    /// `parts` joined by `/`, their bytes copied into one string allocated once: a run builds
    /// each case's key as it makes the case's job, and appending the parts to a string cost
    /// about 300 instructions each, 1.6% of a run of small screens.
    private static func joined(_ parts: [String]) -> String {
        let count = parts.reduce(parts.count - 1) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { key in
            var end = 0
            for (n, part) in parts.enumerated() {
                if n > 0 {
                    key[end] = UInt8(ascii: "/")
                    end += 1
                }
                end += UnsafeMutableBufferPointer(rebasing: key[end...]).initialize(from: part.utf8).1
            }
            return end
        }
    }

    /// The direction of the locale's own script. A scenario's strings may resolve the locale
    /// to another language: ``Scenario/localization(for:)`` gives the direction laid out.
    public var layoutDirection: LayoutDirection { LocaleDirection.of(locale) }

    /// The values by name, as the strings' arguments read them.
    public var valueTable: [String: FormatValue] {
        Dictionary(values.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// The device idiom of its container, which chooses `device` variations: a box's own
    /// `idiom`, else its preset's by name.
    public var idiom: DeviceIdiom {
        container.container.idiom == .unspecified ? DeviceIdiom.of(containerName: container.name) : DeviceIdiom.of(container.container)
    }
}
