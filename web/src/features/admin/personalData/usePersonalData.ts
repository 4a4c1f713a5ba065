import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { usePersonalDataEraseMutation } from '../../../__generated__/usePersonalDataEraseMutation.graphql.ts';
import type { usePersonalDataQuery, usePersonalDataQuery$data } from '../../../__generated__/usePersonalDataQuery.graphql.ts';
import { runMutation } from '../../../relay/runMutation.ts';

// What the site holds about one address (services/personalData.ts), asked for when the admin
// submits the form, never cached (each lookup is audited), and its erasure.

const lookupQuery = graphql`
  query usePersonalDataQuery($input: PersonalDataInput!) {
    personalData(input: $input) {
      email
      enquiries {
        databaseId
        fullName
        company
        email
        subject
        message
        language
        status
        createdAt
        readAt
      }
      messages {
        databaseId
        kind
        status
        createdAt
        sentAt
      }
      auditEntries {
        databaseId
        action
        target
        detail
        createdAt
      }
      staffAccount {
        databaseId
        username
        role
      }
    }
  }
`;

const eraseMutation = graphql`
  mutation usePersonalDataEraseMutation($input: PersonalDataInput!) {
    erasePersonalData(input: $input) {
      erasedEnquiries
      erasedMessages
      anonymisedAuditEntries
    }
  }
`;

export type PersonalDataReport = usePersonalDataQuery$data['personalData'];
export type Erasure = usePersonalDataEraseMutation['response']['erasePersonalData'];

export type LookupState =
  { kind: 'idle' } | { kind: 'loading'; email: string } | { kind: 'found'; report: PersonalDataReport } | { kind: 'failed'; email: string; failure: unknown };

export function usePersonalData() {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<LookupState>({ kind: 'idle' });

  const find = async (email: string) => {
    setState({ kind: 'loading', email });
    try {
      const data = await fetchQuery<usePersonalDataQuery>(environment, lookupQuery, { input: { email } }, { fetchPolicy: 'network-only' }).toPromise();
      setState(data ? { kind: 'found', report: data.personalData } : { kind: 'failed', email, failure: null });
    } catch (failure) {
      setState({ kind: 'failed', email, failure });
    }
  };

  /** Erases, then looks again, so the screen shows what is left (nothing). */
  const erase = async (email: string): Promise<Erasure> => {
    const response = await runMutation<usePersonalDataEraseMutation>(environment, { mutation: eraseMutation, variables: { input: { email } } });
    await find(email);
    return response.erasePersonalData;
  };

  return { state, find, erase };
}

/** The report as a person receives it: what is held, in one JSON file. */
export function reportFile(report: PersonalDataReport, now = new Date()): { name: string; text: string } {
  return {
    name: `personal-data-${now.toISOString().slice(0, 10)}.json`,
    text: `${JSON.stringify({ exportedAt: now.toISOString(), ...report }, null, 2)}\n`,
  };
}
