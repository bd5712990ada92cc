// The crop playground's glue: loads affinekit.wasm (AffineKit's crop engine, Embedded Swift),
// turns the browser's pointer, wheel and keyboard input into engine events, and draws what the
// engine says. The exported surface (kinds, queries, result codes) is documented at the top of
// Playground/Sources/CropExports/Exports.swift; the constants below mirror it.
//
// Every engine call is logged (call, arguments, result code, values read back), so the browser test
// can replay the same calls through the native engine and compare (window.playground.logText()).
//
// Every event carries its time, and every frame asks the engine what to draw at its time, on one
// clock: performance.now() / 1000, in seconds. The engine keeps its running animation and catches
// the image where it draws it when an event arrives, so the page never interrupts an animation.
"use strict";

// MARK: The exported surface's codes (Exports.swift)

const Kind = Object.freeze({
  pinch: 1, pan: 2, touchDrag: 3, doubleTap: 4, zoomTo: 5, layout: 6, rotation: 7,
  straighten: 8, turn: 9, flip: 10, reset: 11, restore: 12,
  scroll: 13, scrollEnded: 14, key: 15, quickZoom: 16,
});
const KeyCode = Object.freeze({ zoomIn: 0, zoomOut: 1, left: 2, right: 3, up: 4, down: 5, reset: 6 });
const Phase = Object.freeze({ began: 0, changed: 1, ended: 2, cancelled: 3 });
const Flag = Object.freeze({ cumulative: 1, centroid: 2 });
const Query = Object.freeze({
  state: 1, animation: 2, crop: 3, output: 4, saved: 5, cropBox: 6, pixelRect: 7, outputSize: 8,
});
const rejections = [
  "", "invalid scale", "invalid centroid", "invalid touch count", "invalid translation",
  "invalid velocity", "invalid location", "invalid rectangle", "invalid crop box",
  "gesture not active", "overflow", "invalid angle", "angle not coverable", "invalid delta",
  "invalid time", "invalid configuration",
];
const glueErrors = {
  "-901": "no engine with this handle", "-902": "unknown event kind or query",
  "-903": "unknown gesture phase", "-904": "bad argument", "-905": "no free engine slot",
  "-906": "nothing to report",
};
const configurationErrors = [
  "", "invalid image pixel size", "invalid crop box", "invalid natural size",
  "fitted size out of range", "invalid zoom", "invalid centre", "invalid angle limit",
  "invalid motion", "invalid input options", "negative crop box size",
];

/** A result or error code in words. */
function describeCode(code) {
  if (code >= 0) return ["unchanged", "moved", "animated"][code] ?? `code ${code}`;
  if (code >= -(rejections.length - 1)) return `rejected: ${rejections[-code]}`;
  if (code >= -100 - (rejections.length - 1) && code <= -101) {
    return `rejected (settled): ${rejections[-code - 100]}`;
  }
  if (code >= -200 - (configurationErrors.length - 1) && code <= -201) {
    return `invalid configuration: ${configurationErrors[-code - 200]}`;
  }
  return glueErrors[String(code)] ?? `error ${code}`;
}

// MARK: Layout

const STAGE = { width: 720, height: 560 }; // the stage, in CSS pixels: the engine's view coordinates
const AREA = { x: 30, y: 30, width: 660, height: 500 }; // where crop boxes may go
const PHOTO = { width: 1600, height: 1200 }; // the generated photo's size, in pixels
const OUTPUT_MAX = 256; // the output preview's longer side, in CSS pixels
const BACKGROUND = "#1b1d22"; // the stage's empty colour (style.css --background)

// MARK: The photo

/**
 * Draws the test photo: a landscape with a level horizon, a round sun, mountains, a lake, a compass
 * rose, lettering that reads wrong when mirrored, an arrow pointing up, and labelled corners behind
 * a checkered border. Deterministic (a seeded generator, no randomness), and no pixel is near the
 * stage's background colour, so an uncovered crop box shows.
 */
