/// Consumes a value so the optimizer cannot drop the work that produced it.
@_optimize(none)
func blackHole<T>(_ value: T) {}
