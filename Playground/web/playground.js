// The crop playground's glue: loads affinekit.wasm (AffineKit's crop engine, Embedded Swift) and
// the photo, sizes the crop box from the stage (which style.css sizes from the viewport), turns the
// browser's pointer (fingers, a pen, the mouse), wheel and keyboard input into engine events,
// draws what the engine says, and exports the crop as a PNG. The exported surface (kinds, queries,
// result codes) is documented at the top of Playground/Sources/CropExports/Exports.swift; the
// constants below mirror it.
//
// Every engine call is logged (call, arguments, result code, values read back), so the browser test
// can replay the same calls through the native engine and compare (window.playground.logText()).
//
// Every event carries its time, and every frame asks the engine what to draw at its time, on one
// clock: performance.now() / 1000, in seconds. The engine keeps its running animation and catches
// the image where it draws it when an event arrives, so the page never interrupts an animation.
//
// The crop box is the user's: the engine places it in the crop area (the stage less a margin) and
// its eight handles resize it; the engine keeps the undo history (one per engine, in the module).
"use strict";

// MARK: The exported surface's codes (Exports.swift)

const Kind = Object.freeze({
  pinch: 1, pan: 2, touchDrag: 3, doubleTap: 4, zoomTo: 5, layout: 6, rotation: 7,
  straighten: 8, turn: 9, flip: 10, reset: 11, restore: 12,
  scroll: 13, scrollEnded: 14, key: 15, quickZoom: 16,
  layoutCropArea: 18, handleDrag: 19, ratio: 20, undo: 21, redo: 22, perspective: 23,
  restorePerspective: 24, beginGroup: 25, endGroup: 26, cropShape: 27,
});
const KeyCode = Object.freeze({ zoomIn: 0, zoomOut: 1, left: 2, right: 3, up: 4, down: 5, reset: 6 });
const Phase = Object.freeze({ began: 0, changed: 1, ended: 2, cancelled: 3 });
const Flag = Object.freeze({ cumulative: 1, centroid: 2 });
const Query = Object.freeze({
  state: 1, animation: 2, crop: 3, output: 4, saved: 5, cropBox: 6, pixelRect: 7, outputSize: 8,
  boxAt: 9, box: 10, history: 11, perspective: 12, touchTarget: 13,
});
/** The crop shapes (ak_event kind 27's a0), their names in SavedCrop's JSON, and the rounded
 * rectangle's corner radius the Rounded button sends, in points. */
const Shape = Object.freeze({ rectangle: 0, ellipse: 1, roundedRectangle: 2 });
const SHAPE_NAMES = ["rectangle", "ellipse", "roundedRectangle"];
const ROUNDED_RADIUS = 24;
/** The crop box's handles, in the order of the engine's CropHandle (ak_event kind 19's a0). */
const Handle = Object.freeze({
  top: 0, bottom: 1, left: 2, right: 3, topLeft: 4, topRight: 5, bottomLeft: 6, bottomRight: 7,
});
const rejections = [
  "", "invalid scale", "invalid centroid", "invalid touch count", "invalid translation",
  "invalid velocity", "invalid location", "invalid rectangle", "invalid crop box",
  "gesture not active", "overflow", "invalid angle", "angle not coverable", "invalid delta",
  "invalid time", "invalid configuration", "the box is fixed", "another gesture is active",
  "another photo's step", "invalid step", "invalid perspective", "perspective not coverable",
  "invalid shape", "crop box outside the crop area",
];
const glueErrors = {
  "-901": "no engine with this handle", "-902": "unknown event kind or query",
  "-903": "unknown gesture phase", "-904": "bad argument", "-905": "no free engine slot",
  "-906": "nothing to report",
};
/** What -906 means for an undo or a redo. */
const nothingTo = { [21]: "nothing to undo", [22]: "nothing to redo" };
const configurationErrors = [
  "", "invalid image pixel size", "invalid crop box", "invalid natural size",
  "fitted size out of range", "invalid zoom", "invalid centre", "invalid angle limit",
  "invalid motion", "invalid input options", "negative crop box size", "invalid box editing",
  "crop area too small", "invalid aspect range",
];

