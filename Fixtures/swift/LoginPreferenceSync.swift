// The login buttons of the seed article "Syncing the width or height of two SwiftUI views"
// (Fixtures/seeds/login-preference-sync.json, article 000, its last version): a preference key
// carries each button's width to the VStack, which keeps the widest in a @State and gives it
// back to both. `.id` names the buttons as the JSON fixture does.
import SwiftUI

struct LoginView: View {
    @State private var buttonMaxWidth: CGFloat?

    var body: some View {
        VStack {
            Group {
                Button("Log in") {
                    print("log in")
                }
                .id("login")
                Button("I forgot my password") {
                    print("reset")
                }
                .id("forgot")
            }
            .background(GeometryReader { geometry in
                Color.clear.preference(
                    key: ButtonWidthPreferenceKey.self,
                    value: geometry.size.width
                )
            })
            .frame(width: buttonMaxWidth)
            .padding()
            .background(Color.blue)
            .foregroundColor(.white)
            .cornerRadius(20)
        }
        .onPreferenceChange(ButtonWidthPreferenceKey.self) {
            buttonMaxWidth = $0
        }
    }
}

private extension LoginView {
    struct ButtonWidthPreferenceKey: PreferenceKey {
        static let defaultValue: CGFloat = 0

        static func reduce(value: inout CGFloat,
                           nextValue: () -> CGFloat) {
            value = max(value, nextValue())
        }
    }
}

#Preview("Login") {
    LoginView()
}
