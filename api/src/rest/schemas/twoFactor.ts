import { z } from 'zod';
import { component } from './common.ts';

// Authenticator-app codes as /api/auth/totp shows and takes them (rest/twoFactorRoutes.ts).

export const TotpSetup = component(
  'TotpSetup',
  z.object({
    secret: z.string().meta({ description: 'The key to type into the app by hand (base32), shown this once' }),
    otpauthUri: z.string().meta({ description: 'The otpauth:// address the QR code holds' }),
    qrCodeSvg: z.string().meta({ description: 'The QR code for the app to scan: an SVG as a data: URI' }),
  }),
);

export const RecoveryCodes = component(
  'RecoveryCodes',
  z.object({ recoveryCodes: z.array(z.string()).meta({ description: 'Ten single-use codes, shown this once (only their hashes are kept)' }) }),
);

export const confirmTotpBody = z.object({ code: z.string().min(1).meta({ description: 'The first 6-digit code the app shows for the new key' }) });

export const proofBody = z
  .object({
    password: z.string().max(1024).meta({ description: 'Your password' }),
    code: z
      .string()
      .regex(/^\d{6}$/)
      .meta({ description: 'Or a current 6-digit code from your authenticator app' }),
  })
  .partial()
  .meta({ description: 'Proof it is you: your password or a current code (each counted like a sign-in)' });
