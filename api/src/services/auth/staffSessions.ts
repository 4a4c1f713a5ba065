import type { Context } from '../../context.ts';
import { recordAudit } from '../audit.ts';
import { loadInBatch } from '../batch.ts';
import { requireAdmin, requireViewer, sessionNotFound, userNotFound } from './permissions.ts';
import { requireRecentAuthentication } from './reauthentication.ts';
import { endSessions } from './sessions.ts';

// The sessions screen (docs/security.md#sessions-and-tokens): each staff member sees their live
// sessions and ends any or all others; admins see and end anyone's. Every ending is audited. Ending
// any session but the one asking needs a recent confirmation (re-authentication): a stolen session
// that is no longer fresh would otherwise sign its owner, and every other admin, out again and again.

type Ctx = Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'sessionPolicy'> & Partial<Pick<Context, 'request'>>;

/** Whose sessions the caller may see and end: their own, or (an admin) anyone's; another reads as missing. */
function assertMayManage(ctx: Ctx, userId: number) {
  const viewer = requireViewer(ctx);
  if (viewer.id !== userId && viewer.role !== 'ADMIN') throw userNotFound(ctx);
  return viewer;
}

/** Which of a user's (or users') sessions are live: not idle too long, not past their end. */
function liveSessionsWhere(ctx: Ctx, userId: number | { in: number[] }) {
  const now = Date.now();
  return { userId, expiresAt: { gt: new Date(now) }, lastSeenAt: { gt: new Date(now - ctx.sessionPolicy.idleMs) } };
}

/** A user's live sessions, the most recently used first: a list's users' read together. */
export async function listSessions(ctx: Ctx, userId: number) {
  assertMayManage(ctx, userId);
  const sessions = await loadInBatch(ctx, 'live sessions', userId, async (userIds: number[]) => {
    const rows = await ctx.db.session.findMany({ where: liveSessionsWhere(ctx, { in: userIds }), orderBy: [{ lastSeenAt: 'desc' }, { id: 'desc' }] });
    const byUser = new Map(userIds.map((id) => [id, [] as typeof rows]));
    for (const row of rows) byUser.get(row.userId)?.push(row);
    return byUser;
  });
  return sessions ?? [];
}

/** Ends one session (the caller's own, or an admin any); ending the current one signs the caller out. */
export async function endSession(ctx: Ctx, sessionId: number): Promise<void> {
  const viewer = requireViewer(ctx);
  const session = await ctx.db.session.findUnique({ where: { id: sessionId }, select: { id: true, userId: true } });
  if (!session || (session.userId !== viewer.id && viewer.role !== 'ADMIN')) throw sessionNotFound(ctx);
  if (session.id !== viewer.sessionId) requireRecentAuthentication(ctx);
  await ctx.db.session.deleteMany({ where: { id: session.id } });
  await recordAudit(ctx.db, {
    action: 'auth.session_ended',
    actorId: viewer.id,
    target: `user:${session.userId}`,
    ip: ctx.ip,
    detail: { session: session.id },
  });
}

/** Ends every session of the caller but the one making the request; answers how many ended. */
export async function endOtherSessions(ctx: Ctx): Promise<number> {
  const viewer = requireRecentAuthentication(ctx);
  const { count } = await ctx.db.session.deleteMany({ where: { userId: viewer.id, id: { not: viewer.sessionId } } });
  if (count)
    await recordAudit(ctx.db, { action: 'auth.session_ended', actorId: viewer.id, target: `user:${viewer.id}`, ip: ctx.ip, detail: { others: count } });
  return count;
}

/**
 * Ends every session of one user (admins only; others get 403, an unknown user 404) and answers how
 * many were live. As with endSession, an admin may name themselves: that signs them out here too.
 */
export async function endUserSessions(ctx: Ctx, userId: number): Promise<number> {
  const viewer = requireAdmin(ctx);
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw userNotFound(ctx);
  requireRecentAuthentication(ctx);
  const live = await ctx.db.session.count({ where: liveSessionsWhere(ctx, user.id) });
  // Dead rows go too: after this the user has no session row at all.
  await endSessions(ctx, user.id);
  if (live) await recordAudit(ctx.db, { action: 'auth.session_ended', actorId: viewer.id, target: `user:${user.id}`, ip: ctx.ip, detail: { all: live } });
  return live;
}
