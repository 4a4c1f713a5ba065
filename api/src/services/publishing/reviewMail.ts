import { brand } from '../../../../web/src/brand.ts';
import { globalIdOf } from '../../../../web/src/api/recordIds.ts';
import { pageEditPath, postEditPath } from '../../../../web/src/paths.ts';
import type { Db } from '../../db/client.ts';
import { DeliveryError, type Mail } from '../outbox/mail.ts';
import type { Composer } from '../outbox/worker.ts';

// The review emails (docs/publishing.md#review): to the reviewers when a draft is submitted, to its
// submitter when it is sent back, approved or (changes to a live item) discarded. Staff accounts keep no language, so each email says
// it in English and in Arabic, as the site does elsewhere. Built when sent, from the stored item,
// so the outbox row holds ids, and a send-back's comment as written: the item keeps only the latest
// (the next send-back or the approval changes it), and a late email must say what it was sent with.
// Plain text, so no title can become markup.

export const reviewNoticeKind = 'review.notice';

export interface ReviewNotice {
  event: 'submitted' | 'sent_back' | 'approved' | 'discarded';
  kind: 'post' | 'page';
  id: number;
  /** Who made the step; absent when unknown (the scheduler published changes whose scheduler is gone). */
  actorId?: number;
  /** The submitter, for sent_back, approved and discarded; the reviewers (every active editor and admin) otherwise. */
  recipientId?: number;
  /** Whether the review is of pending changes to a live item (visitors read the published version meanwhile), not of a draft. */
  changes?: boolean;
  /** A send-back's comment, as the reviewer wrote it (rows queued before it was kept read the item's). */
  comment?: string;
}

type Line = (who: string, what: string) => string;

const lines: Record<ReviewNotice['event'], { en: Line; ar: Line }> = {
  submitted: {
    en: (who, what) => `${who} submitted "${what}" for review.`,
    ar: (who, what) => `أرسل ${who} «${what}» للمراجعة.`,
  },
  sent_back: { en: (who, what) => `${who} sent "${what}" back to you.`, ar: (who, what) => `أعاد ${who} «${what}» إليك.` },
  approved: {
    en: (who, what) => `${who} approved and published "${what}".`,
    ar: (who, what) => `وافق ${who} على «${what}» ونشره.`,
  },
  discarded: {
    en: (who, what) => `${who} discarded the pending changes to "${what}".`,
    ar: (who, what) => `تجاهل ${who} التغييرات المعلّقة على «${what}».`,
  },
};

// A review of changes to a live item says so: visitors read the published version until they are published.
const changeLines: Record<ReviewNotice['event'], { en: Line; ar: Line }> = {
  submitted: {
    en: (who, what) => `${who} submitted changes to the live "${what}" for review. Visitors read the published version until they are published.`,
    ar: (who, what) => `أرسل ${who} تغييرات على «${what}» المنشور للمراجعة. يقرأ الزوار النسخة المنشورة حتى تُنشر.`,
  },
  sent_back: {
    en: (who, what) => `${who} sent your changes to "${what}" back to you.`,
    ar: (who, what) => `أعاد ${who} إليك تغييراتك على «${what}».`,
  },
  approved: {
    en: (who, what) => `${who} approved and published your changes to "${what}".`,
    ar: (who, what) => `وافق ${who} على تغييراتك على «${what}» ونشرها.`,
  },
  discarded: {
    en: (who, what) => `${who} discarded your pending changes to "${what}": visitors keep reading the published version.`,
    ar: (who, what) => `تجاهل ${who} تغييراتك المعلّقة على «${what}»: يواصل الزوار قراءة النسخة المنشورة.`,
  },
};