/** A result or error code in words. */
function describeCode(code) {
  if (code >= 0) {
    return ["unchanged", "moved", "animated", "deferred", "moved, entered the detent",
      "moved, left the detent", "animated, entered the detent", "animated, left the detent"][code]
      ?? `code ${code}`;
  }
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

// The stage, in CSS pixels: the engine's view coordinates. style.css sizes it from the viewport; the
// page measures it at the start and whenever it changes size (a resize, a phone turned), and sends
// the engine the crop area for the new size (a layoutCropArea event).
let STAGE = { width: 0, height: 0 };
let AREA = { x: 0, y: 0, width: 0, height: 0 }; // the crop area: the stage less a margin
const PHOTO_URL = "dandelions.jpg"; // the photo (dandelions.jpg.license says whose, and its licence)
const OUTPUT_MAX = 256; // the output preview's longer side, in CSS pixels
const BACKGROUND = "#1b1d22"; // the stage's empty colour (style.css --background)
// The box editing the page asks for, CropBoxEditing's defaults: the least width and height a handle
// leaves the crop box, in CSS pixels, and the wait from a handle's release to the box's recentre,
// in seconds.
const MINIMUM_BOX = 42;
const RECENTRE_DELAY = 0.8;
// How far from a corner or an edge of the crop box a pointer grabs it, in CSS pixels: a finger's
// size on a touch screen (Apple's 44-point minimum touch target), less with a mouse or a pen.
const HANDLE_ZONE = { touch: 44, mouse: 24 };

/** Measures the stage and the area for crop boxes in it; returns whether its size changed. */
function measureStage() {
  const r = stageBox.getBoundingClientRect();
  const width = Math.max(1, r.width), height = Math.max(1, r.height);
  const changed = width !== STAGE.width || height !== STAGE.height;
  STAGE = { width, height };
  // A margin round the crop box: room to see the dimmed photo past it, and to start a touch there.
  // At least half a finger's zone, so that a handle's zone lies wholly on the stage.
  const margin = Math.round(Math.min(32, Math.max(HANDLE_ZONE.touch / 2,
    Math.min(width, height) * 0.05)));
  AREA = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  return changed;
}

/** After the stage changed size: the engine gets the new crop area, puts the largest box of the
 * box's shape in it, and keeps the crop (the image point under the box's centre stays there, at
 * the same zoom relative to the fit). */
function relayout() {
  if (!measureStage() || !handle) return;
  // A stage with no room for the smallest box (a window being resized through a tiny size) keeps
  // the area it has until it has room again.
  if (AREA.width < MINIMUM_BOX || AREA.height < MINIMUM_BOX) return;
  send(Kind.layoutCropArea, 0, 0, AREA.x, AREA.y, AREA.width, AREA.height);
}

// MARK: The photo

/** Loads the photo and waits until it is decoded, so its first frame draws at once. */
async function loadPhoto() {
  const image = new Image();
  image.src = PHOTO_URL;
  await image.decode();
  return image;
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
  createArea(...a) {
    const args = a.map((x, i) => (i === 8 || i === 11 || i === 16 ? x | 0 : +x));
    const code = wasm.ak_create_area(...args);
    record("createArea", args, code, []);
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

const stageBox = document.getElementById("stage-box");
const stage = document.getElementById("stage");
const ctx = stage.getContext("2d");
const output = document.getElementById("output");
const octx = output.getContext("2d");
const messageLine = document.getElementById("message");
let photo = null; // the decoded photo (an HTMLImageElement), once loaded
let photoLevels = []; // the photo and its halvings (mipmap), finest first: { image, sx, sy }

let handle = 0; // the engine's handle (0 until it exists)
let state = null; // the last query 1, by name
let boxState = null; // the last query 10: the crop area, the locked ratio, whether handles resize
let shapeState = { kind: Shape.rectangle, radius: 0 }; // query 10's last two: the shape, its radius
let historyState = null; // the last query 11: whether there is a step to undo and one to redo
let drawnBox = null; // the crop box as the last frame drew it (during an animation, its box then)
let animating = false; // whether the engine runs an animation (query 2 says when it ends)
let wheelTimer = 0; // the end of a wheel gesture, after a pause
let wheelActive = false;
let lastMessage = "";
let currentRatio = [0, 0]; // the engine's locked ratio ([0, 0]: a free box), from query 10

let messageTimer = 0;

/** Shows a message under the stage; a `passing` one (a save, an export) goes after a few seconds,
 * any other stays until the next. */
function showMessage(text, passing = false) {
  lastMessage = text;
  messageLine.textContent = text;
  clearTimeout(messageTimer);
  if (passing) messageTimer = setTimeout(() => { messageLine.textContent = ""; }, 4000);
}

/** The page's clock, in seconds: the time of every event (and, as rAF's `now`, of every frame). */
function clock() {
  return performance.now() / 1000;
}

/** Opens (kind 25) or closes (kind 26) a group in the engine's history. It changes no engine and
 * starts no animation, so it does not go through `send`. */
function group(kind) {
  raw.event(handle, kind, 0, 0, clock());
  refresh();
}
/** The sliders being dragged, each with a group open in the engine's history (groups nest), so
 * that a drag through many values is one undo step. */
const groupedSliders = new Set();
function openGroup(slider) {
  if (groupedSliders.has(slider)) return;
  groupedSliders.add(slider);
  group(Kind.beginGroup);
}
function closeGroup(slider) {
  if (groupedSliders.delete(slider)) group(Kind.endGroup);
}
/** Closes every slider's group: at any release, cancel, context menu or loss of focus, and before
 * any action that is not a slider's, so that no group is left open to swallow later actions. */
function closeGroups() {
  for (const slider of [...groupedSliders]) closeGroup(slider);
}

/** Sends one event, now; draws, animates or reports what the engine did. Returns the code. */
function send(kind, phase, flags, a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0) {
  // An undo or a redo in a group ends the group's step and leaves it open (the slider still held).
  const grouped = [Kind.straighten, Kind.perspective, Kind.undo, Kind.redo];
  if (!grouped.includes(kind)) closeGroups();
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
  if (code === 2 || code >= 6 || (code <= -101 && code >= -100 - (rejections.length - 1))) {
    animating = true;
  } else if (code === 0 || code === 1 || code === 4 || code === 5) animating = false;
  // A dial entered or left its detent at 0: the tick flashes, and a phone that can vibrates.
  if (code >= 4 && code <= 7) detentCrossed(kind);
  if (code === -906 && nothingTo[kind]) showMessage(`${kindName(kind)}: ${nothingTo[kind]}`);
  else if (code < 0) showMessage(`Event ${kindName(kind)}: ${describeCode(code)}`);
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

/** Reads the engine's state, its box and its history, the readouts and the output preview after
 * an event. */
function refresh() {
  const v = raw.query(handle, Query.state);
  if (!Array.isArray(v)) { showMessage(`State: ${describeCode(v)}`); return; }
  state = Object.fromEntries(stateNames.map((name, i) => [name, v[i]]));
  const b = raw.query(handle, Query.box);
  if (Array.isArray(b)) {
    boxState = { area: b.slice(0, 4), ratio: [b[4], b[5]], editable: b[6] === 1 };
    currentRatio = boxState.ratio;
    shapeState = { kind: b[7], radius: b[8] };
  }
  const h = raw.query(handle, Query.history);
  if (Array.isArray(h)) {
    historyState = {
      canUndo: h[0] === 1, canRedo: h[1] === 1, steps: h[2], position: h[3], grouping: h[4] === 1,
    };
  }
  readPerspective(clock());
  updateReadouts();
  updateControls();
  requestDraw();
}

/** The undo and redo buttons and the pressed ratio preset and shape, from the engine's history,
 * box and shape. */
function updateControls() {
  undoButton.disabled = !historyState?.canUndo;
  redoButton.disabled = !historyState?.canRedo;
  const [p, q] = currentRatio;
  for (const b of ratioButtons) {
    const [bp, bq] = presetRatio(b);
    b.setAttribute("aria-pressed", String(bp === p && bq === q));
  }
  for (const b of shapeButtons) {
    b.setAttribute("aria-pressed", String(Number(b.dataset.shape) === shapeState.kind));
  }
}

// MARK: Drawing

let drawPending = false;
function requestDraw() {
  if (!drawPending) { drawPending = true; requestAnimationFrame(frame); }
}

/**
 * One animation frame: while the engine runs an animation, asks it what to draw at the frame's
 * time (`now`, on performance.now()'s clock): the image (query 2, with its bounds, which a box
 * animation changes) and the crop box (query 9, which a recentre or a ratio change moves); requests
 * the next frame until it says the animation has finished; then draws.
 */
function frame(now) {
  drawPending = false;
  if (!state) return;
  let geometry = {
    cx: state.centerX, cy: state.centerY, a: state.a, b: state.b, c: state.c, d: state.d,
    tx: state.tx, ty: state.ty, width: state.boundsWidth, height: state.boundsHeight,
  };
  let box = { x: state.boxX, y: state.boxY, width: state.boxWidth, height: state.boxHeight };
  if (animating) {
    const t = now / 1000;
    const v = raw.query(handle, Query.animation, t);
    if (Array.isArray(v)) {
      geometry = {
        cx: v[2], cy: v[3], a: v[4], b: v[5], c: v[6], d: v[7], tx: v[8], ty: v[9],
        width: v[18], height: v[19],
      };
      // The box at t, and the transform it is drawn with (a quarter turn turns it with the photo).
      const r = raw.query(handle, Query.boxAt, t);
      if (Array.isArray(r)) box = { x: r[0], y: r[1], width: r[2], height: r[3], t: r.slice(4, 10) };
      if (v[1] === 1) animating = false; else requestDraw();
    } else {
      animating = false;
    }
  }
  drawnBox = box;
  readPerspective(now / 1000);
  draw(geometry, box);
}

/** The last query 12: the perspective's tilts (radians) and the image view's whole transform. */
let perspective = null;

/** Reads the perspective and the image view's whole transform at time `t` (query 12). */
function readPerspective(t) {
  const p = raw.query(handle, Query.perspective, t);
  perspective = Array.isArray(p) ? { h: p[0], v: p[1], m: p.slice(2, 11) } : null;
}

/**
 * Draws `image` through a projective map by pieces: an n × n grid of parameters (u, v) in [0, 1]
 * gives, at each grid point, the image pixel `source(u, v)` and where it is drawn, `dest(u, v)`
 * (null: not drawn). Each cell is two triangles, each drawn through the affine map its three
 * corners give (the exact map at the corners, within a fraction of a pixel between them for a
 * perspective's gentle curvature), clipped to its triangle grown by `grow` (in the context's units;
 * a pixel, more than the half diagonal of a pixel a diagonal seam crosses) so that neighbours
 * overlap and no seam shows, in colour or in alpha.
 */
function drawMapped(g, image, source, dest, n, grow) {
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const corners = [[i / n, j / n], [(i + 1) / n, j / n], [(i + 1) / n, (j + 1) / n],
        [i / n, (j + 1) / n]];
      const s = corners.map(([u, v]) => source(u, v));
      const d = corners.map(([u, v]) => dest(u, v));
      if (s.some((q) => !q) || d.some((q) => !q)) continue;
      for (const [a, b, c] of [[0, 1, 2], [0, 2, 3]]) {
        drawTriangle(g, image, [s[a], s[b], s[c]], [d[a], d[b], d[c]], grow);
      }
    }
  }
}

/** Draws the image's triangle `s` (image pixels) onto the triangle `d`, clipped to `d` grown by
 * `grow` about its centroid. */
function drawTriangle(g, image, s, d, grow) {
  const ux = s[1][0] - s[0][0], uy = s[1][1] - s[0][1];
  const vx = s[2][0] - s[0][0], vy = s[2][1] - s[0][1];
  const det = ux * vy - uy * vx;
  if (!(Math.abs(det) > 0)) return;
  const dux = d[1][0] - d[0][0], duy = d[1][1] - d[0][1];
  const dvx = d[2][0] - d[0][0], dvy = d[2][1] - d[0][1];
  const a = (dux * vy - dvx * uy) / det, c = (dvx * ux - dux * vx) / det;
  const b = (duy * vy - dvy * uy) / det, dd = (dvy * ux - duy * vx) / det;
  const e = d[0][0] - a * s[0][0] - c * s[0][1], f = d[0][1] - b * s[0][0] - dd * s[0][1];
  const cx = (d[0][0] + d[1][0] + d[2][0]) / 3, cy = (d[0][1] + d[1][1] + d[2][1]) / 3;
  g.save();
  g.beginPath();
  d.forEach(([x, y], k) => {
    const r = Math.hypot(x - cx, y - cy) || 1;
    const gx = x + ((x - cx) / r) * grow, gy = y + ((y - cy) / r) * grow;
    if (k === 0) g.moveTo(gx, gy); else g.lineTo(gx, gy);
  });
  g.closePath();
  g.clip();
  g.transform(a, b, c, dd, e, f);
  g.drawImage(image, 0, 0);
  g.restore();
}

/** Heckbert's square-to-quadrilateral map ("Fundamentals of Texture Mapping and Image Warping",
 * 1989, §2.2.3) as nine entries in `project`'s order: (0,0), (1,0), (1,1), (0,1) to the corners
 * x0 y0 … x3 y3; affine for a parallelogram. */
function squareToQuadrilateral([x0, y0, x1, y1, x2, y2, x3, y3]) {
  const sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3;
  if (sx === 0 && sy === 0) return [x1 - x0, y1 - y0, 0, x2 - x1, y2 - y1, 0, x0, y0, 1];
  const dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den, h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, y1 - y0 + g * y1, g, x3 - x0 + h * x3, y3 - y0 + h * y3, h, x0, y0, 1];
}

/** A point through a projective transform's nine entries (row vectors, `ProjectiveTransform`'s
 * m11 m12 m14 m21 m22 m24 m41 m42 m44), or null at or behind its horizon. */
function project(m, x, y) {
  const w = m[2] * x + m[5] * y + m[8];
  if (!(w > 0)) return null;
  return [(m[0] * x + m[3] * y + m[6]) / w, (m[1] * x + m[4] * y + m[7]) / w];
}

/** The photo and its halvings, each made from the one before (while both of its sides are above
 * 512 pixels: 1024 × 576 and 512 × 288 for a 2048 × 1152 photo) with the browser's high-quality
 * smoothing: `sx` and `sy` are its pixels per photo pixel. A frame draws the coarsest level still
 * at least as fine as the screen (`photoLevel`), so a 2048-pixel photo shown a few hundred points
 * wide costs what a small one does, and a zoomed crop shows every pixel. */
function mipmap(image) {
  const W = image.naturalWidth, H = image.naturalHeight;
  const levels = [{ image, sx: 1, sy: 1 }];
  let source = image, w = W, h = H;
  while (w > 512 && h > 512) {
    w = Math.round(w / 2);
    h = Math.round(h / 2);
    const canvas = document.createElement("canvas");
    canvas.width = w;
    canvas.height = h;
    const g = canvas.getContext("2d");
    g.imageSmoothingQuality = "high";
    g.drawImage(source, 0, 0, w, h);
    levels.push({ image: canvas, sx: w / W, sy: h / H });
    source = canvas;
  }
  return levels;
}

/** The coarsest level of the photo with at least `scale` of its pixels per photo pixel. */
function photoLevel(scale) {
  let level = photoLevels[0];
  for (const l of photoLevels) if (Math.min(l.sx, l.sy) >= scale) level = l;
  return level;
}

function draw(g, box) {
  // The canvas's pixels: the stage's size in device pixels (a new size clears it).
  const dpr = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(STAGE.width * dpr));
  const height = Math.max(1, Math.round(STAGE.height * dpr));
  if (stage.width !== width || stage.height !== height) {
    stage.width = width;
    stage.height = height;
  }
  ctx.setTransform(width / STAGE.width, 0, 0, height / STAGE.height, 0, 0);
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, STAGE.width, STAGE.height);
  // The image view: bounds (0, 0, w, h), centred anchor, at `center`, with `transform`
  // (row vectors: x' = a·x + c·y + tx, as the canvas reads it).
  if (perspective && (perspective.h !== 0 || perspective.v !== 0)) {
    // Under a perspective the image view's transform is projective (query 12), about its centre:
    // each photo pixel, as a point of the bounds, through it, then to the centre.
    // The level for the nearer side, which the tilt draws up to twice as large.
    const W = photo.naturalWidth, H = photo.naturalHeight, m = perspective.m;
    const level = photoLevel(2 * dpr * Math.hypot(g.a, g.b) * (g.width / W));
    const lw = level.image.width, lh = level.image.height;
    ctx.imageSmoothingQuality = "high";
    drawMapped(ctx, level.image, (u, v) => [u * lw, v * lh], (u, v) => {
      const q = project(m, (u - 0.5) * g.width, (v - 0.5) * g.height);
      return q && [g.cx + q[0], g.cy + q[1]];
    }, 16, 1);
  } else {
    ctx.save();
    ctx.transform(g.a, g.b, g.c, g.d, g.cx + g.tx, g.cy + g.ty);
    ctx.imageSmoothingQuality = "high";
    const level = photoLevel(dpr * Math.hypot(g.a, g.b) * (g.width / photo.naturalWidth));
    ctx.drawImage(level.image, -g.width / 2, -g.height / 2, g.width, g.height);
    ctx.restore();
  }
  // The dimmed outside of the crop shape, the box's border, and thirds while a gesture runs, all
  // under the box's transform (the identity but in a quarter turn's animation: x' = a·x + c·y +
  // tx). The dimmed path is the stage's rectangle, then the shape under the box's transform (a
  // path keeps the transform each part was added under).
  const { x, y, width: w, height: h } = box;
  const [a, b, c, d, tx, ty] = box.t ?? [1, 0, 0, 1, 0, 0];
  ctx.save();
  ctx.fillStyle = "rgba(0, 0, 0, 0.6)";
  ctx.beginPath();
  ctx.rect(0, 0, STAGE.width, STAGE.height);
  ctx.transform(a, b, c, d, tx, ty);
  shapePath(ctx, x, y, w, h);
  ctx.fill("evenodd");
  ctx.restore();
  ctx.save();
  ctx.transform(a, b, c, d, tx, ty);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
  ctx.lineWidth = 1;
  if (shapeState.kind === Shape.rectangle) {
    ctx.strokeRect(x - 0.5, y - 0.5, w + 1, h + 1);
  } else {
    // The box stays (its handles resize it); the shape's outline is what the crop keeps.
    ctx.strokeStyle = "rgba(255, 255, 255, 0.35)";
    ctx.strokeRect(x - 0.5, y - 0.5, w + 1, h + 1);
    ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
    ctx.beginPath();
    shapePath(ctx, x, y, w, h);
    ctx.stroke();
  }
  if (state.interacting === 1) {
    ctx.strokeStyle = "rgba(255, 255, 255, 0.4)";
    ctx.beginPath();
    for (const f of [1 / 3, 2 / 3]) {
      ctx.moveTo(x + w * f, y); ctx.lineTo(x + w * f, y + h);
      ctx.moveTo(x, y + h * f); ctx.lineTo(x + w, y + h * f);
    }
    ctx.stroke();
  }
  if (boxState?.editable) drawHandles(box);
  ctx.restore();
}

