import type { Redirect } from '../../db/generated/client.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { maxPathLength } from '../../../../web/src/api/pagePaths.ts';
import { blogPath, normaliseRedirectPath, redirectPathProblem, type RedirectEnd } from '../../../../web/src/api/redirectRules.ts';
import { recordAudit } from '../audit.ts';
import { requireAdmin } from '../auth/permissions.ts';
import type { Writer } from '../publishing/versioned.ts';

// Redirects (docs/redirects.md): an old address of a post or page leads to its new one with a 301.
// A published post's or page's move leaves one behind (followAddress, in the save's transaction);
// admins add, edit and remove others. Every write keeps two rules, so a visitor is sent once and
// never round in circles: no target is itself an old address (a chain collapses to its end as it is
// written), and no old address is a published one (the live page wins). On PostgreSQL the writes
// run Serializable (db/transaction.ts): two racing writes cannot each miss the other's loop.

export const redirectNotFound = 'Redirect not found';

export type RedirectInput = {
  from: string;
  to: string;
};

const pathWords = `a page's path (/about) or an article's (/blog/some-post): lowercase letters, digits and hyphens after a single /, no query, at most ${maxPathLength} characters`;

const problemWords: Record<string, (end: RedirectEnd) => string> = {
  required: (end) => `${end} is required: ${pathWords}`,
  external: (end) => `${end} must be an address on this site, starting with a single / (no other site, no scheme): ${pathWords}`,
  invalid: (end) => `${end} is not an address a redirect takes: ${pathWords}`,
  dot_segment: (end) => `${end} may not hold . or .. segments: ${pathWords}`,
  too_long: (end) => `${end} is at most ${maxPathLength} characters`,
  reserved: (end) =>
    `${end} may not be ${end === 'from' ? `${blogPath} or ` : ''}under /admin, /api, /assets, /graphql, /media or /preview: the site answers those addresses itself`,
  loop: () => 'to is the address the redirect leads from: a redirect cannot lead to itself',
};

/** Both addresses, normalised and checked; 400 naming each one at fault. */
export function parseRedirectInput(raw: { from?: unknown; to?: unknown }): RedirectInput {
  const details: Record<string, string> = {};
  const read = (end: RedirectEnd) => {
    const value = raw[end];
    if (typeof value !== 'string') {
      details[end] = value === undefined || value === null ? 'required' : 'invalid';
      return '';
    }
    const path = normaliseRedirectPath(value);
    const problem = redirectPathProblem(path, end);
    if (problem) details[end] = problem;
    return path;
  };
  const input = { from: read('from'), to: read('to') };
  if (!details.from && !details.to && input.from === input.to) details.to = 'loop';
  const [field, code] = Object.entries(details)[0] ?? [];
  if (field) throw apiError('BAD_USER_INPUT', problemWords[code]?.(field as RedirectEnd) ?? `${field} is not valid`, details);
  return input;
}

/** Adds a redirect (admins only): what led to its old address now leads where it does. */
export async function createRedirect(ctx: Writer, raw: { from?: unknown; to?: unknown }): Promise<RedirectWrite> {
  const viewer = requireAdmin(ctx);
  const input = parseRedirectInput(raw);
  const written = await transaction(ctx.db, (tx) => writeRedirect(tx, null, input));
  await recordAudit(ctx.db, { action: 'redirect.created', actorId: viewer.id, target: `redirect:${written.redirect.id}`, ip: ctx.ip, detail: input });
  await ctx.publicContent.changed();
  return written;
}

/** Changes where a redirect leads from or to (admins only). */
export async function updateRedirect(ctx: Writer, id: number, raw: { from?: unknown; to?: unknown }): Promise<RedirectWrite> {
  const viewer = requireAdmin(ctx);
  const input = parseRedirectInput(raw);
  const written = await transaction(ctx.db, async (tx) => {
    if (!(await tx.redirect.findUnique({ where: { id }, select: { id: true } }))) throw apiError('NOT_FOUND', redirectNotFound);
    return writeRedirect(tx, id, input);
  });
  await recordAudit(ctx.db, { action: 'redirect.updated', actorId: viewer.id, target: `redirect:${id}`, ip: ctx.ip, detail: input });
  await ctx.publicContent.changed();
  return written;
}

