import type { PrescriptionFileView } from '@shop/shared/prescriptions';
import { ExternalLink, Maximize, RotateCcw, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChevronNext, ChevronPrevious, useIsRtl } from '../../../components/ui/directional-icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocale } from '../../../i18n/locale-store.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { FrameSize } from './frame-size.ts';

/** PDF.js and its worker load only when a PDF is first shown, inside the back-office. */
const PdfPage = lazy(async () => ({ default: (await import('./pdf-page.tsx')).PdfPage }));

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4] as const;
const FIT = 2; // index of 1 (fit to the frame)

/**
 * The pharmacist's look at a prescription: one file at a time, fitted to the frame, with zoom, rotation (a
 * quarter turn either way, which a sideways phone photo needs), paging through the files and through a PDF's
 * pages, by buttons or keys. The media controls themselves are not mirrored in Arabic; "previous" and "next"
 * follow the reading direction, as everywhere.
 */
export function PrescriptionViewer({
  files,
  prescriptionId,
}: {
  files: PrescriptionFileView[];
  prescriptionId: number;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const rtl = useIsRtl();
  const [index, setIndex] = useState(0);
  const [zoomStep, setZoomStep] = useState<number>(FIT);
  const [rotation, setRotation] = useState(0);
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(1);
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = useFrameSize(frameRef);

  // A new prescription starts at its first file, fitted and upright.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the prescription changes
  useEffect(() => {
    setIndex(0);
    setZoomStep(FIT);
    setRotation(0);
    setPage(1);
  }, [prescriptionId]);

  const file = files[Math.min(index, files.length - 1)];
  const zoom = ZOOM_STEPS[zoomStep] ?? 1;
  const n = (value: number) => formatNumber(value, locale);

  const goFile = (next: number) => {
    if (next < 0 || next >= files.length) return;
    setIndex(next);
    setPage(1);
    setPageCount(1);
    setZoomStep(FIT);
    setRotation(0);
  };
  const zoomBy = (delta: number) =>
    setZoomStep((s) => Math.min(ZOOM_STEPS.length - 1, Math.max(0, s + delta)));
  const rotate = (quarter: 1 | -1) => setRotation((r) => (r + quarter * 90 + 360) % 360);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let handled = true;
    if (event.key === forward) goFile(index + 1);
    else if (event.key === backward) goFile(index - 1);
    else if (event.key === 'PageDown') setPage((p) => Math.min(pageCount, p + 1));
    else if (event.key === 'PageUp') setPage((p) => Math.max(1, p - 1));
    else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '_') zoomBy(-1);
    else if (event.key === '0') setZoomStep(FIT);
    else if (event.key === 'r') rotate(1);
    else if (event.key === 'R') rotate(-1);
    else handled = false;
    if (handled) event.preventDefault();
  };

  if (!file) return null;

  return (
    <section
      aria-label={t('prescriptions.viewer.label')}
      aria-roledescription="viewer"
      onKeyDown={onKeyDown}
      className="flex min-w-0 flex-col gap-2"
    >
      <div
        role="toolbar"
        aria-label={t('prescriptions.viewer.toolbar')}
        className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-line bg-surface p-1"
      >
        {/* Media controls keep their physical order in Arabic too: minus, plus, anticlockwise, clockwise. */}
        <div dir="ltr" className="flex items-center gap-1">
          <ToolButton
            label={t('prescriptions.viewer.zoomOut')}
            onClick={() => zoomBy(-1)}
            disabled={zoomStep === 0}
          >
            <ZoomOut aria-hidden="true" className="size-5" />
          </ToolButton>
          <span className="min-w-12 text-center text-sm text-ink-secondary" aria-live="polite">
            <span className="sr-only">{t('prescriptions.viewer.zoom', { percent: '' })}</span>
            <bdi>{n(Math.round(zoom * 100))}%</bdi>
          </span>
          <ToolButton
            label={t('prescriptions.viewer.zoomIn')}
            onClick={() => zoomBy(1)}
            disabled={zoomStep === ZOOM_STEPS.length - 1}
          >
            <ZoomIn aria-hidden="true" className="size-5" />
          </ToolButton>
          <ToolButton
            label={t('prescriptions.viewer.fit')}
            onClick={() => setZoomStep(FIT)}
            pressed={zoomStep === FIT}
          >
            <Maximize aria-hidden="true" className="size-5" />
          </ToolButton>
          <span aria-hidden="true" className="mx-1 h-6 w-px bg-line" />
          {/* Rotation is physical: the anticlockwise arrow turns the picture anticlockwise in both languages. */}
          <ToolButton label={t('prescriptions.viewer.rotateStart')} onClick={() => rotate(-1)}>
            <RotateCcw aria-hidden="true" className="size-5" />
          </ToolButton>
          <ToolButton label={t('prescriptions.viewer.rotateEnd')} onClick={() => rotate(1)}>
            <RotateCw aria-hidden="true" className="size-5" />
          </ToolButton>
        </div>
        <a
          href={file.url}
          target="_blank"
          rel="noopener"
          aria-label={t('prescriptions.viewer.open')}
          title={t('prescriptions.viewer.open')}
          className="flex size-10 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <ExternalLink aria-hidden="true" className="size-5" />
        </a>
      </div>

      <div
        ref={frameRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls when zoomed in, so it takes focus and keys
        tabIndex={0}
        data-testid="prescription-frame"
        className="flex h-[55vh] min-h-72 overflow-auto rounded-card bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary lg:h-[calc(100dvh-22rem)]"
      >
        {frame ? (
          file.kind === 'pdf' ? (
            <Suspense fallback={<FrameMessage>{t('prescriptions.viewer.loadingPdf')}</FrameMessage>}>
              <PdfPage
                key={file.url}
                url={file.url}
                page={page}
                frame={frame}
                zoom={zoom}
                rotation={rotation}
                onPageCount={setPageCount}
                loading={<FrameMessage>{t('prescriptions.viewer.loadingPdf')}</FrameMessage>}
                failed={<FrameMessage>{t('prescriptions.viewer.pdfFailed')}</FrameMessage>}
              />
            </Suspense>
          ) : (
            <ImageFile
              key={file.url}
              url={file.url}
              alt={t('prescriptions.viewer.image', { n: file.n })}
              frame={frame}
              zoom={zoom}
              rotation={rotation}
              failed={<FrameMessage>{t('prescriptions.viewer.imageFailed')}</FrameMessage>}
            />
          )
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <ToolButton
            label={t('prescriptions.viewer.previousFile')}
            onClick={() => goFile(index - 1)}
            disabled={index === 0}
          >
            <ChevronPrevious aria-hidden="true" className="size-5" />
          </ToolButton>
          <span className="text-sm text-ink" aria-live="polite">
            {t('prescriptions.viewer.file', { n: n(index + 1), total: n(files.length) })}
          </span>
          <ToolButton
            label={t('prescriptions.viewer.nextFile')}
            onClick={() => goFile(index + 1)}
            disabled={index >= files.length - 1}
          >
            <ChevronNext aria-hidden="true" className="size-5" />
          </ToolButton>
        </div>
        {file.kind === 'pdf' && pageCount > 1 ? (
          <div className="flex items-center gap-1">
            <ToolButton
              label={t('prescriptions.viewer.previousPage')}
              onClick={() => setPage((p) => p - 1)}
              disabled={page <= 1}
            >
              <ChevronPrevious aria-hidden="true" className="size-5" />
            </ToolButton>
            <span className="text-sm text-ink" aria-live="polite">
              {t('prescriptions.viewer.page', { n: n(page), total: n(pageCount) })}
            </span>
            <ToolButton
              label={t('prescriptions.viewer.nextPage')}
              onClick={() => setPage((p) => p + 1)}
              disabled={page >= pageCount}
            >
              <ChevronNext aria-hidden="true" className="size-5" />
            </ToolButton>
          </div>
        ) : null}
      </div>
      {files.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('prescriptions.viewer.label')}>
          {files.map((f, i) => (
            <li key={f.n}>
              <button
                type="button"
                onClick={() => goFile(i)}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('prescriptions.viewer.file', { n: n(i + 1), total: n(files.length) })}
                className={`flex size-14 items-center justify-center overflow-hidden rounded-control border-2 bg-white text-xs font-bold text-primary ${
                  i === index ? 'border-primary' : 'border-line hover:border-slate-400'
                }`}
              >
                {f.kind === 'image' ? <img src={f.url} alt="" className="size-full object-cover" /> : 'PDF'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="hidden text-xs text-ink-secondary lg:block">{t('prescriptions.viewer.keys')}</p>
    </section>
  );
}

function ToolButton({
  label,
  onClick,
  disabled,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      className="flex size-10 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40 aria-pressed:bg-primary-tint aria-pressed:text-primary"
    >
      {children}
    </button>
  );
}

function FrameMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="m-auto flex items-center gap-2 p-6 text-center text-sm text-white">
      {children}
    </p>
  );
}

/** The frame's inner size, followed as the window or the layout changes. */
function useFrameSize(ref: React.RefObject<HTMLDivElement | null>): FrameSize | null {
  const [size, setSize] = useState<FrameSize | null>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * A photo fitted into the frame (its turned shape, when rotated), then zoomed. The box around it has the
 * turned size, so the frame scrolls over the whole picture when it is larger than the frame.
 */
function ImageFile({
  url,
  alt,
  frame,
  zoom,
  rotation,
  failed,
}: {
  url: string;
  alt: string;
  frame: FrameSize;
  zoom: number;
  rotation: number;
  failed: ReactNode;
}) {
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const [broken, setBroken] = useState(false);
  if (broken) return <>{failed}</>;
  const sideways = rotation % 180 !== 0;
  const pad = 16;
  let width = 0;
  let height = 0;
  if (natural) {
    const turnedW = sideways ? natural.h : natural.w;
    const turnedH = sideways ? natural.w : natural.h;
    const fit = Math.min((frame.width - pad) / turnedW, (frame.height - pad) / turnedH);
    width = natural.w * fit * zoom;
    height = natural.h * fit * zoom;
  }
  const boxW = sideways ? height : width;
  const boxH = sideways ? width : height;
  return (
    <div className="relative m-auto shrink-0" style={{ width: boxW || 1, height: boxH || 1 }}>
      {natural ? null : <Spinner className="absolute inset-0 m-auto size-6 text-white" />}
      <img
        src={url}
        alt={alt}
        draggable={false}
        onLoad={(e) => setNatural({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
        onError={() => setBroken(true)}
        // Centred by equal auto margins (also when zoomed past the box), whatever the writing direction.
        className="absolute inset-0 m-auto max-w-none bg-white shadow-lg"
        style={{
          width: width || undefined,
          height: height || undefined,
          visibility: natural ? 'visible' : 'hidden',
          transform: `rotate(${rotation}deg)`,
        }}
      />
    </div>
  );
}
