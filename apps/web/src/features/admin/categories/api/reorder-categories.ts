import { noData } from '@shop/shared/api';
import type { categoryReorderBody } from '@shop/shared/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { type AdminCategory, adminCategoriesKey } from '../../lib/api/get-admin-categories.ts';
import { invalidateCategories } from './save-category.ts';

/** One category's new parent and position (the parsed form: numbers, which the body also accepts). */
export type CategoryPlacement = z.output<typeof categoryReorderBody>['updates'][number];

/** POST /api/admin/categories/batch-reorder: new parents and positions after a drag. */
export const reorderCategories = (updates: CategoryPlacement[]) =>
  api.post('/admin/categories/batch-reorder', { updates }, { schema: noData });

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onMutate: async (updates) => {
      await queryClient.cancelQueries({ queryKey: adminCategoriesKey });
      const previous = queryClient.getQueryData<AdminCategory[]>(adminCategoriesKey);
      const byId = new Map(updates.map((u) => [u.id, u]));
      queryClient.setQueryData<AdminCategory[]>(adminCategoriesKey, (list) =>
        list?.map((c) => {
          const u = byId.get(c.id);
          return u ? { ...c, parent_id: u.parent_id, sort_order: u.sort_order } : c;
        }),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(adminCategoriesKey, context.previous);
    },
    onSettled: () => invalidateCategories(queryClient),
  });
}
