/// An effect that animates a symbol image, as the Symbols framework's `SymbolEffect`, which
/// SwiftUI re-exports; inert.
///
/// Symbol effects animate the layers of an SF Symbol and decide nothing about what covers what,
/// so the model keeps each effect as a value and animates nothing.
public protocol SymbolEffect: Hashable, Sendable {}

/// An effect that runs once when a value changes, as the Symbols framework's
/// `DiscreteSymbolEffect`; inert.
public protocol DiscreteSymbolEffect {}

/// An effect that runs until it is turned off or removed, as the Symbols framework's
/// `IndefiniteSymbolEffect`; inert.
public protocol IndefiniteSymbolEffect {}

/// An effect that animates a symbol in or out of view, as the Symbols framework's
/// `TransitionSymbolEffect`; inert.
public protocol TransitionSymbolEffect {}

/// An effect that animates one symbol into another, as the Symbols framework's
/// `ContentTransitionSymbolEffect`; inert.
public protocol ContentTransitionSymbolEffect {}
