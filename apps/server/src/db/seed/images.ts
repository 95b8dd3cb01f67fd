/**
 * Demo images, drawn locally at seed time (no network): an SVG with the category's soft tint, a simple
 * silhouette of the product (or the category's icon) and a short label, rendered by sharp (librsvg) and saved
 * as WebP at 600 and 300 pixels. Everything is derived from the seed data, so the files are identical on every
 * machine; a file that already exists is left alone.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ObjectStore } from '../../lib/storage.ts';
import {
  type FlatCategory,
  type IconShape,
  type ProductSeed,
  type Silhouette,
  stableHash,
} from './catalog-data.ts';

export const IMAGE_SIZES = [600, 300] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export type ProductView = 'front' | 'back';

const CANVAS = 600;
const FONT = "'DejaVu Sans', sans-serif";
const WEBP_QUALITY = 75;
/** libwebp effort 2 encodes about 3x faster than the default 4 for a few percent more bytes on these flat drawings. */
const WEBP_EFFORT = 2;

// ---------------------------------------------------------------- paths and URLs

/** Path below the uploads directory, which the server serves at `/uploads`. */
export function productImagePath(slug: string, view: ProductView, size: ImageSize): string {
  return `products/${slug}${view === 'back' ? '-back' : ''}-${size}.webp`;
}

export function categoryImagePath(slug: string, size: ImageSize): string {
  return `categories/${slug}-${size}.webp`;
}

export function uploadsUrl(relativePath: string): string {
  return `/uploads/${relativePath}`;
}

// ---------------------------------------------------------------- colours

type Rgb = readonly [number, number, number];

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` moved towards `b` by `t` (0 keeps a, 1 gives b). */
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const WHITE = '#ffffff';
const INK = '#1f2937';
/** Packaging colours; each product picks one from its slug. */
const ACCENTS = [
  '#1f6f8b',
  '#c8553d',
  '#2e8b57',
  '#7b4fa0',
  '#d08a12',
  '#34495e',
  '#b83b5e',
  '#0f766e',
  '#2563eb',
  '#9a3412',
];

interface Palette {
  bgTop: string;
  bgBottom: string;
  ink: string;
  body: string;
  bodyShade: string;
  bodyLight: string;
  cap: string;
  panel: string;
  panelInk: string;
  accent: string;
}

function palette(tint: string, seed: number): Palette {
  const accent = ACCENTS[seed % ACCENTS.length]!;
  const whiteBody = seed % 3 === 0;
  const body = whiteBody ? '#fbfbfa' : accent;
  return {
    bgTop: mix(tint, WHITE, 0.6),
    bgBottom: tint,
    ink: mix(tint, INK, 0.82),
    body,
    bodyShade: mix(body, INK, whiteBody ? 0.12 : 0.25),
    bodyLight: mix(body, WHITE, 0.3),
    cap: whiteBody ? accent : mix(accent, INK, 0.45),
    panel: whiteBody ? accent : '#ffffff',
    panelInk: whiteBody ? '#ffffff' : mix(accent, INK, 0.35),
    accent,
  };
}

// ---------------------------------------------------------------- text

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A font size that fits `text` (bold DejaVu Sans, about 0.64 em a character) into `width`. */
function fitFont(text: string, width: number, max: number): number {
  return Math.max(12, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * 0.64))));
}

function textLine(text: string, x: number, y: number, width: number, max: number, fill: string): string {
  const size = fitFont(text, width, max);
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`;
}

// ---------------------------------------------------------------- product silhouettes

