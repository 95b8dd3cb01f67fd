import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** Screen-reader instructions and live announcements for drag and drop, in the current language. */
export function useDndAccessibility(nameOf: (id: UniqueIdentifier) => string): {
  screenReaderInstructions: ScreenReaderInstructions;
  announcements: Announcements;
} {
  const { t } = useTranslation('admin');
  return {
    screenReaderInstructions: { draggable: t('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('dnd.over', { name: nameOf(active.id), target: nameOf(over.id) })
          : t('dnd.outside', { name: nameOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('dnd.dropped', { name: nameOf(active.id), target: nameOf(over.id) })
          : t('dnd.droppedOutside', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('dnd.cancelled', { name: nameOf(active.id) }),
    },
  };
}
