// Summaries of a V8 CPU profile (`node --cpu-prof`): where the API's time goes under one bench scenario.
import { readFileSync } from 'node:fs';

/** Where a frame's code lives: a package, the API's own module folder, Node itself, or V8's pseudo-frames. */
export function placeOf(url) {
  if (!url) return 'V8 / native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const api = /api\/dist\/([^/]+)\//.exec(url);
  if (api) return `api: ${api[1]}`;
  if (/contracts\//.test(url)) return 'contracts';
  if (url.startsWith('node:')) return 'node';
  return url.replace(/^file:\/\//, '');
}

const PSEUDO = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/**
 * The profile's samples from `fromUs` microseconds before its end (the load, without the start-up), summed:
 * - `self`: the top frames by self time (function, where, file:line), with their share of the busy time;
 * - `places`: self time by package / API folder;
 * - `inclusive`: the top frames of the API's own code by inclusive time (each sample counted once per frame);
 * - `gc`, `idle`: the garbage collector's and the idle share.
 */
export function summariseProfile(file, { fromUs = Infinity, top = 15 } = {}) {
  const prof = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n) => {
    const f = n.callFrame;
    return `${f.functionName || '(anonymous)'}\t${placeOf(f.url)}\t${f.url ? `${f.url.split('/').slice(-1)[0]}:${f.lineNumber + 1}` : ''}`;
  };
  const self = new Map();
  const places = new Map();
  const inclusive = new Map();
  const start = prof.endTime - fromUs;
  let busy = 0;
  let idle = 0;
  let gc = 0;
  // Sample i was taken timeDeltas[i] after the one before; it stands for the time until the next one.
  let ts = prof.startTime;
  for (let i = 0; i < prof.samples.length; i++) {
    ts += prof.timeDeltas[i] ?? 0;
    const dt = prof.timeDeltas[i + 1] ?? 0;
    if (ts < start) continue;
    const n = byId.get(prof.samples[i]);
    const name = n.callFrame.functionName;
    if (name === '(idle)') {
      idle += dt;
      continue;
    }
    busy += dt;
    if (name === '(garbage collector)') gc += dt;
    const k = key(n);
    self.set(k, (self.get(k) ?? 0) + dt);
    const p = PSEUDO.has(name) ? name : placeOf(n.callFrame.url);
    places.set(p, (places.get(p) ?? 0) + dt);
    const seen = new Set();
    for (let id = n.id; id !== undefined; id = parent.get(id)) {
      const a = byId.get(id);
      if (!/api\/dist\//.test(a.callFrame.url)) continue;
      const ak = key(a);
      if (seen.has(ak)) continue;
      seen.add(ak);
      inclusive.set(ak, (inclusive.get(ak) ?? 0) + dt);
    }
  }
  const rows = (m, n) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => {
        const [fn, where, at] = k.split('\t');
        return { fn, where: where ?? '', at: at ?? '', ms: Math.round(us / 1000), share: busy ? us / busy : 0 };
      });
  return {
    busyMs: Math.round(busy / 1000),
    idleShare: busy + idle ? idle / (busy + idle) : 0,
    gcShare: busy ? gc / busy : 0,
    self: rows(self, top),
    places: rows(places, 12).map(({ fn, ms, share }) => ({ place: fn, ms, share })),
    inclusive: rows(inclusive, top),
  };
}

/** The summary as markdown tables. */
export function profileMarkdown(title, s) {
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  const L = [
    `**${title}**: ${s.busyMs.toLocaleString('en')} ms busy (idle ${pct(s.idleShare)} of the window, GC ${pct(s.gcShare)} of busy)`,
    '',
  ];
  L.push('| top frames, self time | where | share |', '|---|---|---|');
  for (const r of s.self) L.push(`| \`${r.fn}\` ${r.at} | ${r.where} | ${pct(r.share)} |`);
  L.push('', '| self time by package | share |', '|---|---|');
  for (const r of s.places) L.push(`| ${r.place} | ${pct(r.share)} |`);
  L.push('', "| the API's own frames, inclusive | where | share |", '|---|---|---|');
  for (const r of s.inclusive) L.push(`| \`${r.fn}\` ${r.at} | ${r.where} | ${pct(r.share)} |`);
  return L.join('\n');
}
