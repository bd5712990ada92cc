// swift-tools-version: 6.1
// AffineKit's benchmarks: a separate package, so library users never fetch its dependencies.
// `./run` builds it in release mode and prints the ratio table; `./gate` is the instruction-count
// check CI runs (see ../Docs/Performance.md).

import PackageDescription

// The gate builds only `Compare`, which needs no package dependency: with
// AFFINEKIT_BENCHMARKS_COMPARE_ONLY set, the manifest leaves out package-benchmark and the
// scenarios, so nothing is fetched or resolved.
let compareOnly = Context.environment["AFFINEKIT_BENCHMARKS_COMPARE_ONLY"] != nil

let package = Package(
  name: "AffineKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // Named, because a path dependency's identity is its folder name (a worktree may not be
    // called AffineKit).
    .package(name: "AffineKit", path: "..")
  ]
    + (compareOnly
      ? []
      : [
        // ARC metrics stay off: they crash with Swift 6.3. Only malloc counts and time are used.
        .package(
          url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
          traits: ["MallocInterposer"])
      ]),
  targets: [
    // The C references (-O2; no FMA contraction, because Swift never contracts either): the naive
    // floor (naive.c), the same math as AffineKit (reference.c), the opaque sink and the callgrind
    // client requests (sink.c).
    .target(
      name: "CReference",
      cSettings: [.unsafeFlags(["-O2", "-ffp-contract=off"])]
    ),
    // Per-operation comparison: AffineKit vs the C references vs Foundation vs memcpy.
    .executableTarget(
      name: "Compare",
      dependencies: [.product(name: "AffineKit", package: "AffineKit"), "CReference"]
    ),
  ]
    + (compareOnly
      ? []
      : [
        // Scenario benchmarks (package-benchmark): gesture streams and layer-tree conversions,
        // with zero-malloc thresholds.
        .executableTarget(
          name: "Scenarios",
          dependencies: [
            .product(name: "AffineKit", package: "AffineKit"),
            .product(name: "Benchmark", package: "benchmark"),
          ],
          path: "Benchmarks/Scenarios",
          plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
      ]),
  swiftLanguageModes: [.v6]
)
