import { graphql, useMutation } from 'react-relay';
import type { useUpdateSiteSettingsMutation } from '../../../__generated__/useUpdateSiteSettingsMutation.graphql.ts';

// Saves the settings changed on the screen; the answer carries every setting as the site now uses
// them (normalized by the server), which the form starts again from.

export function useUpdateSiteSettings() {
  return useMutation<useUpdateSiteSettingsMutation>(graphql`
    mutation useUpdateSiteSettingsMutation($input: UpdateSiteSettingsInput!) {
      updateSiteSettings(input: $input) {
        changed
        settings {
          ...SettingsForm_settings
        }
      }
    }
  `);
}
