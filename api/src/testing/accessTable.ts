// Who may call what: every REST route and every GraphQL Mutation and Query field, declared once
// (issue 12). authorization.test.ts enumerates the router's table and the running schema and fails
// when one of them is missing here, or when a name here no longer exists.
//
//   public  anyone, a visitor or a bad token included (the answer may still depend on who asks)
//   staff   signed-in editors and admins; visitors and bad tokens get 401
//   admin   admins only; visitors and bad tokens get 401, editors 403
//   own     admins on anyone's record, editors on their own only (403 on another's); visitors 401
//
// Contributors (docs/security.md#roles) get 403 from every entry but the public ones and those whose
// `contributor` says otherwise: `yes` (as editors may), or `own` (on their own record only: a draft
// they made, their own account; 403 on another's).

export type Access = 'public' | 'staff' | 'admin' | 'own';

export interface AccessRule {
  access: Access;
  /** Why, in the product's words: the service check or docs line this mirrors. */
  note: string;
  /** What a contributor may do here beyond public entries (absent: refused with 403). */
  contributor?: 'yes' | 'own';
  /** A public read that answers visitors with null rather than data (the signed-in viewer, say). */
  nullForVisitors?: boolean;
  /** Someone else's record answers as a missing one (NOT_FOUND), not FORBIDDEN: its id reveals nothing. */
  othersNotFound?: boolean;
}

