import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Styles, visual effects, animation, transitions and accessibility modifiers compile as apps
/// write them and change nothing a capture shows.
@MainActor
struct StyleAndEffectSpellingTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  @Test("Styles, effects and accessibility modifiers leave the capture as without them")
  func inertModifiersLeaveTheCaptureUnchanged() async throws {
    let log = Log()
    let styled = await UIApplication.launch(Screen(styled: true, log: log))
    let plain = await UIApplication.launch(Screen(styled: false, log: log))
    #expect(styled.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    #expect(try styled.captureHierarchy().visibility(of: "go").isVisible)
  }

  @Test("A button with a custom style still runs its action when tapped")
  func styledButtonRuns() async throws {
    let log = Log()
    let app = await UIApplication.launch(Screen(styled: true, log: log))
    try app.tap("go")
    #expect(log.events == ["tapped", "animated 1", "completed"])
  }

  @Test("withAnimation runs its body at once and returns its result")
  func withAnimationReturnsItsResult() throws {
    let doubled = withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { 21 * 2 }
    #expect(doubled == 42)
    #expect(withAnimation { "default" } == "default")
    struct Failure: Error {}
    #expect(throws: Failure.self) { try withAnimation(.linear) { throw Failure() } }
    var order: [String] = []
    withAnimation(.easeIn(duration: 0.2), completionCriteria: .removed) {
      order.append("body")
    } completion: {
      order.append("completion")
    }
    #expect(order == ["body", "completion"])
  }

  @Test("Angles convert between degrees and radians; traits combine as a set")
  func valueTypes() {
    #expect(abs(Angle.degrees(180).radians - Double.pi) < 1e-12)
    #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
    #expect(Angle.zero < .degrees(1))
    var traits: AccessibilityTraits = [.isButton, .isHeader]
    #expect(traits.contains(.isButton))
    traits.remove(.isButton)
    #expect(!traits.contains(.isButton) && traits.contains(.isHeader))
    #expect(RedactionReasons.placeholder.union(.privacy).contains(.privacy))
    #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
    #expect(EnvironmentValues().colorScheme == .light)
  }
}

// MARK: - Fixtures

/// A button style written as apps write one.
private struct CapsuleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding()
      .opacity(configuration.isPressed ? 0.5 : 1)
      .foregroundColor(configuration.role == .destructive ? .red : nil)
  }
}

extension ButtonStyle where Self == CapsuleButtonStyle {
  /// The capsule style, as apps add implicit members for their own styles.
  fileprivate static var capsule: CapsuleButtonStyle { CapsuleButtonStyle() }
}

/// A primitive button style that triggers on its own.
private struct TriggeringStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.trigger()
    } label: {
      configuration.label
    }
  }
}

/// A toggle style that reads and writes the binding.
private struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        configuration.label
        Text(configuration.isOn ? "on" : "off")
      }
    }
    .opacity(configuration.isMixed ? 0.5 : 1)
  }
}

/// A label style that puts the icon after the title.
private struct TrailingIconStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

/// A progress view style that shows its fraction.
private struct PercentStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
  }
}

