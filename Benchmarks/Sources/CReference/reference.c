// The C references: AffineKit's math (Sources/AffineKit), line for line, including its
// NaN-propagating min/max and its null/infinite rect checks, so results can be compared exactly.
#include "CReference.h"
#include <float.h>
#include <math.h>
#include <string.h>

// Swift.min(x, y) is `y < x ? y : x`; Swift.max(x, y) is `y >= x ? y : x` (stdlib).
static inline double smin(double x, double y) { return y < x ? y : x; }
static inline double smax(double x, double y) { return y >= x ? y : x; }
static inline double nanmin(double a, double b) { return (a <= b || isnan(a)) ? a : b; }
static inline double nanmax(double a, double b) { return (a >= b || isnan(a)) ? a : b; }

static inline double minx(ak_rect r) { return r.x + smin(r.w, 0); }
static inline double maxx(ak_rect r) { return r.x + smax(r.w, 0); }
static inline double miny(ak_rect r) { return r.y + smin(r.h, 0); }
static inline double maxy(ak_rect r) { return r.y + smax(r.h, 0); }
static inline int isnull(ak_rect r) { return r.x == INFINITY || r.y == INFINITY; }
static inline int isempty(ak_rect r) { return isnull(r) || r.w == 0 || r.h == 0; }
static inline int isinfinite(ak_rect r) {
  const double m = -DBL_MAX / 2;
  return !isnull(r) && minx(r) == m && miny(r) == m && fabs(r.w) == DBL_MAX && fabs(r.h) == DBL_MAX;
}
static const ak_rect null_rect = {INFINITY, INFINITY, 0, 0};

static inline ak_point apply(ak_point p, ak_transform t) {
  return (ak_point){t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty};
}

// Rect+Applying.swift: the NaN-propagating bounding box, out of line in Swift.
__attribute__((noinline)) static ak_rect bbox_nan(ak_point p0, ak_point p1, ak_point p2,
                                                  ak_point p3) {
  double nx = nanmin(nanmin(p0.x, p1.x), nanmin(p2.x, p3.x));
  double ny = nanmin(nanmin(p0.y, p1.y), nanmin(p2.y, p3.y));
  double mx = nanmax(nanmax(p0.x, p1.x), nanmax(p2.x, p3.x));
  double my = nanmax(nanmax(p0.y, p1.y), nanmax(p2.y, p3.y));
  return (ak_rect){nx, ny, mx - nx, my - ny};
}

// Swift's lane min/max in Rect+Applying.swift: b < a ? b : a and b > a ? b : a.
static inline double lmin(double a, double b) { return b < a ? b : a; }
static inline double lmax(double a, double b) { return b > a ? b : a; }

static inline ak_rect rect_apply(ak_rect r, ak_transform t) {
  if (isnull(r)) return r;
  if (fabs(r.w) == DBL_MAX && isinfinite(r)) return r;
  double x0 = minx(r), x1 = maxx(r), y0 = miny(r), y1 = maxy(r);
  // Rect+Applying.swift: axis-aligned maps (the identity included) and quarter turns size the
  // result as |a*w| x |d*h| (one rounding each).
  if (t.b == 0 && t.c == 0) {
    double nx = t.a < 0 ? t.a * x1 + t.tx : t.a * x0 + t.tx;
    double ny = t.d < 0 ? t.d * y1 + t.ty : t.d * y0 + t.ty;
    return (ak_rect){nx, ny, fabs(t.a * r.w), fabs(t.d * r.h)};
  }
  if (t.a == 0 && t.d == 0) {
    double nx = t.c < 0 ? t.c * y1 + t.tx : t.c * y0 + t.tx;
    double ny = t.b < 0 ? t.b * x1 + t.ty : t.b * x0 + t.ty;
    return (ak_rect){nx, ny, fabs(t.c * r.h), fabs(t.b * r.w)};
  }
  x0 = r.x;
  x1 = r.x + r.w;
  y0 = r.y;
  y1 = r.y + r.h;
  ak_point p0 = apply((ak_point){x0, y0}, t), p1 = apply((ak_point){x1, y0}, t);
  ak_point p2 = apply((ak_point){x0, y1}, t), p3 = apply((ak_point){x1, y1}, t);
  double sx = (p0.x + p1.x) + (p2.x + p3.x), sy = (p0.y + p1.y) + (p2.y + p3.y);
  if (isnan(sx + sy)) return bbox_nan(p0, p1, p2, p3);
  double nx = lmin(lmin(p0.x, p1.x), lmin(p2.x, p3.x));
  double ny = lmin(lmin(p0.y, p1.y), lmin(p2.y, p3.y));
  double mx = lmax(lmax(p0.x, p1.x), lmax(p2.x, p3.x));
  double my = lmax(lmax(p0.y, p1.y), lmax(p2.y, p3.y));
  return (ak_rect){nx, ny, mx - nx, my - ny};
}