/** REST routes by `METHOD path`, as in api/src/rest/routes.ts. */
export const restAccess: Record<string, AccessRule> = {
  'GET /api/health': { access: 'public', note: 'liveness for load balancers' },
  'GET /api/openapi.json': { access: 'public', note: 'the OpenAPI document of this table, for API consumers' },

  'POST /api/auth/login': { access: 'public', note: 'signing in (credentials checked, throttled)' },
  'POST /api/auth/login/code': { access: 'public', note: 'signInWithCode: the second step of signing in (a challenge and a code, throttled)' },
  'POST /api/auth/login/passkey/options': { access: 'public', note: 'startPasskeySignIn: a single-use WebAuthn challenge (alone, or the second step)' },
  'POST /api/auth/login/passkey': { access: 'public', note: 'signInWithPasskey: signing in with a passkey (throttled)' },
  'POST /api/auth/reauthenticate/passkey/options': { contributor: 'yes', access: 'staff', note: 'startPasskeyConfirmation: own passkeys, requireViewer' },
  'GET /api/auth/sso': { access: 'public', note: 'singleSignOn: whether the login screen offers the company’s sign-in service' },
  'POST /api/auth/login/sso': { access: 'public', note: 'signInWithSingleSignOn: the one-time code of a finished single sign-on, for a session' },
  'GET /api/auth/passkeys': { contributor: 'yes', access: 'staff', note: 'me.passkeys: the own passkeys' },
  'POST /api/auth/passkeys/options': { contributor: 'yes', access: 'staff', note: 'startPasskeyRegistration: own passkeys, requireViewer' },
  'POST /api/auth/passkeys': { contributor: 'yes', access: 'staff', note: 'addPasskey: own passkeys, requireViewer' },
  'PATCH /api/auth/passkeys/:id': {
    contributor: 'own',
    othersNotFound: true,
    access: 'staff',
    note: "renamePasskey: own passkeys only (another's is NOT_FOUND)",
  },
  'DELETE /api/auth/passkeys/:id': {
    contributor: 'own',
    othersNotFound: true,
    access: 'staff',
    note: "removePasskey: own passkeys only (another's is NOT_FOUND)",
  },
  'POST /api/auth/logout': { contributor: 'yes', access: 'staff', note: 'ends the session of the token sent' },
  'GET /api/auth/profile': { contributor: 'yes', access: 'staff', note: 'me: the own account' },
  'GET /api/auth/verify': { contributor: 'yes', access: 'staff', note: 'me: the own account' },
  'POST /api/auth/change-password': { contributor: 'yes', access: 'staff', note: 'changeOwnPassword: own password, with the current one' },
  'POST /api/auth/reauthenticate': { contributor: 'yes', access: 'staff', note: 'confirmIdentity: own password or code, throttled' },
  'POST /api/auth/totp/setup': { contributor: 'yes', access: 'staff', note: 'startTotpSetup: own authenticator app, requireViewerDuringSetup' },
  'POST /api/auth/totp/confirm': { contributor: 'yes', access: 'staff', note: 'confirmTotpSetup: own authenticator app, requireViewerDuringSetup' },
  'POST /api/auth/totp/recovery-codes': { contributor: 'yes', access: 'staff', note: 'regenerateRecoveryCodes: own, with re-authentication' },
  'POST /api/auth/totp/off': { contributor: 'yes', access: 'staff', note: 'turnOffTotp: own, with re-authentication' },
  'GET /api/auth/sessions': { contributor: 'yes', access: 'staff', note: 'me.sessions: own sessions' },
  'POST /api/auth/sessions/end-others': { contributor: 'yes', access: 'staff', note: 'endOtherSessions: own sessions' },
  'DELETE /api/auth/sessions/:id': {
    contributor: 'own',
    othersNotFound: true,
    access: 'own',
    note: "endSession: own sessions, admins anyone's (another's is NOT_FOUND)",
  },

  'GET /api/users': { access: 'admin', note: 'users: staff accounts, admins only' },
  'GET /api/users/:id': { contributor: 'own', access: 'own', note: 'getUser: admins, or the user themselves' },
  'GET /api/users/:id/sessions': { contributor: 'own', access: 'own', note: 'user.sessions: admins, or the user themselves' },
  'DELETE /api/users/:id/sessions': { access: 'admin', note: "endUserSessions: requireAdmin (all of anyone's sessions)" },
  'POST /api/users': { access: 'admin', note: 'createUser: requireAdmin' },
  'PUT /api/users/:id': { access: 'admin', note: 'updateUser: requireAdmin (editors edit themselves with updateOwnProfile)' },
  'DELETE /api/users/:id': { access: 'admin', note: 'deleteUser: requireAdmin' },
  'POST /api/users/:id/change-password': { access: 'admin', note: 'setUserPassword: requireAdmin, with a recent confirmation' },
  'POST /api/users/:id/reset-factors': { access: 'admin', note: 'resetSecondFactors: requireAdmin, not oneself, with a recent confirmation' },

  'GET /api/blogs': { access: 'public', note: 'published posts' },
  'GET /api/blogs/admin': { contributor: 'yes', access: 'staff', note: 'adminPosts: every post, drafts included' },
  'GET /api/blogs/:slug': { access: 'public', note: 'a published post' },
  'POST /api/blogs': { contributor: 'yes', access: 'staff', note: 'createPost: editors and admins write every post' },
  'PUT /api/blogs/:id': { contributor: 'own', access: 'staff', note: 'updatePost: editors and admins write every post' },
  'POST /api/blogs/:id/publish-changes': { access: 'staff', note: 'publishPostChanges: editors and admins publish every post' },
  'POST /api/blogs/:id/discard-changes': {
    contributor: 'own',
    access: 'staff',
    note: 'discardPostChanges: who may edit the post (a contributor the changes to their own live post)',
  },
  'DELETE /api/blogs/:id': { access: 'own', note: 'deletePost: editors delete a draft they wrote, admins any post' },
  'POST /api/blogs/:id/like': { access: 'public', note: 'likePost: visitors like posts' },
  'POST /api/blogs/:id/view': { access: 'public', note: 'recordPostView: visitors count views' },
  'GET /api/blogs/:id/analytics': { access: 'staff', note: 'postAnalytics: staff only' },
  'GET /api/tags': { access: 'staff', note: 'adminTags: every tag with its names, editors and admins' },
  'PUT /api/tags/:id': { access: 'staff', note: 'renameTag: editors and admins, who file posts under tags' },
  'POST /api/tags/:id/merge': { access: 'staff', note: 'mergeTag: editors and admins' },
  'DELETE /api/tags/:id': { access: 'staff', note: 'deleteTag: editors and admins (posts stay, without it)' },

  'POST /api/contact': { access: 'public', note: 'the contact form' },
  'GET /api/contact-messages': { access: 'staff', note: 'the inbox: editors and admins' },
  'GET /api/contact-messages.csv': { access: 'staff', note: 'the inbox export: editors and admins' },
  'GET /api/contact-messages/:id': { access: 'staff', note: 'the inbox: editors and admins' },
  'PATCH /api/contact-messages/:id': { access: 'staff', note: 'marking read or archived: editors and admins' },
  'DELETE /api/contact-messages/:id': { access: 'admin', note: 'deleteContactMessage: admins only' },

  'POST /api/events': { access: 'public', note: 'the page-view beacon' },
  'POST /api/client-errors': { access: 'public', note: 'the browser-error beacon' },
  'GET /api/analytics': { access: 'staff', note: 'siteAnalytics: editors and admins' },

  'GET /api/activity': { contributor: 'yes', access: 'staff', note: 'recentActivity: admins see everyone, editors their own (a filter, not a refusal)' },

  'GET /api/settings': { access: 'public', note: 'the public settings' },
  'GET /api/settings/all': { access: 'admin', note: 'adminSettings: every setting, admins only' },
  'PATCH /api/settings': { access: 'admin', note: 'updateSiteSettings: admins only' },

  'POST /api/media': { contributor: 'yes', access: 'staff', note: 'uploadMedia: staff; the body is not read without a session' },
  'GET /api/media': { contributor: 'yes', access: 'staff', note: 'the media library: staff only' },
  'GET /api/media/:id': { contributor: 'yes', access: 'staff', note: 'a library image: staff only' },
  'PATCH /api/media/:id': { access: 'staff', note: 'updateMedia: alt texts, any staff member' },
  'DELETE /api/media/:id': { access: 'own', note: 'deleteMedia: editors delete the images they uploaded, admins any' },

  'GET /api/pages': { access: 'public', note: 'pages: published ones for visitors, every one for staff (a filter, not a refusal)' },
  'GET /api/pages/by-path': { access: 'public', note: 'pageByPath: a published page, in one language' },
  'GET /api/pages/:id': { access: 'public', note: 'a page by id: published ones for visitors, every one for staff' },
  'POST /api/pages': { contributor: 'yes', access: 'staff', note: 'createPage: editors and admins write pages' },
  'PUT /api/pages/:id': { contributor: 'own', access: 'staff', note: 'updatePage: editors and admins write pages' },
  'POST /api/pages/:id/publish-changes': { access: 'staff', note: 'publishPageChanges: editors and admins publish pages' },
  'POST /api/pages/:id/discard-changes': {
    contributor: 'own',
    access: 'staff',
    note: 'discardPageChanges: who may edit the page (a contributor the changes to their own live page)',
  },
  'DELETE /api/pages/:id': { access: 'own', note: 'deletePage: editors delete a draft they made, admins any page' },
  'GET /api/menus': { access: 'public', note: 'the menus every page shows' },
  'PUT /api/menus/:name': { access: 'admin', note: 'updateMenu: only admins edit menus' },

  'POST /api/personal-data/lookup': { access: 'admin', note: 'personalData: what the site holds about an address, admins only' },
  'POST /api/personal-data/erase': { access: 'admin', note: 'erasePersonalData: admins only' },
  'GET /api/webhooks': { access: 'admin', note: 'webhookEndpoints: admins only (never the secrets)' },
  'POST /api/webhooks': { access: 'admin', note: 'createWebhookEndpoint: admins only' },
  'GET /api/webhooks/:id': { access: 'admin', note: 'node(id:) of WebhookEndpoint: admins only' },
  'PATCH /api/webhooks/:id': { access: 'admin', note: 'updateWebhookEndpoint: admins only' },
  'DELETE /api/webhooks/:id': { access: 'admin', note: 'deleteWebhookEndpoint: admins only' },
  'POST /api/webhooks/:id/rotate-secret': { access: 'admin', note: 'rotateWebhookSecret: admins only' },
  'POST /api/webhooks/:id/test': { access: 'admin', note: 'sendWebhookTestEvent: admins only' },
  'GET /api/webhooks/:id/deliveries': { access: 'admin', note: "an endpoint's delivery log: admins only" },
  'POST /api/export': { access: 'admin', note: "exportSite: the whole site's content, admins only" },
  'POST /api/import': { access: 'admin', note: "importSite: replaces the site's content, admins only" },
  'GET /api/redirects': { access: 'admin', note: 'redirects: admins only' },
  'POST /api/redirects': { access: 'admin', note: 'createRedirect: admins only' },
  'PUT /api/redirects/:id': { access: 'admin', note: 'updateRedirect: admins only' },
  'DELETE /api/redirects/:id': { access: 'admin', note: 'deleteRedirect: admins only' },
  'POST /api/blogs/:id/preview-links': { contributor: 'own', access: 'staff', note: 'createPreviewLink: staff who may edit the post' },
  'POST /api/pages/:id/preview-links': { contributor: 'own', access: 'staff', note: 'createPreviewLink: staff who may edit the page' },
  'POST /api/blogs/:id/submit': {
    access: 'staff',
    contributor: 'own',
    note: 'submitForReview: who may edit the post (a contributor their own draft or live post)',
  },
  'POST /api/blogs/:id/approve': { access: 'staff', note: 'approve: editors and admins publish what is submitted' },
  'POST /api/blogs/:id/send-back': { access: 'staff', note: 'sendBack: editors and admins' },
  'POST /api/pages/:id/submit': {
    access: 'staff',
    contributor: 'own',
    note: 'submitForReview: who may edit the page (a contributor their own draft or live page)',
  },
  'POST /api/pages/:id/approve': { access: 'staff', note: 'approve: editors and admins publish what is submitted' },
  'POST /api/pages/:id/send-back': { access: 'staff', note: 'sendBack: editors and admins' },
  'DELETE /api/preview-links/:id': { access: 'staff', note: 'revokePreviewLink: its creator, staff who may edit what it shows, or an admin' },
};

