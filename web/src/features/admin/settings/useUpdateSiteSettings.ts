import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useUpdateSiteSettingsMutation, useUpdateSiteSettingsMutation$variables } from '../../../__generated__/useUpdateSiteSettingsMutation.graphql.ts';
import { runMutation } from '../../../relay/runMutation.ts';

// Saves the settings changed on the screen; the answer carries every setting as the site now uses
// them (normalized by the server), which the form starts again from.

const updateMutation = graphql`
  mutation useUpdateSiteSettingsMutation($input: UpdateSiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      changed
      settings {
        ...SettingsForm_settings
      }
    }
  }
`;

export function useUpdateSiteSettings() {
  const environment = useRelayEnvironment();
  return useCallback(
    (input: useUpdateSiteSettingsMutation$variables['input']) =>
      runMutation<useUpdateSiteSettingsMutation>(environment, { mutation: updateMutation, variables: { input } }).then(
        (response) => response.updateSiteSettings,
      ),
    [environment],
  );
}
