// The size picker of the seed article "SwiftUI Tips: Synchronizing Dimensions Between Two
// SwiftUI Views" (article 001): S/M/L/XL buttons laid out by a custom ButtonStyle, in its
// three versions, each beside its JSON transcription:
// - SizeSelectionView: each button its own width (Fixtures/seeds/size-picker.json);
// - FixedWidthSizeSelectionView: a hard-coded width of 60 (size-picker-fixed-width.json);
// - SyncedSizeSelectionView: every button as wide as the widest (size-picker-synced.json).
// `.id` names the title, the row and the buttons as the JSON fixtures do. The JSON writes the
// four buttons out, where the article has `ForEach(Size.allCases, id: \.self) { size in … }`
// (whose own frame a layout lists): each view here makes the ForEach's body, as the article
// writes it, in a `sizeButton(_:)` called once per size, in `allCases` order.
import SwiftUI

enum Size: String, CaseIterable {
    case small = "S"
    case medium = "M"
    case large = "L"
    case extraLarge = "XL"
}

struct SizeSelectionView: View {
    @State private var selectedSize: Size? = .small

    var body: some View {
        VStack(alignment: .leading) {
            Text("Select a Size")
                .font(.headline)
                .padding(.bottom, 8)
                .id("title")

            HStack(spacing: 16) {
                sizeButton(Size.small)
                sizeButton(Size.medium)
                sizeButton(Size.large)
                sizeButton(Size.extraLarge)
            }
            .id("sizes")
        }
    }

    private func sizeButton(_ size: Size) -> some View {
        Button(action: {
            print("Selected \(size)")
            selectedSize = size
        }) {
            Text(size.rawValue)
        }
        .buttonStyle(
            SizeButtonStyle(
                isSelected: size == selectedSize
            )
        )
        .id("size-\(size.rawValue)")
    }
}

struct SizeButtonStyle: ButtonStyle {
    let isSelected: Bool
    var width: CGFloat?

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding()
            .frame(width: width)
            .background(
                isSelected ? Color.orange.opacity(0.5) : Color.gray.opacity(0.2)
            )
            .foregroundColor(
                isSelected ? Color.white : Color.black
            )
            .cornerRadius(8)
            .overlay(
                // The article's RoundedRectangle(cornerRadius: 8): the JSON transcribes it as a
                // Rectangle, whose frame is the same but whose frame's name is not.
                Rectangle()
                    .stroke(
                        isSelected ? Color.orange : Color.gray,
                        lineWidth: 2
                    )
            )
            .scaleEffect(configuration.isPressed ? 0.95 : 1.0)
    }
}

// "Using Explicit Sizes": the article elides the rest of the view ("..."); it is the first
// version's, and its `isSelected:` argument lacks the comma before `width: 60`.
struct FixedWidthSizeSelectionView: View {
    @State private var selectedSize: Size? = .small

    var body: some View {
        VStack(alignment: .leading) {
            Text("Select a Size")
                .font(.headline)
                .padding(.bottom, 8)
                .id("title")

            HStack(spacing: 16) {
                sizeButton(Size.small)
                sizeButton(Size.medium)
                sizeButton(Size.large)
                sizeButton(Size.extraLarge)
            }
            .id("sizes")
        }
    }

    private func sizeButton(_ size: Size) -> some View {
        Button(action: {
            print("Selected \(size)")
            selectedSize = size
        }) {
            Text(size.rawValue)
        }
        .buttonStyle(
            SizeButtonStyle(
                isSelected: size == selectedSize,
                width: 60 // set the size directly here
            )
        )
        .id("size-\(size.rawValue)")
    }
}

// "GeometryReader": the article's SizeReader and readSize, as it writes them.
struct SizeReader: ViewModifier {
    let onChange: (CGSize) -> Void

    func body(content: Content) -> some View {
        content
            .background(
                GeometryReader { geometry in
                    Color.clear
                        .onAppear {
                            onChange(geometry.size)
                        }
                        .onChange(of: geometry.size) { _, newValue in
                            onChange(newValue)
                        }
                }
            )
    }
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        modifier(SizeReader(onChange: onChange))
    }
}

// The article's synced view measures each button with `.readSize { size in buttonWidth =
// max(buttonWidth ?? 0, size.width) }`: a @State set from onAppear/onChange closures, which
// the front end does not run (closures are actions), so that view would lay out at its first
// pass, before the state is set. The JSON transcription says what the article means, the
// widest button's width carried back to every button (the format's preference, reduced by
// max, and its state); this view says the same in SwiftUI's own terms, a PreferenceKey read
// by onPreferenceChange, in the place of readSize.
struct SyncedSizeSelectionView: View {
    @State private var selectedSize: Size? = .small
    @State private var buttonWidth: CGFloat?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Select a Size")
                .font(.headline)
                .padding(.bottom, 8)
                .id("title")

            HStack(spacing: 16) {
                sizeButton(Size.small)
                sizeButton(Size.medium)
                sizeButton(Size.large)
                sizeButton(Size.extraLarge)
            }
            .id("sizes")
            .onPreferenceChange(ButtonWidthKey.self) { buttonWidth = $0 }
        }
    }

    private func sizeButton(_ size: Size) -> some View {
        Button(action: {
            print("Selected \(size)")
            selectedSize = size
        }) {
            Text(size.rawValue)
        }
        .background(
            GeometryReader { geometry in
                Color.clear.preference(key: ButtonWidthKey.self, value: geometry.size.width)
            }
        )
        .buttonStyle(
            SizeButtonStyle(
                isSelected: size == selectedSize,
                width: buttonWidth
            )
        )
        .id("size-\(size.rawValue)")
    }
}

struct ButtonWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

#Preview("Size picker") {
    SizeSelectionView()
}
