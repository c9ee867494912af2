// connect-pg-simple 10 ships JSDoc only; @types/connect-pg-simple would pull in express-session's types.
// Just what auth/session-store.ts uses: the factory takes any Store base class with EventEmitter semantics.
declare module 'connect-pg-simple' {
  import type { Pool } from 'pg';

  interface PGStoreOptions {
    pool?: Pool;
    schemaName?: string;
    tableName?: string;
    createTableIfMissing?: boolean;
    ttl?: number;
    disableTouch?: boolean;
    errorLog?: (...args: unknown[]) => void;
    /** Seconds between deletions of expired rows, or false for none. */
    pruneSessionInterval?: false | number;
    pruneSessionRandomizedInterval?: false | ((delay: number) => number);
  }

  type Callback = (err?: unknown) => void;

  interface PGStore {
    get(sid: string, callback: (err: unknown, session?: unknown) => void): void;
    set(sid: string, session: unknown, callback: Callback): void;
    destroy(sid: string, callback: Callback): void;
    pruneSessions(callback?: Callback): void;
    close(): Promise<void>;
  }

  function connectPgSimple(session: { Store: unknown }): new (options?: PGStoreOptions) => PGStore;
  export = connectPgSimple;
}
