import LayoutEngine
import StrictJSON

/// The device screens a scenario can be laid out on, each a named container: size in points,
/// scale, safe area, idiom and size classes, in portrait and (as `<name>-landscape`)
/// landscape; and Mac windows.
///
/// Sizes and safe areas come from simulator dumps and Apple's device tables; see
/// ../shared/reference/swiftui-layout.md section 4 and docs/swiftui-constants.md. Where the
/// source only gives the screen, the safe area is that of the device with the same screen.
public enum DevicePreset {
    /// A portrait iPhone or iPad: its safe area on the top and bottom edges only.
    private static func device(name: String, width: Double, height: Double, scale: Double, top: Double,
                               bottom: Double) -> ContainerSpec {
        let phone = name.hasPrefix("iPhone")
        return ContainerSpec(name: name, container: LayoutContainer(
            size: Size(width: width, height: height), scale: scale, safeArea: EdgeInsets(top: top, bottom: bottom),
            idiom: phone ? .phone : .pad, horizontalSizeClass: phone ? .compact : .regular, verticalSizeClass: .regular))
    }

    /// The suffix of a landscape preset's name, as SwiftUI's previews say `.landscapeLeft`.
    public static let landscapeSuffix = "-landscape"

    /// The same device turned on its side (the Home button or sensor housing on either side:
    /// iOS reports the same insets on both).
    ///
    /// - iPhones with a sensor housing (a bottom safe area in portrait) keep its inset, the
    ///   portrait top, on both sides, 21 at the bottom for the home indicator, none at the top
    ///   (the status bar is hidden), and a layout margin of 16 inside that safe area; iPhones
    ///   with a Home button have no safe area at all. Both from the dimmmensions dumps.
    /// - iPads keep their top and bottom safe area (the status bar stays), from the same dumps.
    /// - Size classes: compact both ways on iPhones, regular wide on those at least 414 points
    ///   wide in portrait (the Plus and Max models); iPads regular both ways (HIG).
    private static func landscape(_ preset: ContainerSpec) -> ContainerSpec {
        let portrait = preset.container
        var turned = portrait
        turned.size = Size(width: portrait.size.height, height: portrait.size.width)
        if portrait.idiom == .phone {
            let housing = portrait.safeArea.bottom > 0
            turned.safeArea = housing
                ? EdgeInsets(top: 0, leading: portrait.safeArea.top, bottom: 21, trailing: portrait.safeArea.top)
                : .zero
            turned.layoutMargin = housing ? 16 : nil
            turned.horizontalSizeClass = portrait.size.width >= 414 ? .regular : .compact
            turned.verticalSizeClass = .compact
        }
        return ContainerSpec(name: preset.name + landscapeSuffix, container: turned)
    }

    /// A Mac window filling a screen at its default scaled resolution (the native pixels
    /// halved): no safe area, as a window's content has none of its own; regular both ways.
    private static func mac(name: String, width: Double, height: Double) -> ContainerSpec {
        ContainerSpec(name: name, container: LayoutContainer(
            size: Size(width: width, height: height), scale: 2, idiom: .mac,
            horizontalSizeClass: .regular, verticalSizeClass: .regular))
    }

    /// The portrait iPhones and iPads, smallest phones first.
    private static let portrait: [ContainerSpec] = [
        device(name: "iPhoneSE3", width: 375, height: 667, scale: 2, top: 20, bottom: 0),
        device(name: "iPhone8", width: 375, height: 667, scale: 2, top: 20, bottom: 0),
        device(name: "iPhone8Plus", width: 414, height: 736, scale: 3, top: 20, bottom: 0),
        device(name: "iPhone13mini", width: 375, height: 812, scale: 3, top: 50, bottom: 34),
        device(name: "iPhone12mini", width: 375, height: 812, scale: 3, top: 50, bottom: 34),
        device(name: "iPhone12", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        device(name: "iPhone12Pro", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        device(name: "iPhone13", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        device(name: "iPhone13Pro", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        device(name: "iPhone14", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        device(name: "iPhone16e", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        device(name: "iPhone12ProMax", width: 428, height: 926, scale: 3, top: 47, bottom: 34),
        device(name: "iPhone13ProMax", width: 428, height: 926, scale: 3, top: 47, bottom: 34),
        device(name: "iPhone14Plus", width: 428, height: 926, scale: 3, top: 47, bottom: 34),
        device(name: "iPhone14Pro", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        device(name: "iPhone15", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        device(name: "iPhone15Pro", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        device(name: "iPhone16", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        device(name: "iPhone14ProMax", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        device(name: "iPhone15Plus", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        device(name: "iPhone15ProMax", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        device(name: "iPhone16Plus", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        device(name: "iPhone16Pro", width: 402, height: 874, scale: 3, top: 62, bottom: 34),
        device(name: "iPhone17", width: 402, height: 874, scale: 3, top: 62, bottom: 34),
        device(name: "iPhone17Pro", width: 402, height: 874, scale: 3, top: 62, bottom: 34),
        device(name: "iPhone16ProMax", width: 440, height: 956, scale: 3, top: 62, bottom: 34),
        device(name: "iPhone17ProMax", width: 440, height: 956, scale: 3, top: 62, bottom: 34),
        device(name: "iPadMini", width: 744, height: 1133, scale: 2, top: 24, bottom: 20),
        device(name: "iPad10", width: 820, height: 1180, scale: 2, top: 24, bottom: 20),
        device(name: "iPadAir5", width: 820, height: 1180, scale: 2, top: 24, bottom: 20),
        device(name: "iPadPro11", width: 834, height: 1194, scale: 2, top: 24, bottom: 20),
        device(name: "iPadPro11M4", width: 834, height: 1210, scale: 2, top: 24, bottom: 20),
        device(name: "iPadPro12_9", width: 1024, height: 1366, scale: 2, top: 24, bottom: 20),
        device(name: "iPadPro13", width: 1032, height: 1376, scale: 2, top: 24, bottom: 20),
    ]

    /// The Macs: a 14-inch and a 16-inch MacBook Pro screen.
    private static let macs: [ContainerSpec] = [
        mac(name: "MacBookPro14", width: 1512, height: 982),
        mac(name: "MacBookPro16", width: 1728, height: 1117),
    ]

    /// Every preset: each iPhone and iPad in portrait then in landscape, smallest phones
    /// first, then the Macs.
    public static let all: [ContainerSpec] = portrait.flatMap { [$0, landscape($0)] } + macs

    /// The preset called `name`, ignoring case, spaces, dashes and underscores
    /// ("iPhone 16 Pro Max" finds `iPhone16ProMax`); `-landscapeLeft` and `-landscapeRight`
    /// find the `-landscape` preset, as both sides lay out alike.
    public static func named(_ name: String) -> ContainerSpec? {
        // The exact spelling first: every case asks for its container's idiom, and normalizing
        // every preset's name for each of them was a fifth of a run's instructions.
        if let preset = byExactName[name] { return preset }
        var wanted = normalized(name)
        for side in ["left", "right"] where wanted.hasSuffix("landscape" + side) {
            wanted.removeLast(side.count)
        }
        return byNormalizedName[wanted]
    }

    /// The first preset of each normalized name, as a scan of ``all`` finds it.
    private static let byNormalizedName: [String: ContainerSpec] =
        Dictionary(all.map { (normalized($0.name), $0) }, uniquingKeysWith: { first, _ in first })
    /// The presets by their own names, where that finds what the normalized name finds.
    private static let byExactName: [String: ContainerSpec] =
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
