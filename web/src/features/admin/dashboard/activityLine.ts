import type { Language } from '../../../i18n/languages.ts';
import { mediaPath, messagePath, pageEditPath, postEditPath } from '../../../paths.ts';

// How one entry of the activity feed reads: which sentence (dashboard.activity.actions.<key>) and
// what it is about, with where that links. Kept apart from the markup so the rules are testable.

/** An entry as the feed's fragment reads it (the fields this module needs). */
export interface ActivityData {
  action: string;
  ownProfile: boolean;
  scheduledFor: string | null | undefined;
  contactStatus: string | null | undefined;
  subject:
    | { __typename: 'Post'; id: string; translation: { title: string; locale: string } }
    | { __typename: 'Page'; id: string; path: string }
    | { __typename: 'Menu'; menuName: string }
    | { __typename: 'ContactMessage'; databaseId: number; fullName: string }
    | { __typename: 'User'; id: string; username: string; displayName: string; displayNameAr: string }
    | { __typename: 'Media'; databaseId: number; fileName: string }
    | { __typename: 'RemovedActivitySubject'; kind: string; databaseId: number; name: string | null | undefined }
    | { __typename: 'ContactMessageExport'; count: number }
    | { __typename: 'SignInAttempt'; username: string }
    | { __typename: '%other' }
    | null
    | undefined;
}

/** What the sentence's <subject> says, and where it leads (null: plain text). */
export type Subject =
  | { kind: 'post'; title: string | null; lang?: string; to: string | null; removed: boolean }
  | { kind: 'page'; path: string; to: string | null; removed: boolean }
  | { kind: 'menu'; name: string; to: string | null; removed: false }
  | { kind: 'enquiry'; name: string | null; to: string | null; removed: boolean }
  | { kind: 'account'; name: string; displayNameAr?: string; to: string | null; removed: boolean }
  | { kind: 'image'; name: string; to: string | null; removed: boolean }
  | { kind: 'settings'; to: string | null; removed: false }
  | { kind: 'attempt'; name: string; to: null; removed: false };

export interface ActivityLine {
  /** The key under dashboard.activity.actions. */
  key: string;
  subject: Subject | null;
  /** How many enquiries an export held. */
  count?: number;
  /** When a publication was scheduled for. */
  scheduledFor?: string;
}

const actionKeys: Record<string, string> = {
  POST_CREATED: 'postCreated',
  POST_UPDATED: 'postUpdated',
  POST_UNPUBLISHED: 'postUnpublished',
  POST_RESTORED: 'postRestored',
  POST_DELETED: 'postDeleted',
  PAGE_CREATED: 'pageCreated',
  PAGE_UPDATED: 'pageUpdated',
  PAGE_UNPUBLISHED: 'pageUnpublished',
  PAGE_RESTORED: 'pageRestored',
  PAGE_DELETED: 'pageDeleted',
  MENU_UPDATED: 'menuUpdated',
  TAG_RENAMED: 'tagRenamed',
  TAG_MERGED: 'tagMerged',
  TAG_DELETED: 'tagDeleted',
  CONTACT_MESSAGE_DELETED: 'contactDeleted',
  CONTACT_MESSAGES_EXPORTED: 'contactExported',
  ENQUIRIES_EXPIRED: 'enquiriesExpired',
  PERSONAL_DATA_VIEWED: 'personalDataViewed',
  PERSONAL_DATA_ERASED: 'personalDataErased',
  USER_CREATED: 'userCreated',
  USER_DELETED: 'userDeleted',
  PASSWORD_CHANGED: 'passwordChanged',
  PASSWORD_RESET: 'passwordReset',
  TWO_FACTOR_ENABLED: 'twoFactorEnabled',
  TWO_FACTOR_DISABLED: 'twoFactorDisabled',
  TWO_FACTOR_RESET: 'twoFactorReset',
  PASSKEY_ADDED: 'passkeyAdded',
  PASSKEY_REMOVED: 'passkeyRemoved',
  PASSKEY_CLONED: 'passkeyCloned',
  RECOVERY_CODES_REGENERATED: 'recoveryCodesRegenerated',
  SETTINGS_UPDATED: 'settingsUpdated',
  SIGNED_IN: 'signedIn',
  SIGNED_OUT: 'signedOut',
  SESSION_ENDED: 'sessionEnded',
  IDENTITY_CONFIRMED: 'identityConfirmed',
  SIGN_IN_FAILED: 'signInFailed',
  MEDIA_UPLOADED: 'mediaUploaded',
  MEDIA_UPDATED: 'mediaUpdated',
  MEDIA_DELETED: 'mediaDeleted',
};

const contactKeys: Record<string, string> = { READ: 'contactRead', NEW: 'contactUnread', ARCHIVED: 'contactArchived' };