function drawPhoto() {
  const canvas = document.createElement("canvas");
  canvas.width = PHOTO.width;
  canvas.height = PHOTO.height;
  const g = canvas.getContext("2d");
  const W = PHOTO.width, H = PHOTO.height, horizon = 760;
  let seed = 0x2545f491;
  const random = () => { // xorshift32
    seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
    return seed / 4294967296;
  };
  const sky = g.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, "#5b9bd5");
  sky.addColorStop(1, "#d8ecf7");
  g.fillStyle = sky;
  g.fillRect(0, 0, W, horizon);
  // Sun with rays.
  g.fillStyle = "#ffd84a";
  g.beginPath(); g.arc(1240, 250, 110, 0, 2 * Math.PI); g.fill();
  g.strokeStyle = "#ffc21a"; g.lineWidth = 10;
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * 2 * Math.PI;
    g.beginPath();
    g.moveTo(1240 + 135 * Math.cos(a), 250 + 135 * Math.sin(a));
    g.lineTo(1240 + 185 * Math.cos(a), 250 + 185 * Math.sin(a));
    g.stroke();
  }
  // Two mountain ranges.
  const ridge = (base, height, color, step) => {
    g.fillStyle = color;
    g.beginPath(); g.moveTo(0, horizon);
    for (let x = 0; x <= W; x += step) g.lineTo(x, base - height * (0.3 + 0.7 * random()));
    g.lineTo(W, horizon); g.closePath(); g.fill();
  };
  ridge(horizon, 380, "#7d93b8", 80);
  ridge(horizon, 200, "#4f8a5b", 50);
  // Lake with horizontal ripples, and the horizon as a crisp line.
  const lake = g.createLinearGradient(0, horizon, 0, H);
  lake.addColorStop(0, "#6fa8cf");
  lake.addColorStop(1, "#2f6f9f");
  g.fillStyle = lake;
  g.fillRect(0, horizon, W, H - horizon);
  g.strokeStyle = "rgba(255,255,255,0.45)"; g.lineWidth = 3;
  for (let i = 0; i < 40; i++) {
    const y = horizon + 20 + random() * (H - horizon - 60), x = random() * W, w = 60 + random() * 200;
    g.beginPath(); g.moveTo(x, y); g.lineTo(x + w, y); g.stroke();
  }
  g.strokeStyle = "#f4f4f4"; g.lineWidth = 4;
  g.beginPath(); g.moveTo(0, horizon); g.lineTo(W, horizon); g.stroke();
  // A faint 100-pixel grid, to judge scale and straightness.
  g.strokeStyle = "rgba(255,255,255,0.25)"; g.lineWidth = 1;
  for (let x = 100; x < W; x += 100) { g.beginPath(); g.moveTo(x, 0); g.lineTo(x, H); g.stroke(); }
  for (let y = 100; y < H; y += 100) { g.beginPath(); g.moveTo(0, y); g.lineTo(W, y); g.stroke(); }
  // A compass rose: circles stay circles, the cross shows the rotation.
  g.strokeStyle = "#fff7e0"; g.lineWidth = 6;
  for (const r of [60, 120]) { g.beginPath(); g.arc(800, 400, r, 0, 2 * Math.PI); g.stroke(); }
  g.beginPath(); g.moveTo(800, 260); g.lineTo(800, 540); g.moveTo(660, 400); g.lineTo(940, 400);
  g.stroke();
  // An arrow pointing up, and lettering (mirrored text reads backwards).
  g.fillStyle = "#c0392b";
  g.beginPath();
  g.moveTo(300, 180); g.lineTo(380, 300); g.lineTo(330, 300); g.lineTo(330, 460);
  g.lineTo(270, 460); g.lineTo(270, 300); g.lineTo(220, 300); g.closePath(); g.fill();
  g.fillStyle = "#102a5c";
  g.font = "bold 120px sans-serif";
  g.textBaseline = "alphabetic";
  g.fillText("AffineKit", 430, 680);
  g.fillStyle = "#fdfdfd";
  g.font = "bold 48px sans-serif";
  g.fillText("UP", 262, 160);
  // Checkered border and labelled corners, so an edge of the photo is plain to see.
  const square = 24;
  for (let x = 0; x < W; x += square) {
    for (const y of [0, H - square]) {
      g.fillStyle = (x / square + y / square) % 2 ? "#e74c3c" : "#fafafa";
      g.fillRect(x, y, square, square);
    }
  }
  for (let y = square; y < H - square; y += square) {
    for (const x of [0, W - square]) {
      g.fillStyle = (x / square + y / square) % 2 ? "#e74c3c" : "#fafafa";
      g.fillRect(x, y, square, square);
    }
  }
  g.font = "bold 56px sans-serif";
  const corner = (label, x, y, align, baseline) => {
    g.textAlign = align; g.textBaseline = baseline;
    g.fillStyle = "#fafafa"; g.fillText(label, x, y);
  };
  corner("TOP LEFT", 50, 50, "left", "top");
  corner("TOP RIGHT", W - 50, 50, "right", "top");
  corner("BOTTOM LEFT", 50, H - 50, "left", "bottom");
  corner("BOTTOM RIGHT", W - 50, H - 50, "right", "bottom");
  return canvas;
}