void ak_c_point_applying(const ak_point *p, const ak_transform *t, ak_point *out, long n) {
  for (long i = 0; i < n; i++) out[i] = apply(p[i], t[i]);
}

void ak_c_concatenating(const ak_transform *l, const ak_transform *r, ak_transform *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_transform s = l[i], o = r[i];
    out[i] = (ak_transform){s.a * o.a + s.b * o.c,         s.a * o.b + s.b * o.d,
                            s.c * o.a + s.d * o.c,         s.c * o.b + s.d * o.d,
                            s.tx * o.a + s.ty * o.c + o.tx, s.tx * o.b + s.ty * o.d + o.ty};
  }
}

// AffineTransform.kahanDifferenceOfProducts: p*q - r*s by Kahan's fma method, falling back to the
// naive formula when that is not finite (AffineTransform+Inversion.swift).
static double kahan_diff_of_products(double p, double q, double r, double s) {
  double w = r * s;
  double e = fma(-r, s, w);
  double f = fma(p, q, -w);
  double result = f + e;
  return isfinite(result) ? result : p * q - r * s;
}

// AffineTransform.accurateDifferenceOfProducts (out of line in Swift too).
__attribute__((noinline)) static double accurate_diff_of_products(double p, double q, double r,
                                                                   double s) {
  return kahan_diff_of_products(p, q, r, s);
}

// AffineTransform.differenceOfProducts: the naive p*q - r*s when its magnitude is more than 15/17
// of |p*q + r*s| (no cancellation); the out-of-line accurate path otherwise.
static inline double diff_of_products(double p, double q, double r, double s) {
  double pq = p * q, rs = r * s, d = pq - rs;
  if (fabs(d) - (15.0 / 17.0) * fabs(pq + rs) >= 0) return d;
  return accurate_diff_of_products(p, q, r, s);
}

void ak_c_determinant(const ak_transform *t, double *out, long n) {
  for (long i = 0; i < n; i++) out[i] = diff_of_products(t[i].a, t[i].d, t[i].b, t[i].c);
}

void ak_c_inverted(const ak_transform *t, ak_transform *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_transform s = t[i];
    double det = diff_of_products(s.a, s.d, s.b, s.c);
    if (det == 0) { out[i] = s; continue; }
    out[i] = (ak_transform){s.d / det, -s.b / det, -s.c / det, s.a / det,
                            diff_of_products(s.c, s.ty, s.d, s.tx) / det,
                            diff_of_products(s.b, s.tx, s.a, s.ty) / det};
  }
}

void ak_c_rect_applying(const ak_rect *r, const ak_transform *t, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) out[i] = rect_apply(r[i], t[i]);
}

void ak_c_union(const ak_rect *l, const ak_rect *r, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_rect a = l[i], b = r[i];
    if (isnull(a)) { out[i] = b; continue; }
    if (isnull(b)) { out[i] = a; continue; }
    double x1 = nanmin(minx(a), minx(b)), y1 = nanmin(miny(a), miny(b));
    double x2 = nanmax(maxx(a), maxx(b)), y2 = nanmax(maxy(a), maxy(b));
    out[i] = (ak_rect){x1, y1, x2 - x1, y2 - y1};
  }
}

void ak_c_intersection(const ak_rect *l, const ak_rect *r, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_rect a = l[i], b = r[i];
    if (isnull(a) || isnull(b)) { out[i] = null_rect; continue; }
    double x1 = nanmax(minx(a), minx(b)), y1 = nanmax(miny(a), miny(b));
    double x2 = nanmin(maxx(a), maxx(b)), y2 = nanmin(maxy(a), maxy(b));
    if (x1 > x2 || y1 > y2) { out[i] = null_rect; continue; }
    out[i] = (ak_rect){x1, y1, x2 - x1, y2 - y1};
  }
}

void ak_c_contains(const ak_rect *r, const ak_point *p, bool *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_rect a = r[i];
    ak_point q = p[i];
    out[i] = !isempty(a) && minx(a) <= q.x && q.x < maxx(a) && miny(a) <= q.y && q.y < maxy(a);
  }
}

