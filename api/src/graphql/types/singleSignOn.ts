import { signInWithSingleSignOn } from '../../services/auth/oidc.ts';
import { builder } from '../builder.ts';
import { LoginPayload } from './user.ts';

// Single sign-on through the company's OpenID provider (docs/security.md#single-sign-on): whether the
// login screen offers it, and the panel's exchange of the one-time code the callback gave it.

const SingleSignOnRef = builder.objectRef<{ name: string; startPath: string }>('SingleSignOn').implement({
  description: 'The company’s sign-in service, when set up (OIDC_ISSUER)',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'What the login screen calls it: “Sign in with <name>”' }),
    startPath: t.exposeString('startPath', { description: 'Where the browser goes to start signing in (a page, not an API call)' }),
  }),
});

builder.queryField('singleSignOn', (t) =>
  t.field({
    description: 'The company’s sign-in service, or null when the site has none (anyone)',
    type: SingleSignOnRef,
    nullable: true,
    resolve: (_root, _args, ctx) => ctx.singleSignOn,
  }),
);

const SignInWithSingleSignOnInput = builder.inputType('SignInWithSingleSignOnInput', {
  description: 'The one-time code the sign-in service’s callback put in the panel’s address (#sso=…)',
  fields: (t) => ({ code: t.string({ required: true, description: 'The code; good once, for a minute' }) }),
});

builder.mutationField('signInWithSingleSignOn', (t) =>
  t.field({
    description:
      'Finishes a sign-in through the company’s sign-in service (anyone): the one-time code for a session. An unknown, used or expired code is UNAUTHENTICATED with `details.code`',
    type: LoginPayload,
    args: { input: t.arg({ type: SignInWithSingleSignOnInput, required: true, description: 'The code' }) },
    resolve: (_root, { input }, ctx) => signInWithSingleSignOn(ctx, input.code),
  }),
);
