@testable import LayoutFixtures
import Testing

/// `device` variations chosen by the container's idiom, falling back to `other`.
@Suite("Strings: device variations")
struct DeviceVariationTests {
    @Test(arguments: [
        ("iPhone16", DeviceIdiom.iphone), ("iPhoneSE3", .iphone), ("iPhone 16 Pro Max", .iphone),
        ("iPadMini", .ipad), ("iPadPro13", .ipad), ("390x844", .other), ("watch", .other),
        ("iPhone16-landscape", .iphone), ("iPadMini landscapeLeft", .ipad), ("MacBookPro14", .mac),
    ])
    func idiomOfContainer(_ name: String, _ idiom: DeviceIdiom) {
        #expect(DeviceIdiom.of(containerName: name) == idiom)
    }

    /// Every preset is a phone, a tablet or a Mac, and takes that form of a device variation.
    @Test(arguments: DevicePreset.all.map(\.name))
    func everyPreset(_ name: String) {
        let expected: DeviceIdiom = name.hasPrefix("iPhone") ? .iphone : name.hasPrefix("iPad") ? .ipad : .mac
        #expect(name.hasPrefix("iPhone") || name.hasPrefix("iPad") || name.hasPrefix("Mac"))
        #expect(DeviceIdiom.of(containerName: name) == expected)
        #expect(Self.variant.resolve(idiom: DeviceIdiom.of(containerName: name), operand: nil, locale: "en")
                == [DeviceIdiom.iphone: "Tap to start", .mac: "Click to start"][expected, default: "Start"])
    }

    static let variant = StringVariant.device([.iphone: .unit("Tap to start"), .mac: .unit("Click to start"),
                                               .other: .unit("Start")])

    @Test(arguments: [(DeviceIdiom.iphone, "Tap to start"), (.mac, "Click to start"), (.ipad, "Start"), (.other, "Start")])
    func formOfIdiom(_ idiom: DeviceIdiom, _ text: String) {
        #expect(Self.variant.resolve(idiom: idiom, operand: nil, locale: "en") == text)
    }

    /// A device variation around plural forms, as Xcode nests them.
    @Test func pluralInsideDevice() {
        let variant = StringVariant.device([
            .iphone: .plural([.one: .unit("%lld photo"), .other: .unit("%lld photos")]),
            .other: .unit("%lld photos in your library"),
        ])
        #expect(variant.resolve(idiom: .iphone, operand: 1, locale: "en") == "%lld photo")
        #expect(variant.resolve(idiom: .ipad, operand: 1, locale: "en") == "%lld photos in your library")
    }
}
