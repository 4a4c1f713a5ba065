import { apiError } from '../errors.ts';
import { settingFields } from '../services/settings/catalogue.ts';
import { AdminSiteSettings, SettingsChange, SiteSettings, updateSettingsBody } from './schemas/settings.ts';
import type { RestRoute } from './types.ts';

// The site settings' door: the public ones for anyone (GET /api/settings, kept by the public cache
// until they change), every one for admins (GET /api/settings/all), and their update (PATCH
// /api/settings), each running one GraphQL operation of graphql/types/settings.ts.

const publicFields = 'siteName siteNameAr contactEmail contactPhone officeAddress officeAddressAr businessHours businessHoursAr bookingWidgetUrl';
const allFields = /* GraphQL */ `fragment RestSettings on AdminSiteSettings { ${publicFields} bookingEnabled notificationRecipients blockList analyticsEnabled secondFactorPolicy enquiryRetention version }`;

export const settingsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/settings',
    document: `query RestSiteSettings { siteSettings { ${publicFields} } }`,
    respond: (data) => data.siteSettings,
    doc: { summary: 'The settings visitors see', tag: 'Settings', access: 'public', data: SiteSettings },
    publicRead: true,
  },
  {
    method: 'GET',
    path: '/api/settings/all',
    document: `query RestAdminSettings { adminSettings { ...RestSettings } } ${allFields}`,
    respond: (data) => data.adminSettings,
    doc: { summary: 'Every setting', tag: 'Settings', access: 'admin', data: AdminSiteSettings },
  },
  {
    method: 'PATCH',
    path: '/api/settings',
    document: `mutation RestUpdateSettings($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { changed settings { ...RestSettings } } } ${allFields}`,
    // The settings as sent, those left out unchanged: the schema and the service check them (400 with
    // `details` per field). A name that is no setting is refused, not ignored: it is a typo.
    variables: ({ body }) => {
      const unknown = Object.keys(body ?? {}).filter((name) => name !== 'version' && !(settingFields as string[]).includes(name));
      if (unknown.length) throw apiError('BAD_USER_INPUT', `${unknown[0]} is not a setting`, Object.fromEntries(unknown.map((name) => [name, 'unknown'])));
      return { input: body ?? {} };
    },
    respond: (data) => ({ settings: data.updateSiteSettings.settings, changed: data.updateSiteSettings.changed }),
    doc: { summary: 'Change settings', tag: 'Settings', access: 'admin', body: updateSettingsBody, data: SettingsChange, refusals: ['CONFLICT'] },
  },
];
