/// Every ``ModifierKind``, in the order messages and docs list them after the modifiers of
/// `Modifier`'s own cases: the one list a new modifier is added to.
package enum ModifierKinds {
    package static let all: [any ModifierKind.Type] = [
        // The texts inside.
        FontModifier.self, LineLimitModifier.self, MinimumScaleFactorModifier.self, TrackingModifier.self,
        TruncationModeModifier.self, MonospacedDigitModifier.self, TextCaseModifier.self, FontWeightModifier.self,
        BoldModifier.self, ItalicModifier.self, FontDesignModifier.self, AllowsTighteningModifier.self,
        LineSpacingModifier.self, KerningModifier.self,
        // The environment and the controls' styles.
        EnvironmentModifier.self, DynamicTypeSizeModifier.self, ButtonStyleModifier.self, ControlSizeModifier.self,
        ButtonBorderShapeModifier.self, TextFieldStyleModifier.self, LabelStyleModifier.self, ImageScaleModifier.self,
        PickerStyleModifier.self, DatePickerStyleModifier.self,
        // Lists.
        ListStyleModifier.self, ListRowSeparatorModifier.self, ListSectionSpacingModifier.self,
        // Layouts of their own, and drawing only.
        FixedSizeModifier.self, AspectRatioModifier.self, ScaledToFitModifier.self, ScaledToFillModifier.self,
        ClippedModifier.self, CornerRadiusModifier.self, HiddenModifier.self, OffsetModifier.self, PositionModifier.self,
    ]
}
