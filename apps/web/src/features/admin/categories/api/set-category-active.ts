import { adminCategoryView, type categoryActiveBody } from '@shop/shared/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { type AdminCategory, adminCategoriesKey } from '../../lib/api/get-admin-categories.ts';
import { invalidateCategories } from './save-category.ts';

/** PATCH /api/admin/categories/:id {is_active}: the click-to-toggle of the spec. */
export const setCategoryActive = ({ id, is_active }: { id: number } & z.input<typeof categoryActiveBody>) =>
  api.patch(`/admin/categories/${id}`, { is_active }, { schema: adminCategoryView });

export function useSetCategoryActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCategoryActive,
    // Flip it at once; the server's answer (or a refetch after a failure) settles it.
    onMutate: async ({ id, is_active }) => {
      await queryClient.cancelQueries({ queryKey: adminCategoriesKey });
      const previous = queryClient.getQueryData<AdminCategory[]>(adminCategoriesKey);
      queryClient.setQueryData<AdminCategory[]>(adminCategoriesKey, (list) =>
        list?.map((c) => (c.id === id ? { ...c, is_active } : c)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(adminCategoriesKey, context.previous);
    },
    onSettled: () => invalidateCategories(queryClient),
  });
}