/// A screen with every inert modifier applied, or none.
private struct Screen: View {
  let styled: Bool
  let log: StyleAndEffectSpellingTests.Log
  @State private var count = 0
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    if styled {
      stateModifiers(content.inertModifiers())
    } else {
      content
    }
  }

  /// The modifiers that read the screen's state, applied a few per statement.
  private func stateModifiers(_ view: some View) -> some View {
    let step0 =
      view
      .animation(.easeInOut(duration: 0.3), value: count)
      .animation(.spring(), value: count)
      .animation(.spring(duration: 0.4, bounce: 0.2), value: count)
      .animation(.bouncy, value: count)
      .animation(.bouncy(duration: 0.3), value: count)
      .animation(.snappy, value: count)
    let step1 =
      step0
      .animation(.smooth(duration: 0.2, extraBounce: 0.1), value: count)
      .animation(.default.delay(0.1).speed(2), value: count)
      .animation(.linear.repeatForever(autoreverses: false), value: count)
      .animation(.easeOut.repeatCount(3), value: count)
      .animation(.interactiveSpring(), value: count)
      .animation(.interpolatingSpring(stiffness: 100, damping: 10), value: count)
    let step2 =
      step1
      .animation(nil, value: count)
      .contentTransition(.numericText(countsDown: true))
      .contentTransition(.numericText(value: Double(count)))
      .accessibilityValue("\(count)")
      .accessibilityValue(Text("\(count)"))
      .accessibilityAddTraits(count > 0 ? .isSelected : [])
    let step3 =
      step2
      .accessibilityAction { log.events.append("action") }
    return step3
  }

  private var content: some View {
    VStack {
      Text(colorScheme == .light ? "light" : "dark")
      Button("Go") {
        let value = withAnimation(.easeInOut) {
          count += 1
          return count
        }
        log.events.append("tapped")
        log.events.append("animated \(value)")
        withAnimation {
          count += 0
        } completion: {
          log.events.append("completed")
        }
      }
      .accessibilityIdentifier("go")
      .accessibilityElement(children: .ignore)
      .accessibilityElement(children: .contain)
    }
  }
}

