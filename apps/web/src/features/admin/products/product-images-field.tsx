import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect } from 'react';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import { DropZone } from '../components/drop-zone.tsx';
import { UploadList } from '../components/upload-list.tsx';
import { useUploadQueue } from '../lib/api/upload-file.ts';
import { useDndAccessibility } from '../lib/dnd-accessibility.ts';

export interface ProductImage {
  url: string;
  path: string | null;
  mime_type: string;
}

export const MAX_PRODUCT_IMAGES = 12;

interface ProductImagesFieldProps {
  images: ProductImage[];
  setImages: Dispatch<SetStateAction<ProductImage[]>>;
  productName: string;
  /** Told when uploads start and finish, so the form can wait for them. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The product's gallery: upload (button or drop, with a progress bar per file, through the files API),
 * reorder by dragging (mouse, touch or keyboard), remove. The first image is the main one.
 */
export function ProductImagesField({
  images,
  setImages,
  productName,
  onUploadingChange,
}: ProductImagesFieldProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const uploads = useUploadQueue({
    category: 'product-images',
    isPublic: true,
    onUploaded: (file) =>
      setImages((list) =>
        list.length >= MAX_PRODUCT_IMAGES
          ? list
          : [...list, { url: file.url, path: null, mime_type: file.mime_type }],
      ),
  });
  useEffect(() => onUploadingChange?.(uploads.busy), [uploads.busy, onUploadingChange]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (url: string) => images.findIndex((img) => img.url === url) + 1;
  const accessibility = useDndAccessibility((id) =>
    t('products.images.nth', { n: formatNumber(position(String(id)), locale) }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setImages((list) => {
      const from = list.findIndex((img) => img.url === active.id);
      const to = list.findIndex((img) => img.url === over.id);
      return from < 0 || to < 0 ? list : arrayMove(list, from, to);
    });
  };

  const full = images.length >= MAX_PRODUCT_IMAGES;

  return (
    <div className="flex flex-col gap-3">
      {images.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={accessibility}
        >
          <SortableContext items={images.map((img) => img.url)} strategy={rectSortingStrategy}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('products.images.listLabel')}>
              {images.map((image, index) => (
                <SortableImage
                  key={image.url}
                  image={image}
                  index={index}
                  alt={t('products.images.alt', {
                    name: productName || t('products.images.untitled'),
                    n: formatNumber(index + 1, locale),
                  })}
                  onRemove={() => setImages((list) => list.filter((img) => img.url !== image.url))}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : (
        <p className="text-sm text-ink-secondary">{t('products.images.none')}</p>
      )}
      <UploadList entries={uploads.entries} onDismiss={uploads.dismiss} />
      {full ? (
        <p className="text-sm text-ink-secondary">
          {t('products.images.full', { max: formatNumber(MAX_PRODUCT_IMAGES, locale) })}
        </p>
      ) : (
        <DropZone
          compact
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          prompt={t('products.images.prompt')}
          buttonLabel={t('products.images.choose')}
          hint={t('products.images.hint')}
          onFiles={(files) => void uploads.start(files.slice(0, MAX_PRODUCT_IMAGES - images.length))}
        />
      )}
    </div>
  );
}

function SortableImage({
  image,
  index,
  alt,
  onRemove,
}: {
  image: ProductImage;
  index: number;
  alt: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: image.url });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative overflow-hidden rounded-control border bg-white ${
        isDragging ? 'z-10 border-primary shadow-menu' : 'border-line'
      }`}
    >
      <img
        src={image.url}
        alt={alt}
        width={160}
        height={160}
        className="aspect-square w-full object-contain"
      />
      {index === 0 ? (
        <span className="absolute top-1.5 start-1.5 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-white">
          {t('products.images.main')}
        </span>
      ) : null}
      <div className="flex items-center justify-between border-t border-line bg-surface">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('products.images.move', { alt })}
          className="flex size-11 cursor-grab touch-none items-center justify-center text-ink-secondary hover:bg-slate-100 active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('products.images.remove', { alt })}
          className="flex size-11 items-center justify-center text-danger hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
