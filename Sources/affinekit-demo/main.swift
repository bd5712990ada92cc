// affinekit-demo: replays a profile-photo crop session through AffineKit's crop engine, prints a
// table of each step and writes an SVG picture of it. `swift run affinekit-demo --help`.
// Everything, including the real file writer, lives in AffineKitDemo, where it is tested.

import AffineKitDemo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(DemoCommand.standard.run(Array(CommandLine.arguments.dropFirst())))