/// The inert modifiers, applied a few per statement so type-checking stays fast.
extension View {
  fileprivate func inertModifiers() -> some View {
    let step0 =
      self
      .buttonStyle(.capsule)
      .buttonStyle(CapsuleButtonStyle())
      .buttonStyle(TriggeringStyle())
      .buttonStyle(.plain)
      .buttonStyle(.borderless)
      .buttonStyle(.bordered)
    let step1 =
      step0
      .buttonStyle(.borderedProminent)
      .buttonStyle(.automatic)
      .buttonStyle(PlainButtonStyle())
      .buttonStyle(DefaultButtonStyle())
      .buttonStyle(BorderlessButtonStyle())
      .buttonStyle(BorderedButtonStyle())
    let step2 =
      step1
      .buttonStyle(BorderedProminentButtonStyle())
      .buttonBorderShape(.capsule)
      .buttonBorderShape(.roundedRectangle(radius: 8))
      .buttonBorderShape(.roundedRectangle)
      .buttonBorderShape(.circle)
      .buttonBorderShape(.automatic)
    let step3 =
      step2
      .controlSize(.small)
      .controlSize(.large)
      .controlSize(.mini)
      .controlSize(.regular)
      .controlSize(.extraLarge)
      .listStyle(.plain)
    let step4 =
      step3
      .listStyle(.insetGrouped)
      .listStyle(.grouped)
      .listStyle(.inset)
      .listStyle(.sidebar)
      .listStyle(.automatic)
      .listStyle(PlainListStyle())
    let step5 =
      step4
      .listStyle(DefaultListStyle())
      .listStyle(GroupedListStyle())
      .listStyle(InsetGroupedListStyle())
      .listStyle(InsetListStyle())
      .listStyle(SidebarListStyle())
      .pickerStyle(.segmented)
    let step6 =
      step5
      .pickerStyle(.menu)
      .pickerStyle(.inline)
      .pickerStyle(.wheel)
      .pickerStyle(.navigationLink)
      .pickerStyle(.palette)
      .pickerStyle(.automatic)
    let step7 =
      step6
      .pickerStyle(SegmentedPickerStyle())
      .pickerStyle(MenuPickerStyle())
      .pickerStyle(InlinePickerStyle())
      .pickerStyle(WheelPickerStyle())
      .pickerStyle(NavigationLinkPickerStyle())
      .pickerStyle(PalettePickerStyle())
    let step8 =
      step7
      .pickerStyle(DefaultPickerStyle())
      .toggleStyle(.switch)
      .toggleStyle(.button)
      .toggleStyle(.automatic)
      .toggleStyle(CheckboxStyle())
      .toggleStyle(SwitchToggleStyle())
    let step9 =
      step8
      .toggleStyle(SwitchToggleStyle(tint: .blue))
      .toggleStyle(ButtonToggleStyle())
      .toggleStyle(DefaultToggleStyle())
      .labelStyle(.iconOnly)
      .labelStyle(.titleOnly)
      .labelStyle(.titleAndIcon)
    let step10 =
      step9
      .labelStyle(.automatic)
      .labelStyle(TrailingIconStyle())
      .labelStyle(IconOnlyLabelStyle())
      .labelStyle(TitleOnlyLabelStyle())
      .labelStyle(TitleAndIconLabelStyle())
      .labelStyle(DefaultLabelStyle())
    let step11 =
      step10
      .textFieldStyle(.roundedBorder)
      .textFieldStyle(.plain)
      .textFieldStyle(.automatic)
      .textFieldStyle(RoundedBorderTextFieldStyle())
      .textFieldStyle(PlainTextFieldStyle())
      .textFieldStyle(DefaultTextFieldStyle())
    let step12 =
      step11
      .progressViewStyle(.circular)
      .progressViewStyle(.linear)
      .progressViewStyle(.automatic)
      .progressViewStyle(PercentStyle())
      .progressViewStyle(CircularProgressViewStyle())
      .progressViewStyle(CircularProgressViewStyle(tint: .gray))
    let step13 =
      step12
      .progressViewStyle(LinearProgressViewStyle())
      .progressViewStyle(LinearProgressViewStyle(tint: .gray))
      .progressViewStyle(DefaultProgressViewStyle())
      .navigationViewStyle(.stack)
      .navigationViewStyle(.automatic)
      .navigationViewStyle(StackNavigationViewStyle())
    let step14 =
      step13
      .navigationViewStyle(DefaultNavigationViewStyle())
      .tabViewStyle(.page)
      .tabViewStyle(.page(indexDisplayMode: .always))
      .tabViewStyle(.page(indexDisplayMode: .never))
      .tabViewStyle(PageTabViewStyle(indexDisplayMode: .automatic))
      .tabViewStyle(.automatic)
    let step15 =
      step14
      .tabViewStyle(DefaultTabViewStyle())
      .indexViewStyle(.page)
      .indexViewStyle(.page(backgroundDisplayMode: .interactive))
      .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .never))
      .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .automatic))
      .cornerRadius(12)
      .cornerRadius(8, antialiased: false)
      .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
      .shadow(radius: 3)
      .blur(radius: 2)
    let step16 =
      step15
      .blur(radius: 2, opaque: true)
      .brightness(0.1)
      .contrast(1.2)
      .saturation(0.5)
      .grayscale(1)
      .colorMultiply(.red)
    let step17 =
      step16
      .blendMode(.overlay)
      .blendMode(.destinationOut)
      .drawingGroup()
      .drawingGroup(opaque: true, colorMode: .linear)
      .compositingGroup()
      .redacted(reason: .placeholder)
    let step18 =
      step17
      .redacted(reason: [])
      .unredacted()
      .rotationEffect(.degrees(45))
      .rotationEffect(Angle(radians: 1), anchor: .topLeading)
      .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
      .animation(.easeIn)
    let step19 =
      step18
      .transition(.opacity)
      .transition(.move(edge: .bottom))
      .transition(.scale.combined(with: .opacity))
      .transition(.asymmetric(insertion: .slide, removal: .push(from: .leading)))
      .transition(.identity.animation(.default))
      .transition(.scale(scale: 0.5, anchor: .bottom).combined(with: .offset(y: 10)))
    let step20 =
      step19
      .contentTransition(.numericText())
      .contentTransition(.opacity)
      .contentTransition(.interpolate)
      .contentTransition(.identity)
      .accessibilityElement(children: .combine)
      .accessibilityElement()
    let step21 =
      step20
      .accessibilityLabel("Go")
      .accessibilityLabel(Text("Go"))
      .accessibilityHint("Counts")
      .accessibilityHint(Text("Counts"))
      .accessibilityHidden(false)
      .accessibilityAddTraits(.isButton)
    let step22 =
      step21
      .accessibilityAddTraits([.isHeader, .updatesFrequently])
      .accessibilityRemoveTraits(.isImage)
      .accessibilitySortPriority(1)
      .accessibilityAction(.magicTap) {}
      .accessibilityAction(named: "Remove") {}
      .accessibilityAction(named: Text("Remove")) {}
    let step23 =
      step22
      .preferredColorScheme(.dark)
      .preferredColorScheme(nil)
    return step23
  }
}
