// affinekit-demo: shows AffineKit answering as CoreGraphics does, on the examples from the seeds.
// Run with `swift run affinekit-demo`.

import AffineKit

print("AffineKit: CoreGraphics geometry as pure Swift values\n")

let frame = Rect(x: 50, y: 50, width: 100, height: 100)
print("frame                                  \(frame)")
print("contains (50, 50)  (min edge is in)    \(frame.contains(Point(x: 50, y: 50)))")
print("contains (150, 100) (max edge is out)  \(frame.contains(Point(x: 150, y: 100)))")

let touching = Rect(x: 0, y: 0, width: 10, height: 5)
  .intersection(Rect(x: 0, y: 5, width: 10, height: 5))
print("touching rects intersect in            \(touching)  (zero area, not null)")
print(
  "disjoint rects intersect in            "
    + "\(Rect(x: 0, y: 0, width: 1, height: 1).intersection(Rect(x: 5, y: 5, width: 1, height: 1)))"
)

let pinch = AffineTransform.identity.scaledBy(x: 1.1, y: 1.1).scaledBy(x: 1.2, y: 1.2)
print("\npinch 1.1 then 1.2 without a reset     a = \(pinch.a)  (seed 000: the factors compound)")

let quarterTurn = AffineTransform(rotationAngle: .pi / 2)
print("rotation by pi/2                       \(quarterTurn)")
print(
  "(0, 0, 10, 20) rotated by pi/2         "
    + "\(Rect(x: 0, y: 0, width: 10, height: 20).applying(quarterTurn))")

let t = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
print("\ntranslate (10, 0) first, then scale 2  \(t)")
print("its inverse                            \(t.inverted())")
print(
  "a singular transform has no inverse    \(String(describing: AffineTransform(scaleX: 0, y: 1).inverse))"
)
