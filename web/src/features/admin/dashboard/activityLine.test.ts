import { describe, expect, it } from 'vitest';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import type { Language } from '../../../i18n/languages.ts';
import { createServerI18n } from '../../../ssr/i18n.ts';
import { activityLine, saysDeleted, subjectText, type ActivityData } from './activityLine.ts';

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
const page = { __typename: 'Page' as const, id: btoa('Page:3'), path: '/about' };

/** The sentence an entry reads as in a language, as ActivityItem words it (its markup left out). */
function sentence(data: ActivityData, language: Language, actor: string, viewer = admin): string {
  const line = activityLine(data, viewer);
  const t = createServerI18n(language).getFixedT(language, 'admin') as (key: string, options?: Record<string, unknown>) => string;
  const values = {
    name: actor,
    subject: line.subject ? subjectText(line.subject, t, language) : '',
    count: line.count,
    date: line.scheduledFor && formatOfficeDateTime(line.scheduledFor, language),
  };
  return t(`dashboard.activity.actions.${line.key}`, values).replace(/<\/?\w+>/g, '');
}

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

  it('names a page by its path, in both languages, linked to its editor', () => {
    expect(activityLine(entry('PAGE_PUBLISHED', page), editor)).toEqual({
      key: 'pagePublished',
      subject: { kind: 'page', path: '/about', to: `/admin/pages/edit/${encodeURIComponent(btoa('Page:3'))}`, removed: false },
    });
    const scheduledFor = '2026-06-01T06:00:00.000Z';
    const words: [string, Partial<ActivityData>, string, string][] = [
      ['PAGE_CREATED', {}, 'Sara created the page /about', 'أُنشئت الصفحة /about بواسطة سارة'],
      ['PAGE_UPDATED', {}, 'Sara edited the page /about', 'عُدِّلت الصفحة /about بواسطة سارة'],
      ['PAGE_PUBLISHED', {}, 'Sara published the page /about', 'نُشرت الصفحة /about بواسطة سارة'],
      [
        'PAGE_PUBLISHED',
        { scheduledFor },
        `Sara scheduled the page /about for ${formatOfficeDateTime(scheduledFor, 'en')}`,
        `جُدوِل نشر الصفحة /about في ${formatOfficeDateTime(scheduledFor, 'ar')} بواسطة سارة`,
      ],
      ['PAGE_UNPUBLISHED', {}, 'Sara took the page /about off the site', 'أُلغي نشر الصفحة /about بواسطة سارة'],
      ['PAGE_RESTORED', {}, 'Sara restored an earlier version of the page /about', 'استُعيدت نسخة سابقة من الصفحة /about بواسطة سارة'],
    ];
    for (const [action, extra, en, ar] of words) {
      expect(sentence(entry(action, page, extra), 'en', 'Sara'), action).toBe(en);
      expect(sentence(entry(action, page, extra), 'ar', 'سارة'), action).toBe(ar);
    }
  });

  it('names a deleted page by its path, without a link', () => {
    const removed = { __typename: 'RemovedActivitySubject' as const, kind: 'PAGE', databaseId: 3, name: '/about' };
    expect(activityLine(entry('PAGE_DELETED', removed), admin)).toEqual({
      key: 'pageDeleted',
      subject: { kind: 'page', path: '/about', to: null, removed: true },
    });
    expect(sentence(entry('PAGE_DELETED', removed), 'en', 'Layla')).toBe('Layla deleted the page /about');
    expect(sentence(entry('PAGE_DELETED', removed), 'ar', 'ليلى')).toBe('حُذفت الصفحة /about بواسطة ليلى');
    expect(saysDeleted('pageDeleted')).toBe(true);
    // An earlier action on it says "(deleted)" after the path.
    expect(activityLine(entry('PAGE_CREATED', removed), admin).subject).toMatchObject({ removed: true, to: null });
    expect(saysDeleted('pageCreated')).toBe(false);
    expect(activityLine(entry('PAGE_UPDATED', { ...removed, name: null }), admin).subject).toMatchObject({ path: '#3' });
  });

  it('names the menu changed, linked to the menus for admins (who alone edit them)', () => {
    const header = { __typename: 'Menu' as const, menuName: 'HEADER' };
    expect(activityLine(entry('MENU_UPDATED', header), admin)).toEqual({
      key: 'menuUpdated',
      subject: { kind: 'menu', name: 'HEADER', to: '/admin/menus', removed: false },
    });
    expect(activityLine(entry('MENU_UPDATED', header), editor).subject).toMatchObject({ to: null });
    expect(sentence(entry('MENU_UPDATED', header), 'en', 'Layla')).toBe('Layla edited the header menu');
    expect(sentence(entry('MENU_UPDATED', header), 'ar', 'ليلى')).toBe('عُدِّلت قائمة الترويسة بواسطة ليلى');
    const footer = { __typename: 'Menu' as const, menuName: 'FOOTER' };
    expect(sentence(entry('MENU_UPDATED', footer), 'en', 'Layla')).toBe('Layla edited the footer menu');
    expect(sentence(entry('MENU_UPDATED', footer), 'ar', 'ليلى')).toBe('عُدِّلت قائمة التذييل بواسطة ليلى');
  });

  it('says what was done to a tag, in both languages', () => {
    expect(activityLine(entry('TAG_RENAMED', null), admin)).toEqual({ key: 'tagRenamed', subject: null });
    expect(sentence(entry('TAG_MERGED', null), 'en', 'Layla')).toBe('Layla merged two tags');
    expect(sentence(entry('TAG_DELETED', null), 'ar', 'ليلى')).toBe('حُذف وسم بواسطة ليلى');
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
