import { z } from 'zod';
import { markAuthenticated, requireRecentAuthentication } from './auth/reauthentication.ts';
import type { Context } from '../context.ts';
import type { Prisma, Role, User } from '../db/generated/client.ts';
import { apiError } from '../errors.ts';
import { detailsOf } from './inputDetails.ts';
import { recordAudit } from './audit.ts';
import { checkNewPassword, passwordProblemMessages } from './auth/passwordPolicy.ts';
import { inCallerLanguage } from './auth/callerLanguage.ts';
import { onlyAdministrators, requireAdmin, requireViewer, requireViewerDuringSetup, userNotFound } from './auth/permissions.ts';
import { endSessions } from './auth/sessions.ts';
import { reserveLoginAttempt, settleLoginAttempt } from './auth/throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { searchTerm, searchWhere } from './search.ts';
import { transaction } from '../db/transaction.ts';
import { hasDisguisingCharacters } from '../../../web/src/api/contactRules.ts';
import { bidiControlPattern, userLimits, usernameLength, usernamePattern } from '../../../web/src/api/userRules.ts';

// A name and bio show on every article of their author: no control character, direction override
// or isolate (contactRules' one rule, as titles follow it); line breaks and tabs are text in a bio.
const displayNameText = z
  .string()
  .trim()
  .max(userLimits.displayName, 'too_long')
  .refine((text) => !hasDisguisingCharacters(text, false), 'invalid');
const bioText = z
  .string()
  .trim()
  .max(userLimits.bio, 'too_long')
  .refine((text) => !hasDisguisingCharacters(text, true), 'invalid');

const fields = {
  username: z.string().trim().toLowerCase().regex(usernamePattern, 'invalid'),
  email: z.string().trim().toLowerCase().max(userLimits.email, 'too_long').pipe(z.email('invalid')),
  displayName: displayNameText.min(1, 'required'),
  bio: bioText,
  // The Arabic name and bio follow the same rules, but may stay empty: readers then see the English ones.
  displayNameAr: displayNameText,
  bioAr: bioText,
  role: z.enum(['ADMIN', 'EDITOR', 'CONTRIBUTOR'], 'invalid'),
  active: z.boolean('invalid'),
};

/** A name from elsewhere (a sign-in service's) as a display name: trimmed, or null when the rules here refuse it or it holds a direction control. */
export function displayNameFrom(text: unknown): string | null {
  const parsed = fields.displayName.safeParse(text);
  return parsed.success && !bidiControlPattern.test(parsed.data) ? parsed.data : null;
}

const fieldMessages: Record<string, string> = {
  username: `Usernames are ${usernameLength.min} to ${usernameLength.max} characters: lowercase letters, digits, dots, hyphens and underscores`,
  email: 'Enter a valid email address',
  displayName: `Enter a display name of at most ${userLimits.displayName} characters, without control characters`,
  bio: `The bio must be at most ${userLimits.bio} characters of text`,
  displayNameAr: `The Arabic display name must be at most ${userLimits.displayName} characters, without control characters`,
  bioAr: `The Arabic bio must be at most ${userLimits.bio} characters of text`,
  role: 'The role must be ADMIN, EDITOR or CONTRIBUTOR',
  active: 'active must be true or false',
};

/** Parses input with the field rules; failures become 400 with `{ field: code }` details. */
function parse<T extends z.ZodRawShape>(shape: T, input: unknown): z.infer<z.ZodObject<T>> {
  const result = z.object(shape).safeParse(input);
  if (result.success) return result.data;
  const details = detailsOf(result.error.issues, input);
  const first = Object.keys(details)[0];
  throw apiError('BAD_USER_INPUT', fieldMessages[first] ?? 'Invalid input', details);
}

function assertPassword(password: string, username: string, field = 'password') {
  const problem = checkNewPassword(password, username);
  if (problem) throw apiError('BAD_USER_INPUT', passwordProblemMessages[problem], { [field]: problem });
}

