/** How much a client wants each content coding, by its Accept-Encoding (RFC 9110, 12.5.3). */
function weightsOf(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((piece) => piece.trim());
      if (name !== 'q') continue;
      const q = Number(value);
      weight = value && Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0;
    }
    weights.set(coding, weight);
  }
  return weights;
}

/**
 * The coding to send of `available` (most preferred first, 'identity' among them or not): the one
 * the client weighs highest, ties going to the earlier; one weighed q=0 never. Identity the header
 * does not name is acceptable, after any coding it does; with no header it is what is sent.
 */
export function preferredEncoding<E extends string>(acceptEncoding: string | undefined, available: readonly E[]): E | 'identity' {
  if (!acceptEncoding) return 'identity';
  const weights = weightsOf(acceptEncoding);
  const anyOther = weights.get('*');
  const weightOf = (coding: string) => weights.get(coding) ?? anyOther ?? (coding === 'identity' ? Number.MIN_VALUE : 0);
  let best: E | 'identity' = 'identity';
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weightOf(coding);
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return bestWeight > 0 || weightOf('identity') > 0 ? best : 'identity';
}
