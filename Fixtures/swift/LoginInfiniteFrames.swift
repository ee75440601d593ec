// Article 000, "Infinite frames" (Fixtures/seeds/login-infinite-frames.json): both buttons
// stretched to the container with frame(maxWidth: .infinity).
import SwiftUI

struct LoginView: View {
    var body: some View {
        VStack {
            Group {
                Button("Log in") {}
                    .id("login")
                Button("I forgot my password") {}
                    .id("forgot")
            }
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.blue)
            .foregroundColor(.white)
            .cornerRadius(20)
            .padding(.horizontal)
        }
    }
}