/**
 * The fields of an edit whose value differs from the stored one. Unchanged fields are not validated
 * again, so a value stored under older rules (the `admin@localhost` of early seeds) never blocks
 * saving the others.
 */
function changedFields(input: Record<string, unknown>, stored: User): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([field, value]) => value !== undefined && value !== null && !sameAsStored(stored, field, value)));
}

function sameAsStored(stored: User, field: string, value: unknown): boolean {
  const current = stored[field as keyof User];
  if (typeof value !== 'string' || typeof current !== 'string') return value === current;
  return (field === 'email' ? value.trim().toLowerCase() : value.trim()) === current;
}

/**
 * Writes a new password hash only if the stored one is still the one read with `user`
 * (compare-and-swap): of two changes made at once, the second fails with 409 instead of silently
 * replacing the first.
 */
async function swapPasswordHash(ctx: Pick<Context, 'db'>, user: User, newPassword: string, conflictMessage: string): Promise<User> {
  const { count } = await ctx.db.user.updateMany({
    where: { id: user.id, passwordHash: user.passwordHash },
    data: { passwordHash: await hashPassword(newPassword) },
  });
  if (count === 0) throw apiError('CONFLICT', conflictMessage);
  return findUser(ctx, user.id);
}

async function findUser(ctx: Pick<Context, 'db'> & Partial<Pick<Context, 'request'>>, id: number): Promise<User> {
  const user = await ctx.db.user.findUnique({ where: { id } });
  if (!user) throw userNotFound(ctx);
  return user;
}

