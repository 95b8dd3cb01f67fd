import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FrameSize } from './frame-size.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

interface PdfPageProps {
  url: string;
  page: number;
  frame: FrameSize;
  zoom: number;
  rotation: number;
  onPageCount: (count: number) => void;
  loading: ReactNode;
  failed: ReactNode;
}

/**
 * One page of a PDF prescription drawn by PDF.js (decision: pdfjs-dist, loaded only here, in the back-office):
 * the browser's own PDF viewer cannot be framed (the shop forbids framing) and would not follow our zoom,
 * rotation and keys. Drawn sharp on high-density screens; fitted to the frame, then zoomed.
 */
export function PdfPage({ url, page, frame, zoom, rotation, onPageCount, loading, failed }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url, withCredentials: true, isEvalSupported: false });
    task.promise.then(
      (loaded) => {
        if (cancelled) return;
        setDoc(loaded);
        onPageCount(loaded.numPages);
      },
      () => {
        if (!cancelled) setError(true);
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, onPageCount]);

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    let render: RenderTask | null = null;
    void (async () => {
      try {
        const pdfPage = await doc.getPage(Math.min(Math.max(1, page), doc.numPages));
        if (cancelled) return;
        const base = pdfPage.getViewport({ scale: 1, rotation });
        const pad = 16;
        const fit = Math.min((frame.width - pad) / base.width, (frame.height - pad) / base.height);
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: fit * zoom * ratio, rotation });
        const canvas = canvasRef.current;
        if (!canvas) return;
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        render = pdfPage.render({ canvas, viewport });
        await render.promise;
      } catch (failure) {
        if (!cancelled && (failure as { name?: string })?.name !== 'RenderingCancelledException')
          setError(true);
      }
    })();
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, page, frame, zoom, rotation]);

  if (error) return <>{failed}</>;
  return (
    <>
      {doc ? null : loading}
      <canvas ref={canvasRef} className={`m-auto shrink-0 bg-white shadow-lg ${doc ? '' : 'hidden'}`} />
    </>
  );
}
