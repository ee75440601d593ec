// Article 000, "GeometryReader" (Fixtures/seeds/login-geometry-reader.json): buttons at most
// 60% of the reader's width.
import SwiftUI

struct LoginView: View {
    var body: some View {
        GeometryReader { geometry in
            VStack {
                Group {
                    Button("Log in") {}
                        .id("login")
                    Button("I forgot my password") {}
                        .id("forgot")
                }
                .frame(maxWidth: geometry.size.width * 0.6)
                .padding()
                .background(Color.blue)
                .foregroundColor(.white)
                .cornerRadius(20)
            }
            .frame(maxWidth: .infinity)
        }
    }
}
