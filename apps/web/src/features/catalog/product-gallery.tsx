import type { ProductView } from '@shop/shared/catalog';
import { useState } from 'react';
import { ProductImage, productImageSources } from '../../components/product/product-image.tsx';
import { useLocale } from '../../i18n/locale-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';

/** The product's photos (its image attachments, else its main image): one large, the others as thumbnails. */
export function ProductGallery({ product }: { product: ProductView }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const images = [
    ...new Set(
      [
        ...product.attachments.filter((a) => a.mime_type.startsWith('image/')).map((a) => a.url),
        product.image,
      ].filter((url): url is string => Boolean(url)),
    ),
  ];
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0] ?? null;

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-card border border-line bg-white p-4">
        <ProductImage
          key={current ?? 'none'}
          src={current}
          alt={
            images.length > 1
              ? t('product.gallery.imageOf', {
                  name: product.name,
                  index: formatNumber(active + 1, locale),
                  total: formatNumber(images.length, locale),
                })
              : product.name
          }
          sizes="(min-width: 1024px) 560px, 100vw"
          priority
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('product.gallery.label')}>
          {images.map((url, index) => {
            const thumb = productImageSources(url).srcSet
              ? url.replace(/-600(\.[a-z0-9]+)$/i, '-300$1')
              : url;
            return (
              <li key={url}>
                <button
                  type="button"
                  onClick={() => setActive(index)}
                  aria-pressed={index === active}
                  aria-label={t('product.gallery.show', {
                    index: formatNumber(index + 1, locale),
                    total: formatNumber(images.length, locale),
                  })}
                  className={`size-16 overflow-hidden rounded-control border-2 bg-white p-1 md:size-20 ${
                    index === active ? 'border-primary' : 'border-line hover:border-teal-300'
                  }`}
                >
                  <img
                    src={thumb}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-contain"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
