import { noData } from '@shop/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { invalidateCategories } from './save-category.ts';

/** DELETE /api/admin/categories/:id; refused (409) while it has subcategories or products. */
export const deleteCategory = (id: number) => api.delete(`/admin/categories/${id}`, { schema: noData });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => invalidateCategories(queryClient) });
}