// MARK: The engine, with every call logged

const LOG_LIMIT = 200000;
const log = [];
let logTruncated = false;

/** A number as the replay reads it: JavaScript's shortest round-trip form, and -0 kept. */
function fmt(x) {
  return Object.is(x, -0) ? "-0" : String(x);
}

function record(name, args, code, values) {
  if (log.length >= LOG_LIMIT) { logTruncated = true; return; }
  log.push(`${name}|${args.map(fmt).join(",")}|${code}|${values.map(fmt).join(",")}`);
}

let wasm = null; // the module's exports

/** The raw surface, logged: what the test calls with bad input too. Int32 arguments are
 * truncated as WebAssembly truncates them before they are logged, so the replay sees the same. */
const raw = {
  create(...a) {
    const args = a.map((x, i) => (i === 6 || i === 11 ? x | 0 : +x));
    const code = wasm.ak_create(...args);
    record("create", args, code, []);
    return code;
  },
  /** `time`: when the event happened, in seconds on the page's clock (performance.now() / 1000). */
  event(handle, kind, phase, flags, time, a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0) {
    const args = [handle | 0, kind | 0, phase | 0, flags | 0, +time, +a0, +a1, +a2, +a3, +a4, +a5];
    const code = wasm.ak_event(...args);
    record("event", args, code, []);
    return code;
  },
  query(handle, query, a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0) {
    const args = [handle | 0, query | 0, +a0, +a1, +a2, +a3, +a4, +a5];
    const code = wasm.ak_query(...args);
    const values = [];
    for (let i = 0; i < code; i++) values.push(wasm.ak_out(i));
    record("query", args, code, values);
    return code > 0 ? values : code;
  },
  destroy(handle) {
    const args = [handle | 0];
    const code = wasm.ak_destroy(...args);
    record("destroy", args, code, []);
    return code;
  },
};

// MARK: Page state

const stage = document.getElementById("stage");
const ctx = stage.getContext("2d");
const output = document.getElementById("output");
const octx = output.getContext("2d");
const messageLine = document.getElementById("message");
const photo = drawPhoto();

let handle = 0; // the engine's handle (0 until it exists)
let state = null; // the last query 1, by name
let animating = false; // whether the engine runs a settle animation (query 2 says when it ends)
let wheelTimer = 0; // the end of a wheel gesture, after a pause
let wheelActive = false;
let lastMessage = "";
let currentRatio = [0, 0];

function showMessage(text) {
  lastMessage = text;
  messageLine.textContent = text;
}

/** The page's clock, in seconds: the time of every event (and, as rAF's `now`, of every frame). */
function clock() {
  return performance.now() / 1000;
}

/** Sends one event, now; draws, animates or reports what the engine did. Returns the code. */
function send(kind, phase, flags, a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0) {
  let code;
  try {
    code = raw.event(handle, kind, phase, flags, clock(), a0, a1, a2, a3, a4, a5);
  } catch (error) { // a trap: never expected, but the page must go on
    showMessage(`The engine trapped: ${error}`);
    return -999;
  }
  // An animation starts (now, in the engine); an accepted event that starts none leaves none
  // running (one that came during an animation caught the image where it was); a rejection
  // leaves the engine's animation as it was.
  if (code === 2 || (code <= -101 && code >= -100 - (rejections.length - 1))) animating = true;
  else if (code === 0 || code === 1) animating = false;
  if (code < 0) showMessage(`Event ${kindName(kind)}: ${describeCode(code)}`);
  refresh();
  return code;
}

function kindName(kind) {
  return Object.keys(Kind).find((k) => Kind[k] === kind) ?? `kind ${kind}`;
}

const stateNames = [
  "zoom", "centerX", "centerY", "angle", "quarterTurns", "mirrored", "boundsWidth", "boundsHeight",
  "a", "b", "c", "d", "tx", "ty", "frameX", "frameY", "frameWidth", "frameHeight",
  "boxX", "boxY", "boxWidth", "boxHeight", "interacting", "covered", "coversCropBox", "coverZoom",
  "imageWidth", "imageHeight",
];

/** Reads the engine's state, the readouts and the output preview after an event. */
function refresh() {
  const v = raw.query(handle, Query.state);
  if (!Array.isArray(v)) { showMessage(`State: ${describeCode(v)}`); return; }
  state = Object.fromEntries(stateNames.map((name, i) => [name, v[i]]));
  updateReadouts();
  requestDraw();
}

// MARK: Drawing