const subjects: Record<ReviewNotice['event'], [string, string]> = {
  submitted: ['For review', 'للمراجعة'],
  sent_back: ['Sent back', 'أُعيد إليك'],
  approved: ['Approved and published', 'تمت الموافقة والنشر'],
  discarded: ['Changes discarded', 'تم تجاهل التغييرات'],
};
const changeSubjects: Record<ReviewNotice['event'], [string, string]> = {
  submitted: ['Changes for review', 'تغييرات للمراجعة'],
  sent_back: ['Changes sent back', 'أُعيدت التغييرات إليك'],
  approved: ['Changes approved and published', 'تمت الموافقة على التغييرات ونشرها'],
  discarded: ['Changes discarded', 'تم تجاهل التغييرات'],
};

/** Who made a step no account is known for, in each language. */
const unknownActor = { en: 'Someone', ar: 'أحدهم' };

/** The email of one review step, in English then Arabic; `actor` null: no one known. */
export function reviewMail(
  notice: ReviewNotice,
  item: { title: string; editPath: string },
  actor: string | null,
  to: string[],
  comment: string,
  siteUrl?: string,
): Mail {
  const link = siteUrl ? `${siteUrl}${item.editPath}` : item.editPath;
  const [subjectEn, subjectAr] = (notice.changes ? changeSubjects : subjects)[notice.event];
  const said = (notice.changes ? changeLines : lines)[notice.event];
  const text = [
    said.en(actor ?? unknownActor.en, item.title),
    ...(comment ? ['', 'Comment:', comment] : []),
    '',
    `Open it: ${link}`,
    '',
    '-- ',
    '',
    said.ar(actor ?? unknownActor.ar, item.title),
    ...(comment ? ['', 'التعليق:', comment] : []),
    '',
    `افتحه: ${link}`,
    '',
  ].join('\n');
  return {
    to,
    subject: `[${brand.name.en}] ${subjectEn} / ${subjectAr}: ${item.title}`,
    text,
    templateParams: { to_email: to.join(', '), subject: `${subjectEn}: ${item.title}`, message: text, item_url: link },
  };
}

async function itemOf(db: Db, notice: ReviewNotice) {
  if (notice.kind === 'post') {
    const post = await db.post.findUnique({
      where: { id: notice.id },
      select: { slug: true, reviewComment: true, translations: { select: { locale: true, title: true } } },
    });
    if (!post) return null;
    const title = post.translations.find((t) => t.locale === 'en')?.title || post.translations[0]?.title || post.slug;
    return { title, editPath: postEditPath(globalIdOf('Post', notice.id)), comment: post.reviewComment };
  }
  const page = await db.page.findUnique({
    where: { id: notice.id },
    select: { path: true, reviewComment: true, translations: { select: { locale: true, title: true } } },
  });
  if (!page) return null;
  const title = page.translations.find((t) => t.locale === 'en')?.title || page.translations[0]?.title || page.path;
  return { title, editPath: pageEditPath(globalIdOf('Page', notice.id)), comment: page.reviewComment };
}

/** The composer of `review.notice`: payload a ReviewNotice. A deleted item, or no one to tell, sends nothing. */
export function composeReviewNotice(options: { siteUrl?: string }): Composer {
  return async (db, payload) => {
    const notice = payload as ReviewNotice | null;
    if (!notice || typeof notice.id !== 'number' || !(notice.event in lines)) throw new DeliveryError('The review notice names no item', { permanent: true });
    const item = await itemOf(db, notice);
    if (!item) return null;
    const recipients = await db.user.findMany({
      where: notice.recipientId
        ? { id: notice.recipientId, active: true }
        : { active: true, role: { in: ['ADMIN', 'EDITOR'] }, ...(notice.actorId ? { NOT: { id: notice.actorId } } : {}) },
      select: { email: true },
    });
    if (!recipients.length) return null;
    const actor = notice.actorId ? ((await db.user.findUnique({ where: { id: notice.actorId }, select: { displayName: true } }))?.displayName ?? null) : null;
    return reviewMail(
      notice,
      item,
      actor,
      recipients.map((r) => r.email),
      notice.event === 'sent_back' ? (typeof notice.comment === 'string' ? notice.comment : item.comment) : '',
      options.siteUrl,
    );
  };
}