/** The crop shape's corner radii in a box of w × h, as CropShape.cornerRadii(in:) gives them: the
 * page draws the box at an animation's sizes too, not only at the engine's. */
function shapeRadii(w, h) {
  if (shapeState.kind === Shape.ellipse) return [w / 2, h / 2];
  if (shapeState.kind === Shape.roundedRectangle) {
    const r = Math.min(shapeState.radius, w / 2, h / 2);
    return [r, r];
  }
  return [0, 0];
}

/** Adds the crop shape in the box (x, y, w, h) to the context's path: a rounded rectangle whose
 * corner radii are the shape's (an ellipse's are half the box). */
function shapePath(g, x, y, w, h) {
  const [rx, ry] = shapeRadii(w, h);
  if (rx === 0 || ry === 0) { g.rect(x, y, w, h); return; }
  g.moveTo(x + rx, y);
  g.lineTo(x + w - rx, y);
  g.ellipse(x + w - rx, y + ry, rx, ry, 0, -Math.PI / 2, 0);
  g.lineTo(x + w, y + h - ry);
  g.ellipse(x + w - rx, y + h - ry, rx, ry, 0, 0, Math.PI / 2);
  g.lineTo(x + rx, y + h);
  g.ellipse(x + rx, y + h - ry, rx, ry, 0, Math.PI / 2, Math.PI);
  g.lineTo(x, y + ry);
  g.ellipse(x + rx, y + ry, rx, ry, 0, Math.PI, 1.5 * Math.PI);
  g.closePath();
}

