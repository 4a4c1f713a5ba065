import type { Context } from '../../context.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { requireViewer } from './permissions.ts';

// The sessions screen (docs/security.md#sessions-and-tokens): each staff member sees their live
// sessions and ends any or all others; admins see and end anyone's. Every ending is audited.

type Ctx = Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'sessionPolicy'>;

/** Whose sessions the caller may see and end: their own, or (an admin) anyone's; another reads as missing. */
function assertMayManage(ctx: Ctx, userId: number) {
  const viewer = requireViewer(ctx);
  if (viewer.id !== userId && viewer.role !== 'ADMIN') throw apiError('NOT_FOUND', 'User not found');
  return viewer;
}

/** A user's live sessions (not idle too long, not past their end), the most recently used first. */
export async function listSessions(ctx: Ctx, userId: number) {
  assertMayManage(ctx, userId);
  const now = Date.now();
  return ctx.db.session.findMany({
    where: { userId, expiresAt: { gt: new Date(now) }, lastSeenAt: { gt: new Date(now - ctx.sessionPolicy.idleMs) } },
    orderBy: [{ lastSeenAt: 'desc' }, { id: 'desc' }],
  });
}

/** Ends one session (the caller's own, or an admin any); ending the current one signs the caller out. */
export async function endSession(ctx: Ctx, sessionId: number): Promise<void> {
  const viewer = requireViewer(ctx);
  const session = await ctx.db.session.findUnique({ where: { id: sessionId }, select: { id: true, userId: true } });
  if (!session || (session.userId !== viewer.id && viewer.role !== 'ADMIN')) throw apiError('NOT_FOUND', 'Session not found');
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
  const viewer = requireViewer(ctx);
  const { count } = await ctx.db.session.deleteMany({ where: { userId: viewer.id, id: { not: viewer.sessionId } } });
  if (count)
    await recordAudit(ctx.db, { action: 'auth.session_ended', actorId: viewer.id, target: `user:${viewer.id}`, ip: ctx.ip, detail: { others: count } });
  return count;
}
