import { isTimeZone } from '@cci/contracts';
import type { FastifyRequest } from 'fastify';

// What the list of signed-in devices shows of a session (GET /api/me/sessions): its browser and system, from the
// User-Agent at sign-in, and a coarse place. This machine has no GeoIP database (and the site no network to ask), so
// the place is the city of the browser's IANA time zone when the sign-in's body sent it (`tz: "Europe/London"` → "London"),
// else the network the request came from, as the trusted hop gives it (TRUST_PROXY), masked to its /24 ("203.0.113.x")
// or /48 for IPv6: never the full address.

/** What a sign-in writes in the session (the generated columns sessions.user_agent and sessions.place read it). */
export interface DeviceRecord {
  ua: string;
  place: string | null;
}

/** The city of an IANA zone ("America/Argentina/Buenos_Aires" → "Buenos Aires"); null for the zones of no place (UTC, Etc/…). */
export function cityOfZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.length > 64 || !zone.includes('/') || zone.startsWith('Etc/') || !isTimeZone(zone)) return null;
  return zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');
}

/** The address with its host part hidden: "203.0.113.x" (IPv4, and IPv4 mapped into IPv6), "2001:db8:85a3:x" (IPv6's /48). */
export function maskedNetwork(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (!ip.includes(':')) return null;
  const [head] = ip.split('::');
  const groups = head.split(':').filter(Boolean).slice(0, 3);
  return groups.length ? `${groups.join(':')}:x` : null;
}

export function deviceOf(req: FastifyRequest): DeviceRecord {
  const ua = String(req.headers['user-agent'] ?? '').slice(0, 400);
  const tz = (req.body as { tz?: unknown } | null | undefined)?.tz;
  return { ua, place: cityOfZone(tz) ?? maskedNetwork(req.ip) };
}
