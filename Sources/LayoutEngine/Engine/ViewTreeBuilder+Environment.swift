/// The environment values a subtree can set for the views inside it (`environment`,
/// `dynamicTypeSize`, the controls' styles) and the `If` conditions that read them.
extension ViewTreeBuilder {
    /// What `environment(\.dynamicTypeSize/\.layoutDirection/\.locale, …)` and
    /// `dynamicTypeSize(…)` around a view set.
    struct SubtreeEnvironment {
        /// The case's Dynamic Type size becomes `sizeClamp.apply(size)` inside.
        var sizeClamp = DynamicTypeClamp.identity
        /// The direction set inside, whatever the case's; `nil` for the case's.
        var layoutDirection: LayoutDirection?
        /// The locale set inside, whose strings its texts show; `nil` for the case's.
        var locale: String?
        /// The size classes set inside, which its `If` conditions read; `nil` for the case's.
        var horizontalSizeClass: UserInterfaceSizeClass?
        var verticalSizeClass: UserInterfaceSizeClass?
    }

    /// The style values the controls inside a view read.
    struct ControlEnvironment {
        var buttonStyle = ButtonStyleKind.automatic
        var controlSize = ControlSize.regular
        var textFieldStyle = TextFieldStyleKind.automatic
        var labelStyle = LabelStyleKind.automatic
        var imageScale = ImageScale.medium
        var pickerStyle = PickerStyleKind.automatic
        var datePickerStyle = DatePickerStyleKind.automatic
    }

    /// The Dynamic Type size a view in `scope` gets.
    func dynamicTypeSize(in scope: Scope) -> DynamicTypeSize {
        scope.environment.sizeClamp.apply(dynamicTypeSize)
    }

    /// Whether `condition` holds for a view in `scope`, noting what it read of the case: the
    /// sizes at which its answer changes, or the fact (direction, locale, idiom, a size class)
    /// a tree built for this case is then built for. A fact the subtree sets itself is not the
    /// case's.
    mutating func evaluate(_ condition: ViewCondition, scope: Scope) -> Bool {
        sizeCuts.formUnion(condition.cuts(through: scope.environment.sizeClamp))
        var facts = self.facts
        facts.dynamicTypeSize = dynamicTypeSize(in: scope)
        if let direction = scope.environment.layoutDirection { facts.layoutDirection = direction }
        if let locale = scope.environment.locale { facts.locale = locale }
        if let sizeClass = scope.environment.horizontalSizeClass { facts.horizontalSizeClass = sizeClass }
        if let sizeClass = scope.environment.verticalSizeClass { facts.verticalSizeClass = sizeClass }
        switch condition.variantFact {
        case .layoutDirection? where scope.environment.layoutDirection == nil: variantFacts.insert(.layoutDirection)
        case .locale? where scope.environment.locale == nil: variantFacts.insert(.locale)
        case .horizontalSizeClass? where scope.environment.horizontalSizeClass == nil: variantFacts.insert(.horizontalSizeClass)
        case .verticalSizeClass? where scope.environment.verticalSizeClass == nil: variantFacts.insert(.verticalSizeClass)
        case .idiom?: variantFacts.insert(.idiom)
        default: break
        }
        return condition.holds(in: facts)
    }
}
