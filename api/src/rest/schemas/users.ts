import { z } from 'zod';
import { passwordMaxLength, passwordMinLength } from '../../../../web/src/api/passwordRules.ts';
import { userLimits, usernameLength, usernamePattern } from '../../../../web/src/api/userRules.ts';
import { component, dateTime, Pagination, pageQuery, recordId, searchQuery } from './common.ts';
import { proofBody } from './twoFactor.ts';

// Staff accounts as /api/auth and /api/users show and take them (rest/userRoutes.ts).

export const role = z.enum(['ADMIN', 'EDITOR', 'CONTRIBUTOR']);

export const User = component(
  'User',
  z.object({
    id: recordId,
    username: z.string(),
    email: z.email(),
    displayName: z.string(),
    bio: z.string(),
    displayNameAr: z.string().meta({ description: 'Empty: Arabic readers see displayName' }),
    bioAr: z.string().meta({ description: 'Empty: Arabic readers see bio' }),
    role,
    active: z.boolean().meta({ description: 'False: the account cannot sign in' }),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
);

/** The account a session is for: with whether the second-factor policy holds it at the setup screen. */
export const SignedInUser = component(
  'SignedInUser',
  User.extend({
    secondFactorSetupRequired: z.boolean().meta({
      description:
        'True while the second-factor policy covers the account and it has none: until one is set up (/api/auth/totp, /api/auth/passkeys), other routes answer 403 SECOND_FACTOR_REQUIRED',
    }),
  }),
);

export const SignedIn = component(
  'SignedIn',
  z.object({ user: SignedInUser, token: z.string().meta({ description: 'Send it as `Authorization: Bearer <token>`' }) }),
);

export const UserPage = component('UserPage', z.object({ users: z.array(User), pagination: Pagination }));

const password = z.string().min(passwordMinLength).max(passwordMaxLength);
const displayName = z.string().min(1).max(userLimits.displayName);
const bio = z.string().max(userLimits.bio);

export const loginBody = z.object({ username: z.string().min(1), password: z.string().min(1) });

export const singleSignOnBody = z.object({
  code: z.string().min(1).max(100).meta({ description: 'The one-time code from the panel’s address after the sign-in service (#sso=…)' }),
});

export const SingleSignOnInfo = component(
  'SingleSignOnInfo',
  z.object({
    enabled: z.boolean().meta({ description: 'Whether the site has a sign-in service set up' }),
    name: z.string().nullable().meta({ description: 'What the login screen calls it; null without one' }),
    startPath: z.string().nullable().meta({ description: 'The page where a sign-in starts; null without one' }),
  }),
);

export const signInWithCodeBody = z.object({
  challenge: z.string().min(1).meta({ description: "The challenge from /api/auth/login's 401 (`details.challenge`)" }),
  code: z.string().min(1).meta({ description: 'Six digits from the authenticator app, or a recovery code' }),
});

export const changeOwnPasswordBody = z.object({
  currentPassword: z.string().min(1),
  newPassword: password.meta({ description: 'Not a common password, nor the username' }),
});

export const setPasswordBody = z.object({ newPassword: password });

export const userListQuery = z.object({
  ...pageQuery(20),
  ...searchQuery,
  role: role.optional().meta({ description: 'Only accounts with this role' }),
});

const profile = {
  email: z.email().max(userLimits.email),
  displayName,
  bio: bio.optional(),
  displayNameAr: z.string().max(userLimits.displayName).optional().meta({ description: 'Empty: Arabic readers see displayName' }),
  bioAr: bio.optional(),
};

export const createUserBody = z.object({
  username: z
    .string()
    .regex(usernamePattern)
    .meta({ description: `${usernameLength.min} to ${usernameLength.max} lowercase letters, digits, dots, hyphens and underscores` }),
  password,
  ...profile,
  role: role.optional().meta({ description: 'EDITOR when left out' }),
});

export const updateUserBody = z
  .object({ ...profile, role, active: z.boolean() })
  .partial()
  .meta({ description: 'The fields to change; those left out stay as they are' });

export const reauthenticateBody = proofBody
  .extend({
    passkey: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'Or a passkey’s answer to the options of /api/auth/reauthenticate/passkey/options (the browser’s JSON)' }),
  })
  .meta({ description: 'Your password, a current code, or a passkey’s answer' });

const StaffSession = component(
  'StaffSession',
  z.object({
    id: z.int32().min(1),
    browser: z.string().nullable().meta({ description: 'From the User-Agent; null when unknown' }),
    operatingSystem: z.string().nullable().meta({ description: 'From the User-Agent; null when unknown' }),
    userAgent: z.string(),
    ip: z.string().meta({ description: 'The address it signed in from, as the server saw it' }),
    createdAt: z.string(),
    lastSeenAt: z.string().meta({ description: 'Kept to the minute' }),
    current: z.boolean().meta({ description: 'The session making this request' }),
  }),
);

export const SessionList = component('SessionList', z.object({ sessions: z.array(StaffSession) }));
