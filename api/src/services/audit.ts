import type { Prisma } from '../db/generated/client.ts';

export type AuditAction =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.logout'
  | 'auth.reauthenticated'
  | 'auth.session_ended'
  | 'auth.passkey_cloned'
  | 'user.created'
  | 'user.updated'
  | 'user.deleted'
  | 'user.password_changed'
  | 'user.password_reset'
  | 'user.two_factor_enabled'
  | 'user.two_factor_disabled'
  | 'user.two_factor_reset'
  | 'user.passkey_added'
  | 'user.passkey_removed'
  | 'user.recovery_codes_regenerated'
  | 'post.created'
  | 'post.updated'
  | 'post.published'
  | 'post.unpublished'
  | 'post.restored'
  | 'post.deleted'
  | 'post.translation_reviewed'
  | 'post.submitted'
  | 'post.sent_back'
  | 'post.approved'
  | 'page.created'
  | 'page.updated'
  | 'page.published'
  | 'page.unpublished'
  | 'page.restored'
  | 'page.deleted'
  | 'page.translation_reviewed'
  | 'page.submitted'
  | 'page.sent_back'
  | 'page.approved'
  | 'menu.updated'
  | 'tag.renamed'
  | 'tag.merged'
  | 'tag.deleted'
  | 'redirect.created'
  | 'redirect.updated'
  | 'redirect.deleted'
  | 'preview.created'
  | 'preview.revoked'
  | 'contact.updated'
  | 'contact.deleted'
  | 'contact.exported'
  | 'contact.retention_applied'
  | 'personal_data.viewed'
  | 'personal_data.erased'
  | 'settings.updated'
  | 'media.uploaded'
  | 'media.updated'
  | 'media.deleted'
  | 'webhook.created'
  | 'webhook.updated'
  | 'webhook.secret_rotated'
  | 'webhook.deleted'
  | 'site.exported'
  | 'site.imported';

/** Writes one line of the audit log: who did what to whom, from where (inside a write's transaction, or after it). */
export async function recordAudit(
  db: Pick<Prisma.TransactionClient, 'auditEvent'>,
  event: { action: AuditAction; actorId?: number | null; target?: string; ip?: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.auditEvent.create({
    data: {
      action: event.action,
      actorId: event.actorId ?? null,
      target: event.target ?? '',
      ip: event.ip ?? '',
      detail: event.detail ? JSON.stringify(event.detail) : '',
    },
  });
}
