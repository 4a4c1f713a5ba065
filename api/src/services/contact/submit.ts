import type { Context } from '../../context.ts';
import { apiError } from '../../errors.ts';
import { announceEnqueued, enqueue } from '../outbox/outbox.ts';
import { senderKey } from '../visitors.ts';
import { contactLanguage, filledHoneypot, parseContactInput, refusalMessages } from './input.ts';
import { notifyStaffKind } from './notifyStaff.ts';
import { isBlocked, readBlockList } from './settings.ts';
import { secondsUntilAllowed } from './throttle.ts';
import { transaction } from '../../db/transaction.ts';

/**
 * Takes an enquiry from the contact form (anyone may send one). In order: the field rules (400 with
 * every field at fault), the honeypot (a bot: answered as a success, nothing kept), the block list
 * (403 "Forbidden"), then the message and its staff notification are stored in one transaction,
 * which the per-sender throttle rolls back when over the limit (429 "Too Many Requests"). Nothing is
 * sent here: the outbox worker sends the notification, so the answer never waits for the mail service.
 */
export async function submitContactMessage(ctx: Context, input: Record<string, unknown>): Promise<{ stored: boolean }> {
  const values = parseContactInput(input);
  const refusal = refusalMessages[contactLanguage(input)];
  if (filledHoneypot(input)) return { stored: false };
  if (isBlocked(values.email, await readBlockList(ctx.db))) throw apiError('FORBIDDEN', refusal.forbidden);
  const clientKey = await senderKey(ctx.db, ctx.ip);
  await transaction(ctx.db, async (tx) => {
    const message = await tx.contactMessage.create({ data: { ...values, clientKey }, select: { id: true, clientKey: true } });
    const retryAfterSeconds = await secondsUntilAllowed(tx, message);
    if (retryAfterSeconds > 0) throw apiError('RATE_LIMITED', refusal.throttled, undefined, { retryAfterSeconds });
    await enqueue(tx, { kind: notifyStaffKind, payload: { contactMessageId: message.id }, contactMessageId: message.id });
  }, { serialKey: 'contact messages' });
  announceEnqueued(ctx.db);
  return { stored: true };
}
