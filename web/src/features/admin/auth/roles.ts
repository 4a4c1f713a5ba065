import type { StaffUser } from './authApi.ts';

/**
 * Editors and admins review and publish; contributors write and submit for review, and do not read
 * the inbox, analytics, tags or the media screen (docs/security.md#roles). The server decides; this
 * only keeps the screens from offering what it would refuse.
 */
export const isReviewer = (user: Pick<StaffUser, 'role'>): boolean => user.role !== 'CONTRIBUTOR';

// Who last signed in here, for route loaders that start before the screen knows the account (the
// dashboard's): a guess that the screen corrects (useAdminQuery's `expected`). Not a permission.
let lastReviewer = true;
let lastAdmin = false;

export function rememberRole(user: Pick<StaffUser, 'role'>): void {
  lastReviewer = isReviewer(user);
  lastAdmin = user.role === 'ADMIN';
}

export const lastSignedInReviewer = (): boolean => lastReviewer;
export const lastSignedInAdmin = (): boolean => lastAdmin;
