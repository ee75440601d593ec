/// The device kinds of a String Catalog's `device` variations, by the names Xcode writes.
public enum DeviceIdiom: String, Hashable, Sendable, CaseIterable {
    case iphone, ipad, mac, applewatch, appletv, other

    /// The idiom of a container, by its name: the `iPhone…` presets are phones, the `iPad…`
    /// presets tablets, and a custom box is `other`, as a catalog's fallback is.
    public static func of(containerName name: String) -> DeviceIdiom {
        guard let preset = DevicePreset.named(name) else { return .other }
        let lowered = preset.name.lowercased()
        if lowered.hasPrefix("iphone") { return .iphone }
        if lowered.hasPrefix("ipad") { return .ipad }
        return .other
    }
}
