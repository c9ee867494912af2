/**
 * The content coding to send, from those we have (in our order of preference), by the request's Accept-Encoding
 * (RFC 9110 §12.5.3): the highest q above 0 wins, ties go to our order; `q=0` refuses; `*` counts as gzip, as
 * @fastify/static reads it for the .br / .gz files (so one URL gets one answer, pre-rendered or not).
 * undefined: send the identity.
 */
export function negotiateEncoding(header: string | string[] | undefined, available: readonly string[]): string | undefined {
  if (header === undefined) return undefined;
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!coding) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(coding, Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0);
  }
  let best: string | undefined;
  let bestQ = 0;
  for (const coding of available) {
    const weight = q.get(coding) ?? (coding === 'gzip' ? q.get('*') : undefined) ?? 0;
    if (weight > bestQ) [best, bestQ] = [coding, weight];
  }
  return best;
}
