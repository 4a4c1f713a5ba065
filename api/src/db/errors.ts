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