let drawPending = false;
function requestDraw() {
  if (!drawPending) { drawPending = true; requestAnimationFrame(frame); }
}

/**
 * One animation frame: while the engine runs an animation, asks it what to draw at the frame's
 * time (`now`, on performance.now()'s clock) and requests the next frame until it says the
 * animation has finished; then draws.
 */
function frame(now) {
  drawPending = false;
  if (!state) return;
  let geometry = {
    cx: state.centerX, cy: state.centerY, a: state.a, b: state.b, c: state.c, d: state.d,
    tx: state.tx, ty: state.ty,
  };
  if (animating) {
    const v = raw.query(handle, Query.animation, now / 1000);
    if (Array.isArray(v)) {
      geometry = { cx: v[2], cy: v[3], a: v[4], b: v[5], c: v[6], d: v[7], tx: v[8], ty: v[9] };
      if (v[1] === 1) animating = false; else requestDraw();
    } else {
      animating = false;
    }
  }
  draw(geometry);
}

function draw(g) {
  const dpr = window.devicePixelRatio || 1;
  if (stage.width !== Math.round(STAGE.width * dpr)) {
    stage.width = Math.round(STAGE.width * dpr);
    stage.height = Math.round(STAGE.height * dpr);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, STAGE.width, STAGE.height);
  // The image view: bounds (0, 0, w, h), centred anchor, at `center`, with `transform`
  // (row vectors: x' = a·x + c·y + tx, as the canvas reads it).
  ctx.save();
  ctx.transform(g.a, g.b, g.c, g.d, g.cx + g.tx, g.cy + g.ty);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(photo, -state.boundsWidth / 2, -state.boundsHeight / 2,
    state.boundsWidth, state.boundsHeight);
  ctx.restore();
  // The dimmed outside, the crop box's border, and thirds while a gesture runs.
  const { boxX: x, boxY: y, boxWidth: w, boxHeight: h } = state;
  ctx.fillStyle = "rgba(0, 0, 0, 0.6)";
  ctx.beginPath();
  ctx.rect(0, 0, STAGE.width, STAGE.height);
  ctx.rect(x, y, w, h);
  ctx.fill("evenodd");
  ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
  ctx.lineWidth = 1;
  ctx.strokeRect(x - 0.5, y - 0.5, w + 1, h + 1);
  if (state.interacting === 1) {
    ctx.strokeStyle = "rgba(255, 255, 255, 0.4)";
    ctx.beginPath();
    for (const f of [1 / 3, 2 / 3]) {
      ctx.moveTo(x + w * f, y); ctx.lineTo(x + w * f, y + h);
      ctx.moveTo(x, y + h * f); ctx.lineTo(x + w, y + h * f);
    }
    ctx.stroke();
  }
}

const fixed = (x, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : String(x));

function updateReadouts() {
  document.getElementById("zoom").textContent = `${fixed(state.zoom, 3)}× (covering zoom ${fixed(state.coverZoom, 3)})`;
  const degrees = (state.angle * 180) / Math.PI;
  document.getElementById("angle").textContent =
    `${fixed(degrees, 2)}°, ${state.quarterTurns} quarter turn${state.quarterTurns === 1 ? "" : "s"}${state.mirrored ? ", mirrored" : ""}`;
  const slider = document.getElementById("straighten");
  if (document.activeElement !== slider) slider.value = degrees.toFixed(1);
  document.getElementById("straighten-value").textContent = `${fixed(degrees, 1)}°`;
  const crop = raw.query(handle, Query.crop);
  if (Array.isArray(crop)) {
    document.getElementById("crop-rect").textContent =
      `(${fixed(crop[0])}, ${fixed(crop[1])}, ${fixed(crop[2])}, ${fixed(crop[3])})`;
  }
  // The output's size keeps the chosen ratio exactly; with no straighten angle the output is also a
  // whole-pixel rectangle of the photo.
  const [p, q] = currentRatio;
  const size = raw.query(handle, Query.outputSize, p, q);
  const pixels = state.angle === 0 ? raw.query(handle, Query.pixelRect, p, q) : null;
  document.getElementById("pixel-rect").textContent = !Array.isArray(size) ? describeCode(size)
    : `${size[0]} × ${size[1]}` + (Array.isArray(pixels) ? ` at (${pixels[0]}, ${pixels[1]})` : "");
  document.getElementById("covered").textContent =
    state.covered === 1 ? "yes" : state.interacting === 1 ? "not yet (gesture in progress)" : "no";
  drawOutput();
}

