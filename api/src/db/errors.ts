/**
 * The columns of the unique constraint a write broke (Prisma's P2002), or null for any other error.
 * Two writers racing past an "is it taken?" check end here rather than in a 500.
 */
export function uniqueViolationFields(error: unknown): string[] | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== 'P2002') return null;
  const meta = (error as { meta?: Record<string, any> }).meta ?? {};
  const constraint = meta.driverAdapterError?.cause?.constraint;
  const fields: unknown = constraint?.fields ?? fieldsOfIndex(constraint?.index) ?? meta.target;
  if (Array.isArray(fields)) return fields.map(String);
  if (typeof fields === 'string') return [fields];
  return [];
}

/**
 * The columns of a unique index named as Prisma names them, `<Table>_<column>_<column>_key`
 * (PostgreSQL reports the index, SQLite the columns). Our tables and columns hold no underscore.
 */
function fieldsOfIndex(index: unknown): string[] | undefined {
  const columns = typeof index === 'string' ? /^[^_]+_(.+)_key$/.exec(index)?.[1] : undefined;
  return columns?.split('_');
}

const busyKinds = new Set(['SocketTimeout', 'TransactionWriteConflict', 'TooManyConnections', 'DatabaseNotReachable', 'ConnectionClosed']);
// PostgreSQL: lock_not_available (lock_timeout), query_canceled, admin_shutdown, cannot_connect_now.
const busyPostgresCodes = new Set(['55P03', '57014', '57P01', '57P03']);

/**
 * True when the database was too busy, or out of reach, to answer in time (a lock held elsewhere,
 * a write conflict, no free connection, a restarting server): worth trying again in a moment.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta, message } = error as { code?: unknown; meta?: Record<string, any>; message?: unknown };
  const cause = meta?.driverAdapterError?.cause ?? (error as { cause?: Record<string, any> }).cause;
  // P2028: a transaction that could not start within its wait (maxWait) or ran past its time.
  if (code === 'P1008' || code === 'P2034' || code === 'P2024' || code === 'P2028' || code === 'P1001' || code === 'P1017') return true;
  if (busyKinds.has(cause?.kind) || (cause?.kind === 'postgres' && busyPostgresCodes.has(cause.code))) return true;
  // node-postgres's pool, when no connection frees up within connectionTimeoutMillis.
  return typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated/.test(message);
}
