import { ImageOff } from 'lucide-react';

const SIZES = {
  32: { box: 'size-8', icon: 'size-3.5' },
  36: { box: 'size-9', icon: 'size-4' },
} as const;

/** A product's or category's small picture in a row, or a grey "no image" square of the same size. */
export function Thumbnail({ src, size }: { src: string | null | undefined; size: keyof typeof SIZES }) {
  const classes = SIZES[size];
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={`${classes.box} shrink-0 rounded-control border border-line bg-white object-contain`}
    />
  ) : (
    <span
      className={`flex ${classes.box} shrink-0 items-center justify-center rounded-control bg-slate-100 text-ink-disabled`}
    >
      <ImageOff aria-hidden="true" className={classes.icon} />
    </span>
  );
}
