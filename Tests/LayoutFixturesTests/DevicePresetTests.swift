import LayoutEngine
@testable import LayoutFixtures
import Testing

/// The device presets in landscape, their size classes and idioms, and the Macs: each
/// landscape preset is its portrait one turned, with the insets the dimmmensions dumps give.
@Suite("Device presets: orientation, size classes, Macs")
struct DevicePresetTests {
    @Test(arguments: [
        // A Home-button phone: 375 × 667 turned is 667 × 375, no safe area at all (the
        // status bar is hidden), compact both ways, the width's own margin (20 from 414).
        ("iPhoneSE3-landscape", Size(width: 667, height: 375), EdgeInsets(), UserInterfaceSizeClass.compact, nil as Double?),
        // The 8 Plus, 414 wide in portrait: regular wide when turned.
        ("iPhone8Plus-landscape", Size(width: 736, height: 414), EdgeInsets(), .regular, nil),
        // A notch of 47: 47 on both sides, 21 for the home indicator, margin 16 inside (63 − 47).
        ("iPhone13-landscape", Size(width: 844, height: 390), EdgeInsets(leading: 47, bottom: 21, trailing: 47), .compact, 16),
        // The mini's 50; the Dynamic Island's 59 (63 + 16 = 66 and 59 + 16 = 75 in the dumps).
        ("iPhone13mini-landscape", Size(width: 812, height: 375), EdgeInsets(leading: 50, bottom: 21, trailing: 50), .compact, 16),
        ("iPhone16-landscape", Size(width: 852, height: 393), EdgeInsets(leading: 59, bottom: 21, trailing: 59), .compact, 16),
        // 430 wide in portrait: regular wide in landscape, as the Plus and Max models are.
        ("iPhone16Plus-landscape", Size(width: 932, height: 430), EdgeInsets(leading: 59, bottom: 21, trailing: 59), .regular, 16),
        ("iPhone16ProMax-landscape", Size(width: 956, height: 440), EdgeInsets(leading: 62, bottom: 21, trailing: 62), .regular, 16),
        // 402 wide: compact.
        ("iPhone16Pro-landscape", Size(width: 874, height: 402), EdgeInsets(leading: 62, bottom: 21, trailing: 62), .compact, 16),
    ])
    func phonesInLandscape(name: String, size: Size, safeArea: EdgeInsets, horizontal: UserInterfaceSizeClass,
                           margin: Double?) throws {
        let c = try #require(DevicePreset.named(name)).container
        #expect(c.size == size)
        #expect(c.safeArea == safeArea)
        #expect(c.idiom == .phone)
        #expect(c.horizontalSizeClass == horizontal)
        #expect(c.verticalSizeClass == .compact)
        #expect(c.layoutMargin == margin)
    }

    /// Portrait phones are compact wide and regular tall, whatever their width; iPads are
    /// regular both ways in both orientations and keep their 24 and 20 when turned.
    @Test(arguments: ["iPhoneSE3", "iPhone16", "iPhone16ProMax", "iPadMini", "iPadPro13"])
    func portraitAndTablets(name: String) throws {
        let portrait = try #require(DevicePreset.named(name)).container
        let turned = try #require(DevicePreset.named(name + "-landscape")).container
        let phone = name.hasPrefix("iPhone")
        #expect(portrait.horizontalSizeClass == (phone ? .compact : .regular))
        #expect(portrait.verticalSizeClass == .regular)
        #expect(turned.size == Size(width: portrait.size.height, height: portrait.size.width))
        #expect(turned.scale == portrait.scale)
        if !phone {
            #expect(turned.safeArea == EdgeInsets(top: 24, bottom: 20))
            #expect(turned.horizontalSizeClass == .regular && turned.verticalSizeClass == .regular)
            #expect(turned.idiom == .pad)
        }
    }

    /// `landscapeLeft` and `landscapeRight`, SwiftUI's `InterfaceOrientation` names, find the
    /// one landscape preset; case, spaces and dashes do not matter.
    @Test(arguments: ["iPhone16-landscape", "iPhone 16 landscapeLeft", "iphone16-LandscapeRight", "iPhone16_landscape"])
    func landscapeSpellings(written: String) {
        #expect(DevicePreset.named(written)?.name == "iPhone16-landscape")
    }

    /// A Mac window: its screen's default resolution in points (the native pixels halved:
    /// 3024 × 1964 / 2 = 1512 × 982), @2x, no safe area, idiom `mac`, regular both ways.
    @Test(arguments: [("MacBookPro14", Size(width: 1512, height: 982)), ("MacBookPro16", Size(width: 1728, height: 1117))])
    func macs(name: String, size: Size) throws {
        let c = try #require(DevicePreset.named(name)).container
        #expect(c == LayoutContainer(size: size, scale: 2, idiom: .mac, horizontalSizeClass: .regular,
                                     verticalSizeClass: .regular))
    }

    /// Every iPhone and iPad has its landscape preset just after it; the names stay unique.
    @Test func everyPortraitPresetHasALandscapeOne() {
        let names = DevicePreset.all.map(\.name)
        #expect(Set(names).count == names.count)
        for (i, name) in names.enumerated() where !name.hasSuffix(DevicePreset.landscapeSuffix) && !name.hasPrefix("Mac") {
            #expect(names[i + 1] == name + DevicePreset.landscapeSuffix)
        }
    }

    /// A box may say what device it is and its size classes; by default it says nothing.
    @Test func boxIdiomAndSizeClasses() throws {
        let matrix = try loadMatrix(#"{"containers": [{"name": "window", "width": 800, "height": 600, "idiom": "mac", "horizontalSizeClass": "regular", "verticalSizeClass": "compact"}, "320x480"]}"#)
        let window = matrix.containers[0].container
        #expect(window.idiom == .mac && window.horizontalSizeClass == .regular && window.verticalSizeClass == .compact)
        #expect(matrix.cases[0].idiom == .mac)
        let box = matrix.containers[1].container
        #expect(box.idiom == .unspecified && box.horizontalSizeClass == nil && box.verticalSizeClass == nil)
    }

    @Test func boxWithAWrongSizeClass() {
        let message = loadError { () throws(FixtureError) in
            try ScenarioLoader.load(text: #"{"scenario": "s", "matrix": {"containers": [{"name": "w", "width": 10, "height": 10, "horizontalSizeClass": "wide"}]}, "view": {"type": "Color"}}"#,
                                    file: "s.json")
        }
        #expect(message?.contains(#"expected one of "compact", "regular", found the string "wide""#) == true)
    }

    /// The environment of a case carries its container's size classes.
    @Test func environmentHasTheSizeClasses() throws {
        let scenario = try ScenarioLoader.load(text: #"{"scenario": "s", "matrix": {"containers": ["iPhone16ProMax-landscape"]}, "view": {"type": "Color"}}"#,
                                               file: "s.json")
        let environment = scenario.environment(for: scenario.matrix.cases[0])
        #expect(environment.horizontalSizeClass == .regular)
        #expect(environment.verticalSizeClass == .compact)
    }
}
