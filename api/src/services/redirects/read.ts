import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { redirectPathProblem } from '../../../../web/src/api/redirectRules.ts';
import { requireAdmin } from '../auth/permissions.ts';
import { searchTerm, searchWhere } from '../search.ts';

// Redirects as the public site reads them (an old address to where visitors end up) and as admins
// list them. Writes keep chains collapsed (write.ts); the reads still follow one left behind (two
// admins' writes racing on PostgreSQL end serialised, but data may come from elsewhere), so a visitor
// is sent to the end in one hop, and never round a loop.

/** The most hops followed from an old address: writes leave one. */
const maxHops = 8;

/** Every old address with the address it leads to in the end: what the public handler answers from, once per content change. */
export async function redirectMap(db: Pick<Db, 'redirect'>): Promise<Map<string, string>> {
  const rows = await db.redirect.findMany({ select: { fromPath: true, toPath: true } });
  const next = new Map(rows.map((row) => [row.fromPath, row.toPath]));
  const ends = new Map<string, string>();
  for (const from of next.keys()) {
    const end = follow(from, (address) => next.get(address));
    if (end) ends.set(from, end);
  }
  return ends;
}

/** Where one old address leads in the end, or null (none, or a loop): a query per hop, for a process without the public cache. */
export async function redirectFrom(db: Pick<Db, 'redirect'>, address: string): Promise<string | null> {
  const next = new Map<string, string>();
  for (let at = address, hop = 0; hop <= maxHops && !next.has(at); hop++) {
    const row = await db.redirect.findUnique({ where: { fromPath: at }, select: { toPath: true } });
    if (!row) break;
    next.set(at, row.toPath);
    at = row.toPath;
  }
  return follow(address, (at) => next.get(at));
}

/**
 * The end of the chain from an address, by `next`; null when it leads nowhere, in a circle, on too
 * long, or off this site's addresses (a row written by other means than the API is not trusted).
 */
function follow(from: string, next: (address: string) => string | undefined): string | null {
  const seen = new Set([from]);
  let at = next(from);
  if (at === undefined) return null;
  for (let hop = 1; ; hop++) {
    if (seen.has(at) || hop > maxHops) return null;
    seen.add(at);
    const onward = next(at);
    if (onward === undefined) return redirectPathProblem(at, 'to') ? null : at;
    at = onward;
  }
}

/** The redirects an admin lists: every one, or those with the text in either address. */
export async function redirectListWhere(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>, search?: string | null): Promise<Prisma.RedirectWhereInput> {
  requireAdmin(ctx);
  const text = searchTerm(search);
  return text ? searchWhere(ctx.db, 'redirects', text) : {};
}
