import type { Context, Viewer } from '../../context.ts';
import { apiError } from '../../errors.ts';
import { inCallerLanguage } from './callerLanguage.ts';
import { secondFactorRequired } from './secondFactorPolicy.ts';

/** The signed-in viewer, or 401: a rejected token and a missing one read differently. */
export function requireViewer(ctx: Pick<Context, 'viewer' | 'tokenRejected'> & Partial<Pick<Context, 'awaitingSecondFactor' | 'request'>>): Viewer {
  if (ctx.viewer) return ctx.viewer;
  // Signed in, but held at the setup screen by the second-factor policy.
  if (ctx.awaitingSecondFactor) throw secondFactorRequired(ctx);
  throw ctx.tokenRejected ? sessionEnded(ctx) : apiError('UNAUTHENTICATED', inCallerLanguage(ctx, { en: 'Authentication required', ar: 'يلزم تسجيل الدخول' }));
}

/** The refusal of a token whose session has ended or never was (401), in the caller's language. */
export function sessionEnded(ctx: Partial<Pick<Context, 'request'>>) {
  return apiError(
    'UNAUTHENTICATED',
    inCallerLanguage(ctx, {
      en: 'Your session has expired or is invalid. Please sign in again.',
      ar: 'انتهت صلاحية جلستك أو أنها غير صالحة. يُرجى تسجيل الدخول من جديد.',
    }),
  );
}

/**
 * The signed-in viewer, including one the second-factor policy holds at the setup screen: for what
 * they may still do (set a factor up, read their own account, sign out).
 */
export function requireViewerDuringSetup(ctx: Pick<Context, 'viewer' | 'tokenRejected'> & Partial<Pick<Context, 'awaitingSecondFactor' | 'request'>>): Viewer {
  return ctx.awaitingSecondFactor ?? requireViewer(ctx);
}

/** Looked up by id, a staff-only record is found by editors and admins alone (not contributors): others get null, as for a missing one. */
export function staffOnlyWhere(ctx: Pick<Context, 'viewer'>): { id?: { in: number[] } } {
  return isReviewer(ctx.viewer) ? {} : { id: { in: [] } };
}

/** Looked up by id, a record for anyone signed in (contributors too) is found by them alone. */
export function signedInOnlyWhere(ctx: Pick<Context, 'viewer'>): { id?: { in: number[] } } {
  return ctx.viewer ? {} : { id: { in: [] } };
}

/** Looked up by id, an admin-only record is found by admins alone: others get null, as for a missing one. */
export function adminOnlyWhere(ctx: Pick<Context, 'viewer'>): { id?: { in: number[] } } {
  return ctx.viewer?.role === 'ADMIN' ? {} : { id: { in: [] } };
}

/** Admins only: everyone else signed in gets 403. */
export function requireAdmin(ctx: Pick<Context, 'viewer' | 'tokenRejected'> & Partial<Pick<Context, 'request'>>): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'ADMIN') throw onlyAdministrators(ctx);
  return viewer;
}

/**
 * Who reviews and publishes: editors and admins. Contributors write and submit for review
 * (docs/security.md#roles); everything else staff use is refused them.
 */
export function isReviewer(viewer: Pick<Viewer, 'role'> | null): boolean {
  return viewer?.role === 'ADMIN' || viewer?.role === 'EDITOR';
}

/** Editors and admins: a contributor gets 403, a visitor 401. */
export function requireStaff(ctx: Pick<Context, 'viewer' | 'tokenRejected'>): Viewer {
  const viewer = requireViewer(ctx);
  if (!isReviewer(viewer)) throw apiError('FORBIDDEN', 'Contributors cannot do this: ask an editor');
  return viewer;
}

/** 403 for a staff member who is not an admin, in the caller's language. */
export function onlyAdministrators(ctx: Partial<Pick<Context, 'request'>>) {
  return apiError('FORBIDDEN', inCallerLanguage(ctx, { en: 'Only administrators can do this', ar: 'هذا الإجراء متاح للمسؤولين فقط' }));
}

/** 404 for a user who is not there, or whom the caller may not see (which reads the same), in the caller's language. */
export function userNotFound(ctx: Partial<Pick<Context, 'request'>>) {
  return apiError('NOT_FOUND', inCallerLanguage(ctx, { en: 'User not found', ar: 'لم يُعثر على المستخدم' }));
}

/** 404 for a session that is not there, or not the caller's to end (which reads the same), in the caller's language. */
export function sessionNotFound(ctx: Partial<Pick<Context, 'request'>>) {
  return apiError('NOT_FOUND', inCallerLanguage(ctx, { en: 'Session not found', ar: 'لم يُعثر على الجلسة' }));
}
