// The seed article "Accessible Stack Axis in SwiftUI" (article 004; Fixtures/seeds/row-hstack.json
// and row-flexible-stack.json): a row as an HStack, and as the article's FlexibleStack (the
// fixture format's type of that name), which turns vertical at accessibility sizes.
import SwiftUI

struct HStackRow: View {
    var body: some View {
        HStack {
            Text(verbatim: "Rain On Me (with Ariana Grande)")
                .id("title")
            Spacer()
            Button("Play", action: {})
                .id("play")
        }
    }
}

struct Row: View {
    var body: some View {
        FlexibleStack(hStackAlignment: .center, vStackAlignment: .leading) { axis in
            Text(verbatim: "Rain On Me (with Ariana Grande)")
                .id("title")

            if axis == .horizontal {
                Spacer()
            }

            Button("Play", action: {})
                .id("play")
        }
    }
}
