import type { PublicUser } from '@cci/contracts';
import fastifySession from '@fastify/session';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Session } from 'fastify';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import { Pool, type PoolConfig } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { APP_CONFIG } from '../config/app-config.token';
import { parseUserAgent } from './user-agent';
import type { AppConfig } from '../config/config';
import type { SignedInDevice } from '@cci/contracts';
import {
  DEVICES_OF_SQL,
  type DeviceRow,
  END_DEVICE_SQL,
  END_SESSIONS_SQL,
  MEMBER_BY_ID,
  type MemberRow,
  SEEN_NOW,
  SESSION_WITH_MEMBER,
  type SessionRow,
  SESSIONS_OF_SQL,
  SESSIONS_TABLE,
  type SessionWithMemberRow,
} from './auth.queries';

/** Expired rows are deleted every ~15 minutes (connect-pg-simple randomises it to 50-150 %). */
export const PRUNE_INTERVAL_SECONDS = 15 * 60;

/** A pg Pool on the app's database, from the same options as its DataSource. */
export function sessionPoolConfig(options: DataSourceLike): PoolConfig {
  const o = options as Partial<PostgresDataSourceOptions>;
  const defined = (entries: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
  return {
    ...defined({
      connectionString: o.url,
      host: o.host,
      port: o.port,
      user: o.username,
      password: typeof o.password === 'string' ? o.password : undefined,
      database: o.database,
      ssl: o.ssl,
    }),
    connectionTimeoutMillis: (o.extra as { connectionTimeoutMillis?: number } | undefined)?.connectionTimeoutMillis ?? 5000,
    max: 5,
    application_name: 'cci-api-sessions',
  };
}
type DataSourceLike = DataSource['options'];

/** Distinct statements one preparedStatements() pool names (the session store issues four). */
const MAX_PREPARED = 32;

/**
 * The pool as connect-pg-simple uses it (`query(text, values)`), but each statement gets a name: pg then
 * prepares it once per connection, and later calls only bind and execute it, without PostgreSQL
 * parsing and planning it again (the figures: docs/decisions/0004-session-scoping.md).
 */
export function preparedStatements(pool: Pool): Pool {
  const names = new Map<string, string>();
  const query = (text: string, values?: unknown[]) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED) {
      name = `cci_session_${names.size + 1}`;
      names.set(text, name);
    }
    return name === undefined ? pool.query(text, values) : pool.query({ name, text, values });
  };
  return { query } as unknown as Pool;
}

const toMember = (row: MemberRow): PublicUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
  role: row.role,
  createdAt: row.created_at.toISOString(),
  emailVerified: row.email_verified_at !== null,
  primaryCommunity: row.primary_community,
  timeZone: row.time_zone,
});

/** The member read with a session row: `member` is null when the session names a member who no longer exists. */
export interface MemberRead {
  userId: number;
  member: PublicUser | null;
}

type SessionCallback = (err: unknown, session?: unknown) => void;
type PgStoreClass = ReturnType<typeof connectPgSimple>;

/**
 * connect-pg-simple, with one change: get() reads the session row AND the member it names in one
 * prepared statement, so a signed-in request costs one round trip to PostgreSQL instead of two (the
 * session row, then the member). Both are still read from the
 * database on every request: a deleted, expired or revoked session (logout, a changed admin mark,
 * a row deleted by hand) and a deleted member take effect at once; nothing is cached between requests.
 *
 * It also reads whether the session was last seen over LAST_SEEN_EVERY ago, and then bumps last_seen_at without
 * waiting (SEEN_NOW): the signed-in path keeps its one round trip.
 *
 * The member goes to signedInMember() through `reads`, keyed by the session's `passport` object:
 * @fastify/session copies the stored session's top-level keys by reference onto request.session, so
 * it is found under req.session.passport. It is not a key of the session, so it is
 * neither hashed (isModified) nor ever written back to the row.
 */
function memberReadingStore(PgStore: PgStoreClass, pool: Pool, reads: WeakMap<object, MemberRead>): PgStoreClass {
  return class MemberReadingStore extends PgStore {
    get(sid: string, fn: SessionCallback): void {
      pool.query<SessionWithMemberRow>({ ...SESSION_WITH_MEMBER, values: [sid, Math.ceil(Date.now() / 1000)] }).then(
        ({ rows: [row] }) => {
          if (!row) return fn(null);
          let sess = row.sess;
          // As connect-pg-simple: a row whose JSON does not parse is deleted, and is no session.
          if (typeof sess === 'string') {
            try {
              sess = JSON.parse(sess);
            } catch {
              return this.destroy(sid, fn);
            }
          }
          // Fire and forget: the request does not wait for it, and a failure only costs a stale time.
          if (row.seen_long_ago) pool.query({ ...SEEN_NOW, values: [sid] }).catch(() => undefined);
          const passport = (sess as { passport?: unknown } | null)?.passport;
          if (row.member_id !== null && typeof passport === 'object' && passport !== null) {
            reads.set(passport, { userId: row.member_id, member: row.id === null ? null : toMember(row) });
          }
          fn(null, sess);
        },
        (err: unknown) => fn(err),
      );
    }
  };
}

