import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { retentionDays } from '../../../../web/src/api/settingsRules.ts';
import { recordAudit } from '../audit.ts';
import { periodic, type Periodic } from '../periodic.ts';
import { readSetting } from '../settings/read.ts';

// Enquiry retention (docs/security.md#enquiry-retention): under the enquiryRetention setting, each
// process looks every hour for enquiries older than the kept days and deletes them, with their
// notifications and the enquiry.created webhook deliveries that carried them, in one transaction.
// Two processes deleting at once delete each row once; the audit log counts what each deleted.

export const retentionPollMs = 3_600_000;

/** The deletion of `retentionDays` once at `now`; how many enquiries went. */
export async function applyEnquiryRetention(db: Db, now = new Date()): Promise<number> {
  const days = retentionDays(await readSetting(db, 'enquiryRetention', { contactNotify: [] }));
  if (days === null) return 0;
  const before = new Date(now.getTime() - days * 86_400_000);
  return transaction(db, async (tx) => {
    // Their notifications go with them (the outbox rows cascade), as when staff delete one (inbox.ts).
    const enquiries = await tx.contactMessage.deleteMany({ where: { createdAt: { lt: before } } });
    if (!enquiries.count) return 0;
    const deliveries = await tx.webhookDelivery.deleteMany({ where: { type: 'enquiry.created', createdAt: { lt: before } } });
    await recordAudit(tx, { action: 'contact.retention_applied', detail: { enquiries: enquiries.count, webhookDeliveries: deliveries.count, days } });
    return enquiries.count;
  });
}

export function createRetentionSchedule(options: { db: Db; log: Logger }): Periodic {
  return periodic(retentionPollMs, async () => {
    try {
      const deleted = await applyEnquiryRetention(options.db);
      if (deleted) options.log.info({ enquiries: deleted }, 'deleted enquiries past their retention');
    } catch (error) {
      options.log.error({ err: error }, 'enquiry retention failed; tried again within the hour');
    }
  });
}