interface Panel {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The front shows the brand word on the label; the back shows printed lines and a barcode. */
function panelContent(p: Panel, word: string, view: ProductView, c: Palette): string {
  const box = `<rect x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" rx="10" fill="${c.panel}"/>`;
  if (view === 'front') {
    const stripe = `<rect x="${p.x + 14}" y="${p.y + p.h - 22}" width="${p.w - 28}" height="6" rx="3" fill="${c.panelInk}" opacity="0.35"/>`;
    return box + textLine(word, p.x + p.w / 2, p.y + p.h / 2 - 6, p.w - 18, 30, c.panelInk) + stripe;
  }
  const lines = [0.78, 0.6, 0.7, 0.45]
    .map(
      (f, i) =>
        `<rect x="${p.x + 12}" y="${p.y + 12 + i * 14}" width="${Math.round((p.w - 24) * f)}" height="6" rx="3" fill="${c.panelInk}" opacity="0.45"/>`,
    )
    .join('');
  let bars = '';
  const barTop = p.y + p.h - 34;
  for (let i = 0, x = p.x + 14; x < p.x + p.w - 16; i++) {
    const w = 1 + ((i * 7) % 3);
    bars += `<rect x="${x}" y="${barTop}" width="${w}" height="24" fill="${c.panelInk}" opacity="0.7"/>`;
    x += w + 2 + (i % 2);
  }
  return box + lines + bars;
}

function bottle(word: string, view: ProductView, c: Palette): string {
  return (
    `<rect x="262" y="118" width="76" height="52" rx="9" fill="${c.cap}"/>` +
    `<rect x="276" y="166" width="48" height="24" fill="${c.bodyShade}"/>` +
    `<path d="M250 186 L350 186 Q360 186 364 194 L385 228 L385 418 Q385 440 363 440 L237 440 Q215 440 215 418 L215 228 L236 194 Q240 186 250 186 Z" fill="${c.body}"/>` +
    `<rect x="226" y="232" width="10" height="180" rx="5" fill="#ffffff" opacity="0.35"/>` +
    panelContent({ x: 232, y: 265, w: 136, h: 120 }, word, view, c)
  );
}

function tube(word: string, view: ProductView, c: Palette): string {
  let ridges = '';
  for (let x = 205; x <= 395; x += 12)
    ridges += `<rect x="${x}" y="100" width="3" height="20" fill="${c.bodyShade}"/>`;
  return (
    `<rect x="195" y="94" width="210" height="30" rx="5" fill="${c.bodyShade}"/>${ridges}` +
    `<path d="M200 122 L400 122 L352 396 L248 396 Z" fill="${c.body}"/>` +
    `<path d="M248 395 L352 395 L342 412 L258 412 Z" fill="${c.bodyShade}"/>` +
    `<rect x="258" y="410" width="84" height="32" rx="6" fill="${c.cap}"/>` +
    `<path d="M214 130 L228 130 L262 380 L254 380 Z" fill="#ffffff" opacity="0.3"/>` +
    panelContent({ x: 240, y: 170, w: 120, h: 130 }, word, view, c)
  );
}

function jar(word: string, view: ProductView, c: Palette): string {
  let ridges = '';
  for (let x = 196; x <= 404; x += 10)
    ridges += `<rect x="${x}" y="238" width="3" height="36" fill="#000000" opacity="0.12"/>`;
  return (
    `<rect x="190" y="280" width="220" height="160" rx="28" fill="${c.body}"/>` +
    `<rect x="180" y="226" width="240" height="60" rx="14" fill="${c.cap}"/>${ridges}` +
    `<rect x="200" y="296" width="10" height="120" rx="5" fill="#ffffff" opacity="0.35"/>` +
    panelContent({ x: 216, y: 312, w: 168, h: 100 }, word, view, c)
  );
}

function box(word: string, view: ProductView, c: Palette): string {
  return (
    `<polygon points="200,150 246,124 426,124 380,150" fill="${c.bodyLight}"/>` +
    `<polygon points="380,150 426,124 426,414 380,440" fill="${c.bodyShade}"/>` +
    `<rect x="200" y="150" width="180" height="290" fill="${c.body}"/>` +
    `<rect x="200" y="392" width="180" height="22" fill="${c.cap}"/>` +
    panelContent({ x: 214, y: 238, w: 152, h: 116 }, word, view, c)
  );
}

function blister(word: string, view: ProductView, c: Palette): string {
  let pills = '';
  for (let row = 0; row < 4; row++) {
    for (const cx of [245, 355]) {
      const cy = 188 + row * 52;
      pills += `<ellipse cx="${cx}" cy="${cy}" rx="44" ry="21" fill="#ffffff" opacity="0.75" stroke="#c7ced8" stroke-width="2"/>`;
      pills +=
        view === 'front'
          ? `<rect x="${cx - 30}" y="${cy - 11}" width="60" height="22" rx="11" fill="${c.accent}"/><rect x="${cx}" y="${cy - 11}" width="30" height="22" rx="11" fill="${c.bodyLight}"/>`
          : `<ellipse cx="${cx}" cy="${cy}" rx="34" ry="13" fill="#dfe3ea"/>`;
    }
  }
  const strip =
    view === 'front'
      ? `<rect x="190" y="394" width="220" height="36" rx="8" fill="${c.accent}"/>${textLine(word, 300, 412, 200, 24, '#ffffff')}`
      : `<rect x="190" y="394" width="220" height="36" rx="8" fill="#cfd5de"/>`;
  return (
    `<g transform="rotate(-7 300 290)">` +
    `<rect x="172" y="142" width="256" height="300" rx="18" fill="#e6e9ee" stroke="#c7ced8" stroke-width="3"/>` +
    `${pills}${strip}</g>`
  );
}

function device(word: string, view: ProductView, c: Palette, seed: number): string {
  const body = '#f8fafc';
  if (view === 'back') {
    return (
      `<rect x="170" y="170" width="260" height="250" rx="44" fill="${mix(body, INK, 0.08)}"/>` +
      `<rect x="225" y="230" width="150" height="110" rx="14" fill="${mix(body, INK, 0.16)}"/>` +
      `<rect x="245" y="262" width="110" height="10" rx="5" fill="${c.accent}" opacity="0.5"/>` +
      `<rect x="245" y="284" width="80" height="10" rx="5" fill="${c.accent}" opacity="0.35"/>` +
      `<circle cx="200" cy="200" r="7" fill="${mix(body, INK, 0.3)}"/><circle cx="400" cy="200" r="7" fill="${mix(body, INK, 0.3)}"/>`
    );
  }
  const reading = `${100 + (seed % 40)}`;
  return (
    `<rect x="170" y="170" width="260" height="250" rx="44" fill="${body}" stroke="${c.accent}" stroke-width="6"/>` +
    `<rect x="204" y="204" width="192" height="104" rx="12" fill="#1f2937"/>` +
    `<text x="300" y="258" font-family="${FONT}" font-weight="bold" font-size="56" fill="#86efac" text-anchor="middle" dominant-baseline="central">${reading}</text>` +
    textLine(word, 300, 334, 200, 20, c.ink) +
    `<circle cx="300" cy="380" r="24" fill="${c.accent}"/>` +
    `<circle cx="230" cy="380" r="11" fill="${mix(c.accent, WHITE, 0.5)}"/><circle cx="370" cy="380" r="11" fill="${mix(c.accent, WHITE, 0.5)}"/>`
  );
}

function spray(word: string, view: ProductView, c: Palette): string {
  return (
    `<rect x="290" y="96" width="20" height="20" rx="4" fill="${c.bodyShade}"/>` +
    `<rect x="262" y="112" width="76" height="68" rx="10" fill="${c.cap}"/>` +
    `<rect x="254" y="178" width="92" height="16" rx="5" fill="#cbd5e1"/>` +
    `<rect x="228" y="192" width="144" height="248" rx="24" fill="${c.body}"/>` +
    `<rect x="240" y="210" width="10" height="200" rx="5" fill="#ffffff" opacity="0.35"/>` +
    panelContent({ x: 244, y: 262, w: 112, h: 120 }, word, view, c)
  );
}

function sachet(word: string, view: ProductView, c: Palette): string {
  // Serrated top and bottom seals: 14 teeth of 15 px between x 195 and 405.
  let outline = 'M195 140';
  for (let x = 195; x < 405; x += 15) outline += ` L${x + 7.5} 131 L${x + 15} 140`;
  outline += ' L405 440';
  for (let x = 405; x > 195; x -= 15) outline += ` L${x - 7.5} 449 L${x - 15} 440`;
  outline += ' Z';
  return (
    `<path d="${outline}" fill="${c.body}"/>` +
    `<rect x="195" y="150" width="210" height="26" fill="${c.bodyShade}"/>` +
    `<rect x="195" y="404" width="210" height="26" fill="${c.bodyShade}"/>` +
    `<polygon points="195,186 207,192 195,198" fill="${c.bgTop}"/>` +
    panelContent({ x: 218, y: 222, w: 164, h: 130 }, word, view, c)
  );
}

function silhouette(kind: Silhouette, word: string, view: ProductView, c: Palette, seed: number): string {
  switch (kind) {
    case 'bottle':
      return bottle(word, view, c);
    case 'tube':
      return tube(word, view, c);
    case 'jar':
      return jar(word, view, c);
    case 'box':
      return box(word, view, c);
    case 'blister':
      return blister(word, view, c);
    case 'device':
      return device(word, view, c, seed);
    case 'spray':
      return spray(word, view, c);
    case 'sachet':
      return sachet(word, view, c);
  }
}

function background(c: Palette, seed: number, flip: boolean, halo = true): string {
  const [top, bottom] = flip ? [c.bgBottom, c.bgTop] : [c.bgTop, c.bgBottom];
  const dx = (seed % 5) * 14 - 28;
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#bg)"/>` +
    (halo ? `<circle cx="${300 + dx}" cy="280" r="205" fill="#ffffff" opacity="0.38"/>` : '') +
    `<circle cx="${505 - dx}" cy="92" r="46" fill="#ffffff" opacity="0.28"/>` +
    `<circle cx="${86 + dx}" cy="470" r="30" fill="#ffffff" opacity="0.22"/>`
  );
}