/** GraphQL Mutation fields. */
export const mutationAccess: Record<string, AccessRule> = {
  login: { access: 'public', note: 'signing in' },
  logout: { contributor: 'yes', access: 'staff', note: 'ends the session of the token sent' },
  changeOwnPassword: { contributor: 'yes', access: 'staff', note: 'own password, with the current one' },
  updateOwnProfile: { contributor: 'yes', access: 'staff', note: 'own name, email and bio' },
  createUser: { access: 'admin', note: 'requireAdmin' },
  updateUser: { access: 'admin', note: 'requireAdmin' },
  deleteUser: { access: 'admin', note: 'requireAdmin' },
  setUserPassword: { access: 'admin', note: 'requireAdmin' },
  signInWithCode: { access: 'public', note: 'the second step of signing in (a challenge and a code, throttled)' },
  startTotpSetup: { contributor: 'yes', access: 'staff', note: 'own authenticator app: requireViewer' },
  confirmTotpSetup: { contributor: 'yes', access: 'staff', note: 'own authenticator app: requireViewer' },
  regenerateRecoveryCodes: { contributor: 'yes', access: 'staff', note: 'own recovery codes: requireViewer, with re-authentication' },
  turnOffTotp: { contributor: 'yes', access: 'staff', note: 'own authenticator app: requireViewer, with re-authentication' },
  resetSecondFactors: { access: 'admin', note: "requireAdmin: another user's second factors" },
  confirmIdentity: { contributor: 'yes', access: 'staff', note: 'own password or code: requireViewer, throttled' },
  endOtherSessions: { contributor: 'yes', access: 'staff', note: 'own sessions: requireViewer' },
  endSession: { contributor: 'own', othersNotFound: true, access: 'own', note: "own sessions, admins anyone's (another's is NOT_FOUND)" },
  endUserSessions: { access: 'admin', note: "requireAdmin: all of anyone's sessions" },
  startPasskeySignIn: { access: 'public', note: 'a single-use WebAuthn challenge (alone, or the second step)' },
  signInWithPasskey: { access: 'public', note: 'signing in with a passkey (throttled)' },
  startPasskeyConfirmation: { contributor: 'yes', access: 'staff', note: 'confirming it is you with one of your own passkeys' },
  signInWithSingleSignOn: { access: 'public', note: 'the one-time code of a finished single sign-on, for a session' },
  startPasskeyRegistration: { contributor: 'yes', access: 'staff', note: 'own passkeys: requireViewer' },
  addPasskey: { contributor: 'yes', access: 'staff', note: 'own passkeys: requireViewer' },
  renamePasskey: { contributor: 'own', othersNotFound: true, access: 'staff', note: "own passkeys only (another's is NOT_FOUND)" },
  removePasskey: { contributor: 'own', othersNotFound: true, access: 'staff', note: "own passkeys only (another's is NOT_FOUND)" },

  createPost: { contributor: 'yes', access: 'staff', note: 'editors and admins write every post' },
  updatePost: { contributor: 'own', access: 'staff', note: 'editors and admins write every post' },
  publishPost: { access: 'staff', note: 'editors and admins publish every post' },
  unpublishPost: { access: 'staff', note: 'editors and admins publish every post' },
  restorePostRevision: { contributor: 'own', access: 'staff', note: 'a save like any other' },
  markPostTranslationReviewed: { contributor: 'own', access: 'staff', note: "who may edit the post (its saves' rule): editors and admins" },
  deletePost: { access: 'own', note: 'editors delete a draft they wrote, admins any post' },
  likePost: { access: 'public', note: 'visitors like posts' },
  renameTag: { access: 'staff', note: 'editors and admins, who file posts under tags' },
  mergeTag: { access: 'staff', note: 'editors and admins' },
  deleteTag: { access: 'staff', note: 'editors and admins (posts stay, without it)' },
  recordPostView: { access: 'public', note: 'visitors count views' },

  submitContactMessage: { access: 'public', note: 'the contact form' },
  updateContactMessage: { access: 'staff', note: 'the inbox: editors and admins' },
  deleteContactMessage: { access: 'admin', note: 'admins only' },

  recordPageView: { access: 'public', note: 'the page-view beacon' },
  reportClientError: { access: 'public', note: 'the browser-error beacon' },

  updateSiteSettings: { access: 'admin', note: 'admins only' },

  uploadMedia: { contributor: 'yes', access: 'staff', note: 'staff upload images' },
  updateMedia: { access: 'staff', note: 'alt texts, any staff member' },
  deleteMedia: { access: 'own', note: 'editors delete the images they uploaded, admins any' },

  createPage: { contributor: 'yes', access: 'staff', note: 'editors and admins write pages' },
  updatePage: { contributor: 'own', access: 'staff', note: 'editors and admins write pages' },
  publishPage: { access: 'staff', note: 'editors and admins publish pages' },
  unpublishPage: { access: 'staff', note: 'editors and admins publish pages' },
  restorePageRevision: { contributor: 'own', access: 'staff', note: 'a save like any other' },
  markPageTranslationReviewed: { contributor: 'own', access: 'staff', note: "who may edit the page (its saves' rule): editors and admins" },
  publishPageChanges: { access: 'staff', note: 'editors and admins publish pages' },
  discardPageChanges: { contributor: 'own', access: 'staff', note: 'who may edit the page (a contributor the changes to their own live page)' },
  publishPostChanges: { access: 'staff', note: 'editors and admins publish every post' },
  discardPostChanges: { contributor: 'own', access: 'staff', note: 'who may edit the post (a contributor the changes to their own live post)' },
  deletePage: { access: 'own', note: 'editors delete a draft they made, admins any page' },
  updateMenu: { access: 'admin', note: 'only admins edit menus' },

  erasePersonalData: { access: 'admin', note: 'only admins answer personal-data requests' },
  createRedirect: { access: 'admin', note: 'only admins manage redirects (a rename by an editor makes one as part of their save)' },
  updateRedirect: { access: 'admin', note: 'only admins manage redirects' },
  deleteRedirect: { access: 'admin', note: 'only admins manage redirects' },
  createWebhookEndpoint: { access: 'admin', note: 'only admins manage webhooks' },
  updateWebhookEndpoint: { access: 'admin', note: 'only admins manage webhooks' },
  rotateWebhookSecret: { access: 'admin', note: 'only admins manage webhooks' },
  deleteWebhookEndpoint: { access: 'admin', note: 'only admins manage webhooks' },
  sendWebhookTestEvent: { access: 'admin', note: 'only admins manage webhooks' },
  exportSite: { access: 'admin', note: "only admins take the whole site's content" },
  importSite: { access: 'admin', note: "only admins replace the site's content" },
  createPreviewLink: { contributor: 'own', access: 'staff', note: 'staff who may edit a post or page share a preview of it (requireEditor)' },
  submitForReview: {
    access: 'staff',
    contributor: 'own',
    note: 'who may edit the post or page (a contributor their own draft, or their own live item with changes)',
  },
  approve: { access: 'staff', note: 'editors and admins publish what is submitted' },
  sendBack: { access: 'staff', note: 'editors and admins' },
  revokePreviewLink: { access: 'staff', note: 'its creator, staff who may edit what it shows, or an admin' },
};

