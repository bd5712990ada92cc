import AffineKit
import AffineKitDemo
import Testing

@Suite("TestImage")
struct TestImageTests {
  @Test func `a 1200 by 900 image has its circle at the centre and names its four corners`() {
    // The circle's radius is 0.3 of the shorter side: 0.3 · 900 = 270.
    let svg = TestImage(pixelSize: Size(width: 1200, height: 900)).definitions(id: "p")
    #expect(svg.contains("<g id=\"p\">"))
    #expect(svg.contains("<circle cx=\"600\" cy=\"450\" r=\"270\""))
    #expect(svg.contains("<rect width=\"1200\" height=\"900\" fill=\"url(#p-sky)\"/>"))
    #expect(
      ["top left", "top right", "bottom right", "bottom left"].allSatisfy {
        svg.contains(">\($0)</text>")
      })
  }
}
