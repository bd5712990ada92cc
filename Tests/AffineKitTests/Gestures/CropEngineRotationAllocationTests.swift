import AffineKit
import AllocationCounter
import Testing

/// The rotation events and the crop output allocate nothing: each case runs once to warm up, then
/// 100 times, and the thread's allocation count (counted by the AllocationCounter target, which
/// interposes the `malloc` family) must not change.
@Suite("CropEngine rotation allocations")
struct CropEngineRotationAllocationTests {
  static let repetitions = 100

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var body: @Sendable (inout CropEngine) -> Void
    var testDescription: String { name }
    init(_ name: String, _ body: @escaping @Sendable (inout CropEngine) -> Void) {
      self.name = name
      self.body = body
    }
  }

  /// Hands `value` to C code the optimizer cannot see, so computing it is not optimized away.
  @inline(never)
  static func sink<T>(_ value: T) {
    withUnsafePointer(to: value) { affinekit_blackhole($0) }
  }

  static let cases: [Case] = [
    Case("rotation gesture") { e in
      sink(e.apply(.rotation(.began, angle: 0.1, centroid: Point(x: 40, y: 60))))
      sink(
        e.apply(.rotation(.changed, angle: 0.2, centroid: Point(x: 50, y: 60), values: .cumulative))
      )
      sink(e.apply(.rotation(.ended, angle: 0)))
    },
    Case("straighten") { e in
      sink(e.apply(.straighten(angle: 0.3)))
      sink(e.apply(.straighten(angle: -0.2)))
    },
    Case("turn") { e in
      sink(e.apply(.turn(quarterTurns: 1)))
      sink(e.apply(.turn(quarterTurns: -3)))
    },
    Case("flip") { e in
      sink(e.apply(.flip(.horizontal)))
      sink(e.apply(.flip(.vertical)))
    },
    Case("reset") { e in
      sink(e.apply(.straighten(angle: 0.3)))
      sink(e.apply(.reset))
    },
    Case("pinch and pan while straightened") { e in
      sink(e.apply(.straighten(angle: 0.25)))
      sink(e.apply(.pinch(.began, scale: 0.8, centroid: Point(x: 10, y: 20))))
      sink(e.apply(.pan(.began, translation: Point(x: 30, y: -4))))
      sink(e.apply(.pinch(.ended, scale: 1)))
      sink(e.apply(.pan(.ended, translation: .zero)))
    },
    Case("perspective, gestures, a fling and a turn under it") { e in
      sink(e.apply(.perspective(horizontal: 0.3, vertical: -0.2)))
      sink(e.apply(.pinch(.began, scale: 0.7, centroid: Point(x: 10, y: 20))))
      sink(e.apply(.pan(.began, translation: Point(x: 90, y: -40))))
      sink(e.apply(.pinch(.ended, scale: 1)))
      sink(e.apply(.pan(.ended, translation: .zero, velocity: Point(x: 900, y: 300))))
      sink(e.apply(.turn(quarterTurns: 1)))
      sink(e.apply(.perspective(horizontal: 0, vertical: 0.1)))
    },
    Case("the output under a perspective: region, transforms, saved crop and restore") { e in
      sink(e.apply(.perspective(horizontal: -0.25, vertical: 0.15)))
      let region = e.cropRegion
      sink(region)
      sink(region.projectiveTransform(outputSize: Size(width: 1024, height: 768)))
      sink(e.projectiveTransform)
      sink(e.projectiveTransform(at: 0))
      sink(e.contentFrame)
      sink(e.apply(.restore(e.savedCrop)))
    },
    Case("crop region, output transform, saved crop and restore") { e in
      sink(e.apply(.straighten(angle: 0.3)))
      sink(e.apply(.turn(quarterTurns: 1)))
      let region = e.cropRegion
      sink(region)
      sink(region.transform(outputSize: Size(width: 1024, height: 1024)))
      sink(e.cropRect)
      sink(e.apply(.restore(e.savedCrop)))
    },
  ]

  @Test(arguments: cases)
  func `rotation events and the crop output allocate nothing`(c: Case) throws {
    try #require(affinekit_allocation_counting_available() != 0)
    let start = try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(overscroll: .rubberBand))
    let body = c.body
    func run() {
      var e = start
      body(&e)
      Self.sink(e)
    }
    run()
    let before = affinekit_allocation_count()
    for _ in 0..<Self.repetitions { run() }
    #expect(affinekit_allocation_count() - before == 0)
  }
}
