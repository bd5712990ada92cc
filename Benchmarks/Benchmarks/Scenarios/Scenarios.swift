import AffineKit
import Benchmark

nonisolated(unsafe) let benchmarks: @Sendable () -> Void = {
}
