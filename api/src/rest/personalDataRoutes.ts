import { messageFields, restMessage } from './contactRoutes.ts';
import { PersonalDataErased, PersonalDataReport, personalDataBody } from './schemas/personalData.ts';
import type { RestRoute } from './types.ts';

// Personal-data requests (docs/security.md#personal-data): admins find, export and erase what the
// site holds about an email address, through graphql/types/personalData.ts. POST both: the address
// goes in the body, never in a URL that access logs keep.

const input = (body: Record<string, unknown> | undefined) => ({ input: { email: body?.email } });

export const personalDataRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/personal-data/lookup',
    document: `query RestPersonalData($input: PersonalDataInput!) {
      personalData(input: $input) {
        email
        enquiries { ...RestContactMessage }
        messages { databaseId kind status createdAt sentAt }
        auditEntries { databaseId action target detail createdAt }
        staffAccount { databaseId username role }
      }
    }
    ${messageFields}`,
    variables: ({ body }) => input(body),
    respond: (data) => {
      const report = data.personalData;
      const renumbered = <T extends { databaseId: number }>({ databaseId, ...rest }: T) => ({ id: databaseId, ...rest });
      return {
        email: report.email,
        enquiries: report.enquiries.map(restMessage),
        messages: report.messages.map(renumbered),
        auditEntries: report.auditEntries.map(renumbered),
        staffAccount: report.staffAccount ? renumbered(report.staffAccount) : null,
      };
    },
    doc: {
      summary: 'Everything the site holds about an email address, to show or export as JSON',
      description: 'Audited with counts only: the log keeps no copy of the address.',
      tag: 'Personal data',
      access: 'admin',
      body: personalDataBody,
      data: PersonalDataReport,
    },
  },
  {
    method: 'POST',
    path: '/api/personal-data/erase',
    document: `mutation RestErasePersonalData($input: PersonalDataInput!) {
      erasePersonalData(input: $input) { erasedEnquiries erasedMessages anonymisedAuditEntries }
    }`,
    variables: ({ body }) => input(body),
    respond: (data) => ({ ...data.erasePersonalData, message: 'Personal data erased' }),
    doc: {
      summary: 'Erase what the site holds about an email address',
      description:
        'In one transaction: its enquiries (with their notifications) and the outgoing messages naming it are deleted, and the address reads [erased] in the audit log. A staff account with the address is left alone. Audited with counts only.',
      tag: 'Personal data',
      access: 'admin',
      body: personalDataBody,
      data: PersonalDataErased,
    },
  },
];
