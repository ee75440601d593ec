import LayoutEngine
import StrictJSON

/// A device screen a scenario can be laid out on: portrait size in points, scale, safe area.
///
/// Sizes and safe areas come from simulator dumps and Apple's device tables; see
/// ../shared/reference/swiftui-layout.md section 4. Where the source only gives the screen,
/// the safe area is that of the device with the same screen.
public struct DevicePreset: Hashable, Sendable {
    public var name: String
    public var container: LayoutContainer

    public init(name: String, width: Double, height: Double, scale: Double, top: Double, bottom: Double) {
        self.name = name
        self.container = LayoutContainer(size: Size(width: width, height: height), scale: scale,
                                         safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
    }

    /// Every preset, smallest phones first, then iPads.
    public static let all: [DevicePreset] = [
        DevicePreset(name: "iPhoneSE3", width: 375, height: 667, scale: 2, top: 20, bottom: 0),
        DevicePreset(name: "iPhone8", width: 375, height: 667, scale: 2, top: 20, bottom: 0),
        DevicePreset(name: "iPhone8Plus", width: 414, height: 736, scale: 3, top: 20, bottom: 0),
        DevicePreset(name: "iPhone13mini", width: 375, height: 812, scale: 3, top: 50, bottom: 34),
        DevicePreset(name: "iPhone12mini", width: 375, height: 812, scale: 3, top: 50, bottom: 34),
        DevicePreset(name: "iPhone12", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        DevicePreset(name: "iPhone12Pro", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        DevicePreset(name: "iPhone13", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        DevicePreset(name: "iPhone13Pro", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        DevicePreset(name: "iPhone14", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        DevicePreset(name: "iPhone16e", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        DevicePreset(name: "iPhone12ProMax", width: 428, height: 926, scale: 3, top: 47, bottom: 34),
        DevicePreset(name: "iPhone13ProMax", width: 428, height: 926, scale: 3, top: 47, bottom: 34),
        DevicePreset(name: "iPhone14Plus", width: 428, height: 926, scale: 3, top: 47, bottom: 34),
        DevicePreset(name: "iPhone14Pro", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        DevicePreset(name: "iPhone15", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        DevicePreset(name: "iPhone15Pro", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        DevicePreset(name: "iPhone16", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        DevicePreset(name: "iPhone14ProMax", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        DevicePreset(name: "iPhone15Plus", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        DevicePreset(name: "iPhone15ProMax", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        DevicePreset(name: "iPhone16Plus", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        DevicePreset(name: "iPhone16Pro", width: 402, height: 874, scale: 3, top: 62, bottom: 34),
        DevicePreset(name: "iPhone17", width: 402, height: 874, scale: 3, top: 62, bottom: 34),
        DevicePreset(name: "iPhone17Pro", width: 402, height: 874, scale: 3, top: 62, bottom: 34),
        DevicePreset(name: "iPhone16ProMax", width: 440, height: 956, scale: 3, top: 62, bottom: 34),
        DevicePreset(name: "iPhone17ProMax", width: 440, height: 956, scale: 3, top: 62, bottom: 34),
        DevicePreset(name: "iPadMini", width: 744, height: 1133, scale: 2, top: 24, bottom: 20),
        DevicePreset(name: "iPad10", width: 820, height: 1180, scale: 2, top: 24, bottom: 20),
        DevicePreset(name: "iPadAir5", width: 820, height: 1180, scale: 2, top: 24, bottom: 20),
        DevicePreset(name: "iPadPro11", width: 834, height: 1194, scale: 2, top: 24, bottom: 20),
        DevicePreset(name: "iPadPro11M4", width: 834, height: 1210, scale: 2, top: 24, bottom: 20),
        DevicePreset(name: "iPadPro12_9", width: 1024, height: 1366, scale: 2, top: 24, bottom: 20),
        DevicePreset(name: "iPadPro13", width: 1032, height: 1376, scale: 2, top: 24, bottom: 20),
    ]

    /// The preset called `name`, ignoring case, spaces, dashes and underscores
    /// ("iPhone 16 Pro Max" finds `iPhone16ProMax`).
    public static func named(_ name: String) -> DevicePreset? {
        // The exact spelling first: every case asks for its container's idiom, and normalizing
        // every preset's name for each of them was a fifth of a run's instructions.
        byExactName[name] ?? byNormalizedName[normalized(name)]
    }

    /// The first preset of each normalized name, as a scan of ``all`` finds it.
    private static let byNormalizedName: [String: DevicePreset] =
        Dictionary(all.map { (normalized($0.name), $0) }, uniquingKeysWith: { first, _ in first })
    /// The presets by their own names, where that finds what the normalized name finds.
    private static let byExactName: [String: DevicePreset] =
        Dictionary(all.filter { byNormalizedName[normalized($0.name)] == $0 }.map { ($0.name, $0) },
                   uniquingKeysWith: { first, _ in first })

    /// The preset names closest to `name`, for "did you mean" messages: none when more
    /// than three are equally close (`iPhone19` is as near to six phones, so names none).
    public static func suggestions(for name: String) -> [String] {
        let wanted = normalized(name)
        let scored = all.map { ($0.name, EditDistance.between(normalized($0.name), wanted)) }
        let best = scored.map(\.1).min() ?? 0
        let nearest = scored.filter { $0.1 == best && best <= max(3, wanted.count / 3) }.map(\.0)
        return nearest.count <= 3 ? nearest : []
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
