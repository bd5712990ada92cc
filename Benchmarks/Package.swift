// swift-tools-version: 6.1
// AffineKit's benchmarks: a separate package, so library users never fetch its dependencies.
// `./run` builds it in release mode and prints the ratio table (see ../Docs/Performance.md).

import PackageDescription

let package = Package(
  name: "AffineKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // Named, because a path dependency's identity is its folder name (a worktree may not be
    // called AffineKit).
    .package(name: "AffineKit", path: ".."),
    // ARC metrics stay off: they crash with Swift 6.3. Only malloc counts and time are used.
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The plain C reference (-O2; no FMA contraction, because Swift never contracts either) and
    // the opaque sink and callgrind client requests.
    .target(
      name: "CReference",
      cSettings: [.unsafeFlags(["-O2", "-ffp-contract=off"])]
    ),
    // Per-operation comparison: AffineKit vs C vs Foundation vs memcpy, ratios and medians.
    .executableTarget(
      name: "Compare",
      dependencies: [.product(name: "AffineKit", package: "AffineKit"), "CReference"]
    ),
    // Scenario benchmarks (package-benchmark): gesture streams and layer-tree conversions, with
    // zero-malloc thresholds.
    .executableTarget(
      name: "Scenarios",
      dependencies: [
        .product(name: "AffineKit", package: "AffineKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Scenarios",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
