/** Deletes the rows whose window and block are both over. */
export const SWEEP_SQL = 'DELETE FROM rate_limits WHERE expires_at < now()';

/**
 * Counts one request under the key $1 ($2 the window in ms, $3 the limit, $4 the block in ms): over the limit within
 * the window, the key is blocked for $4 and stays blocked, without counting, until then.
 */
export const INCREMENT_SQL = `INSERT INTO rate_limits AS r (key, hits, window_ends, blocked_until, expires_at)
         VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond',
                 CASE WHEN 1 > $3::int THEN now() + $4::float8 * interval '1 millisecond' END,
                 now() + greatest($2::float8, $4::float8) * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.blocked_until > now() THEN r.hits WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
         window_ends = CASE WHEN r.blocked_until > now() OR r.window_ends > now() THEN r.window_ends ELSE excluded.window_ends END,
         blocked_until = CASE
           WHEN r.blocked_until > now() THEN r.blocked_until
           WHEN (CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END) > $3::int THEN now() + $4::float8 * interval '1 millisecond'
         END,
         expires_at = greatest(r.expires_at, excluded.expires_at)
       RETURNING hits,
         ceil(extract(epoch FROM window_ends - now()))::int AS "timeToExpire",
         coalesce(blocked_until > now(), false) AS "isBlocked",
         greatest(0, ceil(extract(epoch FROM blocked_until - now())))::int AS "timeToBlockExpire"`;
export interface IncrementRow {
  hits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number | null;
}

/** Makes sure the row of the key $1 exists and its window ($2 ms) is current, and locks it until the transaction ends. */
export const RESERVE_ROW_SQL = `INSERT INTO rate_limits AS r (key, hits, window_ends, expires_at)
             VALUES ($1, 0, now() + $2::float8 * interval '1 millisecond', now() + $2::float8 * interval '1 millisecond')
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN r.window_ends <= now() THEN 0 ELSE r.hits END,
             window_ends = CASE WHEN r.window_ends <= now() THEN excluded.window_ends ELSE r.window_ends END,
             expires_at = CASE WHEN r.window_ends <= now() THEN excluded.window_ends ELSE r.window_ends END
           RETURNING hits, window_ends::text AS "windowEnds", greatest(1, ceil(extract(epoch FROM window_ends - now())))::int AS "secondsLeft"`;
export interface ReserveRow {
  hits: number;
  windowEnds: string;
  secondsLeft: number;
}

/** Takes one unit of each key $1. */
export const TAKE_SQL = 'UPDATE rate_limits SET hits = hits + 1 WHERE key = ANY($1)';

/** Gives back one unit of each key $1 whose window still ends at $2 (the same index). */
export const REFUND_SQL = `UPDATE rate_limits r SET hits = greatest(r.hits - 1, 0)
         FROM unnest($1::text[], $2::timestamptz[]) AS t(key, window_ends)
        WHERE r.key = t.key AND r.window_ends = t.window_ends`;