/** GraphQL Query fields. */
export const queryAccess: Record<string, AccessRule> = {
  health: { access: 'public', note: 'liveness' },
  posts: { access: 'public', note: 'published posts' },
  post: { access: 'public', note: 'a published post by slug' },
  tags: { access: 'public', note: 'topics with published posts' },
  siteSettings: { access: 'public', note: 'the public settings' },
  mediaLimits: { access: 'public', note: 'upload limits (no data of anyone)' },
  node: { access: 'public', note: 'any node, each type by its own visibility rule (a User, Media or ContactMessage is null to those who may not see it)' },
  nodes: { access: 'public', note: 'as node, for a list' },
  viewer: { access: 'public', note: 'the signed-in user, or null', nullForVisitors: true },
  singleSignOn: { access: 'public', note: 'the company’s sign-in service, or null when none is set up' },

  me: { contributor: 'yes', access: 'staff', note: 'the own account' },
  users: { access: 'admin', note: 'staff accounts, admins only' },
  user: { contributor: 'own', access: 'own', note: 'admins, or the user themselves' },
  adminPosts: { contributor: 'yes', access: 'staff', note: 'every post, drafts included' },
  adminTags: { access: 'staff', note: "every tag, drafts' too, with names in both languages" },
  postAnalytics: { access: 'staff', note: 'staff only' },
  markdownPreview: { contributor: 'yes', access: 'staff', note: "the editor's preview" },
  contactMessages: { access: 'staff', note: 'the inbox: editors and admins' },
  contactMessage: { access: 'staff', note: 'the inbox: editors and admins' },
  contactMessagesCsv: { access: 'staff', note: 'the inbox export: editors and admins' },
  siteAnalytics: { access: 'staff', note: 'editors and admins' },
  recentActivity: { contributor: 'yes', access: 'staff', note: 'admins see everyone, editors their own (a filter, not a refusal)' },
  adminSettings: { access: 'admin', note: 'every setting, admins only' },
  backupStatus: { access: 'admin', note: 'the last backup: the operator concern of admins only (docs/operations.md#backups)' },
  media: { contributor: 'yes', access: 'staff', note: 'the media library' },
  mediaByAddress: { contributor: 'yes', access: 'staff', note: 'library images by address' },
  pages: { access: 'public', note: 'published pages for visitors, every one for staff (a filter, not a refusal)' },
  pageByPath: { access: 'public', note: 'a published page by its path' },
  menus: { access: 'public', note: 'the menus every page shows (their broken links: staff only)' },
  reviewQueue: { access: 'staff', contributor: 'yes', note: 'reviewers see what awaits review, a contributor what they submitted (a filter, not a refusal)' },
  personalData: { access: 'admin', note: 'what the site holds about an address: admins only' },
  redirects: { access: 'admin', note: 'the redirects: admins only' },
  webhookEndpoints: { access: 'admin', note: 'webhook endpoints and their delivery logs: admins only' },
};

