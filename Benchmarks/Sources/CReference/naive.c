// The naive floor: CoreGraphics' formulas as a C programmer writes them, with nothing extra.
// `a*d - b*c` for the determinant and the inverse (CGAffineTransformInvert's formula), the four
// mapped corners and their min/max for Rect.applying (CGRectApplyAffineTransform's definition:
// "the smallest rectangle that contains the transformed corner points"), comparisons `x < y ? x : y`
// for min/max (one minsd/maxsd each; no NaN propagation), and the null checks CoreGraphics documents
// (a null rectangle stays null; union with null returns the other), and for a 3 × 3 matrix the
// textbook cofactor expansion along the first row and the adjugate divided by it (zero
// determinant: the input, as CGAffineTransformInvert does). This is what a user gives up
// by choosing AffineKit, so it is the reference the targets are stated against.
#include "CReference.h"
#include <math.h>

static inline double fmin2(double x, double y) { return x < y ? x : y; }
static inline double fmax2(double x, double y) { return x > y ? x : y; }

static inline int isnull(ak_rect r) { return r.x == INFINITY || r.y == INFINITY; }
static inline ak_rect standard(ak_rect r) {
  double x = r.w < 0 ? r.x + r.w : r.x, y = r.h < 0 ? r.y + r.h : r.y;
  return (ak_rect){x, y, fabs(r.w), fabs(r.h)};
}
static const ak_rect null_rect = {INFINITY, INFINITY, 0, 0};

static inline ak_point apply(ak_point p, ak_transform t) {
  return (ak_point){t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty};
}

static inline ak_rect rect_apply(ak_rect r, ak_transform t) {
  if (isnull(r)) return r;
  ak_rect s = standard(r);
  ak_point p0 = apply((ak_point){s.x, s.y}, t), p1 = apply((ak_point){s.x + s.w, s.y}, t);
  ak_point p2 = apply((ak_point){s.x, s.y + s.h}, t);
  ak_point p3 = apply((ak_point){s.x + s.w, s.y + s.h}, t);
  double nx = fmin2(fmin2(p0.x, p1.x), fmin2(p2.x, p3.x));
  double ny = fmin2(fmin2(p0.y, p1.y), fmin2(p2.y, p3.y));
  double mx = fmax2(fmax2(p0.x, p1.x), fmax2(p2.x, p3.x));
  double my = fmax2(fmax2(p0.y, p1.y), fmax2(p2.y, p3.y));
  return (ak_rect){nx, ny, mx - nx, my - ny};
}

void ak_naive_determinant(const ak_transform *t, double *out, long n) {
  for (long i = 0; i < n; i++) out[i] = t[i].a * t[i].d - t[i].b * t[i].c;
}

void ak_naive_inverted(const ak_transform *t, ak_transform *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_transform s = t[i];
    double det = s.a * s.d - s.b * s.c;
    if (det == 0) { out[i] = s; continue; }
    out[i] = (ak_transform){s.d / det, -s.b / det, -s.c / det, s.a / det,
                            (s.c * s.ty - s.d * s.tx) / det, (s.b * s.tx - s.a * s.ty) / det};
  }
}

void ak_naive_rect_applying(const ak_rect *r, const ak_transform *t, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) out[i] = rect_apply(r[i], t[i]);
}

void ak_naive_union(const ak_rect *l, const ak_rect *r, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_rect a = l[i], b = r[i];
    if (isnull(a)) { out[i] = b; continue; }
    if (isnull(b)) { out[i] = a; continue; }
    a = standard(a);
    b = standard(b);
    double x1 = fmin2(a.x, b.x), y1 = fmin2(a.y, b.y);
    double x2 = fmax2(a.x + a.w, b.x + b.w), y2 = fmax2(a.y + a.h, b.y + b.h);
    out[i] = (ak_rect){x1, y1, x2 - x1, y2 - y1};
  }
}

void ak_naive_intersection(const ak_rect *l, const ak_rect *r, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_rect a = l[i], b = r[i];
    if (isnull(a) || isnull(b)) { out[i] = null_rect; continue; }
    a = standard(a);
    b = standard(b);
    double x1 = fmax2(a.x, b.x), y1 = fmax2(a.y, b.y);
    double x2 = fmin2(a.x + a.w, b.x + b.w), y2 = fmin2(a.y + a.h, b.y + b.h);
    if (x1 > x2 || y1 > y2) { out[i] = null_rect; continue; }
    out[i] = (ak_rect){x1, y1, x2 - x1, y2 - y1};
  }
}

void ak_naive_frame(const ak_layer *l, ak_rect *out, long n) {
  for (long i = 0; i < n; i++) {
    const ak_layer *p = &l[i];
    ak_rect box = {-p->anchor.x * p->bounds.w, -p->anchor.y * p->bounds.h, p->bounds.w,
                   p->bounds.h};
    ak_rect f = rect_apply(box, p->t);
    out[i] = (ak_rect){f.x + p->position.x, f.y + p->position.y, f.w, f.h};
  }
}

// Rows (a b c), (d e f), (g h k): det = a(ek − fh) − b(dk − fg) + c(dh − eg).
void ak_naive_projective_determinant(const ak_projective *t, double *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_projective m = t[i];
    out[i] = m.m11 * (m.m22 * m.m44 - m.m24 * m.m42) - m.m12 * (m.m21 * m.m44 - m.m24 * m.m41) +
             m.m14 * (m.m21 * m.m42 - m.m22 * m.m41);
  }
}

// The inverse as the adjugate (the transposed cofactors) divided by the determinant, which
// reuses the first column's cofactors.
void ak_naive_projective_inverted(const ak_projective *t, ak_projective *out, long n) {
  for (long i = 0; i < n; i++) {
    ak_projective m = t[i];
    double a = m.m11, b = m.m12, c = m.m14, d = m.m21, e = m.m22, f = m.m24, g = m.m41,
           h = m.m42, k = m.m44;
    double ca = e * k - f * h, cb = f * g - d * k, cc = d * h - e * g;
    double det = a * ca + b * cb + c * cc;
    if (det == 0) { out[i] = m; continue; }
    out[i] = (ak_projective){ca / det,           (c * h - b * k) / det, (b * f - c * e) / det,
                             cb / det,           (a * k - c * g) / det, (c * d - a * f) / det,
                             cc / det,           (b * g - a * h) / det, (a * e - b * d) / det};
  }
}
