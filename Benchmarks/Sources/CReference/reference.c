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

static inline ak_rect rect_apply(ak_rect r, ak_transform t) {
  if (isnull(r) || isinfinite(r)) return r;
  double x0 = minx(r), x1 = maxx(r), y0 = miny(r), y1 = maxy(r);
  // Rect+Applying.swift: the identity returns the standardized rect; axis-aligned maps and
  // quarter turns size the result as |a*w| x |d*h| (one rounding each).
  if (t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0)
    return (ak_rect){x0, y0, fabs(r.w), fabs(r.h)};
  double w = fabs(r.w), h = fabs(r.h);
  if (t.b == 0 && t.c == 0) {
    double nx = t.a < 0 ? t.a * x1 + t.tx : t.a * x0 + t.tx;
    double ny = t.d < 0 ? t.d * y1 + t.ty : t.d * y0 + t.ty;
    return (ak_rect){nx, ny, fabs(t.a * w), fabs(t.d * h)};
  }
  if (t.a == 0 && t.d == 0) {
    double nx = t.c < 0 ? t.c * y1 + t.tx : t.c * y0 + t.tx;
    double ny = t.b < 0 ? t.b * x1 + t.ty : t.b * x0 + t.ty;
    return (ak_rect){nx, ny, fabs(t.c * h), fabs(t.b * w)};
  }
  ak_point p0 = apply((ak_point){x0, y0}, t), p1 = apply((ak_point){x1, y0}, t);
  ak_point p2 = apply((ak_point){x0, y1}, t), p3 = apply((ak_point){x1, y1}, t);
  double nx = nanmin(nanmin(p0.x, p1.x), nanmin(p2.x, p3.x));
  double ny = nanmin(nanmin(p0.y, p1.y), nanmin(p2.y, p3.y));
  double mx = nanmax(nanmax(p0.x, p1.x), nanmax(p2.x, p3.x));
  double my = nanmax(nanmax(p0.y, p1.y), nanmax(p2.y, p3.y));
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
static inline double kahan_diff_of_products(double p, double q, double r, double s) {
  double w = r * s;
  double e = fma(-r, s, w);
  double f = fma(p, q, -w);
  double result = f + e;
  return isfinite(result) ? result : p * q - r * s;
}

// AffineTransform.differenceOfProducts: the naive p*q - r*s unless the products have the same sign
// and are within a factor of 16 (AffineTransform.cancellationRatio), where Kahan's method is used.
static inline double diff_of_products(double p, double q, double r, double s) {
  double pq = p * q, rs = r * s;
  double m = fabs(pq), n = fabs(rs);
  if ((pq < 0) == (rs < 0) && m <= 16 * n && n <= 16 * m) return kahan_diff_of_products(p, q, r, s);
  return pq - rs;
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

// ZoomableContent (Sources/AffineKit/Gestures), overscroll .free for pinch and pan.
static inline int is_valid(const ak_zoom *s) {
  const ak_transform t = s->t;
  return isfinite(s->bounds.w) && s->bounds.w > 0 && isfinite(s->bounds.h) && s->bounds.h > 0 &&
         isfinite(s->center.x) && isfinite(s->center.y) && isfinite(t.a) && t.a > 0 &&
         t.d == t.a && t.b == 0 && t.c == 0 && t.tx == 0 && t.ty == 0 && s->anchor.x == 0.5 &&
         s->anchor.y == 0.5 && isfinite(s->wrapper.x) && isfinite(s->wrapper.y) &&
         isfinite(s->wrapper.w) && isfinite(s->wrapper.h) && s->wrapper.w != 0 &&
         s->wrapper.h != 0;
}

static inline void zoom_to(ak_zoom *s, double scale, ak_point f) {
  double k = scale / s->t.a;
  ak_point c = s->center;
  s->center = (ak_point){f.x + k * (c.x - f.x), f.y + k * (c.y - f.y)};
  s->t = (ak_transform){scale, 0, 0, scale, 0, 0};
}

static inline double clamp_center(double c, double len, double scale, double wmin, double wlen) {
  double half = scale * len * 0.5, length = scale * len, lo, hi;
  if (length < wlen) {
    lo = hi = wmin + wlen * 0.5;
  } else {
    hi = wmin + half;
    lo = smin((wmin + wlen) - half, hi);
  }
  return smin(smax(c, lo), hi);
}

void ak_c_pinch(const ak_zoom *in, const double *k, const ak_point *focus, ak_zoom *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_zoom s = in[i];
    double ki = k[i];
    ak_point f = focus[i];
    if (is_valid(&s) && isfinite(ki) && ki > 0 && isfinite(f.x) && isfinite(f.y)) {
      double cur = s.t.a;
      double target = smin(smax(cur * ki, s.minZoom), s.maxZoom);
      if (target != cur && isfinite(target)) zoom_to(&s, target, f);
    }
    out[i] = s;
  }
}

void ak_c_pan(const ak_zoom *in, const ak_point *t, ak_zoom *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_zoom s = in[i];
    ak_point d = t[i];
    if (is_valid(&s) && isfinite(d.x) && isfinite(d.y))
      s.center = (ak_point){s.center.x + d.x, s.center.y + d.y};
    out[i] = s;
  }
}

void ak_c_settle(const ak_zoom *in, ak_zoom *out, bool *changed, long n) {
  for (long i = 0; i < n; i++) {
    ak_zoom s = in[i];
    bool moved = false;
    if (is_valid(&s)) {
      ak_point c0 = s.center;
      double cur = s.t.a;
      double rest = smin(smax(cur, s.restMin), s.restMax);
      if (rest != cur) zoom_to(&s, rest, s.center);
      double sc = s.t.a;
      ak_rect w = {minx(s.wrapper), miny(s.wrapper), fabs(s.wrapper.w), fabs(s.wrapper.h)};
      s.center.x = clamp_center(s.center.x, s.bounds.w, sc, w.x, w.w);
      s.center.y = clamp_center(s.center.y, s.bounds.h, sc, w.y, w.h);
      moved = s.center.x != c0.x || s.center.y != c0.y || s.t.a != cur;
    }
    out[i] = s;
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
