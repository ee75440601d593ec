// The seed article on weighted stacks (article 003; Fixtures/seeds/weighted-hstack.json,
// weighted-vstack.json, weights-geometry-reader.json, weights-geometry-reader-hstack.json).
// WeightedHStack, WeightedVStack and the weighted modifier are the fixture format's own
// (their article definitions, below, are not read: the format's types of those names win).
import SwiftUI

struct HeightsView: View {
    var body: some View {
        GeometryReader { geo in
            VStack {
                Text(verbatim: "50%")
                    .frame(height: geo.size.height * 0.5)
                    .id("half")
                Text(verbatim: "30%")
                    .frame(height: geo.size.height * 0.3)
                    .id("thirty")
                Text(verbatim: "20%")
                    .frame(height: geo.size.height * 0.2)
                    .id("twenty")
            }
        }
    }
}

struct WidthsView: View {
    var body: some View {
        GeometryReader { geo in
            HStack {
                Text(verbatim: "50%")
                    .frame(width: geo.size.width * 0.5)
                    .id("half")
                Text(verbatim: "30%")
                    .frame(width: geo.size.width * 0.3)
                    .id("thirty")
                Text(verbatim: "20%")
                    .frame(width: geo.size.width * 0.2)
                    .id("twenty")
            }
        }
    }
}

struct WeightedRows: View {
    var body: some View {
        WeightedVStack { proxy in
            Text(verbatim: "20%")
                .frame(minWidth: 0, maxWidth: .infinity)
                .weighted(2, proxy: proxy)
                .background(Color.green)
                .id("w2")
            Text(verbatim: "50%")
                .frame(minWidth: 0, maxWidth: .infinity)
                .weighted(5, proxy: proxy)
                .background(Color.red)
                .id("w5")
            Text(verbatim: "30%")
                .weighted(3, proxy: proxy)
                .background(Color.cyan)
                .id("w3")
        }
        .padding()
        .foregroundColor(.white)
    }
}

struct WeightedColumns: View {
    var body: some View {
        WeightedHStack { proxy in
            Text(verbatim: "50%")
                .weighted(5, proxy: proxy)
                .background(Color.blue)
                .id("w5")
            Text(verbatim: "20%")
                .weighted(2, proxy: proxy)
                .background(Color.green)
                .id("w2")
            Text(verbatim: "30%")
                .weighted(3, proxy: proxy)
                .background(Color.red)
                .id("w3")
        }
        .padding()
        .foregroundColor(.white)
    }
}

struct WeightedHStack<Content>: View where Content : View {
  private let proxy = WeightedProxy(kind: .horizontal)
  @State private var initialized = false
  @ViewBuilder let content: (WeightedProxy) -> Content

  var body: some View {
    GeometryReader { geo in
      HStack(spacing: 0) {
        if initialized {
          content(proxy)
        } else {
          Color.clear.onAppear {
            proxy.geo = geo
            initialized.toggle()
          }
        }
      }
    }
  }
}
