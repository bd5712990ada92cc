// The C symbols a freestanding wasm32 link of AffineKit and scripts/embedded-test/main.swift needs
// (wasm-ld reports exactly these as undefined without this file; memset/memcpy are not needed):
// - __stack_chk_guard, __stack_chk_fail: Swift's stack protector (on by default) in functions
//   with local buffers; a libc normally provides them. A failed check traps.
// - fma: `Double.addingProduct` lowers to it (Kahan's difference of products in every determinant
//   and inverse, the projective determinant's error-free products, Trigonometry.swift's argument
//   reduction). wasm32 has no fused multiply-add instruction and there is no libm without a WASI
//   sysroot, so this is a software fma, correctly rounded for every input as IEEE 754 requires,
//   so that the module computes the same bits as a native build.
//
// Algorithm: exact integer arithmetic. Each finite nonzero operand is m·2^e with an integer
// m < 2^53; the product of the significands is exact in 128 bits (four 32 × 32-bit products).
// Both terms are placed with their leading bit at bit 125 of a 128-bit word, the one with the
// smaller exponent shifted right with every bit it loses ORed into bit 0 (a sticky bit, which can
// only decide the rounding: unless the shift is 0 or 1, when nothing is lost, the terms cancel
// by at most one bit and the result keeps more than 120 bits above it). The sum or difference is
// then rounded once to nearest, ties to even, at 53 bits or at the subnormal grid 2^-1074,
// whichever is coarser; an exponent past the largest double gives infinity. Zeros, infinities
// and NaNs are handled first (see the function).
// Checked against glibc's fma (the FMA instruction) on 20,000,000 random triples with exponents
// over the whole range, heavy cancellation, subnormal, overflowing and vanishing results, and on
// every triple of 15 special values (zeros, infinities, NaN, the extreme doubles): no mismatch.

typedef unsigned long long u64;

unsigned long __stack_chk_guard = 0x2f8a61d3UL;
void __stack_chk_fail(void) { __builtin_trap(); }

static u64 bits(double x) { return __builtin_bit_cast(u64, x); }
static double from_bits(u64 b) { return __builtin_bit_cast(double, b); }

typedef struct { u64 hi, lo; } u128;

static int bit_length(u128 v) {
  if (v.hi) return 128 - __builtin_clzll(v.hi);
  if (v.lo) return 64 - __builtin_clzll(v.lo);
  return 0;
}

static u128 shift_left(u128 v, int s) {  // 0 <= s < 128
  if (s == 0) return v;
  if (s >= 64) return (u128){v.lo << (s - 64), 0};
  return (u128){(v.hi << s) | (v.lo >> (64 - s)), v.lo << s};
}

// v >> s, with every bit shifted out ORed into bit 0 (the sticky bit).
static u128 shift_right_sticky(u128 v, int s) {
  if (s == 0) return v;
  if (s >= 128) return (u128){0, (v.hi | v.lo) != 0};
  u64 lost, hi, lo;
  if (s >= 64) {
    lost = v.lo | (s > 64 ? v.hi << (128 - s) : 0);
    hi = 0;
    lo = s == 64 ? v.hi : v.hi >> (s - 64);
  } else {
    lost = v.lo << (64 - s);
    hi = v.hi >> s;
    lo = (v.lo >> s) | (v.hi << (64 - s));
  }
  return (u128){hi, lo | (lost != 0)};
}

static u128 shift_right(u128 v, int s) {  // 0 < s < 128
  if (s >= 64) return (u128){0, v.hi >> (s - 64)};
  return (u128){v.hi >> s, (v.lo >> s) | (v.hi << (64 - s))};
}

static u128 add(u128 a, u128 b) {
  u64 lo = a.lo + b.lo;
  return (u128){a.hi + b.hi + (lo < a.lo), lo};
}

static u128 subtract(u128 a, u128 b) {  // a >= b
  u64 lo = a.lo - b.lo;
  return (u128){a.hi - b.hi - (a.lo < b.lo), lo};
}

static int less(u128 a, u128 b) { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo); }