/**
 * node(id:) and nodes(ids:) by the type of the id: who finds the record. A caller who may not gets
 * null, as for a missing id. The probes point at a published post, a tag of it and a published page.
 */
export const nodeAccess: Record<string, AccessRule> = {
  Post: { access: 'public', note: 'a published post (drafts are staff only: nodes.test.ts)' },
  Page: { access: 'public', note: 'a published page (drafts are staff only: graphql/types/page.test.ts)' },
  Tag: { access: 'public', note: 'a tag of a published post' },
  User: { contributor: 'own', access: 'own', note: 'admins, or the user themselves' },
  Media: { contributor: 'yes', access: 'staff', note: 'the media library' },
  ContactMessage: { access: 'staff', note: 'the inbox' },
  ActivityEvent: { contributor: 'own', access: 'own', note: "admins see everyone's entries, editors their own" },
  Redirect: { access: 'admin', note: 'the redirects: admins only' },
  WebhookEndpoint: { access: 'admin', note: 'webhook endpoints: admins only (the secret is never readable)' },
  PreviewLink: { access: 'staff', note: "a post's or page's preview links: staff only (the token is never readable)" },
  Passkey: { contributor: 'own', access: 'staff', note: 'a passkey: its owner only, admins included (anyone else gets null)' },
};
