import type { Db } from './db/client.ts';
import type { Role } from './db/generated/client.ts';
import type { AnalyticsIngest } from './services/analytics/ingest.ts';
import type { PublicSite } from './services/publicSite.ts';
import type { PublicContent } from './services/publicContent.ts';
import type { SiteSettingsStore } from './services/settings/store.ts';
import type { PreviewGrant } from './services/publishing/preview.ts';
import type { WebhookPolicy } from './services/webhooks/endpoints.ts';

/** The signed-in staff member a request acts for. */
export interface Viewer {
  id: number;
  username: string;
  role: Role;
  sessionId: number;
  /** When this session last gave the password or a code (services/auth/reauthentication.ts). */
  authenticatedAt: Date;
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** What every resolver and service receives, for GraphQL and REST requests alike. */
export interface Context {
  db: Db;
  request: Request;
  ip: string;
  userAgent: string;
  viewer: Viewer | null;
  /** A bearer token was sent but matched no live session (unknown, expired or ended). */
  tokenRejected: boolean;
  /**
   * A signed-in staff member the second-factor policy covers who has no second factor yet: `viewer`
   * is null for them (they act as a visitor), and only setting one up, their own account and
   * signing out read this (services/auth/secondFactorPolicy.ts).
   */
  awaitingSecondFactor?: Viewer | null;
  sessionPolicy: SessionPolicy;
  /** Writes that change what visitors see announce it here, so public caches drop what they kept. */
  publicContent: PublicContent;
  /** The site's analytics: the batch of page views and the throttles of the beacon's endpoints. */
  analytics: AnalyticsIngest;
  /** The site settings, read from memory (emptied when they change). */
  siteSettings: SiteSettingsStore;
  /** The menus and the published pages' paths, kept per state of the public content while the public cache is on. */
  publicSite: PublicSite;
  /** The site's public origin (SITE_URL), else the request's: what absolute links the API gives start with. */
  siteOrigin: string;
  /** A page rendered through a preview link: the one post or page it shows as stored (services/publishing/preview.ts). */
  preview: PreviewGrant | null;
  /** Where webhook endpoints may be (WEBHOOK_ALLOW_LOOPBACK) and how their names resolve. */
  webhooks: WebhookPolicy;
  /** Single sign-on through the company's provider when set up (OIDC_ISSUER): its name, and where a sign-in starts. */
  singleSignOn: { name: string; startPath: string } | null;
}
