import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Session, User } from '../../db/generated/client.ts';
import { transaction } from '../../db/transaction.ts';
import { deviceOf } from '../../../../web/src/api/deviceName.ts';
import { brand } from '../../../../web/src/brand.ts';
import type { Mail } from '../outbox/mail.ts';
import { announceEnqueued, enqueue } from '../outbox/outbox.ts';
import { hashToken } from './tokens.ts';

// A notice of a new sign-in (docs/security.md#new-sign-ins): when an account signs in from a browser
// it has not signed in from before, an email tells its owner where and when, through the outbox, so
// a stolen password shows itself. The panel names its browser with a random key it keeps (the
// `X-Sovra-Device` header); an API client that sends none is known by its User-Agent. Only hashes
// are kept. An account's very first sign-in here tells no one; each account can turn notices off.

export const newSignInKind = 'auth.new_sign_in';
export const deviceHeader = 'x-sovra-device';
const devicePattern = /^[\w-]{16,64}$/;

/** Notes the browser of a sign-in that just made `session`; queues the notice when it is new to the account. */
export async function noteSignIn(ctx: Pick<Context, 'db' | 'userAgent'> & Partial<Pick<Context, 'request'>>, user: User, session: Session): Promise<void> {
  const device = ctx.request?.headers.get(deviceHeader)?.trim() ?? '';
  const keyHash = hashToken(`${user.id}:${devicePattern.test(device) ? `device:${device}` : `agent:${ctx.userAgent}`}`);
  const now = new Date();
  const noticed = await transaction(ctx.db, async (tx) => {
    const known = await tx.knownSignIn.findUnique({ where: { userId_keyHash: { userId: user.id, keyHash } }, select: { id: true } });
    if (known) {
      await tx.knownSignIn.update({ where: { id: known.id }, data: { lastSeenAt: now } });
      return false;
    }
    const first = (await tx.knownSignIn.count({ where: { userId: user.id } })) === 0;
    await tx.knownSignIn.create({ data: { userId: user.id, keyHash } });
    if (first || !user.signInNotices) return false;
    await enqueue(tx, { kind: newSignInKind, payload: { userId: user.id, at: now.toISOString(), ip: session.ip, userAgent: session.userAgent } });
    return true;
  });
  if (noticed) announceEnqueued(ctx.db);
}

/** The email to the account's owner; null when the account is gone or has turned notices off since. */
export function composeNewSignIn(options: { siteUrl?: string }) {
  return async (db: Db, payload: unknown): Promise<Mail | null> => {
    const { userId, at, ip, userAgent } = payload as { userId: number; at: string; ip: string; userAgent: string };
    const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, active: true, signInNotices: true } });
    if (!user?.active || !user.signInNotices || !user.email) return null;
    const { browser, system } = deviceOf(userAgent);
    const device = [browser, system].filter(Boolean).join(', ') || 'an unknown browser';
    const when = new Date(at).toLocaleString('en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short' });
    const profile = options.siteUrl ? `${options.siteUrl.replace(/\/$/, '')}/admin/profile` : '/admin/profile';
    const text = [
      `Your staff account signed in from a browser it had not used before: ${device}, from ${ip || 'an unknown address'}, on ${when} (Dubai time).`,
      `If this was you, there is nothing to do. If not, change your password and sign that session out: ${profile}`,
      '',
      `سُجّل الدخول إلى حسابك من متصفح لم يُستخدم من قبل: ${device}، من العنوان ${ip || 'غير معروف'}، في ${when} (بتوقيت دبي).`,
      `إن كنت أنت فلا حاجة لأي إجراء. وإلا فغيّر كلمة المرور وأنهِ تلك الجلسة: ${profile}`,
      '',
      `You can turn these emails off in your profile. / يمكنك إيقاف هذه الرسائل من ملفك الشخصي.`,
    ].join('\n');
    return { to: [user.email], subject: `${brand.name.en}: a new sign-in to your account`, text, templateParams: { device, ip, when, profile } };
  };
}
