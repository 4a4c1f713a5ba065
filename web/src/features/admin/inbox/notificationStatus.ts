// Where the email that told staff of a message stands, as the detail view words it: sent, waiting,
// being retried after failures, or given up (so staff know nobody was told by email).

export interface NotificationData {
  readonly status: string;
  readonly attempts: number;
  readonly lastError: string | null | undefined;
  readonly nextAttemptAt: string | null | undefined;
  readonly sentAt: string | null | undefined;
}

export type NotificationState =
  | { kind: 'none' }
  | { kind: 'sent'; at: string | null }
  | { kind: 'queued' }
  | { kind: 'retrying'; attempts: number; nextAttemptAt: string | null; lastError: string | null }
  | { kind: 'failed'; attempts: number; lastError: string | null };

export function notificationState(notification: NotificationData | null | undefined): NotificationState {
  if (!notification) return { kind: 'none' };
  const lastError = notification.lastError || null;
  switch (notification.status) {
    case 'SENT':
      return { kind: 'sent', at: notification.sentAt ?? null };
    case 'FAILED':
      return { kind: 'failed', attempts: notification.attempts, lastError };
    default:
      // Pending: not tried yet, or tried and failed, with another attempt due.
      return notification.attempts > 0 || lastError
        ? { kind: 'retrying', attempts: notification.attempts, nextAttemptAt: notification.nextAttemptAt ?? null, lastError }
        : { kind: 'queued' };
  }
}

export type NotificationTone = 'success' | 'pending' | 'danger' | 'muted';

/** The sentence (an `admin` key with its values), its tone, and the error to show under it. */
export function notificationWording(
  state: NotificationState,
  formatDate: (iso: string) => string,
): { key: string; values: Record<string, string | number>; tone: NotificationTone; error: string | null } {
  switch (state.kind) {
    case 'none':
      return { key: 'inbox.notification.none', values: {}, tone: 'muted', error: null };
    case 'sent':
      return state.at
        ? { key: 'inbox.notification.sent', values: { date: formatDate(state.at) }, tone: 'success', error: null }
        : { key: 'inbox.notification.sentUndated', values: {}, tone: 'success', error: null };
    case 'queued':
      return { key: 'inbox.notification.queued', values: {}, tone: 'pending', error: null };
    case 'retrying':
      return state.nextAttemptAt
        ? {
            key: 'inbox.notification.retrying',
            values: { count: state.attempts, date: formatDate(state.nextAttemptAt) },
            tone: 'pending',
            error: state.lastError,
          }
        : { key: 'inbox.notification.retryingSoon', values: { count: state.attempts }, tone: 'pending', error: state.lastError };
    case 'failed':
      return { key: 'inbox.notification.failed', values: { count: state.attempts }, tone: 'danger', error: state.lastError };
  }
}
