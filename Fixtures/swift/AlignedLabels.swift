// The seed article "Horizontally Align Images with Dynamic Text Views in a VStack" (article
// 002; Fixtures/seeds/aligned-labels.json and aligned-labels-synced.json): ContentView before
// the fix, SyncedContentView after it. As the JSON fixtures transcribe it, the labels are the
// localized "Notifications" and "Sound" (a LocalizedStringKey parameter), the counts verbatim,
// and the heart symbol 15 × 13 (given in the scenario's "images").
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Group {
                HStack {
                    labelView(text: "Notifications", id: "first")
                    Spacer()
                    Text(verbatim: "10")
                }
            }

            Divider()
            Group {
                HStack {
                    labelView(text: "Sound", id: "second")
                    Spacer()
                    Text(verbatim: "100")
                }
            }
        }
        .padding()
        .background(.orange)
        .padding()
    }

    private func labelView(text: LocalizedStringKey, id: String) -> some View {
        HStack(spacing: 10) {
            Text(text)
                .font(.system(size: 16, weight: .regular))
                .background(.green)
                .id("\(id)-label")
            Image(systemName: "heart")
                .font(.system(size: 13, weight: .light))
                .id("\(id)-icon")
        }
        .background(.yellow)
    }
}

struct SyncedContentView: View {
    @State private var maxWidth: CGFloat?

    var body: some View {
        VStack(spacing: 20) {
            Group {
                HStack {
                    labelView(text: "Notifications", id: "first")
                    Spacer()
                    Text(verbatim: "10")
                }
            }

            Divider()

            Group {
                HStack {
                    labelView(text: "Sound", id: "second")
                    Spacer()
                    Text(verbatim: "100")
                }
            }
        }
        .onPreferenceChange(MaxWidthPreferenceKey.self) {
            maxWidth = $0
        }
        .padding()
        .background(.orange)
        .padding()
    }

    private func labelView(text: LocalizedStringKey, id: String) -> some View {
        HStack(spacing: 10) {
            Text(text)
                .font(.system(size: 16, weight: .regular))
                .trackMaxWidth()
                .frame(width: maxWidth, alignment: .leading)
                .background(.green)
                .id("\(id)-label")
            Image(systemName: "heart")
                .font(.system(size: 13, weight: .light))
                .id("\(id)-icon")
        }
        .background(.yellow)
    }
}

struct MaxWidthPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(
        value: inout CGFloat,
        nextValue: () -> CGFloat
    ) {
        value = max(value, nextValue())
    }
}

extension View {
    func trackMaxWidth() -> some View {
        self.background(GeometryReader { geometry in
            Color.clear
                .preference(key: MaxWidthPreferenceKey.self, value: geometry.size.width)
        })
    }
}
