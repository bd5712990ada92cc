// swift-tools-version: 6.2
// AffineKit: CoreGraphics, Core Animation and UIKit geometry as pure Swift value types,
// plus a crop and zoom engine for pinch, pan and crop screens. See README.md.

import PackageDescription

let package = Package(
  name: "AffineKit",
  products: [
    .library(name: "AffineKit", targets: ["AffineKit"]),
    .library(name: "AffineKitFoundation", targets: ["AffineKitFoundation"]),
    .executable(name: "affinekit-demo", targets: ["affinekit-demo"]),
  ],
  targets: [
    // Standard library only: no Foundation, no packages. The standard library's
    // own rounding, square root and fused multiply-add lower to libm's floor/ceil/sqrt/fma on
    // Linux, and an executable that imports neither Foundation nor Glibc does not link libm by
    // itself, so the target asks for it there.
    .target(
      name: "AffineKit",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
    ),
    // Conversions to and from Foundation's CGPoint/CGSize/CGRect/AffineTransform (and, on Apple
    // platforms, CGAffineTransform), kept out of AffineKit so that it needs only the stdlib.
    .target(name: "AffineKitFoundation", dependencies: ["AffineKit"]),
    // The demo: scenarios, the session table and the SVG writer live in a library so they are
    // tested; the executable only wires them to the file system.
    .target(name: "AffineKitDemo", dependencies: ["AffineKit"]),
    .executableTarget(name: "affinekit-demo", dependencies: ["AffineKitDemo"]),
    // Test support: counts heap allocations per thread, so a test can assert that geometry
    // operations and reducer steps do not allocate.
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    // Fixtures/ holds generated test data (scripts/accuracy), read by the tests from the checkout.
    .testTarget(
      name: "AffineKitTests", dependencies: ["AffineKit", "AllocationCounter"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AffineKitFoundationTests", dependencies: ["AffineKit", "AffineKitFoundation"]),
    .testTarget(
      name: "AffineKitDemoTests", dependencies: ["AffineKit", "AffineKitDemo"],
      exclude: ["Expected"]),
  ],
  swiftLanguageModes: [.v6]
)
