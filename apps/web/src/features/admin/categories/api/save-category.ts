import { adminCategoryView, type CategoryInput } from '@shop/shared/catalog-admin';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminCategoriesKey } from '../../lib/api/get-admin-categories.ts';

/** POST /api/admin/categories, or PUT /api/admin/categories/:id with an id. */
export const saveCategory = ({ id, body }: { id?: number; body: CategoryInput }) =>
  id
    ? api.put(`/admin/categories/${id}`, body, { schema: adminCategoryView })
    : api.post('/admin/categories', body, { schema: adminCategoryView });

/** Category changes also show in the storefront's menus and in product filters. */
export function invalidateCategories(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => invalidateCategories(queryClient) });
}
