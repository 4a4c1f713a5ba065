import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// The REST door's refusals speak the caller's language (Accept-Language, ?lang= or the language
// cookie), as a page does: the same status and code in Arabic as in English, the English word for word.

let app: TestApp;
let editor: string;
let admin: string;
let adminId: number;

beforeAll(async () => {
  app = createTestApp();
  const editorAccount = await app.createStaff({ username: 'arabic-refusals-editor', role: 'EDITOR' });
  const adminAccount = await app.createStaff({ username: 'arabic-refusals-admin', role: 'ADMIN' });
  editor = await app.signIn(editorAccount.username, editorAccount.password);
  admin = await app.signIn(adminAccount.username, adminAccount.password);
  adminId = adminAccount.id;
});
afterAll(() => app.cleanup());

const json = { 'content-type': 'application/json' };

interface Refusal {
  name: string;
  path: string;
  init: () => Parameters<TestApp['call']>[1] & { headers?: Record<string, string> };
  status: number;
  code: string;
  en: string;
  ar: string;
}

const refusals: Refusal[] = [
  ...['[]', 'null', '"words"'].map((body) => ({
    name: `a body of ${body}`,
    path: '/api/auth/login',
    init: () => ({ method: 'POST', body, headers: json }),
    status: 400,
    code: 'BAD_USER_INPUT',
    en: 'The request body must be a JSON object',
    ar: 'يجب أن يكون متن الطلب كائنًا بصيغة JSON',
  })),
  {
    name: 'a body that is not JSON',
    path: '/api/auth/login',
    init: () => ({ method: 'POST', body: '{"username":', headers: json }),
    status: 400,
    code: 'BAD_USER_INPUT',
    en: 'The request body is not valid JSON',
    ar: 'متن الطلب ليس بصيغة JSON صالحة',
  },
  {
    name: 'a body nested past 32 levels',
    path: '/api/auth/login/passkey',
    init: () => ({ method: 'POST', body: `{"response":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`, headers: json }),
    status: 400,
    code: 'BAD_USER_INPUT',
    en: 'The request body may be nested at most 32 levels deep',
    ar: 'لا يجوز أن يزيد تداخل متن الطلب على 32 مستوى',
  },
  {
    name: 'a body over 1 MiB',
    path: '/api/auth/login',
    init: () => ({ method: 'POST', body: JSON.stringify({ username: 'x'.repeat(1024 * 1024) }), headers: json }),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    en: 'The request body is too large',
    ar: 'متن الطلب أكبر من الحد المسموح به',
  },
  {
    name: 'a body sent as a form',
    path: '/api/auth/login',
    init: () => ({ method: 'POST', body: 'username=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    en: 'Send the body as JSON, with Content-Type: application/json',
    ar: 'أرسل متن الطلب بصيغة JSON، مع الترويسة Content-Type: application/json',
  },
  {
    name: 'a sign-in code’s challenge that is a number',
    path: '/api/auth/login/code',
    init: () => ({ method: 'POST', json: { challenge: 1, code: '123456' } }),
    status: 400,
    code: 'BAD_USER_INPUT',
    en: 'challenge has a value of the wrong type',
    ar: 'قيمة الحقل challenge من نوع غير صحيح',
  },
  {
    name: 'a single sign-on code that is a number',
    path: '/api/auth/login/sso',
    init: () => ({ method: 'POST', json: { code: 1 } }),
    status: 400,
    code: 'BAD_USER_INPUT',
    en: 'code has a value of the wrong type',
    ar: 'قيمة الحقل code من نوع غير صحيح',
  },
  {
    name: 'a post sent without its status',
    path: '/api/blogs',
    init: () => ({ method: 'POST', token: editor, json: {} }),
    status: 400,
    code: 'BAD_USER_INPUT',
    en: 'status is required',
    ar: 'الحقل status مطلوب',
  },
  {
    name: 'ending a session that does not exist',
    path: '/api/auth/sessions/999999',
    init: () => ({ method: 'DELETE', token: editor }),
    status: 404,
    code: 'NOT_FOUND',
    en: 'Session not found',
    ar: 'لم يُعثر على الجلسة',
  },
  {
    name: 'an editor listing another’s sessions',
    path: '/api/users/:admin/sessions',
    init: () => ({ token: editor }),
    status: 403,
    code: 'FORBIDDEN',
    en: 'Only administrators can do this',
    ar: 'هذا الإجراء متاح للمسؤولين فقط',
  },
  {
    name: 'an editor ending another’s sessions',
    path: '/api/users/:admin/sessions',
    init: () => ({ method: 'DELETE', token: editor }),
    status: 403,
    code: 'FORBIDDEN',
    en: 'Only administrators can do this',
    ar: 'هذا الإجراء متاح للمسؤولين فقط',
  },
  {
    name: 'an editor resetting another’s second factors',
    path: '/api/users/:admin/reset-factors',
    init: () => ({ method: 'POST', token: editor }),
    status: 403,
    code: 'FORBIDDEN',
    en: 'Only administrators can do this',
    ar: 'هذا الإجراء متاح للمسؤولين فقط',
  },
  {
    name: 'an admin ending the sessions of a user who does not exist',
    path: '/api/users/999999/sessions',
    init: () => ({ method: 'DELETE', token: admin }),
    status: 404,
    code: 'NOT_FOUND',
    en: 'User not found',
    ar: 'لم يُعثر على المستخدم',
  },
  {
    name: 'a wrong current password',
    path: '/api/auth/change-password',
    init: () => ({ method: 'POST', token: editor, json: { currentPassword: 'not the password at all', newPassword: 'a perfectly fine passphrase' } }),
    status: 400,
    code: 'BAD_USER_INPUT',
    en: 'The current password is incorrect',
    ar: 'كلمة المرور الحالية غير صحيحة',
  },
  {
    name: 'a token that is not a session',
    path: '/api/auth/profile',
    init: () => ({ token: 'x'.repeat(43) }),
    status: 401,
    code: 'UNAUTHENTICATED',
    en: 'Your session has expired or is invalid. Please sign in again.',
    ar: 'انتهت صلاحية جلستك أو أنها غير صالحة. يُرجى تسجيل الدخول من جديد.',
  },
];

async function send(refusal: Refusal, language: Record<string, string> = {}, query = '') {
  const init = refusal.init();
  const path = refusal.path.replace(':admin', String(adminId)) + query;
  return app.call(path, { ...init, headers: { ...init.headers, ...language } });
}

describe('REST refusals in Arabic', () => {
  it.each(refusals.map((refusal) => [refusal.name, refusal] as const))(
    '%s: the same status and code, in Arabic for Accept-Language: ar',
    async (_name, refusal) => {
      const english = await send(refusal);
      expect(english.status, english.text).toBe(refusal.status);
      expect(english.body).toMatchObject({ success: false, error: refusal.code, message: refusal.en, status: refusal.status });
      const arabic = await send(refusal, { 'accept-language': 'ar' });
      expect(arabic.status, arabic.text).toBe(refusal.status);
      expect(arabic.body).toMatchObject({ success: false, error: refusal.code, message: refusal.ar, status: refusal.status });
      expect(arabic.body.details).toEqual(english.body.details);
    },
  );

  it('picks Arabic from ?lang=ar and from the language cookie too, and English when the caller asks for it', async () => {
    const expired = refusals.find((refusal) => refusal.code === 'UNAUTHENTICATED')!;
    expect((await send(expired, {}, '?lang=ar')).body.message).toBe(expired.ar);
    expect((await send(expired, { cookie: 'lang=ar' })).body.message).toBe(expired.ar);
    expect((await send(expired, { 'accept-language': 'ar' }, '?lang=en')).body.message).toBe(expired.en);
    const notJson = refusals.find((refusal) => refusal.status === 415)!;
    expect((await send(notJson, { cookie: 'lang=ar' })).body.message).toBe(notJson.ar);
  });
});
