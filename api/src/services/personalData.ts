import { z } from 'zod';
import { contactLimits } from '../../../web/src/api/contactRules.ts';
import type { Context } from '../context.ts';
import type { Db } from '../db/client.ts';
import { Prisma, type ContactMessage } from '../db/generated/client.ts';
import { transaction, type Tx } from '../db/transaction.ts';
import { apiError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import { requireAdmin } from './auth/permissions.ts';
import { containsPattern, like } from './search.ts';
import { webhookDeliverKind } from './webhooks/events.ts';
import { escapeRegExp } from './regExp.ts';

// Personal-data requests (docs/security.md#personal-data): what the site holds about one email
// address, exported as JSON, and erased on request (the UAE's PDPL, the GDPR's articles 15 and 17).
// An address is held in enquiries (their email), in outgoing messages (a payload naming it: mail to
// a staff address, a webhook's enquiry), and in the audit log (a failed sign-in typed with it, a
// user's details). Erasing deletes the enquiries and messages and blanks the address in the log;
// a staff account with the address is listed but left to the Users screen. The lookup and the erasure
// are audited with counts only: the log keeps no copy of the address it was asked about.

export const erasedMark = '[erased]';

export interface PersonalDataReport {
  email: string;
  enquiries: ContactMessage[];
  messages: { id: number; kind: string; status: string; createdAt: Date; sentAt: Date | null }[];
  auditEntries: { id: number; action: string; target: string; detail: string; createdAt: Date }[];
  staffAccount: { id: number; username: string; role: string } | null;
}

export interface ErasureCounts {
  enquiries: number;
  messages: number;
  auditEntries: number;
}

const emailRule = z.email().max(contactLimits.email.max);

/** The address asked about, trimmed and lowercased (as enquiries are matched); BAD_USER_INPUT when it is none. */
function checkedEmail(email: unknown): string {
  const trimmed = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!emailRule.safeParse(trimmed).success) throw apiError('BAD_USER_INPUT', 'Enter a valid email address', { email: 'invalid' });
  return trimmed;
}

/** The column holds the address literally (its `_` a `_`), in any letter case: search.ts's pattern and operator. */
function containing(db: Db | Tx, column: Prisma.Sql, email: string): Prisma.Sql {
  return Prisma.sql`${column} ${like(db)} ${containsPattern(email)} ESCAPE '\\'`;
}

async function idsOf(db: Db | Tx, query: Prisma.Sql): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number | bigint }[]>(query);
  return rows.map((row) => Number(row.id));
}

async function heldAbout(db: Db | Tx, email: string) {
  const enquiryIds = await idsOf(db, Prisma.sql`SELECT "id" FROM "ContactMessage" WHERE lower("email") = ${email}`);
  const messageIds = await idsOf(
    db,
    Prisma.sql`SELECT "id" FROM "Outbox" WHERE ${containing(db, Prisma.sql`"payload"`, email)}${
      enquiryIds.length ? Prisma.sql` OR "contactMessageId" IN (${Prisma.join(enquiryIds)})` : Prisma.empty
    }`,
  );
  const auditIds = await idsOf(
    db,
    Prisma.sql`SELECT "id" FROM "AuditEvent" WHERE ${containing(db, Prisma.sql`"target"`, email)} OR ${containing(db, Prisma.sql`"detail"`, email)}`,
  );
  // A webhook's enquiry.created carries the enquiry itself in its body, kept in the delivery log.
  const deliveryIds = await idsOf(db, Prisma.sql`SELECT "id" FROM "WebhookDelivery" WHERE ${containing(db, Prisma.sql`"body"`, email)}`);
  return { enquiryIds, messageIds, auditIds, deliveryIds };
}

