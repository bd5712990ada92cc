// Replays the playground page's call log through the same exported functions, natively, and prints
// each call's result: `code|v0,v1,…` (the registers a query wrote). scripts/browser-test compares
// these lines with what the page saw in the browser.
//
// Input, one call a line, as the page logs it (numbers as JavaScript prints them):
//   create|imageWidth,imageHeight,boxX,boxY,boxWidth,boxHeight,fit,min,max,restMin,restMax,overscroll,maxAngle|…
//   createArea|imageWidth,imageHeight,areaX,areaY,areaWidth,areaHeight,ratioWidth,ratioHeight,
//     boxEditing,minimumBoxSize,recentreDelay,fit,min,max,restMin,restMax,overscroll,maxAngle|…
//   event|handle,kind,phase,flags,time,a0,a1,a2,a3,a4,a5|…   (time: seconds on the page's clock)
//   query|handle,query,a0,a1,a2,a3,a4,a5|…
//   destroy|handle|…
// Everything after the second `|` (the page's own results) is ignored. Exits with 65 on a line it
// cannot read.

import CropExports

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exits with 65 and a message on standard error.
func fail(_ message: String) -> Never {
  let text = "crop-replay: \(message)\n"
  _ = text.withCString { write(2, $0, strlen($0)) }
  exit(65)
}

var lineNumber = 0
while let line = readLine() {
  lineNumber += 1
  if line.isEmpty { continue }
  let fields = line.split(separator: "|", omittingEmptySubsequences: false)
  guard fields.count >= 2 else { fail("line \(lineNumber): no arguments") }
  var numbers: [Double] = []
  if !fields[1].isEmpty {
    for text in fields[1].split(separator: ",") {
      guard let x = Double(text) else { fail("line \(lineNumber): not a number: \(text)") }
      numbers.append(x)
    }
  }
  func int(_ i: Int) -> Int32 {
    guard let v = Int32(exactly: numbers[i]) else { fail("line \(lineNumber): not an Int32") }
    return v
  }
  let code: Int32
  var values: [Double] = []
  switch (fields[0], numbers.count) {
  case ("create", 13):
    let n = numbers
    code = akCreate(
      n[0], n[1], n[2], n[3], n[4], n[5], int(6), n[7], n[8], n[9], n[10], int(11), n[12])
  case ("createArea", 18):
    let n = numbers
    code = akCreateArea(
      n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], int(8), n[9], n[10], int(11), n[12], n[13],
      n[14], n[15], int(16), n[17])
  case ("event", 11):
    let n = numbers
    code = akEvent(int(0), int(1), int(2), int(3), n[4], n[5], n[6], n[7], n[8], n[9], n[10])
  case ("query", 8):
    let n = numbers
    code = akQuery(int(0), int(1), n[2], n[3], n[4], n[5], n[6], n[7])
    if code > 0 { values = (0..<code).map { akOut($0) } }
  case ("destroy", 1):
    code = akDestroy(int(0))
  default:
    fail("line \(lineNumber): unknown call \(fields[0]) with \(numbers.count) arguments")
  }
  print("\(code)|" + values.map { "\($0)" }.joined(separator: ","))
}