/** The cropped output, drawn through the inverse of the engine's output-to-image transform. */
function drawOutput() {
  const aspect = state.boxWidth / state.boxHeight;
  const ow = Math.max(1, Math.round(aspect >= 1 ? OUTPUT_MAX : OUTPUT_MAX * aspect));
  const oh = Math.max(1, Math.round(aspect >= 1 ? OUTPUT_MAX / aspect : OUTPUT_MAX));
  const dpr = window.devicePixelRatio || 1;
  output.width = Math.round(ow * dpr);
  output.height = Math.round(oh * dpr);
  output.style.width = `${ow}px`;
  output.style.height = `${oh}px`;
  octx.setTransform(1, 0, 0, 1, 0, 0);
  octx.fillStyle = "#000";
  octx.fillRect(0, 0, output.width, output.height);
  const t = raw.query(handle, Query.output, ow * dpr, oh * dpr);
  if (!Array.isArray(t)) return;
  // t[6..11] is image pixels → output pixels.
  octx.setTransform(t[6], t[7], t[8], t[9], t[10], t[11]);
  octx.imageSmoothingQuality = "high";
  octx.drawImage(photo, 0, 0);
}

// MARK: Pointers: one finger pans, two pinch, pan and twist

const pointers = new Map(); // pointerId → { x, y, downX, downY, downTime }
let mode = "none"; // "pan" | "pinch" | "none"
let pinchStart = null; // { distance, angle }
let lastAngle = 0; // the cumulative twist, unwrapped
let lastCentroid = null;
let panSamples = []; // [time, x, y] of the panning finger, for the release velocity
let lastTap = null; // { time, x, y } of the last quick tap

function stagePoint(event) {
  const r = stage.getBoundingClientRect();
  return {
    x: ((event.clientX - r.left) * STAGE.width) / r.width,
    y: ((event.clientY - r.top) * STAGE.height) / r.height,
  };
}

function twoFingers() {
  const [p, q] = [...pointers.values()];
  return {
    centroid: { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 },
    distance: Math.max(1, Math.hypot(q.x - p.x, q.y - p.y)),
    angle: Math.atan2(q.y - p.y, q.x - p.x),
  };
}

function beginPan(p) {
  mode = "pan";
  panSamples = [[performance.now(), p.x, p.y]];
  send(Kind.pan, Phase.began, 0, 0, 0, 0, 0);
}

function panVelocity() {
  // Points per second over the last 100 ms of movement, as a recognizer estimates it.
  const now = performance.now();
  const recent = panSamples.filter(([t]) => now - t <= 100);
  if (recent.length < 2) return { x: 0, y: 0 };
  const [t0, x0, y0] = recent[0];
  const [t1, x1, y1] = recent[recent.length - 1];
  const dt = (t1 - t0) / 1000;
  return dt > 0 ? { x: (x1 - x0) / dt, y: (y1 - y0) / dt } : { x: 0, y: 0 };
}

function endPan(phase) {
  const v = phase === Phase.ended ? panVelocity() : { x: 0, y: 0 };
  mode = "none";
  return send(Kind.pan, phase, 0, 0, 0, v.x, v.y);
}

const TWIST_THRESHOLD = (6 * Math.PI) / 180; // a twist starts turning the photo past 6°

function beginPinch() {
  const f = twoFingers();
  mode = "pinch";
  pinchStart = f;
  lastAngle = 0;
  twistBase = null;
  lastCentroid = f.centroid;
  pinchSamples = [[performance.now(), 1, 0]];
  send(Kind.pinch, Phase.began, Flag.cumulative | Flag.centroid, 1, f.centroid.x, f.centroid.y, 2);
}

let twistBase = null; // the fingers' turn when the twist began (null: not yet)

function movePinch() {
  const f = twoFingers();
  let turn = f.angle - pinchStart.angle;
  // Unwrap to the value nearest the last one, so a twist past ±180° goes on smoothly.
  turn += 2 * Math.PI * Math.round((lastAngle - turn) / (2 * Math.PI));
  lastAngle = turn;
  lastCentroid = f.centroid;
  pinchSamples.push([performance.now(), f.distance / pinchStart.distance, turn]);
  if (pinchSamples.length > 32) pinchSamples.shift();
  const flags = Flag.cumulative | Flag.centroid;
  send(Kind.pinch, Phase.changed, flags, f.distance / pinchStart.distance, f.centroid.x, f.centroid.y, 2);
  // Like a rotation recognizer, the twist begins only past a threshold, so a pinch does not tilt
  // the photo by the fingers' unintended turn.
  if (twistBase === null && Math.abs(turn) > TWIST_THRESHOLD) {
    twistBase = turn;
    send(Kind.rotation, Phase.began, flags, 0, f.centroid.x, f.centroid.y);
  } else if (twistBase !== null) {
    send(Kind.rotation, Phase.changed, flags, turn - twistBase, f.centroid.x, f.centroid.y);
  }
}

