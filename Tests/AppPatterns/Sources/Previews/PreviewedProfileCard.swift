import SwiftUI
import UIKit

/// A profile card, in a view file that ends with its previews as apps' files do.
///
/// Both the `#Preview` macro (named, with traits, with `@Previewable` state, with a UIKit body) and the
/// older `PreviewProvider` structure with the preview modifiers. The previews compile and add
/// nothing: the card launches and captures as it would without them.
struct PreviewedProfileCard: View {
  var name = "Ada"
  @State private var isFollowing = false

  var body: some View {
    VStack(spacing: 8) {
      Text(name).accessibilityIdentifier("name")
      Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
        .accessibilityIdentifier("follow")
    }
    .padding()
  }
}

#Preview {
  PreviewedProfileCard()
}

#Preview("Long name") {
  PreviewedProfileCard(name: "Augusta Ada King, Countess of Lovelace")
}

#Preview("Landscape", traits: .landscapeLeft, .sizeThatFitsLayout) {
  PreviewedProfileCard()
}

#Preview(traits: .fixedLayout(width: 375, height: 100)) {
  @Previewable @State var name = "Grace"
  VStack {
    PreviewedProfileCard(name: name)
    Button("Rename") { name = "Hopper" }
  }
}

#Preview("UIKit label") {
  let label = UILabel()
  label.text = "Ada"
  return label
}

#Preview("UIKit controller", traits: .portrait) {
  UIViewController()
}

struct PreviewedProfileCard_Previews: PreviewProvider {
  static var previews: some View {
    PreviewedProfileCard()
      .previewLayout(.sizeThatFits)
      .previewDisplayName("Default")
    PreviewedProfileCard(name: "Grace")
      .previewDevice("iPhone 15 Pro")
      .previewInterfaceOrientation(.landscapeRight)
    ForEach(["iPhone SE (3rd generation)", "iPad Pro (11-inch)"], id: \.self) { device in
      PreviewedProfileCard()
        .previewDevice(PreviewDevice(rawValue: device))
        .previewLayout(.fixed(width: 375, height: 100))
        .previewLayout(.device)
    }
  }

  static var platform: PreviewPlatform? { .iOS }
}

/// A provider that keeps the default platform.
struct PreviewedProfileCardDark_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      PreviewedProfileCard()
    }
  }
}