/** The webhook deliveries naming the address, listed as the outgoing messages they are. */
async function deliveriesAsMessages(db: Db, ids: number[]): Promise<PersonalDataReport['messages']> {
  const deliveries = await db.webhookDelivery.findMany({
    where: { id: { in: ids } },
    orderBy: { id: 'asc' },
    select: { id: true, status: true, createdAt: true, lastAttemptAt: true },
  });
  return deliveries.map((delivery) => ({
    id: delivery.id,
    kind: webhookDeliverKind,
    status: delivery.status,
    createdAt: delivery.createdAt,
    sentAt: delivery.status === 'SENT' ? delivery.lastAttemptAt : null,
  }));
}

/** Everything held about `email` (admins only); the lookup is audited without the address. */
export async function findPersonalData(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip'>, rawEmail: unknown): Promise<PersonalDataReport> {
  const admin = requireAdmin(ctx);
  const email = checkedEmail(rawEmail);
  const { enquiryIds, messageIds, auditIds, deliveryIds } = await heldAbout(ctx.db, email);
  const [enquiries, outgoing, deliveries, auditEntries, staff] = await Promise.all([
    ctx.db.contactMessage.findMany({ where: { id: { in: enquiryIds } }, orderBy: { id: 'asc' } }),
    ctx.db.outbox.findMany({
      where: { id: { in: messageIds } },
      orderBy: { id: 'asc' },
      select: { id: true, kind: true, status: true, createdAt: true, sentAt: true },
    }),
    deliveriesAsMessages(ctx.db, deliveryIds),
    ctx.db.auditEvent.findMany({
      where: { id: { in: auditIds } },
      orderBy: { id: 'asc' },
      select: { id: true, action: true, target: true, detail: true, createdAt: true },
    }),
    ctx.db.$queryRaw<{ id: number | bigint; username: string; role: string }[]>(
      Prisma.sql`SELECT "id", "username", "role" FROM "User" WHERE lower("email") = ${email} LIMIT 1`,
    ),
  ]);
  const messages = [...outgoing, ...deliveries];
  await recordAudit(ctx.db, {
    action: 'personal_data.viewed',
    actorId: admin.id,
    ip: ctx.ip,
    detail: { enquiries: enquiries.length, messages: messages.length, auditEntries: auditEntries.length, staffAccount: staff.length > 0 },
  });
  return {
    email,
    enquiries,
    messages,
    auditEntries,
    staffAccount: staff[0] ? { id: Number(staff[0].id), username: staff[0].username, role: staff[0].role } : null,
  };
}

/**
 * Erases what is held about `email` (admins only), in one transaction: its enquiries (their
 * notifications with them) and messages naming it deleted, the address blanked in the audit log.
 * The erasure is audited with its counts, not the address.
 */
export async function erasePersonalData(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip'>, rawEmail: unknown): Promise<ErasureCounts> {
  const admin = requireAdmin(ctx);
  const email = checkedEmail(rawEmail);
  return transaction(ctx.db, async (tx) => {
    const { enquiryIds, messageIds, auditIds, deliveryIds } = await heldAbout(tx, email);
    const outgoing = await tx.outbox.deleteMany({ where: { id: { in: messageIds } } });
    const deliveries = await tx.webhookDelivery.deleteMany({ where: { id: { in: deliveryIds } } });
    const enquiries = await tx.contactMessage.deleteMany({ where: { id: { in: enquiryIds } } });
    const entries = await tx.auditEvent.findMany({ where: { id: { in: auditIds } }, select: { id: true, target: true, detail: true } });
    const anywhere = new RegExp(escapeRegExp(email), 'gi');
    for (const entry of entries) {
      await tx.auditEvent.update({
        where: { id: entry.id },
        data: { target: entry.target.replace(anywhere, erasedMark), detail: entry.detail.replace(anywhere, erasedMark) },
      });
    }
    const counts = { enquiries: enquiries.count, messages: outgoing.count + deliveries.count, auditEntries: entries.length };
    await recordAudit(tx, { action: 'personal_data.erased', actorId: admin.id, ip: ctx.ip, detail: { ...counts } });
    return counts;
  });
}
