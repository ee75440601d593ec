
extension ViewTreeBuilder {
    /// Where a view sits: what its layouts need to know of their surroundings.
    ///
    /// A scope is copied several times for every view built, and what modifiers set for the
    /// views inside (``Settings``: a few hundred bytes, a string among them) changes at few
    /// views. So the settings sit behind one reference that the scopes inside share until one
    /// of them sets something: a copy is a few words and a retain, not a field-by-field copy
    /// through the value witness of a struct that holds a string.
    package struct Scope {
        /// The axis of the stack the view is a child of: spacers and dividers follow it.
        var stackAxis: Axis?
        /// The number of the nearest enclosing `GeometryReader`.
        var reader: Int?
        /// In a weighted stack: its axis and the sum of its children's weights.
        var weights: (axis: Axis, total: Double)?
        /// The position of the record of the view being built; `nil` above the root.
        var record: Int?
        /// The reader slot of the nearest scroll view, which `containerRelativeFrame` reads;
        /// `nil` for the root's (`containerReader`).
        var container: Int?
        /// Whether the view is a row of a `List` or `Form` (through the `Group`s, `ForEach`es
        /// and `If`s that dissolve into it): seen only by kinds that read it, and never by
        /// what a row's view holds.
        var isListRow = false
        /// What the modifiers around the view set, shared with the scopes it was copied from
        /// and to; `nil` where none sets anything.
        private var shared: SharedSettings?

        /// What modifiers around a view set for the views inside it.
        struct Settings {
            var text = TextModifiers()
            var contentMargins = EdgeInsets.zero
            var scrollPosition: ScrollPosition?
            var list = ListEnvironment()
            var environment = SubtreeEnvironment()
            var controls = ControlEnvironment()
        }

        /// The settings of the scopes that share them: only a scope that holds the one
        /// reference to it changes it (``update(_:)``).
        private final class SharedSettings {
            var settings: Settings
            init(_ settings: Settings) { self.settings = settings }
        }

        /// Changes this scope's settings, first copying them if another scope shares them.
        private mutating func update(_ change: (inout Settings) -> Void) {
            if !isKnownUniquelyReferenced(&shared) { shared = SharedSettings(shared?.settings ?? Settings()) }
            if let shared { change(&shared.settings) }
        }

        /// What the text modifiers around the view (`font`, `lineLimit`, …) set.
        var text: TextModifiers {
            get { shared?.settings.text ?? TextModifiers() }
            set { update { $0.text = newValue } }
        }
        /// What `contentMargins` around the view set for the scroll views inside.
        var contentMargins: EdgeInsets {
            get { shared?.settings.contentMargins ?? .zero }
            set { update { $0.contentMargins = newValue } }
        }
        /// What `scrollPosition` around the view sets for the nearest scroll views inside.
        var scrollPosition: ScrollPosition? {
            get { shared?.settings.scrollPosition }
            // A scroll view clears it for the views inside: no settings to make where none is set.
            set { if newValue != nil || shared?.settings.scrollPosition != nil { update { $0.scrollPosition = newValue } } }
        }
        /// What `listStyle`, `listSectionSpacing` and `defaultMinListRowHeight` around the
        /// view set for the lists inside.
        var list: ListEnvironment {
            get { shared?.settings.list ?? ListEnvironment() }
            set { update { $0.list = newValue } }
        }
        /// What `environment` and `dynamicTypeSize` modifiers around the view set.
        var environment: SubtreeEnvironment {
            get { shared?.settings.environment ?? SubtreeEnvironment() }
            set { update { $0.environment = newValue } }
        }
        /// What the controls' style modifiers around the view set.
        var controls: ControlEnvironment {
            get { shared?.settings.controls ?? ControlEnvironment() }
            set { update { $0.controls = newValue } }
        }
    }

    /// The list settings in force at a view.
    struct ListEnvironment {
        var style = ListStyle.automatic
        var sectionSpacing: Double?
        var minimumRowHeight = ListConstants.minimumRowHeight
    }

    /// The font and line limit modifiers set for the views inside them: `nil` where none does.
    package struct TextModifiers {
        var font: Font?
        var lineLimit: Int??
        /// A `fontWeight` or `bold` around the view, which applies to whatever font it is in.
        var weight: Font.Weight??
        /// The lines a ranged or space-reserving `lineLimit` keeps room for.
        var minimumLines: Int?
        var textCase: TextCase??
        var minimumScaleFactor: Double?
        var lineSpacing: Double?
        var tracking: Double??
        var kerning: Double?
        var italic: Bool?
        var design: Font.Design??
        var monospacedDigit: Bool?
    }
}
