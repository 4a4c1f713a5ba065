/**
 * The columns of the unique constraint a write broke (Prisma's P2002), or null for any other error.
 * Two writers racing past an "is it taken?" check end here rather than in a 500.
 */
export function uniqueViolationFields(error: unknown): string[] | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== 'P2002') return null;
  const meta = (error as { meta?: Record<string, any> }).meta ?? {};
  const constraint = meta.driverAdapterError?.cause?.constraint;
  const fields: unknown = constraint?.fields ?? meta.target;
  if (Array.isArray(fields)) return fields.map(String);
  if (typeof fields === 'string') return [fields];
  return [];
}

/** True when the database was too busy to answer in time (a lock held elsewhere, a write conflict). */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta } = error as { code?: unknown; meta?: Record<string, any> };
  const kind = meta?.driverAdapterError?.cause?.kind;
  return code === 'P1008' || code === 'P2034' || code === 'P2024' || kind === 'SocketTimeout' || kind === 'TransactionWriteConflict';
}
