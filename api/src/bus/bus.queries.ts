/** The one PostgreSQL channel of the bus; messages carry their topic. */
export const BUS_CHANNEL = 'cci_bus';

/** Sends the payload $2 on the channel $1 (delivered at the commit of the sender's transaction). */
export const NOTIFY_SQL = 'SELECT pg_notify($1, $2)';

/** Listens on the bus's channel (the listening connection). */
export const LISTEN_SQL = `LISTEN ${BUS_CHANNEL}`;

/** The liveness query on the listening connection. */
export const PING_SQL = 'SELECT 1';
