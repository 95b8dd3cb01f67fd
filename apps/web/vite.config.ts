import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

/** The API server the dev and preview servers forward to (override to point at another instance). */
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** `/login` and `/logout` belong to the SPA for GET; only form posts (and other writes) go to the API server. */
const writesOnly: ProxyOptions = {
  target: API_TARGET,
  bypass: (req: IncomingMessage) => (req.method === 'GET' || req.method === 'HEAD' ? req.url : undefined),
};

const APP_SHARED =
  /[\\/]apps[\\/]web[\\/]src[\\/](lib|components|i18n|routes)[\\/].*\.tsx?$|[\\/]packages[\\/]shared[\\/]src[\\/]constants\.ts$/;
const LAZY_BOUNDARY =
  /(mobile-menu|user-menu|sonner-toaster|admin-layout)\.tsx$|\.test\.tsx?$|[\\/]components[\\/](product|orders|returns|address)[\\/]|[\\/]components[\\/]ui[\\/](dialog|confirm-dialog|form-alert|otp-field|otp-input|code-step|password-input|quantity-control|resend-code-button|code-channel-field|form-field)\.tsx$|[\\/]components[\\/]prescriptions[\\/]|[\\/]lib[\\/]forms[\\/]|[\\/]lib[\\/](logout|upload|hydrating|points-config|address-values)\.ts$/;

/** A minified `@font-face` rule of a web font (its source a URL): no braces inside. The faces of local fonts
 * (src: local(...)) stay in the page's stylesheet: they cost no download, and the first paint is made in them. */
const FONT_FACE = /@font-face\{(?![^}]*src:local\()[^}]*\}/g;
/** The style holding the web fonts, brought in after the first paint (see startScriptsAfterFirstPaint). */
const WEB_FONTS_ID = 'web-fonts';

/** One `@font-face` rule as the loader hands it to the FontFace API. */
interface WebFontFace {
  family: string;
  src: string;
  weight: string;
  style: string;
  unicodeRange: string;
}

/** The faces of the rules in the style `WEB_FONTS_ID`, read back out of the built HTML. */
function webFontFaces(html: string): WebFontFace[] {
  const style = new RegExp(`<style id="${WEB_FONTS_ID}"[^>]*>([^<]*)</style>`).exec(html)?.[1] ?? '';
  return (style.match(FONT_FACE) ?? []).map((rule) => {
    const descriptor = (name: string) => new RegExp(`${name}:([^;}]+)`).exec(rule)?.[1]?.trim() ?? '';
    return {
      family: descriptor('font-family').replace(/^["']|["']$/g, ''),
      src: descriptor('src'),
      weight: descriptor('font-weight') || 'normal',
      style: descriptor('font-style') || 'normal',
      unicodeRange: descriptor('unicode-range') || 'U+0-10FFFF',
    };
  });
}

/**
 * Puts the app's stylesheet into index.html. The server sends each shop page already rendered, so the
 * stylesheet is all that stands between the HTML and its first paint: inline, it costs no round trip and
 * does not share a slow connection with the JavaScript (about 12 KB compressed on every page load).
 *
 * The web fonts' rules go into a style of their own that applies to nothing (`media="print"`) until the page
 * has been painted: the loader below brings the fonts in with the scripts. Text paints in the system font first
 * either way (`font-display: swap`), but fonts requested at the first layout competed with the HTML on a slow
 * line, and whether they happened to finish before the first paint decided whether Lighthouse counted them in it
 * (first paint at either about 0.9 s or 2.3 s, run to run). Without JavaScript, `<noscript>` applies them.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'inline-entry-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            delete bundle[file];
            const css = String(asset.source);
            const fontFaces = css.match(FONT_FACE) ?? [];
            if (fontFaces.length === 0) return `<style>${css}</style>`;
            const fonts = fontFaces.join('');
            return (
              `<style>${css.replace(FONT_FACE, '')}</style>` +
              `<style id="${WEB_FONTS_ID}" media="print">${fonts}</style>` +
              `<noscript><style>${fonts}</style></noscript>`
            );
          },
        );
      },
    },
  };
}

/**
 * Starts the app's scripts and web fonts once the server's HTML has been painted, not while it is still arriving. On a slow
 * phone connection the 145 KB of JavaScript would otherwise share the line with the HTML, the fonts and the
 * pictures the shopper is waiting for; the page is readable before the scripts are needed (it is hydrated
 * when they arrive). A hidden tab, which paints nothing, starts them after a second.
 */
function startScriptsAfterFirstPaint(): Plugin {
  return {
    name: 'start-scripts-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const preloads: string[] = [];
        let entry: string | null = null;
        const rest = html
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
            preloads.push(href);
            return '';
          })
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
            entry = src;
            return '';
          });
        if (!entry) return html;
        const loader = `(function () {
  var started = false;
  // Every face is fetched first and all are added in one go: each face that arrived on its own made the browser
  // lay the whole page out again in it (Arabic text is shaped anew), a long task per face on a slow phone.
  function bringInFonts() {
    var rules = document.getElementById(${JSON.stringify(WEB_FONTS_ID)});
    if (!rules) return;
    var applyRules = function () { rules.media = 'all'; };
    if (!window.FontFace || !document.fonts) return applyRules();
    var faces = ${JSON.stringify(webFontFaces(html))}.map(function (f) {
      return new FontFace(f.family, f.src, { weight: f.weight, style: f.style, unicodeRange: f.unicodeRange, display: 'swap' });
    });
    Promise.all(faces.map(function (face) { return face.load(); })).then(function () {
      faces.forEach(function (face) { document.fonts.add(face); });
    }, applyRules);
  }
  function start() {
    if (started) return;
    started = true;
    // A task of its own: with the scripts' start in one, it was a long task on a slow phone.
    setTimeout(bringInFonts, 0);
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 1000);
})();`;
        return rest.replace('</body>', `<script>${loader}</script>\n</body>`);
      },
    },
  };
}

/**
 * Writes a Brotli and a gzip copy beside every built text asset, at the highest levels: made once here, the
 * server sends them as files (@fastify/static `preCompressed`) instead of compressing each download.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/.test(name))
          .map(async (name) => {
            const file = path.join(options.dir!, name);
            const content = await readFile(file);
            if (content.length < 1024) return;
            await writeFile(
              `${file}.br`,
              brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
          }),
      );
    },
  };
}

const proxy: Record<string, string | ProxyOptions> = {
  '/api': API_TARGET,
  '/sanctum': API_TARGET,
  '/uploads': API_TARGET,
  '^/(login|logout)/?(\\?.*)?$': writesOnly,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineEntryStylesheet(),
    startScriptsAfterFirstPaint(),
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  build: isSsrBuild
    ? // The server's renderer (entry-server.tsx), imported by the API server; libraries stay in node_modules.
      {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        assetsInlineLimit: 0,
        rolldownOptions: {
          // The renderer holds every string file at once on purpose; the browser build still splits them.
          onLog(level, log, handler) {
            if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
          },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Libraries every page needs, in one long-cached file. Lazy-only libraries (Radix, react-hook-form,
                // sonner, Embla) are deliberately not listed: they stay in the chunks of the pages that use them.
                {
                  name: 'vendor',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements|zustand|use-sync-external-store|@radix-ui[\\/]react-direction)[\\/]/,
                  priority: 20,
                },
                // The shop's own shared code (api client, stores, layout, ui primitives) as one file instead of
                // twenty tiny ones. Lazy boundaries stay out: they must not drag their libraries into the first load.
                {
                  name: 'app',
                  test: (id: string) => APP_SHARED.test(id) && !LAZY_BOUNDARY.test(id),
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
}));
