import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Gauges, written as apps write them (IceCubes' character count, a widget's ring): one leaf
/// laid out as iOS's default bar, whatever style is set.
@MainActor
struct GaugeTests {
  @Test("A gauge is a bar across the width, 4 high; its label's line sits above it")
  func gaugeIsABar() async throws {
    let app = await UIApplication.launch(
      VStack {
        Gauge(value: 0.4) {}.accessibilityIdentifier("bare")
        Gauge(value: 0.4) { Text("Battery") }.accessibilityIdentifier("labelled")
      }
      .frame(width: 200))
    #expect(try app.capturedFrame(of: "bare")?.width == 200)
    #expect(try app.capturedFrame(of: "bare")?.height == 4)
    // 20 (the label's line) + 8 (the default spacing) + 4 (the bar).
    #expect(try app.capturedFrame(of: "labelled")?.height == 32)
    #expect(app.captureHierarchy().nodes.contains { $0.typeName == "Gauge" })
  }

  @Test("Every gauge spelling and style compiles and lays out as the default bar")
  func gaugeSpellings() async throws {
    let plain = await UIApplication.launch(Counts(styled: false))
    let styled = await UIApplication.launch(Counts(styled: true))
    #expect(plain.captureHierarchy(detail: .full) == styled.captureHierarchy(detail: .full))
    #expect(try styled.capturedFrame(of: "count")?.height == 32)
  }
}

// MARK: - Fixtures

/// A gauge style of the app's own, reading every part of the configuration.
private struct RingStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      configuration.currentValueLabel
      configuration.minimumValueLabel
      configuration.maximumValueLabel
      Text("\(Int(configuration.value * 100))%")
    }
  }
}

/// Gauges in each of their spellings, with each standard style or none.
private struct Counts: View {
  let styled: Bool
  @State private var count = 120.0

  var body: some View {
    VStack {
      Gauge(value: count, in: 0...500) {
        Text("Characters")
      } currentValueLabel: {
        Text("\(Int(count))")
      }
      .accessibilityIdentifier("count")
      .modifier(Styled(styled: styled, style: .accessoryCircularCapacity))
      Gauge(value: count, in: 0...500) {
        Text("Characters")
      } currentValueLabel: {
        Text("\(Int(count))")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("500")
      }
      .modifier(Styled(styled: styled, style: .accessoryCircular))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: .accessoryLinear))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: .accessoryLinearCapacity))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: .linearCapacity))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: .automatic))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: RingStyle()))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: DefaultGaugeStyle()))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: AccessoryCircularGaugeStyle()))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: AccessoryCircularCapacityGaugeStyle()))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: AccessoryLinearGaugeStyle()))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: AccessoryLinearCapacityGaugeStyle()))
      Gauge(value: 0.5) { Text("Half") }
        .modifier(Styled(styled: styled, style: LinearCapacityGaugeStyle()))
    }
  }
}

/// Sets a gauge style when asked to.
private struct Styled<S: GaugeStyle>: ViewModifier {
  let styled: Bool
  let style: S

  func body(content: Content) -> some View {
    if styled {
      content.gaugeStyle(style)
    } else {
      content
    }
  }
}