export function productSvg(product: ProductSeed, tint: string, view: ProductView): string {
  const seed = stableHash(product.slug);
  const c = palette(tint, seed);
  const word = product.imageLabel.split(' ')[0] ?? product.imageLabel;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    background(c, seed, view === 'back') +
    `<ellipse cx="300" cy="444" rx="140" ry="14" fill="#000000" opacity="0.1"/>` +
    silhouette(product.silhouette, word, view, c, seed) +
    textLine(product.imageLabel, 300, 520, 530, 46, c.ink) +
    `</svg>`
  );
}

// ---------------------------------------------------------------- category icons

function icon(shape: IconShape, fg: string, light: string): string {
  switch (shape) {
    case 'drop':
      return `<path d="M300 165 C300 165 215 270 215 335 A85 85 0 0 0 385 335 C385 270 300 165 300 165 Z" fill="${fg}"/><path d="M262 330 A40 40 0 0 0 290 372" stroke="${light}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    case 'sun': {
      let rays = '';
      for (let i = 0; i < 8; i++) {
        rays += `<rect x="292" y="160" width="16" height="48" rx="8" fill="${fg}" transform="rotate(${i * 45} 300 300)"/>`;
      }
      return `${rays}<circle cx="300" cy="300" r="70" fill="${fg}"/><circle cx="278" cy="278" r="18" fill="${light}" opacity="0.7"/>`;
    }
    case 'leaf':
      return `<path d="M195 405 C195 255 295 180 415 188 C422 310 350 405 195 405 Z" fill="${fg}"/><path d="M215 390 C280 320 330 270 385 215" stroke="${light}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    case 'capsule':
      return `<g transform="rotate(-35 300 300)"><path d="M235 262 H300 V338 H235 A38 38 0 0 1 235 262 Z" fill="${fg}"/><path d="M300 262 H365 A38 38 0 0 1 365 338 H300 Z" fill="${light}" stroke="${fg}" stroke-width="8"/></g>`;
    case 'cross':
      return `<rect x="262" y="185" width="76" height="230" rx="16" fill="${fg}"/><rect x="185" y="262" width="230" height="76" rx="16" fill="${fg}"/>`;
    case 'heart':
      return `<path d="M300 405 C160 320 175 215 245 206 C277 202 296 222 300 240 C304 222 323 202 355 206 C425 215 440 320 300 405 Z" fill="${fg}"/><path d="M225 300 H265 L282 270 L305 330 L322 300 H375" stroke="${light}" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
    case 'shield':
      return `<path d="M300 178 L392 214 V298 C392 356 352 396 300 418 C248 396 208 356 208 298 V214 Z" fill="${fg}"/><path d="M255 300 L290 335 L350 265" stroke="${light}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'tooth':
      return `<path d="M238 196 C264 186 284 202 300 202 C316 202 336 186 362 196 C398 212 392 268 377 300 C363 332 362 404 340 408 C321 412 318 342 300 342 C282 342 279 412 260 408 C238 404 237 332 223 300 C208 268 202 212 238 196 Z" fill="${fg}"/><path d="M248 228 C258 220 270 222 278 228" stroke="${light}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    case 'sparkle':
      return `<path d="M290 170 C300 255 312 276 392 288 C312 300 300 322 290 410 C280 322 268 300 188 288 C268 276 280 255 290 170 Z" fill="${fg}"/><path d="M388 176 C392 204 398 210 424 214 C398 218 392 224 388 252 C384 224 378 218 352 214 C378 210 384 204 388 176 Z" fill="${fg}" opacity="0.7"/>`;
    case 'perfume':
      return `<rect x="270" y="190" width="60" height="44" rx="8" fill="${fg}"/><rect x="284" y="232" width="32" height="26" fill="${fg}" opacity="0.8"/><rect x="220" y="256" width="160" height="160" rx="30" fill="${fg}"/><rect x="244" y="290" width="112" height="80" rx="12" fill="${light}" opacity="0.6"/><circle cx="382" cy="200" r="18" fill="${fg}" opacity="0.7"/><path d="M330 206 H364" stroke="${fg}" stroke-width="6"/>`;
    case 'baby':
      return `<circle cx="300" cy="315" r="100" fill="${fg}"/><path d="M300 215 C282 185 318 170 326 196" stroke="${fg}" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="265" cy="305" r="11" fill="${light}"/><circle cx="335" cy="305" r="11" fill="${light}"/><path d="M265 350 Q300 380 335 350" stroke="${light}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    case 'feeding-bottle':
      return `<path d="M282 175 C282 160 318 160 318 175 L326 214 H274 Z" fill="${fg}" opacity="0.8"/><rect x="254" y="212" width="92" height="30" rx="8" fill="${fg}"/><rect x="246" y="240" width="108" height="175" rx="26" fill="${fg}"/><path d="M262 290 H290 M262 325 H290 M262 360 H290" stroke="${light}" stroke-width="8" stroke-linecap="round"/>`;
    case 'lipstick':
      return `<rect x="252" y="300" width="96" height="115" rx="8" fill="${fg}"/><rect x="264" y="258" width="72" height="46" rx="4" fill="${fg}" opacity="0.75"/><path d="M274 258 V200 L326 176 V258 Z" fill="${fg}"/><rect x="268" y="330" width="64" height="8" rx="4" fill="${light}" opacity="0.7"/>`;
    case 'eye':
      return `<path d="M175 300 Q300 185 425 300 Q300 415 175 300 Z" fill="${light}" stroke="${fg}" stroke-width="14"/><circle cx="300" cy="300" r="52" fill="${fg}"/><circle cx="300" cy="300" r="20" fill="${INK}"/><circle cx="318" cy="282" r="10" fill="#ffffff"/>`;
    case 'razor':
      return `<rect x="205" y="188" width="190" height="56" rx="14" fill="${fg}"/><path d="M222 206 H378 M222 226 H378" stroke="${light}" stroke-width="6"/><rect x="284" y="240" width="32" height="180" rx="16" fill="${fg}" opacity="0.85"/>`;
    case 'comb': {
      let teeth = '';
      for (let x = 200; x <= 392; x += 18)
        teeth += `<rect x="${x}" y="270" width="10" height="${x % 36 === 20 ? 105 : 90}" rx="5" fill="${fg}"/>`;
      return `<rect x="188" y="222" width="224" height="56" rx="16" fill="${fg}"/>${teeth}`;
    }
    case 'monitor':
      return `<rect x="185" y="190" width="230" height="200" rx="34" fill="${fg}"/><rect x="212" y="218" width="176" height="100" rx="12" fill="${light}"/><path d="M222 270 H262 L278 240 L298 298 L314 268 H378" stroke="${fg}" stroke-width="8" fill="none" stroke-linejoin="round" stroke-linecap="round"/><circle cx="300" cy="352" r="18" fill="${light}"/>`;
    case 'thermometer':
      return `<g transform="rotate(30 300 300)"><rect x="276" y="165" width="48" height="215" rx="24" fill="${light}" stroke="${fg}" stroke-width="10"/><rect x="292" y="240" width="16" height="150" rx="8" fill="${fg}"/><circle cx="300" cy="398" r="36" fill="${fg}"/></g>`;
    case 'bandage':
      return `<g transform="rotate(-35 300 300)"><rect x="160" y="250" width="280" height="100" rx="50" fill="${fg}"/><rect x="250" y="262" width="100" height="76" rx="12" fill="${light}" opacity="0.8"/><circle cx="200" cy="285" r="6" fill="${light}"/><circle cx="200" cy="315" r="6" fill="${light}"/><circle cx="400" cy="285" r="6" fill="${light}"/><circle cx="400" cy="315" r="6" fill="${light}"/></g>`;
    case 'fish':
      return `<path d="M190 300 C235 220 345 215 395 300 C345 385 235 380 190 300 Z" fill="${fg}"/><path d="M390 300 L440 250 V350 Z" fill="${fg}"/><circle cx="245" cy="292" r="11" fill="${light}"/><path d="M295 255 C315 280 315 320 295 345" stroke="${light}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    case 'flask':
      return `<path d="M268 178 H332 V250 L398 388 Q404 412 380 412 H220 Q196 412 202 388 L268 250 Z" fill="${fg}"/><path d="M238 340 H362 L384 392 Q386 400 378 400 H222 Q214 400 216 392 Z" fill="${light}" opacity="0.55"/><circle cx="290" cy="310" r="9" fill="${light}"/><circle cx="318" cy="290" r="6" fill="${light}"/>`;
  }
}

/** The tint's hue, saturated and darkened: a coloured icon that belongs to its background. */
function iconColour(tint: string): string {
  const [r, g, b] = hexToRgb(tint).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let hue = 0;
  if (d > 0) {
    if (max === r) hue = ((g - b) / d + 6) % 6;
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
  }
  const sat = d === 0 ? 0 : 0.5;
  const light = 0.42;
  const chroma = (1 - Math.abs(2 * light - 1)) * sat;
  const x = chroma * (1 - Math.abs((hue % 2) - 1));
  const m = light - chroma / 2;
  const [r1, g1, b1] =
    hue < 1
      ? [chroma, x, 0]
      : hue < 2
        ? [x, chroma, 0]
        : hue < 3
          ? [0, chroma, x]
          : hue < 4
            ? [0, x, chroma]
            : hue < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return rgbToHex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}

export function categorySvg(category: Pick<FlatCategory, 'slug' | 'tint' | 'icon'>): string {
  const seed = stableHash(category.slug);
  const c = palette(category.tint, seed);
  const fg = iconColour(category.tint);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    background(c, seed, false, false) +
    `<circle cx="300" cy="300" r="180" fill="#ffffff" opacity="0.6"/>` +
    icon(category.icon, fg, mix(category.tint, WHITE, 0.55)) +
    `</svg>`
  );
}

// ---------------------------------------------------------------- rendering

/** Renders once at 600 px and writes every size; writes go through a temporary name so a crash never leaves half a file. */
async function renderSvg(svg: string, files: Record<ImageSize, string>): Promise<void> {
  // The background is opaque: dropping alpha makes every encode cheaper.
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    IMAGE_SIZES.map(async (size) => {
      const file = files[size];
      const tmp = `${file}.${process.pid}.tmp`;
      let pipeline = sharp(data, raw);
      if (size !== CANVAS) pipeline = pipeline.resize(size, size);
      try {
        await pipeline.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toFile(tmp);
        await rename(tmp, file);
      } catch (err) {
        await unlink(tmp).catch(() => {});
        throw err;
      }
    }),
  );
}

async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * Every product gets a front view; featured products and bestsellers, the ones a shopper opens first, also get
 * a back view so that the product page gallery has something to switch between. Drawing a back view for all
 * of them would add ~40 % to the seed time for little use.
 */
export function productViews(product: Pick<ProductSeed, 'featured' | 'bestseller'>): ProductView[] {
  return product.featured || product.bestseller ? ['front', 'back'] : ['front'];
}

export interface SeedImages {
  /** Product slug → gallery URLs (600 px): the front, then the back when there is one. */
  products: Map<string, string[]>;
  /** Category slug → image URL (600 px). */
  categories: Map<string, string>;
  generated: number;
  skipped: number;
  ms: number;
}

interface Job {
  svg: () => string;
  files: Record<ImageSize, string>;
}

export async function generateSeedImages(opts: {
  uploadsDir: string;
  products: readonly ProductSeed[];
  categories: readonly FlatCategory[];
  concurrency?: number;
  /** Only compute the URLs; draw nothing. */
  dryRun?: boolean;
}): Promise<SeedImages> {
  const started = performance.now();
  const tintOf = new Map(opts.categories.map((c) => [c.slug, c.tint]));
  const result: SeedImages = { products: new Map(), categories: new Map(), generated: 0, skipped: 0, ms: 0 };
  const jobs: Job[] = [];
  const filesFor = (rel: (size: ImageSize) => string) =>
    Object.fromEntries(IMAGE_SIZES.map((s) => [s, path.join(opts.uploadsDir, rel(s))])) as Record<
      ImageSize,
      string
    >;

  for (const category of opts.categories) {
    result.categories.set(category.slug, uploadsUrl(categoryImagePath(category.slug, 600)));
    jobs.push({
      svg: () => categorySvg(category),
      files: filesFor((s) => categoryImagePath(category.slug, s)),
    });
  }
  for (const product of opts.products) {
    const tint = tintOf.get(product.categorySlug);
    if (!tint)
      throw new Error(`images: product ${product.slug} has an unknown category ${product.categorySlug}`);
    const views = productViews(product);
    result.products.set(
      product.slug,
      views.map((v) => uploadsUrl(productImagePath(product.slug, v, 600))),
    );
    for (const view of views) {
      jobs.push({
        svg: () => productSvg(product, tint, view),
        files: filesFor((s) => productImagePath(product.slug, view, s)),
      });
    }
  }

  if (opts.dryRun) return result;
  await mkdir(path.join(opts.uploadsDir, 'products'), { recursive: true });
  await mkdir(path.join(opts.uploadsDir, 'categories'), { recursive: true });
  const concurrency = opts.concurrency ?? Math.max(2, Math.min(4, os.availableParallelism()));
  await runPool(jobs, concurrency, async (job) => {
    if (Object.values(job.files).every((f) => existsSync(f))) {
      result.skipped++;
      return;
    }
    await renderSvg(job.svg(), job.files);
    result.generated++;
  });
  result.ms = Math.round(performance.now() - started);
  return result;
}

/**
 * The demo's drawn images, copied from DATA_DIR/uploads into a bucket (S3 storage) where it lacks them:
 * they are drawn on this machine's disk, and every instance serves /uploads/ from the bucket.
 */
export async function copySeedImagesToStore(
  store: ObjectStore,
  uploadsDir: string,
): Promise<{ copied: number; present: number }> {
  const files = (
    await Promise.all(
      ['products', 'categories'].map(async (folder) =>
        (
          await readdir(path.join(uploadsDir, folder)).catch(() => [] as string[])
        )
          .filter((name) => name.endsWith('.webp'))
          .map((name) => `${folder}/${name}`),
      ),
    )
  ).flat();
  const result = { copied: 0, present: 0 };
  await runPool(files, 8, async (rel) => {
    const key = `uploads/${rel}`;
    if (await store.has(key)) {
      result.present++;
      return;
    }
    await store.put(key, await readFile(path.join(uploadsDir, rel)), 'image/webp');
    result.copied++;
  });
  return result;
}