/** The handles, just outside the box: a bracket at each corner and a bar at each edge's middle. */
function drawHandles({ x, y, width: w, height: h }) {
  const t = 3; // their thickness
  const arm = Math.min(20, w / 3, h / 3);
  ctx.fillStyle = "#fff";
  for (const [sx, sy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
    const cx = sx < 0 ? x : x + w, cy = sy < 0 ? y : y + h;
    ctx.fillRect(sx < 0 ? cx - t : cx - arm, sy < 0 ? cy - t : cy, arm + t, t);
    ctx.fillRect(sx < 0 ? cx - t : cx, sy < 0 ? cy - t : cy - arm, t, arm + t);
  }
  const barX = Math.min(24, w / 3), barY = Math.min(24, h / 3);
  ctx.fillRect(x + (w - barX) / 2, y - t, barX, t);
  ctx.fillRect(x + (w - barX) / 2, y + h, barX, t);
  ctx.fillRect(x - t, y + (h - barY) / 2, t, barY);
  ctx.fillRect(x + w, y + (h - barY) / 2, t, barY);
}

/**
 * The handle under a point of the stage now, or null: the engine's answer (query 13,
 * `touchTarget(at:time:size:)`), with zones `HANDLE_ZONE` wide for the pointer's kind, round the
 * box as it is drawn.
 */
function handleAt(p, pointerType) {
  if (!handle) return null;
  const zone = pointerType === "touch" ? HANDLE_ZONE.touch : HANDLE_ZONE.mouse;
  const r = raw.query(handle, Query.touchTarget, p.x, p.y, clock(), zone);
  if (!Array.isArray(r)) return null;
  const code = r[0];
  return code >= 0 && code <= 7 ? code : null;
}
/** The cursor over each handle (a mouse's hover says what a drag there does). */
const HANDLE_CURSOR = [
  "ns-resize", "ns-resize", "ew-resize", "ew-resize", "nwse-resize", "nesw-resize", "nesw-resize",
  "nwse-resize",
];

const fixed = (x, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : String(x));

function gcd(a, b) {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** A whole-pixel size's ratio in words: its terms when they are small (3:2, 16:9), else a decimal
 * against 1 (1.49:1, 1:1.33). */
function ratioText(width, height) {
  const d = gcd(width, height);
  if (width / d <= 16 && height / d <= 16) return `${width / d}:${height / d}`;
  return width >= height ? `${(width / height).toFixed(2)}:1` : `1:${(height / width).toFixed(2)}`;
}

/** The orientation in words, in the order the engine applies it: the mirror (left to right),
 * then the quarter turns (each turns +x toward +y: clockwise on screen). */
function orientationText(quarterTurns, mirrored) {
  const turn = ["", "turned right", "turned 180°", "turned left"][quarterTurns] ?? "";
  return [mirrored ? "mirrored" : "", turn].filter(Boolean).join(", then ");
}

const text = (id, value) => { document.getElementById(id).textContent = value; };

/** Marks a dial's tick at 0 as reached: the engine's value is exactly 0 (its detent holds it). */
function atZero(slider, reached) { slider.parentElement.classList.toggle("at-zero", reached); }

/** The dial the user moved last (its tick flashes when the engine says it crossed the detent). */
let lastDial = null;

/** A dial entered or left the engine's detent at 0 (result codes 4 to 7): the haptic a phone app
 * plays with UISelectionFeedbackGenerator, as a short vibration where the browser has one, and a
 * flash of the dial's tick. */
function detentCrossed(kind) {
  const dial = kind === Kind.straighten ? document.getElementById("straighten") : lastDial;
  if (!dial) return;
  navigator.vibrate?.(8);
  const track = dial.parentElement;
  track.classList.remove("crossed");
  void track.offsetWidth; // restarts the flash's animation
  track.classList.add("crossed");
}

/** The readouts: what the crop is in words (its size in whole pixels, its ratio, its angle), and
 * the engine's own numbers behind a details toggle; then the output preview. */
function updateReadouts() {
  const degrees = (state.angle * 180) / Math.PI;
  const slider = document.getElementById("straighten");
  // A slider follows the engine unless its thumb is held (a focused one too: an undo by key changes
  // the engine under it, and its next drag would send the stale value back).
  if (!groupedSliders.has(slider)) slider.value = degrees.toFixed(1);
  text("straighten-value", `${fixed(degrees, 1)}°`);
  atZero(slider, state.angle === 0);
  // The perspective sliders follow the engine (a reset, an undo, a restore change it too).
  for (const [id, radians] of [["perspective-h", perspective?.h ?? 0], ["perspective-v", perspective?.v ?? 0]]) {
    const tilt = (radians * 180) / Math.PI;
    const input = document.getElementById(id);
    if (!groupedSliders.has(input)) input.value = tilt.toFixed(1);
    text(`${id}-value`, `${fixed(tilt, 1)}°`);
    atZero(input, radians === 0);
  }
  // The output's whole-pixel size keeps the chosen ratio exactly (a straighten angle widens the crop
  // rectangle, not the output); with no straighten angle the output is also a whole-pixel
  // rectangle of the photo.
  const [p, q] = currentRatio;
  const size = raw.query(handle, Query.outputSize, p, q);
  const pixels = state.angle === 0 ? raw.query(handle, Query.pixelRect, p, q) : null;
  const sized = Array.isArray(size);
  text("crop-size", sized ? `${size[0]} × ${size[1]} px` : "–");
  text("crop-ratio", sized ? ratioText(size[0], size[1]) : "–");
  const orientation = orientationText(state.quarterTurns, state.mirrored === 1);
  text("crop-angle", `${fixed(degrees, 1)}°` + (orientation ? `, ${orientation}` : ""));
  text("crop-zoom", `${fixed(state.zoom, 2)}×`);
  // The engine's numbers, as it gives them.
  const rect = (...r) => `(${r.map((x) => fixed(x, 3)).join(", ")})`;
  const turns = `${state.quarterTurns} quarter turn${state.quarterTurns === 1 ? "" : "s"}`;
  text("zoom", `${state.zoom} (covering zoom ${state.coverZoom})`);
  text("angle", `${state.angle} rad, ${turns}` + (state.mirrored ? ", mirrored" : ""));
  const crop = raw.query(handle, Query.crop);
  if (Array.isArray(crop)) text("crop-rect", rect(...crop.slice(0, 4)));
  text("pixel-rect", !sized ? describeCode(size)
    : `${size[0]} × ${size[1]}` + (Array.isArray(pixels) ? ` at (${pixels[0]}, ${pixels[1]})` : ""));
  text("crop-box", rect(state.boxX, state.boxY, state.boxWidth, state.boxHeight));
  text("covered", state.covered === 1 ? "yes"
    : state.interacting === 1 ? "not yet (gesture in progress)" : "no");
  drawOutput();
}

/**
 * Draws the crop onto a canvas of `width` × `height` pixels: the photo through the inverse of the
 * engine's output-to-image transform for that size (`CropRegion.transform(outputSize:)`), which
 * takes the straighten angle, the quarter turns and the mirror into account. Returns false when
 * the engine has no transform for the size.
 */
function drawCrop(g, width, height, fine = false) {
  if (perspective && (perspective.h !== 0 || perspective.v !== 0)) {
    // The output's pixels map onto the crop region, a quadrilateral of the photo (query 3's
    // corners): the output's unit square through Heckbert's square-to-quadrilateral map (the same
    // map as the engine's `CropRegion.projectiveTransform(outputSize:)`, after the output's scale).
    const c = raw.query(handle, Query.crop);
    if (!Array.isArray(c)) return false;
    const m = squareToQuadrilateral(c.slice(4, 12));
    // An opaque ground first: where two triangles meet, the clips' antialiasing leaves a pixel a
    // percent or two short of opaque, and the export must be opaque as the photo is.
    g.fillStyle = "#000";
    g.fillRect(0, 0, width, height);
    g.imageSmoothingEnabled = true;
    g.imageSmoothingQuality = "high";
    // The crop's corners span at most its diagonal in photo pixels; the level keeps twice the
    // output's pixels along it (the export takes the photo itself).
    const diagonal = Math.hypot(c[8] - c[4], c[9] - c[5]);
    const level = fine ? photoLevels[0] : photoLevel((2 * Math.hypot(width, height)) / diagonal);
    drawMapped(g, level.image, (u, v) => {
      const q = project(m, u, v);
      return q && [q[0] * level.sx, q[1] * level.sy];
    }, (u, v) => [u * width, v * height], 24, 1);
    return true;
  }
  const t = raw.query(handle, Query.output, width, height);
  if (!Array.isArray(t)) return false;
  // t[6..11] is image pixels → output pixels, so the level's pixels are scaled back to the photo's.
  const level = fine ? photoLevels[0] : photoLevel(Math.hypot(t[6], t[7]));
  g.setTransform(t[6], t[7], t[8], t[9], t[10], t[11]);
  g.scale(1 / level.sx, 1 / level.sy);
  g.imageSmoothingEnabled = true;
  g.imageSmoothingQuality = "high";
  g.drawImage(level.image, 0, 0);
  g.setTransform(1, 0, 0, 1, 0, 0);
  return true;
}

/** The cropped output, small, in the crop box's shape. */
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
  octx.clearRect(0, 0, output.width, output.height);
  clipToShape(octx, output.width, output.height);
  octx.fillStyle = "#000";
  octx.fillRect(0, 0, output.width, output.height);
  drawCrop(octx, output.width, output.height);
  octx.restore();
}

/** Saves `g` and clips it to the crop shape in an output of width × height pixels: the mask
 * (CropRegion.cornerRadii(outputSize:)), scaled from the box to the output. */
function clipToShape(g, width, height) {
  g.save();
  g.beginPath();
  const sx = width / state.boxWidth, sy = height / state.boxHeight;
  g.scale(sx, sy);
  shapePath(g, 0, 0, state.boxWidth, state.boxHeight);
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.clip();
}

/**
 * Exports the crop as a PNG at the engine's output size (its whole-pixel size in the chosen
 * ratio) and downloads it. Resolves to the file's name, size in pixels and bytes, or null.
 */
function exportCrop() {
  const [p, q] = currentRatio;
  const size = raw.query(handle, Query.outputSize, p, q);
  if (!Array.isArray(size)) {
    showMessage(`Export: ${describeCode(size)}`);
    return Promise.resolve(null);
  }
  const [width, height] = size;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const exportContext = canvas.getContext("2d");
  clipToShape(exportContext, width, height);
  const drawn = drawCrop(exportContext, width, height, true);
  exportContext.restore();
  if (!drawn) {
    showMessage("Export: the engine has no output transform for this crop");
    return Promise.resolve(null);
  }
  const name = `${PHOTO_URL.replace(/\.[^.]*$/, "")}-crop-${width}x${height}.png`;
  return new Promise((resolve) => canvas.toBlob((blob) => {
    if (!blob) { showMessage("Export: the browser could not encode the PNG"); resolve(null); return; }
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000); // after the download has started
    showMessage(`Exported ${name} (${width} × ${height} pixels).`, true);
    resolve({ name, width, height, bytes: blob.size });
  }, "image/png"));
}

