// Stands in for Apple's Combine, which Linux lacks: app files that write `import Combine` compile
// unchanged when README's setup aliases it here (`-module-alias Combine=HeadlessCombine`), and
// HeadlessSwiftUI re-exports it, as SwiftUI re-exports Combine. On Apple platforms this module
// only re-exports the real Combine.
//
// Delivery is synchronous: a value sent reaches every subscriber before `send` returns, and the
// model's schedulers (`DispatchQueue`, `RunLoop`, `ImmediateScheduler`) run scheduled work at
// once, delays included: time does not pass in the model, so `receive(on:)` delivers inside the
// sender's call, `debounce`, `throttle` and `delay` let every value through at once, a connected
// `Timer.publish` ticks once, and a `timeout` never runs out. A test sees the effect by the
// next `settle()`, which evaluates every body again, as a device does once the interval passed
// [INF].
#if canImport(Combine)
@_exported public import Combine
#endif
