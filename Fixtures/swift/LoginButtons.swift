// The login buttons of the seed article "Syncing the width or height of two SwiftUI views"
// (article 000, its first version; Fixtures/seeds/login-buttons.json): two buttons of their
// own widths. `.id` names the buttons as the JSON fixture does; the article's "..." is left out.
import SwiftUI

struct LoginView: View {
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
            .padding()
            .background(Color.blue)
            .foregroundColor(.white)
            .cornerRadius(20)
        }
    }
}
