import type { Context, SessionPolicy, Viewer } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { generateToken, hashToken } from './tokens.ts';

// lastSeenAt is written at most once a minute per session, not on every request.
const touchIntervalMs = 60_000;

export async function createSession(db: Db, userId: number, policy: SessionPolicy, client: { ip: string; userAgent: string }) {
  const token = generateToken();
  const now = Date.now();
  const session = await db.session.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + policy.absoluteMs),
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 256),
    },
  });
  return { token, session };
}

/** The viewer a bearer token stands for, or null when it is unknown, idle too long or past its absolute expiry. */
export async function viewerForToken(db: Db, token: string, policy: SessionPolicy): Promise<(Viewer & { totpEnabledAt: Date | null }) | null> {
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, username: true, role: true, active: true, totpEnabledAt: true } } },
  });
  if (!session) return null;
  const now = Date.now();
  const idle = now - session.lastSeenAt.getTime() > policy.idleMs;
  if (idle || session.expiresAt.getTime() <= now || !session.user.active) {
    await db.session.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > touchIntervalMs) {
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  return {
    id: session.user.id,
    username: session.user.username,
    role: session.user.role,
    sessionId: session.id,
    authenticatedAt: session.authenticatedAt,
    totpEnabledAt: session.user.totpEnabledAt,
  };
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match ? match[1] : null;
}

/** Ends every session of a user, or all but one (the one making a password change). */
export async function endSessions(ctx: Pick<Context, 'db'>, userId: number, exceptSessionId?: number): Promise<void> {
  await ctx.db.session.deleteMany({ where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) } });
}