let pinchSamples = []; // [time, scale, turn] of the pinch's last moves

/**
 * The pinch's scale velocity (per second) and the twist's angular velocity (radians per second)
 * over the last 100 ms, as UIKit's recognizers report them: the engine's release spring starts at
 * them when the pinch or the twist ends last.
 */
function pinchVelocity() {
  const now = performance.now();
  const recent = pinchSamples.filter(([t]) => now - t <= 100);
  if (recent.length < 2) return { scale: 0, angle: 0 };
  const [t0, s0, a0] = recent[0];
  const [t1, s1, a1] = recent[recent.length - 1];
  const dt = (t1 - t0) / 1000;
  return dt > 0 ? { scale: (s1 - s0) / dt, angle: (a1 - a0) / dt } : { scale: 0, angle: 0 };
}

/** Ends the pinch and the twist (the caller sets the mode: a pan may already have taken over). */
function endPinch(phase, scale) {
  const flags = Flag.cumulative | Flag.centroid;
  const v = phase === Phase.ended ? pinchVelocity() : { scale: 0, angle: 0 };
  // No finger movement in the end events: the touch count changes (to 0), so the engine
  // re-baselines the centroid instead of panning.
  if (twistBase !== null) {
    send(Kind.rotation, phase, flags, lastAngle - twistBase, lastCentroid.x, lastCentroid.y, v.angle);
    twistBase = null;
  }
  send(Kind.pinch, phase, flags, scale, lastCentroid.x, lastCentroid.y, 0, v.scale);
}

let lastPinchScale = 1;

stage.addEventListener("pointerdown", (event) => {
  if (!handle) return;
  if (pointers.size >= 2) return; // a third finger is not part of the gesture
  if (event.pointerType === "mouse" && event.button !== 0) return;
  event.preventDefault();
  stage.focus({ preventScroll: true });
  try { stage.setPointerCapture(event.pointerId); } catch { /* a synthetic pointer */ }
  const p = stagePoint(event);
  pointers.set(event.pointerId, { ...p, downX: p.x, downY: p.y, downTime: performance.now() });
  if (wheelActive) endWheel();
  if (pointers.size === 1) {
    beginPan(p);
  } else {
    // Two fingers: the pinch (which pans with the centroid) and the twist take over from the pan;
    // they begin first, so the pan's end is not the last gesture's and does not settle.
    lastPinchScale = 1;
    const wasPanning = mode === "pan";
    beginPinch();
    if (wasPanning) send(Kind.pan, Phase.ended, 0, 0, 0, 0, 0);
  }
});

stage.addEventListener("pointermove", (event) => {
  const p = pointers.get(event.pointerId);
  if (!p) return; // not one of ours: a third finger, or a touch that began elsewhere
  event.preventDefault();
  const q = stagePoint(event);
  const dx = q.x - p.x, dy = q.y - p.y;
  p.x = q.x; p.y = q.y;
  if (mode === "pan") {
    panSamples.push([performance.now(), q.x, q.y]);
    if (panSamples.length > 32) panSamples.shift();
    if (dx !== 0 || dy !== 0) send(Kind.pan, Phase.changed, 0, dx, dy, 0, 0);
  } else if (mode === "pinch" && pointers.size === 2) {
    lastPinchScale = twoFingers().distance / pinchStart.distance;
    movePinch();
  }
});

function liftPointer(event, phase) {
  const p = pointers.get(event.pointerId);
  if (!p) return;
  pointers.delete(event.pointerId);
  if (phase === Phase.cancelled) {
    // The system took the touches: cancel every gesture; other fingers no longer count.
    if (mode === "pinch") endPinch(Phase.cancelled, lastPinchScale);
    else if (mode === "pan") endPan(Phase.cancelled);
    mode = "none";
    pointers.clear();
    return;
  }
  if (mode === "pinch") {
    // One finger stays: it pans; the pan begins before the pinch ends, so nothing settles yet.
    const remaining = [...pointers.values()][0];
    beginPan(remaining);
    endPinch(Phase.ended, lastPinchScale);
    return;
  }
  if (mode !== "pan") return;
  const now = performance.now();
  const quick = now - p.downTime < 300 && Math.hypot(p.x - p.downX, p.y - p.downY) < 10;
  endPan(Phase.ended);
  if (!quick) { lastTap = null; return; }
  if (lastTap && now - lastTap.time < 400 && Math.hypot(p.x - lastTap.x, p.y - lastTap.y) < 30) {
    lastTap = null;
    send(Kind.doubleTap, 0, 0, p.x, p.y);
  } else {
    lastTap = { time: now, x: p.x, y: p.y };
  }
}

