import Testing

/// The seed articles' apps, run from their own code.
///
/// The dolphin article keeps its window in a global (`UIApplication.dolphinWindow`), so every
/// suite that launches one of these apps runs inside this serialized suite, and each test resets
/// the global first.
@Suite(.serialized)
enum SeedAppTests {}