static inline ak_rect frame(const ak_layer *l) {
  ak_rect box = {-l->anchor.x * l->bounds.w, -l->anchor.y * l->bounds.h, l->bounds.w, l->bounds.h};
  ak_rect f = rect_apply(box, l->t);
  if (isnull(f)) return f;
  return (ak_rect){minx(f) + l->position.x, miny(f) + l->position.y, fabs(f.w), fabs(f.h)};
}

void ak_c_frame(const ak_layer *l, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) out[i] = frame(&l[i]);
}

static inline ak_point to_super(const ak_layer *l, ak_point p) {
  const ak_transform t = l->t;
  double ax = l->bounds.x + l->anchor.x * l->bounds.w;
  double ay = l->bounds.y + l->anchor.y * l->bounds.h;
  ak_transform m = {t.a, t.b, t.c, t.d, l->position.x + (t.tx - (t.a * ax + t.c * ay)),
                    l->position.y + (t.ty - (t.b * ax + t.d * ay))};
  return apply(p, m);
}

void ak_c_convert2(const ak_point *p, const ak_layer *child, const ak_layer *parent, ak_point *out,
                   long n) {
  for (long i = 0; i < n; i++) out[i] = to_super(&parent[i], to_super(&child[i], p[i]));
}

// ZoomableContent (Sources/AffineKit/Gestures): the same validation, steps, overscroll modes and
// commit-or-restore as the Swift reducers, on the same state layout.
enum { AK_FREE = 0, AK_CLAMPED = 1, AK_RUBBER_BAND = 2 };

static inline int is_valid(const ak_zoom *s) {
  const ak_transform t = s->t;
  return isfinite(s->bounds.w) && s->bounds.w > 0 && isfinite(s->bounds.h) && s->bounds.h > 0 &&
         isfinite(s->center.x) && isfinite(s->center.y) && isfinite(t.a) && t.a > 0 &&
         t.d == t.a && t.b == 0 && t.c == 0 && t.tx == 0 && t.ty == 0 && s->anchor.x == 0.5 &&
         s->anchor.y == 0.5 && isfinite(s->wrapper.x) && isfinite(s->wrapper.y) &&
         isfinite(s->wrapper.w) && isfinite(s->wrapper.h) && s->wrapper.w != 0 &&
         s->wrapper.h != 0;
}

// ZoomableContent.isCommittable: a finite centre, a finite positive scale, a finite scaled size.
static inline int is_committable(const ak_zoom *s) {
  double sc = s->t.a;
  return isfinite(s->center.x) && isfinite(s->center.y) && isfinite(sc) && sc > 0 &&
         isfinite(sc * s->bounds.w) && isfinite(sc * s->bounds.h);
}

static inline void zoom_to(ak_zoom *s, double scale, ak_point f) {
  double k = scale / s->t.a;
  ak_point c = s->center;
  s->center = (ak_point){f.x + k * (c.x - f.x), f.y + k * (c.y - f.y)};
  s->t = (ak_transform){scale, 0, 0, scale, 0, 0};
}

// ZoomableContent.centerRange: the allowed centre range on one axis.
static inline void center_range(double len, double scale, double wmin, double wlen, double *lo,
                                double *hi) {
  double half = scale * len * 0.5, length = scale * len;
  if (length < wlen) {
    *lo = *hi = wmin + wlen * 0.5;
  } else {
    *hi = wmin + half;
    *lo = smin((wmin + wlen) - half, *hi);
  }
}

static inline ak_rect standardized(ak_rect r) {
  if (isnull(r)) return r;
  return (ak_rect){minx(r), miny(r), fabs(r.w), fabs(r.h)};
}

static inline void center_ranges(const ak_zoom *s, double *xlo, double *xhi, double *ylo,
                                 double *yhi) {
  ak_rect w = standardized(s->wrapper);
  center_range(s->bounds.w, s->t.a, w.x, w.w, xlo, xhi);
  center_range(s->bounds.h, s->t.a, w.y, w.h, ylo, yhi);
}

static inline void clamp_center(ak_zoom *s) {
  double xlo, xhi, ylo, yhi;
  center_ranges(s, &xlo, &xhi, &ylo, &yhi);
  s->center = (ak_point){smin(smax(s->center.x, xlo), xhi), smin(smax(s->center.y, ylo), yhi)};
}

