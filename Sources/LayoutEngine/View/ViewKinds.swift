/// Every ``ViewKind``, in the order of their type indices: the one list a new kind is added to.
package enum ViewKinds {
    package static let all: [any ViewKind.Type] = [
        Toggle.self, Stepper.self, ProgressView.self, TextField.self, SecureField.self,
        SymbolImage.self, Label.self, Link.self, Menu.self, ShareLink.self, Slider.self, Picker.self,
        DatePicker.self,
        TabView.self, Tab.self, NavigationLink.self, LabeledContent.self,
    ]

    /// The kind a fixture names `name`, if any.
    package static func named(_ name: String) -> (any ViewKind.Type)? {
        all.first { $0.typeName == name }
    }

    /// Type indices of kinds start here, after those of `ViewContent`'s own cases.
    static let firstTypeIndex = 64

    static func typeIndex(of kind: any ViewKind.Type) -> Int {
        guard let index = all.firstIndex(where: { ObjectIdentifier($0) == ObjectIdentifier(kind) }) else {
            preconditionFailure("\(kind.typeName) is not in ViewKinds.all")
        }
        return firstTypeIndex + index
    }
}