async function assertUnique(ctx: Pick<Context, 'db'>, values: { username?: string; email?: string }, exceptId?: number) {
  for (const field of ['username', 'email'] as const) {
    const value = values[field];
    if (!value) continue;
    const clash = await ctx.db.user.findFirst({ where: { [field]: value, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
    if (clash)
      throw apiError('CONFLICT', field === 'username' ? 'This username is already taken' : 'This email address is already in use', { [field]: 'taken' });
  }
}

/**
 * The rule that keeps the site administrable: when a change takes admin rights away from a user,
 * another active admin must remain. Check and write run in one serializable transaction, so two
 * admins demoting each other at the same moment cannot both succeed.
 */
function keepingAnActiveAdmin<T>(
  ctx: Pick<Context, 'db'>,
  userId: number,
  removesAdmin: boolean,
  write: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return transaction(ctx.db, async (tx) => {
    if (removesAdmin) {
      const others = await tx.user.count({ where: { role: 'ADMIN', active: true, id: { not: userId } } });
      if (others === 0) throw apiError('CONFLICT', 'The last active administrator cannot be removed, demoted or deactivated');
    }
    return write(tx);
  });
}

/** What a staff member may change about themselves, each optional; admins may change it for anyone. */
const profileFields = {
  email: fields.email.optional(),
  displayName: fields.displayName.optional(),
  bio: fields.bio.optional(),
  displayNameAr: fields.displayNameAr.optional(),
  bioAr: fields.bioAr.optional(),
};

/** What only the account's owner changes about it: the fields above, and whether new sign-ins email them. */
const ownProfileFields = { ...profileFields, signInNotices: z.boolean('invalid').optional() };

export async function userSearchWhere(ctx: Pick<Context, 'db'>, filter: { search?: string | null; role?: Role | null }): Promise<Prisma.UserWhereInput> {
  const search = searchTerm(filter.search);
  return {
    ...(filter.role ? { role: filter.role } : {}),
    ...(search ? await searchWhere(ctx.db, 'users', search) : {}),
  };
}

export function assertCanListUsers(ctx: Pick<Context, 'viewer' | 'tokenRejected'>) {
  requireAdmin(ctx);
}

export async function getUser(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'> & Partial<Pick<Context, 'request'>>, id: number): Promise<User> {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'ADMIN' && viewer.id !== id) throw onlyAdministrators(ctx);
  return findUser(ctx, id);
}

/** The signed-in user's own account; 401 without a live session. */
export async function getOwnAccount(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'awaitingSecondFactor'>): Promise<User> {
  return findUser(ctx, requireViewerDuringSetup(ctx).id);
}

/** The fields of a staff member that readers see on their articles: a change empties the public caches. */
const publicProfileFields = ['displayName', 'bio', 'displayNameAr', 'bioAr'];

export async function createUser(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'request'>,
  input: {
    username?: unknown;
    email?: unknown;
    displayName?: unknown;
    password?: unknown;
    role?: unknown;
    bio?: unknown;
    displayNameAr?: unknown;
    bioAr?: unknown;
  },
) {
  const admin = requireAdmin(ctx);
  const data = parse(
    {
      username: fields.username,
      email: fields.email,
      displayName: fields.displayName,
      role: fields.role,
      bio: fields.bio.optional(),
      displayNameAr: fields.displayNameAr.optional(),
      bioAr: fields.bioAr.optional(),
    },
    input,
  );
  // An admin made is a change a stolen session must not make alone.
  if (data.role === 'ADMIN') requireRecentAuthentication(ctx);
  const password = typeof input.password === 'string' ? input.password : '';
  assertPassword(password, data.username);
  await assertUnique(ctx, data);
  const user = await ctx.db.user.create({
    data: { ...data, bio: data.bio ?? '', displayNameAr: data.displayNameAr ?? '', bioAr: data.bioAr ?? '', passwordHash: await hashPassword(password) },
  });
  await recordAudit(ctx.db, {
    action: 'user.created',
    actorId: admin.id,
    target: `user:${user.id}`,
    ip: ctx.ip,
    detail: { username: user.username, role: user.role },
  });
  return user;
}

export async function updateUser(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'publicContent' | 'request'>,
  id: number,
  input: { email?: unknown; displayName?: unknown; bio?: unknown; displayNameAr?: unknown; bioAr?: unknown; role?: unknown; active?: unknown },
) {
  const admin = requireAdmin(ctx);
  const target = await findUser(ctx, id);
  const present = changedFields(input, target);
  const data = parse(
    {
      ...profileFields,
      role: fields.role.optional(),
      active: fields.active.optional(),
    },
    present,
  );
  const losesAdmin = target.role === 'ADMIN' && target.active && ((data.role !== undefined && data.role !== 'ADMIN') || data.active === false);
  if (losesAdmin && target.id === admin.id) throw apiError('FORBIDDEN', 'You cannot demote or deactivate your own account');
  // What would hand the account to someone else, or an admin's power to take or give, needs a recent
  // confirmation: a stolen admin session alone cannot take over an account (docs/security.md#re-authentication).
  const takesOver =
    (data.role !== undefined && data.role !== target.role) ||
    (data.email !== undefined && data.email !== target.email) ||
    (data.active !== undefined && data.active !== target.active && target.role === 'ADMIN');
  if (takesOver) requireRecentAuthentication(ctx);
  await assertUnique(ctx, { email: data.email }, target.id);
  const user = await keepingAnActiveAdmin(ctx, id, losesAdmin, (tx) => tx.user.update({ where: { id }, data }));
  if (data.active === false) await endSessions(ctx, id);
  const changed = Object.keys(data).filter((key) => data[key as keyof typeof data] !== target[key as keyof User]);
  await recordAudit(ctx.db, { action: 'user.updated', actorId: admin.id, target: `user:${id}`, ip: ctx.ip, detail: { changed } });
  // An author's name and bio show on their articles.
  if (changed.some((field) => publicProfileFields.includes(field))) await ctx.publicContent.changed();
  return user;
}

export async function deleteUser(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'publicContent' | 'request'>, id: number): Promise<void> {
  const admin = requireAdmin(ctx);
  const target = await findUser(ctx, id);
  if (target.id === admin.id) throw apiError('FORBIDDEN', 'You cannot delete your own account');
  if (target.role === 'ADMIN') requireRecentAuthentication(ctx);
  // Sessions go with the user (cascade); posts keep existing without an author.
  await keepingAnActiveAdmin(ctx, id, target.role === 'ADMIN' && target.active, (tx) => tx.user.delete({ where: { id } }));
  await recordAudit(ctx.db, { action: 'user.deleted', actorId: admin.id, target: `user:${id}`, ip: ctx.ip, detail: { username: target.username } });
  // Their posts now show no author.
  await ctx.publicContent.changed();
}

/**
 * An admin sets another user's password, after a recent confirmation: every session of that user
 * ends. Not their own: that needs the current password, so a stolen admin session cannot take over
 * the account for good.
 */
export async function setUserPassword(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'request'>, id: number, newPassword: string) {
  const admin = requireAdmin(ctx);
  if (id === admin.id) {
    throw apiError('FORBIDDEN', 'To change your own password, use POST /api/auth/change-password (GraphQL changeOwnPassword) with your current password');
  }
  const target = await findUser(ctx, id);
  assertPassword(newPassword, target.username, 'newPassword');
  requireRecentAuthentication(ctx);
  const user = await swapPasswordHash(
    ctx,
    target,
    newPassword,
    'This password was changed by another request at the same time; yours was not saved. Reload and try again.',
  );
  await endSessions(ctx, id);
  await recordAudit(ctx.db, { action: 'user.password_reset', actorId: admin.id, target: `user:${id}`, ip: ctx.ip });
  return user;
}

/**
 * A signed-in user changes their own password: their other sessions end, this one stays. Checks of
 * the current password count toward the sign-in throttle, so a session is no way around it.
 */
export async function changeOwnPassword(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'request'>,
  currentPassword: string,
  newPassword: string,
) {
  const viewer = requireViewer(ctx);
  const incorrect = () =>
    apiError('BAD_USER_INPUT', inCallerLanguage(ctx, { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' }), {
      currentPassword: 'incorrect',
    });
  if (!currentPassword) throw incorrect();
  const attempt = await reserveLoginAttempt(ctx.db, viewer.username, ctx.ip);
  const user = await findUser(ctx, viewer.id);
  const valid = await verifyPassword(user.passwordHash, currentPassword);
  await settleLoginAttempt(ctx.db, attempt, valid);
  if (!valid) throw incorrect();
  assertPassword(newPassword, user.username, 'newPassword');
  if (newPassword === currentPassword) throw apiError('BAD_USER_INPUT', 'The new password must differ from the current one', { newPassword: 'unchanged' });
  const updated = await swapPasswordHash(
    ctx,
    user,
    newPassword,
    'Your password was changed by another request at the same time; this change was not saved. Sign in again with the newer password.',
  );
  // The current password is this change's re-authentication, once the change is made: a refused one confirms nothing.
  await markAuthenticated(ctx);
  await endSessions(ctx, user.id, viewer.sessionId);
  await recordAudit(ctx.db, { action: 'user.password_changed', actorId: user.id, target: `user:${user.id}`, ip: ctx.ip });
  return updated;
}

/** Anyone signed in edits their own display name, email and bio (in English and Arabic). */
export async function updateOwnProfile(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'publicContent' | 'request'>,
  input: { email?: unknown; displayName?: unknown; bio?: unknown; displayNameAr?: unknown; bioAr?: unknown; signInNotices?: unknown },
) {
  const viewer = requireViewer(ctx);
  const present = changedFields(input, await findUser(ctx, viewer.id));
  const data = parse(ownProfileFields, present);
  // A new address, or no more notices of new sign-ins, would hide a takeover from the account's owner.
  if (data.email !== undefined || data.signInNotices === false) requireRecentAuthentication(ctx);
  await assertUnique(ctx, { email: data.email }, viewer.id);
  const user = await ctx.db.user.update({ where: { id: viewer.id }, data });
  await recordAudit(ctx.db, {
    action: 'user.updated',
    actorId: viewer.id,
    target: `user:${viewer.id}`,
    ip: ctx.ip,
    detail: { changed: Object.keys(data), own: true },
  });
  // An author's name and bio show on their articles.
  if (Object.keys(data).some((field) => publicProfileFields.includes(field))) await ctx.publicContent.changed();
  return user;
}
