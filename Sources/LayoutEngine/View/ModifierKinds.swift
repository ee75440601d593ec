/// Every ``ModifierKind``, in the order messages and docs list them after the modifiers of
/// `Modifier`'s own cases: the one list a new modifier is added to.
package enum ModifierKinds {
    package static let all: [any ModifierKind.Type] = [
        LineSpacingModifier.self, KerningModifier.self, OffsetModifier.self, PositionModifier.self,
    ]
}
