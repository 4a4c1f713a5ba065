import type { Context, Viewer } from '../../context.ts';
import { apiError } from '../../errors.ts';

/** The signed-in viewer, or 401: a rejected token and a missing one read differently. */
export function requireViewer(ctx: Pick<Context, 'viewer' | 'tokenRejected'>): Viewer {
  if (ctx.viewer) return ctx.viewer;
  throw apiError('UNAUTHENTICATED', ctx.tokenRejected ? 'Your session has expired or is invalid. Please sign in again.' : 'Authentication required');
}

/** Looked up by id, a staff-only record is found by staff alone: others get null, as for a missing one. */
export function staffOnlyWhere(ctx: Pick<Context, 'viewer'>): { id?: { in: number[] } } {
  return ctx.viewer ? {} : { id: { in: [] } };
}

/** Looked up by id, an admin-only record is found by admins alone: others get null, as for a missing one. */
export function adminOnlyWhere(ctx: Pick<Context, 'viewer'>): { id?: { in: number[] } } {
  return ctx.viewer?.role === 'ADMIN' ? {} : { id: { in: [] } };
}

/** Admins only: everyone else signed in gets 403. */
export function requireAdmin(ctx: Pick<Context, 'viewer' | 'tokenRejected'>): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'ADMIN') throw apiError('FORBIDDEN', 'Only administrators can do this');
  return viewer;
}
