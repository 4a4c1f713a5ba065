import { z } from 'zod';
import { maxPasskeyNameLength } from '../../services/auth/passkeys.ts';
import { component, dateTime, recordId } from './common.ts';

// Passkeys as /api/auth/passkeys and /api/auth/login/passkey show and take them (rest/passkeyRoutes.ts).

export const Passkey = component(
  'Passkey',
  z.object({
    id: recordId,
    name: z.string(),
    createdAt: dateTime,
    lastUsedAt: dateTime.nullable().meta({ description: 'When it last signed in (null: never)' }),
  }),
);

export const PasskeyList = component('PasskeyList', z.object({ passkeys: z.array(Passkey) }));

export const PasskeyOptions = component(
  'PasskeyOptions',
  z.object({
    options: z.record(z.string(), z.unknown()).meta({
      description:
        'WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON or RequestOptionsJSON); the challenge is good once, for two minutes',
    }),
  }),
);

const browserAnswer = z
  .record(z.string(), z.unknown())
  .meta({ description: "The browser's answer as JSON (what @simplewebauthn/browser's startRegistration or startAuthentication returns), at most 32 KB" });

export const passkeySignInOptionsBody = z.object({
  challenge: z
    .string()
    .min(1)
    .optional()
    .meta({ description: "As the second step: the challenge from /api/auth/login's 401 (`details.challenge`); without it, any passkey (username-less)" }),
});

export const passkeySignInBody = z.object({ response: browserAnswer });

const name = z.string().min(1).max(maxPasskeyNameLength).meta({ description: 'What to call it (“Work laptop”)' });

export const addPasskeyBody = z.object({ name, response: browserAnswer });

export const renamePasskeyBody = z.object({ name });
