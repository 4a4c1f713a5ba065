import type { Context } from '../../context.ts';
import { apiError } from '../../errors.ts';
import { withinLimits, type Limit } from '../limits/rateLimit.ts';
import { announceEnqueued, enqueue } from '../outbox/outbox.ts';
import { visitorAddress } from '../visitors.ts';
import { queueWebhookEvent } from '../webhooks/events.ts';
import { contactLanguage, filledHoneypot, parseContactInput, refusalMessages } from './input.ts';
import { notifyStaffKind } from './notifyStaff.ts';
import { isBlocked, readBlockList } from './settings.ts';

/** Enquiries per sender: their address, an IPv6 address by its /64 (one subscriber's network). */
export const enquiryLimit: Limit = { name: 'enquiries from an address', max: 5, windowMs: 10 * 60_000 };

/**
 * Takes an enquiry from the contact form (anyone may send one). In order: the field rules (400 with
 * every field at fault), the honeypot (a bot: answered as a success, nothing kept), the block list
 * (403 "Forbidden"), then the sender's limit (429 "Too Many Requests"), counted in the transaction
 * that stores the message and its staff notification, so a refused one keeps nothing. Nothing is
 * sent here: the outbox worker sends the notification, so the answer never waits for the mail service.
 */
export async function submitContactMessage(ctx: Pick<Context, 'db' | 'ip'>, input: Record<string, unknown>): Promise<{ stored: boolean }> {
  const values = parseContactInput(input);
  const refusal = refusalMessages[contactLanguage(input)];
  if (filledHoneypot(input)) return { stored: false };
  if (isBlocked(values.email, await readBlockList(ctx.db))) throw apiError('FORBIDDEN', refusal.forbidden);
  await withinLimits(ctx.db, [{ limit: enquiryLimit, key: visitorAddress(ctx.ip) }], refusal.throttled, async (tx) => {
    const message = await tx.contactMessage.create({ data: values });
    await enqueue(tx, { kind: notifyStaffKind, payload: { contactMessageId: message.id }, contactMessageId: message.id });
    const { id, fullName, company, email, subject, message: text, language, createdAt } = message;
    await queueWebhookEvent(tx, {
      type: 'enquiry.created',
      data: { id, fullName, company, email, subject, message: text, language, createdAt: createdAt.toISOString() },
    });
  });
  announceEnqueued(ctx.db);
  return { stored: true };
}
