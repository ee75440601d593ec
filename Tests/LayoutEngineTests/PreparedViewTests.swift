import Testing
@testable import LayoutEngine

/// A view prepared once and laid out in many environments gives, in each, exactly what laying
/// it out from scratch gives: frames, warnings and passes.
@Suite struct PreparedViewTests {
    /// Texts by key and verbatim under font and line limit modifiers, a divider, a flexible
    /// stack, a background slot, a group and an id: everything the builder reads from the
    /// environment or makes a path for.
    static let view = ViewNode(.vStack(alignment: .leading, spacing: nil), children: [
        ViewNode(.text(.key("title")), modifiers: [.font(.style(.headline))]),
        ViewNode(.divider),
        ViewNode(.flexibleStack(hStackAlignment: .center, vStackAlignment: .leading), children: [
            ViewNode(.text(.key("body"), lineLimit: 2)),
            ViewNode(.spacer(minLength: nil), onlyOnAxis: .horizontal),
            ViewNode(.text(.key("missing")), modifiers: [.lineLimit(1)]),
        ]),
        ViewNode(.group, children: [.rect(.frame(width: 20, height: 20)), .text("OK")],
                 modifiers: [.padding(EdgeInsets(all: 4)), .id("pair")]),
        .text("Done", .background(.rect(), .center), .font(.system(size: 12))),
    ], modifiers: [.lineLimit(3), .padding(EdgeInsets(all: 16))])

    static let environments: [EnvironmentValues] = {
        let english = LocalizedStrings(["title": "Settings", "body": "Notifications and sounds for every account"])
        let german = LocalizedStrings(["title": "Einstellungen", "body": "Mitteilungen und Töne für jedes Konto"])
        return [
            EnvironmentValues(localizedStrings: english),
            EnvironmentValues(dynamicTypeSize: .xSmall, localizedStrings: german),
            EnvironmentValues(dynamicTypeSize: .accessibility3, localizedStrings: german),
            EnvironmentValues(dynamicTypeSize: .xxxLarge, layoutDirection: .rightToLeft, displayScale: 2,
                              localizedStrings: english),
            EnvironmentValues(dynamicTypeSize: .accessibility1, lineLimit: 1, localizedStrings: english),
        ]
    }()

    @Test(arguments: [(390.0, 3.0), (320, 2), (1024, 2)])
    func preparedLayoutsEqualFreshOnes(width: Double, scale: Double) throws {
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let container = LayoutContainer(size: Size(width: width, height: 700), scale: scale)
        let prepared = try engine.prepare(Self.view)
        // Twice round: a layout leaves nothing behind in the prepared view.
        for environment in Self.environments + Self.environments {
            let fresh = try engine.layout(Self.view, in: container, environment: environment)
            #expect(try engine.layout(prepared, in: container, environment: environment) == fresh)
            #expect(fresh.warnings.contains { $0.contains("no string for key \"missing\"") })
        }
    }

    /// Only a view with a `FlexibleStack` is built a second time, for accessibility sizes.
    @Test func aSecondTreeOnlyWhereTheSizeCategoryChangesIt() throws {
        let flexible = try PreparedView(Self.view)
        #expect(flexible.templates.count == 2)
        #expect(flexible.template(for: .accessibility2) !== flexible.template(for: .large))
        let plain = try PreparedView(.vStack([.text("A"), ViewNode(.divider)]))
        #expect(plain.templates.count == 1)
        #expect(plain.template(for: .accessibility5) === plain.template(for: .large))
    }

    /// Dividers are one pixel thick below the accessibility sizes and 1 pt at them, whichever
    /// prepared tree lays them out.
    @Test(arguments: [(DynamicTypeSize.large, 3.0, 1.0 / 3), (.large, 2, 0.5), (.accessibility1, 3, 1)])
    func dividerThicknessFollowsTheEnvironment(size: DynamicTypeSize, scale: Double, thickness: Double) throws {
        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let prepared = try engine.prepare(.vStack([ViewNode(.divider)]))
        let result = try engine.layout(prepared, in: LayoutContainer(size: Size(width: 300, height: 300), scale: scale),
                                       environment: EnvironmentValues(dynamicTypeSize: size))
        #expect(result.frames.first { $0.name == "VStack/Divider" }?.frame.height == thickness)
    }
}
