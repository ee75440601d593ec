import LayoutEngine
import LayoutLints
import StrictJSON

/// One scenario file: a view tree, the matrix of cases it is laid out in, and its strings.
public struct Scenario: Hashable, Sendable {
    /// The unique, stable name: the key of its baselines.
    public var name: String
    public var summary: String?
    /// The file it was read from, as given to the loader.
    public var file: String
    public var matrix: Matrix
    /// Points of difference allowed when comparing with a baseline.
    public var tolerance: Double
    public var view: ViewNode
    public var strings: StringTable
    /// SHA-256 of the scenario file and its strings file: changes when the definition does.
    public var definitionHash: String
    /// What the lints make of each kind of finding (`"lints"`): every kind at `warn` by default.
    public var lints: LintPolicy
    /// Where the `scenario` key is in ``file``, for errors about the name.
    public var nameLocation = SourceLocation(line: 1, column: 1)
    /// For a view read from Swift source, the tree it read, one line per view with its
    /// source line (`SwiftViewSource`); `nil` for a JSON view.
    public var swiftOutline: [String]?
    /// The localized texts its view shows.
    public var textUses: TextUses
    /// The SHA-256 of what its strings add to its definition, when read from a file: the
    /// scenarios with one digest show the same plain strings, and a run merges them once for
    /// all of them (``StringTable/merged(chain:set:idiom:)``).
    public var stringsDigest: String?

    public init(name: String, summary: String? = nil, file: String, matrix: Matrix = Matrix(),
                tolerance: Double = 0, view: ViewNode, strings: StringTable = StringTable(),
                definitionHash: String = "", lints: LintPolicy = .default) {
        self.name = name
        self.summary = summary
        self.file = file
        self.matrix = matrix
        self.tolerance = tolerance
        self.view = view
        self.strings = strings
        self.definitionHash = definitionHash
        self.lints = lints
        textUses = TextUses(view)
    }

    /// The environment a case is laid out in: its size category, direction, scale and strings.
    public func environment(for layoutCase: LayoutCase) -> EnvironmentValues {
        environment(for: layoutCase, localization: localization(for: layoutCase))
    }

    /// The environment of a case whose strings are `localization`.
    public func environment(for layoutCase: LayoutCase, localization: Localization) -> EnvironmentValues {
        environment(for: layoutCase, localization: localization, subtreeStrings: subtreeStrings(for: layoutCase))
    }

    /// The strings of each locale a subtree of the view sets (`environment(\.locale)`), with
    /// the case's string set and data: cases that share those share them.
    public func subtreeStrings(for layoutCase: LayoutCase) -> [String: LocalizedStrings] {
        var strings: [String: LocalizedStrings] = [:]
        for locale in textUses.subtreeLocales {
            strings[locale] = self.strings.localization(for: locale, set: layoutCase.stringSet, idiom: layoutCase.idiom,
                                                        values: layoutCase.valueTable, uses: textUses).strings
        }
        return strings
    }

    /// The environment of a case whose strings are `localization`, and whose subtrees' locales
    /// show `subtreeStrings` (``subtreeStrings(for:)``).
    public func environment(for layoutCase: LayoutCase, localization: Localization,
                            subtreeStrings: [String: LocalizedStrings]) -> EnvironmentValues {
        let container = layoutCase.container.container
        var environment = EnvironmentValues(dynamicTypeSize: layoutCase.sizeCategory,
                                            layoutDirection: localization.layoutDirection,
                                            displayScale: container.scale, localizedStrings: localization.strings,
                                            locale: layoutCase.locale, horizontalSizeClass: container.horizontalSizeClass,
                                            verticalSizeClass: container.verticalSizeClass)
        environment.idiom = container.idiom
        environment.subtreeStrings = subtreeStrings
        return environment
    }

    /// A case's strings and direction: its locale as iOS resolves it against the scenario's
    /// strings, for its device, with its values filled in.
    public func localization(for layoutCase: LayoutCase) -> Localization {
        strings.localization(for: layoutCase.locale, set: layoutCase.stringSet, idiom: layoutCase.idiom,
                             values: layoutCase.valueTable, uses: textUses)
    }

    /// The part of a case's localization that its values do not change, which cases that
    /// differ only in values share: give it to ``localization(for:sharing:)``.
    /// `merging` gives the plain strings of a fallback chain (see
    /// ``StringTable/localization(for:set:idiom:uses:merging:)``).
    public func valueFreeLocalization(for layoutCase: LayoutCase,
                                      merging: ((_ chain: [String]) -> [String: String])? = nil) -> Localization {
        strings.localization(for: layoutCase.locale, set: layoutCase.stringSet, idiom: layoutCase.idiom, uses: textUses,
                             merging: merging)
    }

    /// A case's localization from `base`, the ``valueFreeLocalization(for:)`` of its locale,
    /// string set and device.
    public func localization(for layoutCase: LayoutCase, sharing base: Localization) -> Localization {
        strings.filling(base, values: layoutCase.valueTable, uses: textUses)
    }
}
