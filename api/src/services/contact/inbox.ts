import type { Context, Viewer } from '../../context.ts';
import type { ContactMessage, ContactStatus, Prisma } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { requireAdmin, requireStaff } from '../auth/permissions.ts';
import { searchTerm, searchWhere } from '../search.ts';
import { toCsv } from './csv.ts';

// The staff inbox of enquiries: every signed-in staff member (editors and admins) reads them and
// marks them read or archived; only admins delete one. Changes, deletions and exports are audited.

export const notFoundMessage = 'Contact message not found';
/** An export holds at most this many messages, newest first. */
export const maxExportRows = 10_000;

export function assertCanReadInbox(ctx: Pick<Context, 'viewer' | 'tokenRejected'>): Viewer {
  return requireStaff(ctx);
}

export interface InboxFilter {
  status?: ContactStatus | null;
  search?: string | null;
}

/** The messages a filter selects: a status, and words found in the name, company, email, subject or message. */
export async function inboxWhere(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>, filter: InboxFilter): Promise<Prisma.ContactMessageWhereInput> {
  assertCanReadInbox(ctx);
  const search = searchTerm(filter.search);
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(search ? await searchWhere(ctx.db, 'contactMessages', search) : {}),
  };
}

/** How many messages nobody has read yet, in the whole inbox. */
export function unreadCount(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>): Promise<number> {
  assertCanReadInbox(ctx);
  return ctx.db.contactMessage.count({ where: { status: 'NEW' } });
}

export async function getContactMessage(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>, id: number): Promise<ContactMessage> {
  assertCanReadInbox(ctx);
  const message = await ctx.db.contactMessage.findUnique({ where: { id } });
  if (!message) throw apiError('NOT_FOUND', notFoundMessage);
  return message;
}

/** Marks a message new, read or archived; readAt is when it was first read (cleared when marked new again). */
export async function setContactMessageStatus(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip'>,
  id: number,
  status: ContactStatus,
): Promise<ContactMessage> {
  const viewer = assertCanReadInbox(ctx);
  const message = await getContactMessage(ctx, id);
  if (message.status === status) return message;
  const readAt = status === 'NEW' ? null : (message.readAt ?? new Date());
  const updated = await ctx.db.contactMessage.update({ where: { id }, data: { status, readAt } });
  await recordAudit(ctx.db, {
    action: 'contact.updated',
    actorId: viewer.id,
    target: `contact:${id}`,
    ip: ctx.ip,
    detail: { from: message.status, to: status },
  });
  return updated;
}

/** Deletes a message and its pending notification for good (admins only). */
export async function deleteContactMessage(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip'>, id: number): Promise<void> {
  const admin = requireAdmin(ctx);
  const { count } = await ctx.db.contactMessage.deleteMany({ where: { id } });
  if (count === 0) throw apiError('NOT_FOUND', notFoundMessage);
  await recordAudit(ctx.db, { action: 'contact.deleted', actorId: admin.id, target: `contact:${id}`, ip: ctx.ip });
}

const csvHeader = ['id', 'receivedAt', 'status', 'language', 'fullName', 'company', 'email', 'subject', 'message', 'readAt'];

/** The messages a filter selects as CSV, newest first (at most maxExportRows); the export is audited. */
export async function exportContactMessagesCsv(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip'>, filter: InboxFilter): Promise<string> {
  const viewer = assertCanReadInbox(ctx);
  const where = await inboxWhere(ctx, filter);
  const messages = await ctx.db.contactMessage.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: maxExportRows });
  await recordAudit(ctx.db, {
    action: 'contact.exported',
    actorId: viewer.id,
    ip: ctx.ip,
    detail: { count: messages.length, ...(filter.status ? { status: filter.status } : {}), ...(filter.search ? { search: true } : {}) },
  });
  return toCsv([
    csvHeader,
    ...messages.map((m) => [
      m.id,
      m.createdAt.toISOString(),
      m.status,
      m.language,
      m.fullName,
      m.company,
      m.email,
      m.subject,
      m.message,
      m.readAt?.toISOString() ?? '',
    ]),
  ]);
}
