import { directionOf } from '@shop/shared/constants';
import { escapeHtml, metaTags, type PageMeta } from './meta.ts';
import type { RenderedPage } from './page-renderer.ts';

/** The places in index.html where a page puts its own parts. */
type Slot = 'html' | 'title' | 'description' | 'headEnd' | 'root';

const SLOTS: [Slot, RegExp][] = [
  ['html', /<html lang="[a-z]+" dir="[a-z]+">/],
  ['title', /<title>[\s\S]*?<\/title>/],
  ['description', /<meta\s+name="description"[^>]*>\s*/i],
  ['headEnd', /<\/head>/],
  ['root', /<div id="root"><\/div>/],
];

const ROOT_TO_STATE = Buffer.from('</div><script type="application/json" id="ssr-state">');
const STATE_END = Buffer.from('</script>');

/** What one page puts into index.html: its meta tags (a product's name and price), its first paint. */
export interface PageParts {
  meta?: PageMeta | undefined;
  rendered?: RenderedPage | undefined;
}

/**
 * index.html cut at the places each page fills, its fixed pieces encoded once. A page's answer is its pieces
 * joined: searching, copying and encoding the whole 160 KB template again for each page (three quarters of it
 * the inline stylesheet) was a fifth of the request thread's CPU for a never-seen product page.
 */
export class PageTemplate {
  /** The fixed pieces, encoded, with the slot that follows each (none after the last). */
  private readonly pieces: { bytes: Buffer; slot: Slot | null }[] = [];
  /** Each slot's text as index.html has it. */
  private readonly original = new Map<Slot, string>();

  constructor(
    html: string,
    private readonly publicUrl: string,
  ) {
    const found = SLOTS.flatMap(([slot, pattern]) => {
      const match = pattern.exec(html);
      return match ? [{ slot, start: match.index, end: match.index + match[0].length }] : [];
    }).sort((a, b) => a.start - b.start);
    let at = 0;
    for (const { slot, start, end } of found) {
      if (start < at) continue; // overlapping another slot: left as it is
      this.pieces.push({ bytes: Buffer.from(html.slice(at, start)), slot });
      this.original.set(slot, html.slice(start, end));
      at = end;
    }
    this.pieces.push({ bytes: Buffer.from(html.slice(at)), slot: null });
  }

  /** The page's HTML: index.html with the page's title, meta tags, language and first paint. */
  page({ meta, rendered }: PageParts): Buffer {
    const fill = (slot: Slot): string => {
      const original = this.original.get(slot) ?? '';
      switch (slot) {
        case 'html':
          // data-rendered: index.html's first script compares the page's language with the shopper's stored one.
          return rendered
            ? `<html lang="${rendered.locale}" dir="${directionOf(rendered.locale)}" data-rendered>`
            : original;
        case 'title': {
          const title = rendered?.title ?? meta?.title;
          return title ? `<title>${escapeHtml(title)}</title>` : original;
        }
        case 'description':
          // The page's own description is among its meta tags.
          return meta ? '' : original;
        case 'headEnd':
          return meta ? `${metaTags(meta, this.publicUrl).join('\n')}\n${original}` : original;
        case 'root':
          return original;
      }
    };
    const parts: Uint8Array[] = [];
    for (const { bytes, slot } of this.pieces) {
      parts.push(bytes);
      if (slot === 'root' && rendered) {
        // A JSON data block is not run, so the content security policy needs no hash for it.
        parts.push(
          Buffer.from(`<div id="root" data-ssr="${rendered.locale}">`),
          rendered.html,
          ROOT_TO_STATE,
          rendered.state,
          STATE_END,
        );
      } else if (slot) parts.push(Buffer.from(fill(slot)));
    }
    return Buffer.concat(parts);
  }
}