/**
 * The session store: connect-pg-simple on @fastify/session's Store base class, on the `sessions`
 * table (created by a migration, never by the store), with its own small pool and prepared
 * statements. Both are closed when the app shuts down (after the HTTP server stopped taking requests).
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('SessionStore');
  private readonly reads = new WeakMap<object, MemberRead>();
  readonly pool: Pool;
  readonly store: InstanceType<PgStoreClass>;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool(sessionPoolConfig(dataSource.options));
    // Without a listener, an idle client whose server goes away raises an unhandled 'error' and kills the process.
    this.pool.on('error', (err) => this.logger.warn(`session pool: ${err.message}`));
    const PgStore = connectPgSimple({ Store: (fastifySession as unknown as { Store: unknown }).Store });
    const Store = memberReadingStore(PgStore, this.pool, this.reads);
    // Off in tests: a timer per app would outlive short test files.
    const prune = config.nodeEnv !== 'test';
    this.store = new Store({
      pool: preparedStatements(this.pool),
      tableName: SESSIONS_TABLE,
      createTableIfMissing: false,
      pruneSessionInterval: prune ? PRUNE_INTERVAL_SECONDS : false,
      errorLog: (...args: unknown[]) => this.logger.error(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')),
    });
    // connect-pg-simple arms its prune timer in its own get() and set(); get() is ours, so arm it here:
    // expired rows are deleted now, then every ~15 minutes.
    if (prune) this.store.pruneSessions();
  }

  /**
   * The member a session is signed in as, read again on every request: with the session row when get() could
   * (memberReadingStore), else by id. A session naming no valid member (deleted, or a malformed id) loses the id,
   * and the request is anonymous.
   */
  async signedInMember(session: Session | null | undefined): Promise<PublicUser | null> {
    const passport = session?.passport;
    if (passport?.user === undefined) return null;
    const id = passport.user;
    const read = this.reads.get(passport);
    const member = read?.userId === id ? read.member : await this.member(id);
    if (!member) delete passport.user;
    return member;
  }

  /** The member with this id, or null (one prepared statement; for a session whose member get() did not read). */
  async member(id: unknown): Promise<PublicUser | null> {
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    const { rows } = await this.pool.query<MemberRow>({ ...MEMBER_BY_ID, values: [id] });
    return rows[0] ? toMember(rows[0]) : null;
  }

  /**
   * Ends every session of the member (a password reset or change, "log out everywhere", a deleted account), but
   * `exceptSid` when given (the session that asked, which the caller regenerates). Through sessions.user_id's index.
   */
  async endSessionsOf(userId: number, exceptSid?: string): Promise<number> {
    const { rowCount } = await this.pool.query(END_SESSIONS_SQL, [userId, exceptSid ?? null]);
    return rowCount ?? 0;
  }

  /** The member's sessions (the data export): when each was created, last seen and expires; never an id or contents. */
  async sessionsOf(userId: number): Promise<SessionRow[]> {
    const { rows } = await this.pool.query<SessionRow>(SESSIONS_OF_SQL, [userId]);
    return rows;
  }

  /** The member's signed-in devices (GET /api/me/sessions), `currentSid`'s marked as this one. */
  async devicesOf(userId: number, currentSid: string | undefined): Promise<SignedInDevice[]> {
    const { rows } = await this.pool.query<DeviceRow>(DEVICES_OF_SQL, [userId, currentSid ?? null]);
    return rows.map((r) => ({
      id: r.id,
      ...parseUserAgent(r.userAgent),
      place: r.place,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      current: r.current === true,
    }));
  }

  /** Ends the member's session of public id `id`; answers its sid, or null when they have none of that id. */
  async endDeviceOf(userId: number, id: number): Promise<string | null> {
    const { rows } = await this.pool.query<{ sid: string }>(END_DEVICE_SQL, [userId, id]);
    return rows[0]?.sid ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close(); // stops the prune timer; the pool is ours to end
    await this.pool.end();
  }
}