stage.addEventListener("pointerup", (event) => liftPointer(event, Phase.ended));
stage.addEventListener("pointercancel", (event) => liftPointer(event, Phase.cancelled));
stage.addEventListener("contextmenu", (event) => event.preventDefault());

// MARK: Wheel and trackpad: the engine's scroll event

/**
 * The engine event for one wheel event: a scroll at the pointer, with the browser's delta and its
 * unit; ctrl-wheel is how a browser reports a trackpad pinch. The engine zooms by
 * k = 2^(−deltaY·f) (d3-zoom's factors); the run of scrolls ends after a 150 ms pause.
 */
function wheelEvents(event, p) {
  const unit = event.deltaMode === 1 ? 1 : event.deltaMode === 2 ? 2 : 0;
  return [[Kind.scroll, 0, 0, event.deltaX, event.deltaY, unit, event.ctrlKey ? 1 : 0, p.x, p.y]];
}

function endWheel() {
  clearTimeout(wheelTimer);
  if (!wheelActive) return;
  wheelActive = false;
  send(Kind.scrollEnded, 0, 0);
}

stage.addEventListener("wheel", (event) => {
  event.preventDefault();
  if (!handle || mode !== "none") return;
  wheelActive = true;
  for (const e of wheelEvents(event, stagePoint(event))) send(...e);
  clearTimeout(wheelTimer);
  wheelTimer = setTimeout(endWheel, 150);
}, { passive: false });

// MARK: Keyboard: the engine's key event

/**
 * The engine event for a key, or null: + and − zoom by √2 about the crop box's centre, the arrows
 * move the photo by a tenth of the crop box, 0 resets; each settles with an animation.
 */
function keyEvents(key) {
  const code = {
    "+": KeyCode.zoomIn, "=": KeyCode.zoomIn, "-": KeyCode.zoomOut, "_": KeyCode.zoomOut,
    ArrowLeft: KeyCode.left, ArrowRight: KeyCode.right, ArrowUp: KeyCode.up,
    ArrowDown: KeyCode.down, "0": KeyCode.reset,
  }[key];
  return code === undefined ? null : [[Kind.key, 0, 0, code]];
}

document.addEventListener("keydown", (event) => {
  if (!handle || !state || event.metaKey || event.altKey || event.ctrlKey) return; // browser keys
  const t = event.target;
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || t instanceof HTMLButtonElement) return;
  if (mode !== "none" || wheelActive) return;
  const events = keyEvents(event.key);
  if (!events) return;
  event.preventDefault();
  for (const e of events) send(...e);
});

// MARK: Controls

const straighten = document.getElementById("straighten");
straighten.addEventListener("input", () => {
  send(Kind.straighten, 0, 0, (Number(straighten.value) * Math.PI) / 180);
});
document.getElementById("turn-left").addEventListener("click", () => send(Kind.turn, 0, 0, -1));
document.getElementById("turn-right").addEventListener("click", () => send(Kind.turn, 0, 0, 1));
document.getElementById("flip-horizontal").addEventListener("click", () => send(Kind.flip, 0, 0, 0));
document.getElementById("flip-vertical").addEventListener("click", () => send(Kind.flip, 0, 0, 1));
document.getElementById("reset").addEventListener("click", () => send(Kind.reset, 0, 0));

/** Sets the crop box's ratio: the largest box of it in the area, as a layout event. */
function setRatio(p, q) {
  const box = raw.query(handle, Query.cropBox, AREA.x, AREA.y, AREA.width, AREA.height, p, q);
  if (!Array.isArray(box)) { showMessage(`Ratio ${p}:${q}: ${describeCode(box)}`); return; }
  currentRatio = [p, q];
  for (const b of document.querySelectorAll("#ratios button")) {
    b.setAttribute("aria-pressed", String(b.dataset.ratio === `${p}:${q}`));
  }
  send(Kind.layout, 0, 0, ...box);
}
for (const b of document.querySelectorAll("#ratios button")) {
  b.addEventListener("click", () => setRatio(...b.dataset.ratio.split(":").map(Number)));
}

/** The saved crop as SavedCrop's JSON layout (the one its Codable conformance writes), with the
 * box's ratio when one is locked (the engine has no ratio lock; the page's presets are one). */
