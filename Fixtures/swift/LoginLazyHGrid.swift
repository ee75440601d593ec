// Article 000, "Using a grid" (Fixtures/seeds/login-lazy-hgrid.json): a LazyHGrid of two
// flexible rows syncs the buttons' widths.
import SwiftUI

struct LoginView: View {
    var body: some View {
        VStack {
            LazyHGrid(rows: [buttonRow, buttonRow]) {
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
            }
            .id("grid")
        }
    }

    private var buttonRow: GridItem {
        GridItem(.flexible(minimum: 0, maximum: 80))
    }
}