// RubberBand (ZoomableContent+Pan.swift), c = 0.55.
static inline double band(double x, double d) { return 0.55 * d * x / (d + 0.55 * x); }
static inline double unband(double b, double d) { return d * b / (0.55 * (d - b)); }
static inline double rubber_pan(double position, double delta, double lo, double hi, double d) {
  if (delta == 0) return position;
  double virt;
  if (position > hi) {
    double b = position - hi;
    if (b >= d) return delta > 0 ? position : position + delta;
    virt = hi + unband(b, d);
  } else if (position < lo) {
    double b = lo - position;
    if (b >= d) return delta < 0 ? position : position + delta;
    virt = lo - unband(b, d);
  } else {
    virt = position;
  }
  double moved = virt + delta;
  if (moved > hi) return hi + band(moved - hi, d);
  if (moved < lo) return lo - band(lo - moved, d);
  return moved;
}

// ZoomableContent.applyResistedPan: the clamped and rubber-band modes.
static void resisted_pan(ak_zoom *s, ak_point t) {
  ak_point c = s->center;
  double xlo, xhi, ylo, yhi;
  center_ranges(s, &xlo, &xhi, &ylo, &yhi);
  if (s->overscroll == AK_CLAMPED) {
    s->center = (ak_point){t.x == 0 ? c.x : smin(smax(c.x + t.x, xlo), xhi),
                           t.y == 0 ? c.y : smin(smax(c.y + t.y, ylo), yhi)};
  } else if (s->overscroll == AK_RUBBER_BAND) {
    ak_rect w = standardized(s->wrapper);
    s->center = (ak_point){rubber_pan(c.x, t.x, xlo, xhi, w.w), rubber_pan(c.y, t.y, ylo, yhi, w.h)};
  } else {
    s->center = (ak_point){t.x == 0 ? c.x : c.x + t.x, t.y == 0 ? c.y : c.y + t.y};
  }
}

// ZoomableContent.applyPan.
static inline void apply_pan(ak_zoom *s, ak_point t) {
  if (t.x == 0 && t.y == 0) return;
  if (s->overscroll == AK_FREE)
    s->center = (ak_point){t.x == 0 ? s->center.x : s->center.x + t.x,
                           t.y == 0 ? s->center.y : s->center.y + t.y};
  else
    resisted_pan(s, t);
}

void ak_c_pinch(const ak_zoom *in, const double *k, const ak_point *focus, ak_zoom *out, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];  // the step mutates a stored state in place, as in the Swift benchmark
    ak_zoom *s = &out[i];
    double ki = k[i];
    ak_point f = focus[i];
    if (is_valid(s) && isfinite(ki) && ki > 0 && isfinite(f.x) && isfinite(f.y)) {
      ak_point c0 = s->center;
      ak_transform t0 = s->t;
      if (ki != 1) {  // ZoomableContent.applyPinch
        double cur = s->t.a;
        double target = smin(smax(cur * ki, s->minZoom), s->maxZoom);
        if (target != cur) {
          zoom_to(s, target, f);
          if (s->overscroll == AK_CLAMPED) clamp_center(s);
        }
      }
      if (!is_committable(s)) {
        s->center = c0;
        s->t = t0;
      }
    }
  }
}

void ak_c_pan(const ak_zoom *in, const ak_point *t, ak_zoom *out, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_zoom *s = &out[i];
    ak_point d = t[i];
    if (is_valid(s) && isfinite(d.x) && isfinite(d.y)) {
      ak_point c0 = s->center;
      apply_pan(s, d);
      if (!is_committable(s)) s->center = c0;
    }
  }
}

static inline int same_transform(ak_transform x, ak_transform y) {
  return x.a == y.a && x.b == y.b && x.c == y.c && x.d == y.d && x.tx == y.tx && x.ty == y.ty;
}

void ak_c_settle(const ak_zoom *in, ak_zoom *out, bool *changed, long n) {
  for (long i = 0; i < n; i++) {
    out[i] = in[i];
    ak_zoom *s = &out[i];
    bool moved = false;
    if (is_valid(s)) {
      ak_point c0 = s->center;
      ak_transform t0 = s->t;
      double cur = s->t.a;  // ZoomableContent.settleGeometry
      double rest = smin(smax(cur, s->restMin), s->restMax);
      if (rest != cur) zoom_to(s, rest, s->center);
      clamp_center(s);
      if (is_committable(s)) {
        s->isTracking = false;
        moved = !(s->center.x == c0.x && s->center.y == c0.y && same_transform(s->t, t0));
      } else {
        s->center = c0;
        s->t = t0;
      }
    }
    changed[i] = moved;
  }
}

void ak_c_apply_batch(const ak_transform *tp, ak_point *p, long n) {
  const ak_transform t = *tp;
  for (long i = 0; i < n; i++) p[i] = apply(p[i], t);
}

void ak_c_memcpy_points(ak_point *dst, const ak_point *src, long n) {
  memcpy(dst, src, (size_t)n * sizeof(ak_point));
}