function savedCropJSON() {
  const v = raw.query(handle, Query.saved);
  if (!Array.isArray(v)) return null;
  const [p, q] = currentRatio;
  const d = p > 0 && q > 0 ? gcd(p, q) : 0;
  return JSON.stringify({
    version: v[0], center: [v[1], v[2]], zoomRelativeToCover: v[3], angle: v[4],
    quarterTurns: v[5], isMirrored: v[6] === 1, cropBoxAspectRatio: v[7],
    lockedRatio: d > 0 ? [p / d, q / d] : undefined, // undefined: left out, as for a free box
  });
}

function gcd(a, b) {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** Restores a saved crop from its JSON layout (version 1 or 2); a message, not an exception, for
 * a bad one. A version 2 crop brings its box back first: its locked ratio, or the free box. */
function restoreCrop(text) {
  let s;
  try { s = JSON.parse(text); } catch { showMessage("Restore: not JSON"); return -904; }
  const number = (x) => typeof x === "number";
  const absent = (x) => x === undefined || x === null;
  const term = (x) => Number.isInteger(x) && x >= 1 && x <= 2 ** 53;
  if (!s || (s.version !== 1 && s.version !== 2) || !Array.isArray(s.center)
    || s.center.length !== 2 || !s.center.every(number) || !number(s.zoomRelativeToCover)
    || !number(s.angle) || !Number.isInteger(s.quarterTurns) || typeof s.isMirrored !== "boolean"
    || (s.version === 2 && !absent(s.cropBoxAspectRatio)
      && !(number(s.cropBoxAspectRatio) && s.cropBoxAspectRatio > 0))
    || (s.version === 2 && !absent(s.lockedRatio)
      && !(Array.isArray(s.lockedRatio) && s.lockedRatio.length === 2 && s.lockedRatio.every(term)))) {
    showMessage("Restore: not a saved crop (version 1 or 2: center, zoomRelativeToCover, angle, "
      + "quarterTurns, isMirrored; version 2 also cropBoxAspectRatio, lockedRatio)");
    return -904;
  }
  if (s.version === 2) setRatio(...(absent(s.lockedRatio) ? [0, 0] : s.lockedRatio));
  const code = send(Kind.restore, 0, 0, s.center[0], s.center[1], s.zoomRelativeToCover, s.angle,
    s.quarterTurns, s.isMirrored ? 1 : 0);
  if (code >= 0) showMessage("Restored the saved crop.");
  return code;
}

const savedBox = document.getElementById("saved");
document.getElementById("save").addEventListener("click", () => {
  const json = savedCropJSON();
  if (!json) return;
  savedBox.value = json;
  try { localStorage.setItem("affinekit-playground-crop", json); } catch { /* private mode */ }
  showMessage("Saved the crop.");
});
document.getElementById("restore").addEventListener("click", () => restoreCrop(savedBox.value));

// MARK: Start

async function start() {
  const response = fetch("affinekit.wasm");
  const { instance } = await WebAssembly.instantiateStreaming(response, {});
  wasm = instance.exports;
  const box = raw.query(0, Query.cropBox, AREA.x, AREA.y, AREA.width, AREA.height, 0, 0);
  handle = raw.create(PHOTO.width, PHOTO.height, ...box, 0, 0.6, Infinity, 1, Infinity, 2, Math.PI / 4);
  if (handle <= 0) { showMessage(`Could not create the engine: ${describeCode(handle)}`); return; }
  try { savedBox.value = localStorage.getItem("affinekit-playground-crop") ?? ""; } catch { /* none */ }
  refresh();
}

const ready = start().catch((error) => showMessage(`The playground could not start: ${error}`));

// For the browser test and the curious: the log, the state and the raw surface.
window.playground = {
  ready,
  raw,
  Kind, Phase, Flag, Query,
  get handle() { return handle; },
  state: () => ({ ...state }),
  isIdle: () => !animating && mode === "none" && !wheelActive && pointers.size === 0,
  message: () => lastMessage,
  logText: () => log.join("\n") + (log.length ? "\n" : ""),
  logLength: () => log.length,
  logTruncated: () => logTruncated,
  send,
  refresh,
  restoreCrop,
  savedCropJSON,
  setRatio,
  cropBoxOnPage() {
    const r = stage.getBoundingClientRect();
    const s = r.width / STAGE.width;
    return { x: r.left + state.boxX * s, y: r.top + state.boxY * s, width: state.boxWidth * s, height: state.boxHeight * s };
  },
  stageOnPage() {
    const r = stage.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  },
  background: BACKGROUND,
};
