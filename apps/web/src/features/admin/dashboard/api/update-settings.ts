import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type ShopSettings, settingsKey } from './get-settings.ts';

/** PUT /api/admin/settings. */
export const updateSettings = (body: ShopSettings) => api.put<ShopSettings>('/admin/settings', body);

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