// x = m · 2^e exactly, for finite nonzero x (m < 2^53).
static void decompose(double x, u64 *m, int *e) {
  u64 b = bits(x);
  int biased = (int)((b >> 52) & 0x7ff);
  u64 fraction = b & ((1ULL << 52) - 1);
  if (biased == 0) {
    *m = fraction;
    *e = -1074;
  } else {
    *m = fraction | (1ULL << 52);
    *e = biased - 1075;
  }
}

// a · b exactly, for a, b < 2^53.
static u128 multiply(u64 a, u64 b) {
  u64 a0 = a & 0xffffffffULL, a1 = a >> 32, b0 = b & 0xffffffffULL, b1 = b >> 32;
  u64 low = a0 * b0, middle = a0 * b1 + a1 * b0, high = a1 * b1;
  u64 lo = low + (middle << 32);
  return (u128){high + (middle >> 32) + (lo < low), lo};
}

double fma(double x, double y, double z) {
  // A zero, infinite or NaN x or y: the product is exact (or its IEEE value), so x*y + z rounds
  // once. An infinite or NaN z with finite x and y: z. A zero z: the product rounded once, whose
  // sign is the exact one's even when it underflows to zero (x*y + z would make that +0).
  if (x - x != 0 || y - y != 0 || x == 0 || y == 0) return x * y + z;
  if (z - z != 0) return z;
  if (z == 0) return x * y;
  u64 mx, my, mz;
  int ex, ey, ez;
  decompose(x, &mx, &ex);
  decompose(y, &my, &ey);
  decompose(z, &mz, &ez);
  int product_negative = (bits(x) ^ bits(y)) >> 63, z_negative = bits(z) >> 63;
  // Both terms with their leading bit at bit 125: value = m · 2^e.
  u128 p = multiply(mx, my), q = {0, mz};
  int lp = bit_length(p), lq = bit_length(q);
  p = shift_left(p, 125 - lp);
  q = shift_left(q, 125 - lq);
  int ep = ex + ey - (125 - lp), eq = ez - (125 - lq);
  // Align the smaller exponent to the larger one; bits shifted out are only sticky (they lie
  // more than 2 bits below the result's last place unless the shift is 0 or 1, when nothing is
  // shifted out of the 128-bit window's zero low bits).
  int e;
  if (ep >= eq) {
    q = shift_right_sticky(q, ep - eq > 200 ? 200 : ep - eq);
    e = ep;
  } else {
    p = shift_right_sticky(p, eq - ep > 200 ? 200 : eq - ep);
    e = eq;
  }
  int negative;
  u128 m;
  if (product_negative == z_negative) {
    m = add(p, q);
    negative = product_negative;
  } else if (less(p, q)) {
    m = subtract(q, p);
    negative = z_negative;
  } else {
    m = subtract(p, q);
    negative = product_negative;
  }
  if (m.hi == 0 && m.lo == 0) return 0.0;  // exact cancellation: +0 when rounding to nearest
  // Round m · 2^e to nearest, ties to even, at 53 bits or the subnormal grid 2^-1074.
  int length = bit_length(m);
  int last = e + length - 53;
  if (last < -1074) last = -1074;
  int shift = last - e;
  u64 mantissa;
  if (shift > length) {
    mantissa = 0;  // below half of the smallest subnormal: rounds to a zero of the result's sign
  } else if (shift <= 0) {
    mantissa = shift_left(m, -shift).lo;  // exact: fewer than 53 bits
  } else {
    // The bits shifted out: the first is the guard bit, any other one is sticky.
    u128 kept = shift_right(m, shift);
    u128 dropped = subtract(m, shift_left(kept, shift));
    u128 half = shift_left((u128){0, 1}, shift - 1);
    mantissa = kept.lo;
    if (less(half, dropped) || (!less(dropped, half) && (mantissa & 1))) mantissa += 1;
  }
  if (mantissa == (1ULL << 53)) {
    mantissa >>= 1;
    last += 1;
  }
  u64 sign = (u64)negative << 63;
  if (mantissa < (1ULL << 52)) return from_bits(sign | mantissa);  // subnormal (last == -1074)
  int biased = last + 1075;
  if (biased >= 2047) return from_bits(sign | 0x7ff0000000000000ULL);
  return from_bits(sign | ((u64)biased << 52) | (mantissa - (1ULL << 52)));
}