/** Removes a redirect (admins only): its old address is a 404 again. */
export async function deleteRedirect(ctx: Writer, id: number): Promise<void> {
  const viewer = requireAdmin(ctx);
  const removed = await transaction(ctx.db, async (tx) => {
    const found = await tx.redirect.findUnique({ where: { id } });
    if (!found) throw apiError('NOT_FOUND', redirectNotFound);
    await tx.redirect.delete({ where: { id } });
    return found;
  });
  const detail = { from: removed.fromPath, to: removed.toPath };
  await recordAudit(ctx.db, { action: 'redirect.deleted', actorId: viewer.id, target: `redirect:${id}`, ip: ctx.ip, detail });
  await ctx.publicContent.changed();
}

/** A redirect as written, and the others it re-pointed (they led to its old address). */
export interface RedirectWrite {
  redirect: Redirect;
  repointed: Redirect[];
}

/** Writes a redirect (`id` null: a new one) under the two rules, or refuses it with 409 naming why. */
async function writeRedirect(tx: Tx, id: number | null, input: RedirectInput): Promise<RedirectWrite> {
  const taken = await tx.redirect.findUnique({ where: { fromPath: input.from } });
  if (taken && taken.id !== id) {
    throw apiError('CONFLICT', `Another redirect already leads from ${input.from}: edit that one`, { from: 'taken' });
  }
  if (await isPublishedAddress(tx, input.from)) {
    throw apiError('CONFLICT', `Visitors read published content at ${input.from}, which a redirect from it would never reach: take it down first`, {
      from: 'live',
    });
  }
  // To an old address is to where that one leads.
  const onward = await tx.redirect.findUnique({ where: { fromPath: input.to } });
  const to = onward && onward.id !== id ? onward.toPath : input.to;
  if (to === input.from) {
    throw apiError('CONFLICT', `${input.to} already leads to ${input.from}: this redirect would send visitors round in a circle`, { to: 'loop' });
  }
  const repointing = await tx.redirect.findMany({ where: { toPath: input.from, NOT: id === null ? undefined : { id } }, select: { id: true } });
  await tx.redirect.updateMany({ where: { id: { in: repointing.map((row) => row.id) } }, data: { toPath: to } });
  const data = { fromPath: input.from, toPath: to };
  const redirect = id === null ? await tx.redirect.create({ data }) : await tx.redirect.update({ where: { id }, data });
  const repointed = await tx.redirect.findMany({ where: { id: { in: repointing.map((row) => row.id) } }, orderBy: { fromPath: 'asc' } });
  return { redirect, repointed };
}

/** Whether a post or page is published at an address (scheduled ones too: the address is theirs). */
async function isPublishedAddress(tx: Tx, address: string): Promise<boolean> {
  const slug = address.startsWith(`${blogPath}/`) ? address.slice(blogPath.length + 1) : null;
  const found = slug
    ? await tx.post.findFirst({ where: { slug, status: 'PUBLISHED' }, select: { id: true } })
    : await tx.page.findFirst({ where: { path: address, status: 'PUBLISHED' }, select: { id: true } });
  return found !== null;
}

/**
 * Keeps the redirects in step with a post's or page's address after a save, in its transaction:
 * `wasPublic` is where visitors read it before (null when they could not), `published` where it is
 * published now (null for a draft). A public address that moved leads to the new one, and so does
 * every redirect that led to it; nothing leads away from an address published now.
 */
export async function followAddress(tx: Tx, wasPublic: string | null, published: string | null): Promise<void> {
  if (!published) return;
  await tx.redirect.deleteMany({ where: { fromPath: published } });
  if (!wasPublic || wasPublic === published) return;
  await tx.redirect.updateMany({ where: { toPath: wasPublic }, data: { toPath: published } });
  await tx.redirect.upsert({ where: { fromPath: wasPublic }, create: { fromPath: wasPublic, toPath: published }, update: { toPath: published } });
}
