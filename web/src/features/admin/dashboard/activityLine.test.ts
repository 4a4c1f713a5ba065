import { describe, expect, it } from 'vitest';
import { activityLine, saysDeleted, type ActivityData } from './activityLine.ts';

const admin = { userId: btoa('User:1'), isAdmin: true };
const editor = { userId: btoa('User:2'), isAdmin: false };
const entry = (action: string, subject: ActivityData['subject'], extra: Partial<ActivityData> = {}): ActivityData => ({
  action,
  ownProfile: false,
  scheduledFor: null,
  contactStatus: null,
  subject,
  ...extra,
});
const post = { __typename: 'Post' as const, id: btoa('Post:7'), translation: { title: 'Sovereign AI', locale: 'en' } };

describe('activityLine', () => {
  it('links a post to its editor, and says when a publication was scheduled', () => {
    expect(activityLine(entry('POST_PUBLISHED', post), editor)).toEqual({
      key: 'postPublished',
      subject: { kind: 'post', title: 'Sovereign AI', lang: 'en', to: `/admin/blog/edit/${encodeURIComponent(btoa('Post:7'))}`, removed: false },
    });
    expect(activityLine(entry('POST_PUBLISHED', post, { scheduledFor: '2026-06-01T06:00:00.000Z' }), editor)).toMatchObject({
      key: 'postScheduled',
      scheduledFor: '2026-06-01T06:00:00.000Z',
    });
  });

  it('names a deleted post without a link', () => {
    const removed = { __typename: 'RemovedActivitySubject' as const, kind: 'POST', databaseId: 7, name: 'Old title' };
    expect(activityLine(entry('POST_CREATED', removed), admin).subject).toEqual({ kind: 'post', title: 'Old title', to: null, removed: true });
    expect(activityLine(entry('POST_CREATED', { ...removed, name: null }), admin).subject).toMatchObject({ title: '#7' });
    expect(saysDeleted('postDeleted')).toBe(true);
    expect(saysDeleted('postCreated')).toBe(false);
  });

  it('words an enquiry by the state it was put in, linked to the inbox', () => {
    const message = { __typename: 'ContactMessage' as const, databaseId: 12, fullName: 'Noura' };
    expect(activityLine(entry('CONTACT_MESSAGE_UPDATED', message, { contactStatus: 'READ' }), admin)).toEqual({
      key: 'contactRead',
      subject: { kind: 'enquiry', name: 'Noura', to: '/admin/inbox/12', removed: false },
    });
    expect(activityLine(entry('CONTACT_MESSAGE_UPDATED', message, { contactStatus: 'ARCHIVED' }), admin).key).toBe('contactArchived');
    expect(activityLine(entry('CONTACT_MESSAGE_UPDATED', message, { contactStatus: 'NEW' }), admin).key).toBe('contactUnread');
    expect(activityLine(entry('CONTACT_MESSAGES_EXPORTED', { __typename: 'ContactMessageExport', count: 4 }), admin)).toEqual({
      key: 'contactExported',
      subject: null,
      count: 4,
    });
  });

  it('links an image to its details in the library, and names a deleted one by its file name', () => {
    const image = { __typename: 'Media' as const, databaseId: 5, fileName: 'rack.jpg' };
    expect(activityLine(entry('MEDIA_UPLOADED', image), editor)).toEqual({
      key: 'mediaUploaded',
      subject: { kind: 'image', name: 'rack.jpg', to: '/admin/media?selected=5', removed: false },
    });
    expect(activityLine(entry('MEDIA_UPDATED', image), editor).key).toBe('mediaUpdated');
    const removed = { __typename: 'RemovedActivitySubject' as const, kind: 'MEDIA', databaseId: 5, name: 'rack.jpg' };
    expect(activityLine(entry('MEDIA_DELETED', removed), admin)).toEqual({
      key: 'mediaDeleted',
      subject: { kind: 'image', name: 'rack.jpg', to: null, removed: true },
    });
    expect(activityLine(entry('MEDIA_UPLOADED', { ...removed, name: null }), admin).subject).toMatchObject({ kind: 'image', name: '#5', removed: true });
    expect(saysDeleted('mediaDeleted')).toBe(true);
    expect(saysDeleted('mediaUploaded')).toBe(false);
  });

  it("links an account to the staff list for admins, and the reader's own to their profile", () => {
    const user = (id: number) => ({ __typename: 'User' as const, id: btoa(`User:${id}`), username: `u${id}`, displayName: `User ${id}`, displayNameAr: '' });
    expect(activityLine(entry('USER_CREATED', user(3)), admin).subject).toMatchObject({ kind: 'account', name: 'User 3', to: '/admin/users' });
    expect(activityLine(entry('USER_UPDATED', user(2), { ownProfile: true }), editor)).toMatchObject({ key: 'ownProfile', subject: { to: '/admin/profile' } });
    expect(activityLine(entry('SETTINGS_UPDATED', null), admin)).toEqual({
      key: 'settingsUpdated',
      subject: { kind: 'settings', to: '/admin/settings', removed: false },
    });
  });
});
