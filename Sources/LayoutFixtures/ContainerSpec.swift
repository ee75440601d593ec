import LayoutEngine

/// One value of a matrix's `containers` axis: a device preset (``DevicePreset``) or a custom
/// box, by name.
public struct ContainerSpec: Hashable, Sendable {
    /// The preset name, the custom container's name, or `WIDTHxHEIGHT`.
    public var name: String
    public var container: LayoutContainer

    public init(name: String, container: LayoutContainer) {
        self.name = name
        self.container = container
    }

    /// A `WIDTHxHEIGHT` box (`390x844`): scale 3, no safe area, as custom containers default.
    public static func parse(size text: String) -> ContainerSpec? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0,
              w.isFinite, h.isFinite else { return nil }
        return ContainerSpec(name: text, container: LayoutContainer(size: Size(width: w, height: h), scale: 3))
    }

    /// The container when a matrix names none: the iPhone 16.
    public static var defaultContainer: ContainerSpec {
        DevicePreset.named("iPhone16") ?? DevicePreset.all[0]
    }
}
