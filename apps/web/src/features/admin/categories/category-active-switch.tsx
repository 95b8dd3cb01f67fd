import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { notify } from '../../../lib/toast.ts';
import { Switch } from '../components/switch.tsx';
import { type AdminCategory, categoryName } from '../lib/api/get-admin-categories.ts';
import { adminErrorMessage } from '../lib/messages.ts';
import { useSetCategoryActive } from './api/set-category-active.ts';

/** Shows a category to shoppers or hides it, at one click (in the tree and in the list). */
export function CategoryActiveSwitch({ category }: { category: AdminCategory }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const setActive = useSetCategoryActive();
  const name = categoryName(category, locale);
  return (
    <Switch
      checked={category.is_active}
      busy={setActive.isPending}
      onChange={() =>
        setActive.mutate(
          { id: category.id, is_active: !category.is_active },
          {
            onSuccess: () =>
              notify.success(
                t(category.is_active ? 'categories.deactivated' : 'categories.activated', { name }),
              ),
            onError: (error) => notify.error(adminErrorMessage(error)),
          },
        )
      }
      label={t('categories.activeToggle', { name })}
    />
  );
}
