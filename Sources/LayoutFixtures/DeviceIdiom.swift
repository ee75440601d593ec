import LayoutEngine

/// The device kinds of a String Catalog's `device` variations, by the names Xcode writes.
public enum DeviceIdiom: String, Hashable, Sendable, CaseIterable {
    case iphone, ipad, mac, applewatch, appletv, other

    /// The idiom of a container, by its name: the `iPhone…` presets are phones, the `iPad…`
    /// presets tablets, the Macs `mac`, and a custom box is `other`, as a catalog's fallback is.
    public static func of(containerName name: String) -> DeviceIdiom {
        guard let preset = DevicePreset.named(name) else { return .other }
        return of(preset.container)
    }

    /// The idiom of a container: its own, else `other`.
    public static func of(_ container: LayoutContainer) -> DeviceIdiom {
        switch container.idiom {
        case .phone: .iphone
        case .pad: .ipad
        case .mac: .mac
        case .unspecified: .other
        }
    }

    /// Each preset's idiom, worked out once: every case asks for its own.
    private static let presetIdioms: [String: DeviceIdiom] = Dictionary(
        DevicePreset.all.map { preset in
            let lowered = preset.name.lowercased()
            return (preset.name, lowered.hasPrefix("iphone") ? .iphone : lowered.hasPrefix("ipad") ? .ipad : .other)
        }, uniquingKeysWith: { first, _ in first })
}