// MARK: Pointers: one finger pans or drags a handle, two pinch, pan and twist

const pointers = new Map(); // pointerId → { x, y, downX, downY, downTime }
let mode = "none"; // "pan" | "pinch" | "handle" | "none"
// The handle under the pointer, where the pointer went down, and whether its drag has begun:
// { handle, x, y, began }.
let grabbed = null;
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

/** A handle drag's event: the handle, and the pointer's translation since it went down. */
function sendHandle(phase, p) {
  return send(Kind.handleDrag, phase, Flag.cumulative, grabbed.handle, p.x - grabbed.x,
    p.y - grabbed.y);
}

/** A pointer down on a handle: the drag begins when it first moves (as a pan recognizer's does),
 * so that a tap on a handle is no edit. */
function grabHandle(h, p) {
  mode = "handle";
  grabbed = { handle: h, x: p.x, y: p.y, began: false };
  stage.style.cursor = HANDLE_CURSOR[h];
}

function moveHandle(p) {
  sendHandle(grabbed.began ? Phase.changed : Phase.began, p);
  grabbed.began = true;
}

/** The end of a handle drag: the engine recentres the box after its delay (an animation). */
function endHandle(phase, p) {
  mode = "none";
  if (grabbed.began) sendHandle(phase, p);
  grabbed = null;
  stage.style.cursor = "";
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
  if (mode === "handle") return; // a handle drag is one finger's
  if (event.pointerType === "mouse" && event.button !== 0) return;
  event.preventDefault();
  stage.focus({ preventScroll: true });
  try { stage.setPointerCapture(event.pointerId); } catch { /* a synthetic pointer */ }
  const p = stagePoint(event);
  pointers.set(event.pointerId, { ...p, downX: p.x, downY: p.y, downTime: performance.now() });
  if (wheelActive) endWheel();
  if (pointers.size === 1) {
    // A handle under the pointer takes it; anywhere else it drags the photo.
    const h = handleAt(p, event.pointerType);
    if (h !== null) grabHandle(h, p);
    else beginPan(p);
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
  if (!p) {
    // A mouse over the stage with no button down: the cursor says whether a drag there resizes
    // the box.
    if (event.pointerType === "mouse" && pointers.size === 0 && handle) {
      const h = handleAt(stagePoint(event), "mouse");
      stage.style.cursor = h === null ? "" : HANDLE_CURSOR[h];
    }
    return; // not one of ours: a third finger, or a touch that began elsewhere
  }
  event.preventDefault();
  const q = stagePoint(event);
  const dx = q.x - p.x, dy = q.y - p.y;
  p.x = q.x; p.y = q.y;
  if (mode === "handle") {
    if (dx !== 0 || dy !== 0) moveHandle(q);
  } else if (mode === "pan") {
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
    else if (mode === "handle") endHandle(Phase.cancelled, p);
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
  if (mode === "handle") {
    endHandle(Phase.ended, p);
    lastTap = null;
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
stage.addEventListener("pointerleave", () => { if (mode !== "handle") stage.style.cursor = ""; });
stage.addEventListener("pointercancel", (event) => liftPointer(event, Phase.cancelled));
// A captured pointer that goes without an up or a cancel (the browser took it): its gesture ends as
// cancelled, so no finger stays down in the page's bookkeeping.
stage.addEventListener("lostpointercapture", (event) => liftPointer(event, Phase.cancelled));
stage.addEventListener("contextmenu", (event) => event.preventDefault());
// `touch-action: none` (style.css) keeps the browser's own panning and zooming off the stage; these
// say so again to the browsers that look at touch events first (Safari on iOS, which also has its
// own pinch events), so no touch that starts on the stage scrolls or zooms the page.
for (const type of ["touchstart", "touchmove"]) {
  stage.addEventListener(type, (event) => { if (event.cancelable) event.preventDefault(); },
    { passive: false });
}
for (const type of ["gesturestart", "gesturechange", "gestureend"]) {
  stage.addEventListener(type, (event) => event.preventDefault());
}

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
  if (!handle || !state || event.altKey) return;
  const t = event.target;
  if (event.ctrlKey || event.metaKey) {
    // Ctrl+Z (⌘Z) undoes, Shift+Ctrl+Z and Ctrl+Y redo, anywhere but in a text box (whose own
    // undo they are).
    const key = event.key.toLowerCase();
    const typing = t instanceof HTMLTextAreaElement
      || (t instanceof HTMLInputElement && t.type !== "range");
    if (typing || (key !== "z" && key !== "y")) return; // the browser's keys
    event.preventDefault();
    if (key === "y" || event.shiftKey) redo(); else undo();
    return;
  }
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
// The two perspective sliders send both tilts, in radians (kind 23).
for (const id of ["perspective-h", "perspective-v"]) {
  document.getElementById(id).addEventListener("input", () => {
    lastDial = document.getElementById(id);
    const tilt = (i) => (Number(document.getElementById(i).value) * Math.PI) / 180;
    send(Kind.perspective, 0, 0, tilt("perspective-h"), tilt("perspective-v"));
  });
}
for (const id of ["straighten", "perspective-h", "perspective-v"]) {
  const slider = document.getElementById(id);
  slider.addEventListener("pointerdown", (event) => {
    if (event.button === 0) openGroup(slider);
  });
  slider.addEventListener("change", () => closeGroup(slider));
}
for (const type of ["pointerup", "pointercancel", "contextmenu", "blur"]) {
  window.addEventListener(type, closeGroups);
}
document.getElementById("turn-left").addEventListener("click", () => send(Kind.turn, 0, 0, -1));
document.getElementById("turn-right").addEventListener("click", () => send(Kind.turn, 0, 0, 1));
document.getElementById("flip-horizontal").addEventListener("click", () => send(Kind.flip, 0, 0, 0));
document.getElementById("flip-vertical").addEventListener("click", () => send(Kind.flip, 0, 0, 1));
document.getElementById("reset").addEventListener("click", () => send(Kind.reset, 0, 0));

const undoButton = document.getElementById("undo");
const redoButton = document.getElementById("redo");

/** Undo and redo: the engine's history reverts it to the step before or after (not while a
 * pointer is down on the stage, whose gesture a revert would cancel under it). */
function undo() {
  return mode === "none" ? send(Kind.undo, 0, 0) : null;
}
function redo() {
  return mode === "none" ? send(Kind.redo, 0, 0) : null;
}
undoButton.addEventListener("click", undo);
redoButton.addEventListener("click", redo);

/** Locks the crop box to the ratio p:q (0:0 unlocks it; "original" the photo's own ratio as it
 * is shown, which the engine works out): the box animates to the largest box of that ratio in the
 * crop area, the image keeping its size on screen. */
function setRatio(p, q) {
  return p === "original" ? send(Kind.ratio, 0, 0, 0, 0, 1) : send(Kind.ratio, 0, 0, p, q);
}

const ratioButtons = [...document.querySelectorAll("#ratios button")];

/** A preset's ratio, [p, q] ([0, 0]: free), to show which one is pressed. "Original" is the
 * photo's shape as it is shown: its pixel size's ratio, the other way round when a quarter turn
 * swaps its sides (the engine locks it itself, `.ratio(.original)`). */
function presetRatio(button) {
  if (button.dataset.ratio !== "original") return button.dataset.ratio.split(":").map(Number);
  if (!state) return [0, 0];
  const d = gcd(state.imageWidth, state.imageHeight);
  const [p, q] = [state.imageWidth / d, state.imageHeight / d];
  return state.quarterTurns % 2 === 1 ? [q, p] : [p, q];
}
for (const b of ratioButtons) {
  b.addEventListener("click", () =>
    setRatio(...(b.dataset.ratio === "original" ? ["original"] : presetRatio(b))));
}

const shapeButtons = [...document.querySelectorAll("#shapes button")];
for (const b of shapeButtons) {
  b.addEventListener("click", () => send(Kind.cropShape, 0, 0, Number(b.dataset.shape), ROUNDED_RADIUS));
}

/** Resolves when the engine's animation has ended (its last frame drawn). */
function animationEnd() {
  return new Promise((resolve) => {
    const wait = () => (animating ? requestAnimationFrame(wait) : resolve());
    wait();
  });
}

/** The saved crop as SavedCrop's JSON layout (the one its Codable conformance writes), with the
 * engine's locked ratio when there is one. */
function savedCropJSON() {
  const v = raw.query(handle, Query.saved);
  if (!Array.isArray(v)) return null;
  const [p, q] = currentRatio;
  const d = p > 0 && q > 0 ? gcd(p, q) : 0;
  // Version 4 adds the shape (query 10's), a rounded rectangle's radius as a fraction of the box's
  // shorter side, as SavedCrop keeps it.
  const version = shapeState.kind !== Shape.rectangle ? 4 : v[0];
  const side = Math.min(state.boxWidth, state.boxHeight);
  return JSON.stringify({
    version, center: [v[1], v[2]], zoomRelativeToCover: v[3], angle: v[4],
    quarterTurns: v[5], isMirrored: v[6] === 1, cropBoxAspectRatio: v[7],
    lockedRatio: d > 0 ? [p / d, q / d] : undefined, // undefined: left out, as for a free box
    perspective: version >= 3 ? [v[8], v[9]] : undefined, // versions 3 and 4 only
    shape: version === 4 ? SHAPE_NAMES[shapeState.kind] : undefined,
    cornerRadius: shapeState.kind === Shape.roundedRectangle
      ? shapeRadii(state.boxWidth, state.boxHeight)[0] / side : undefined,
  });
}

/** Restores a saved crop from its JSON layout (version 1 to 4); a message, not an exception,
 * for a bad one. A version 2 or 3 crop brings its box's ratio back first: the engine animates the box to
 * the locked ratio, and the crop is restored into it once it is there; a crop of a free box
 * unlocks the box, which keeps its shape. Resolves to the restore's result code. */
async function restoreCrop(text) {
  let s;
  try { s = JSON.parse(text); } catch { showMessage("Restore: not JSON"); return -904; }
  const number = (x) => typeof x === "number";
  const absent = (x) => x === undefined || x === null;
  const term = (x) => Number.isInteger(x) && x >= 1 && x <= 2 ** 53;
  const later = s && (s.version === 2 || s.version === 3 || s.version === 4);
  if (!s || (s.version !== 1 && !later) || !Array.isArray(s.center)
    || s.center.length !== 2 || !s.center.every(number) || !number(s.zoomRelativeToCover)
    || !number(s.angle) || !Number.isInteger(s.quarterTurns) || typeof s.isMirrored !== "boolean"
    || (later && !absent(s.cropBoxAspectRatio)
      && !(number(s.cropBoxAspectRatio) && s.cropBoxAspectRatio > 0))
    || (later && !absent(s.lockedRatio)
      && !(Array.isArray(s.lockedRatio) && s.lockedRatio.length === 2 && s.lockedRatio.every(term)))
    || (s.version >= 3 && !(Array.isArray(s.perspective) && s.perspective.length === 2
      && s.perspective.every(number)))
    || (s.version === 4 && !(SHAPE_NAMES.includes(s.shape)
      && (s.shape !== "roundedRectangle" || number(s.cornerRadius))))) {
    showMessage("Restore: not a saved crop (version 1 or 2: center, zoomRelativeToCover, angle, "
      + "quarterTurns, isMirrored; version 2 also cropBoxAspectRatio, lockedRatio; version 3 also "
      + "perspective; version 4 also shape, cornerRadius)");
    return -904;
  }
  if (later) {
    const [p, q] = absent(s.lockedRatio) ? [0, 0] : s.lockedRatio;
    const d = p > 0 ? gcd(p, q) : 1;
    if (p / d !== currentRatio[0] || q / d !== currentRatio[1]) {
      if (setRatio(p, q) < 0) return -904;
      await animationEnd();
    }
  }
  // The perspective (none before version 3) and the shape (the rectangle before version 4) the
  // restore carries: six arguments hold the rest.
  const [h, v] = s.version >= 3 ? s.perspective : [0, 0];
  const shape = s.version === 4 ? SHAPE_NAMES.indexOf(s.shape) : Shape.rectangle;
  const radius = shape === Shape.roundedRectangle ? s.cornerRadius : 0;
  if (send(Kind.restorePerspective, 0, 0, h, v, shape, radius) < 0) return -904;
  const code = send(Kind.restore, 0, 0, s.center[0], s.center[1], s.zoomRelativeToCover, s.angle,
    s.quarterTurns, s.isMirrored ? 1 : 0);
  if (code >= 0) showMessage("Restored the saved crop.", true);
  return code;
}

const savedBox = document.getElementById("saved");
document.getElementById("save").addEventListener("click", () => {
  const json = savedCropJSON();
  if (!json) return;
  savedBox.value = json;
  try { localStorage.setItem("affinekit-playground-crop", json); } catch { /* private mode */ }
  showMessage("Saved the crop.", true);
});
document.getElementById("restore").addEventListener("click", () => restoreCrop(savedBox.value));

document.getElementById("export").addEventListener("click", () => exportCrop());

// MARK: Start

async function start() {
  const [{ instance }, image] = await Promise.all([
    WebAssembly.instantiateStreaming(fetch("affinekit.wasm"), {}),
    loadPhoto(),
  ]);
  wasm = instance.exports;
  photo = image;
  photoLevels = mipmap(image);
  measureStage();
  // The engine places the box: the whole photo, as large as the crop area allows. Its handles
  // resize it (no smaller than MINIMUM_BOX, recentred RECENTRE_DELAY seconds after a drag); the
  // zoom limits are ZoomLimits' defaults (0.6 to 15 during a gesture, 1 to 15 at rest: a crop
  // shows at least a fifteenth of the photo); a pan past the edge rubber-bands; the straighten
  // limit is ±45°.
  handle = raw.createArea(photo.naturalWidth, photo.naturalHeight, AREA.x, AREA.y, AREA.width,
    AREA.height, 0, 0, 1, MINIMUM_BOX, RECENTRE_DELAY, 0, 0.6, 15, 1, 15, 2, Math.PI / 4);
  if (handle <= 0) { showMessage(`Could not create the engine: ${describeCode(handle)}`); return; }
  try { savedBox.value = localStorage.getItem("affinekit-playground-crop") ?? ""; } catch { /* none */ }
  refresh();
  // From now on the stage's size drives the crop area: a resize or a turned phone is a layout
  // event.
  new ResizeObserver(relayout).observe(stageBox);
}

const ready = start().catch((error) => showMessage(`The playground could not start: ${error}`));

// For the browser test and the curious: the log, the state and the raw surface.
window.playground = {
  ready,
  raw,
  Kind, Phase, Flag, Query, Handle,
  get handle() { return handle; },
  state: () => ({ ...state }),
  /** The engine's crop area, locked ratio and whether the handles resize the box (query 10). */
  box: () => ({ ...boxState }),
  /** The crop shape (0 rectangle, 1 ellipse, 2 rounded rectangle) and its radius now (query 10). */
  shape: () => ({ ...shapeState }),
  /** Whether there is a step to undo and one to redo, and the history's length (query 11). */
  history: () => ({ ...historyState }),
  /** The crop box as the last frame drew it. */
  drawnBox: () => ({ ...drawnBox }),
  handleZone: HANDLE_ZONE,
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
  undo,
  redo,
  exportCrop,
  /** The engine's locked ratio, [p, q] ([0, 0]: a free box). */
  ratio: () => [...currentRatio],
  /** The decoded photo. */
  photo: () => photo,
  /** The stage's size in CSS pixels: the engine's view coordinates. */
  stageSize: () => ({ ...STAGE }),
  /** The crop area the page gives the engine, in the stage's coordinates. */
  area: () => ({ ...AREA }),
  cropBoxOnPage() {
    const r = stage.getBoundingClientRect();
    const sx = r.width / STAGE.width, sy = r.height / STAGE.height;
    return {
      x: r.left + state.boxX * sx, y: r.top + state.boxY * sy,
      width: state.boxWidth * sx, height: state.boxHeight * sy,
    };
  },
  stageOnPage() {
    const r = stage.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  },
  background: BACKGROUND,
};