/** The sentence for an entry, for a reader who is `viewer` (their own account links to their profile). */
export function activityLine(entry: ActivityData, viewer: { userId: string; isAdmin: boolean }): ActivityLine {
  const subject = subjectOf(entry, viewer);
  switch (entry.action) {
    case 'POST_PUBLISHED':
      return entry.scheduledFor ? { key: 'postScheduled', subject, scheduledFor: entry.scheduledFor } : { key: 'postPublished', subject };
    case 'PAGE_PUBLISHED':
      return entry.scheduledFor ? { key: 'pageScheduled', subject, scheduledFor: entry.scheduledFor } : { key: 'pagePublished', subject };
    case 'CONTACT_MESSAGE_UPDATED':
      return { key: contactKeys[entry.contactStatus ?? ''] ?? 'contactUpdated', subject };
    case 'USER_UPDATED':
      return { key: entry.ownProfile ? 'ownProfile' : 'userUpdated', subject };
    case 'CONTACT_MESSAGES_EXPORTED':
      return { key: 'contactExported', subject: null, count: entry.subject?.__typename === 'ContactMessageExport' ? entry.subject.count : 0 };
    default:
      return { key: actionKeys[entry.action] ?? 'postUpdated', subject };
  }
}

function subjectOf(entry: ActivityData, viewer: { userId: string; isAdmin: boolean }): Subject | null {
  const subject = entry.subject;
  if (entry.action === 'SETTINGS_UPDATED') return { kind: 'settings', to: viewer.isAdmin ? '/admin/settings' : null, removed: false };
  if (!subject) return null;
  switch (subject.__typename) {
    case 'Post':
      return { kind: 'post', title: subject.translation.title || null, lang: subject.translation.locale, to: postEditPath(subject.id), removed: false };
    case 'Page':
      return { kind: 'page', path: subject.path, to: pageEditPath(subject.id), removed: false };
    case 'Menu':
      // Only admins edit the menus.
      return { kind: 'menu', name: subject.menuName, to: viewer.isAdmin ? '/admin/menus' : null, removed: false };
    case 'ContactMessage':
      return { kind: 'enquiry', name: subject.fullName, to: messagePath(subject.databaseId), removed: false };
    case 'User': {
      // Admins manage every account; anyone's own is their profile.
      const to = subject.id === viewer.userId ? '/admin/profile' : viewer.isAdmin ? '/admin/users' : null;
      return { kind: 'account', name: subject.displayName || subject.username, displayNameAr: subject.displayNameAr, to, removed: false };
    }
    case 'Media':
      return { kind: 'image', name: subject.fileName, to: mediaPath(subject.databaseId), removed: false };
    case 'RemovedActivitySubject':
      if (subject.kind === 'MEDIA') return { kind: 'image', name: subject.name ?? `#${subject.databaseId}`, to: null, removed: true };
      if (subject.kind === 'POST') return { kind: 'post', title: subject.name ?? `#${subject.databaseId}`, to: null, removed: true };
      if (subject.kind === 'PAGE') return { kind: 'page', path: subject.name ?? `#${subject.databaseId}`, to: null, removed: true };
      if (subject.kind === 'CONTACT_MESSAGE') return { kind: 'enquiry', name: null, to: null, removed: true };
      return { kind: 'account', name: subject.name ?? `#${subject.databaseId}`, to: null, removed: true };
    case 'SignInAttempt':
      return { kind: 'attempt', name: subject.username, to: null, removed: false };
    default:
      return null;
  }
}

/** Whether the sentence itself says the subject is gone (a deletion), so no "(deleted)" follows it. */
export function saysDeleted(key: string): boolean {
  return key === 'postDeleted' || key === 'pageDeleted' || key === 'userDeleted' || key === 'contactDeleted' || key === 'mediaDeleted';
}

/** The words the sentence's <subject> holds, in the reader's language (`t` of the admin namespace). */
export function subjectText(subject: Subject, t: (key: string, options?: Record<string, unknown>) => string, language: Language): string {
  switch (subject.kind) {
    case 'post':
      return subject.title ?? t('dashboard.activity.untitled');
    case 'page':
      return subject.path;
    case 'menu':
      return t(`dashboard.activity.menus.${subject.name}`);
    case 'enquiry':
      return subject.name ? t('dashboard.activity.enquiryFrom', { name: subject.name }) : t('dashboard.activity.removedEnquiry');
    case 'account':
      return language === 'ar' && subject.displayNameAr?.trim() ? subject.displayNameAr : subject.name;
    case 'settings':
      return t('dashboard.activity.settings');
    case 'attempt':
    case 'image':
      return subject.name;
  }
}
