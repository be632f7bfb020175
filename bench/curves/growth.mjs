// Cost curves (issue 18 item 5): how a figure grows with the work, as an exponent of the work.

/** Exponent above which a curve grows worse than linearly (small samples wobble around 1). */
const SUPERLINEAR = 1.15;
/** Exponent below which a curve grows better than linearly. */
const SUBLINEAR = 0.85;

/**
 * Fits `metric ≈ c · x^k` between the first and last points, and between each neighbouring pair:
 * k near 1 is linear, above is worse than linear, near 0 is flat. Points with a missing or
 * non-positive value are left out (no logarithm of them).
 */
export function growth(points, metric) {
  const usable = points.filter((p) => Number.isFinite(p[metric]) && p[metric] > 0 && p.x > 0);
  if (usable.length < 2) return { metric, exponent: null, steps: [], verdict: 'not enough points' };
  const exponentOf = (a, b) =>
    Math.round((Math.log(b[metric] / a[metric]) / Math.log(b.x / a.x)) * 100) / 100;
  const steps = usable.slice(1).map((p, i) => ({
    from: usable[i].x,
    to: p.x,
    exponent: exponentOf(usable[i], p),
  }));
  const exponent = exponentOf(usable[0], usable.at(-1));
  const verdict =
    exponent > SUPERLINEAR
      ? 'worse than linear'
      : exponent < SUBLINEAR
        ? 'better than linear'
        : 'linear';
  return { metric, exponent, steps, verdict };
}

/** One line of a curve for the bench's notes: `x: metric a → b → c (k, verdict)`. */
export function describeCurve(name, curve, metric, unit = '') {
  const values = curve.points.map((p) => `${p.x}: ${p[metric] ?? '-'}${unit}`).join(' → ');
  const g = growth(curve.points, metric);
  return `${name} ${metric}: ${values} (exponent ${g.exponent ?? '-'}, ${g.verdict})`;
}
