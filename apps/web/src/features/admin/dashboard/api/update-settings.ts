import { type ShopSettingsInput, shopSettings } from '@shop/shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { settingsKey } from './get-settings.ts';

/** PUT /api/admin/settings. */
export const updateSettings = (body: ShopSettingsInput) =>
  api.put('/admin/settings', body, { schema: shopSettings });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // The storefront's header, footer and cart read these through GET /api/config.
      void queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
}
