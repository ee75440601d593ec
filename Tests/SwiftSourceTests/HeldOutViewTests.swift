import Foundation
import LayoutFixtures
import SwiftSource
import Testing

/// Views in the idioms of real apps' source (models, caches, system views the format does not
/// have, platform modifiers), and every prefix of the seed files: each translates or is refused
/// with a located message, never a crash or a hang. `scripts/swift-source-heldout.sh DIR` runs
/// the same check over an app's own sources, kept outside this repository.
@Suite struct HeldOutViewTests {
    static let views: [String] = [
        // A settings row reading a model and a shared cache.
        """
        struct FeedRow: View {
            @ObservedObject var model: FeedModel
            var body: some View {
                HStack(alignment: .top) {
                    if let icon = IconCache.shared.image(for: model.id) { Image(uiImage: icon) }
                    VStack(alignment: .leading) {
                        Text(verbatim: model.name).font(.headline)
                        Text(verbatim: model.url).font(.caption).monospaced()
                    }
                }
            }
        }
        """,
        // An empty state with a system view the format does not have.
        """
        struct EmptyLog: View {
            @State private var entries = [String]()
            var body: some View {
                List {
                    if entries.isEmpty {
                        ContentUnavailableView("No Errors", systemImage: "checkmark")
                    } else {
                        ForEach(entries, id: \\.self) { Text($0) }
                    }
                }
                .navigationTitle(Text("Error Log"))
            }
        }
        """,
        // A form of toggles bound to settings, dismissed from the toolbar.
        """
        struct SettingsForm: View {
            @Environment(\\.dismiss) private var dismiss
            @AppStorage("refresh") private var refresh = true
            var body: some View {
                NavigationStack {
                    Form {
                        Section(header: Text("General"), footer: Text("Fetched in the background")) {
                            Toggle("Refresh", isOn: $refresh)
                            Stepper("Days: 3", value: .constant(3), in: 1...7)
                        }
                    }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Done") { dismiss() } }
                    }
                }
            }
        }
        """,
        // A widget-like view laying out an entry's fields, with a Link.
        """
        struct ArticleCell: View {
            var title = "A headline that may run long"
            var body: some View {
                Link(destination: URL(string: "https://example.com")!) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(verbatim: title).font(.caption).bold().lineLimit(2)
                    }
                }
            }
        }
        """,
        // A picker and a menu.
        """
        struct SortPicker: View {
            @State private var order = 0
            var body: some View {
                Picker("Sort", selection: $order) { Text("Newest").tag(0); Text("Oldest").tag(1) }
                    .pickerStyle(.segmented)
            }
        }
        """,
        // Adaptive layout on the size class and on Dynamic Type.
        """
        struct Header: View {
            @Environment(\\.dynamicTypeSize) var size
            @Environment(\\.horizontalSizeClass) var sizeClass
            var body: some View {
                if size >= .accessibility1 {
                    VStack { Text("Title"); Text("Subtitle") }
                } else if sizeClass == .regular {
                    HStack { Text("Title"); Spacer(); Text("Subtitle") }
                }
            }
        }
        """,
        // Grids of adaptive columns over a literal list, with shapes.
        """
        struct Swatches: View {
            let colors = ["red", "green", "blue", "orange"]
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 8)], spacing: 8) {
                        ForEach(colors, id: \\.self) { name in
                            RoundedRectangle(cornerRadius: 8, style: .continuous)
                                .fill(Color.gray)
                                .aspectRatio(1, contentMode: .fit)
                                .overlay(alignment: .bottomLeading) { Text(verbatim: name).font(.caption2).padding(4) }
                        }
                    }
                    .padding()
                }
            }
        }
        """,
    ]

    @Test(arguments: views)
    func translatesOrIsRefusedWithALocation(_ source: String) {
        let name = source.split(separator: " ").dropFirst().first.map { String($0.prefix { $0.isLetter }) } ?? "V"
        do {
            let translation = try SwiftSourceTranslator.translate(source: source, file: "V.swift", selection: .type(name, arguments: [:]))
            #expect(translation.view.object?["type"] != nil)
        } catch {
            #expect(error.description.range(of: #"^V\.swift:[0-9]+:[0-9]+: "#, options: .regularExpression) != nil, "\(error)")
        }
    }

    @Test(arguments: ["LoginPreferenceSync.swift", "AlignedLabels.swift", "Weights.swift", "Rows.swift", "SizePicker.swift"])
    func everyPrefixOfASeedFileIsSafe(_ file: String) throws {
        let text = try String(contentsOfFile: SwiftScenario.packageRoot + "/Fixtures/swift/" + file, encoding: .utf8)
        let scalars = Array(text.unicodeScalars)
        var refused = 0
        for end in stride(from: 0, to: scalars.count, by: 37) {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars[..<end])
            do {
                _ = try SwiftSourceTranslator.translate(source: String(prefix), file: file, selection: .only)
            } catch {
                refused += 1
                #expect(error.description.hasPrefix(file + ":"), "\(error)")
            }
        }
        #expect(refused > 0)
    }
}
