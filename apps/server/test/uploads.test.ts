import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { productImageInput } from '@shop/shared/catalog-admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCT_SEEDS } from '../src/db/seed/catalog-data.ts';
import { generateSeedImages } from '../src/db/seed/images.ts';
import { makeCategory, makeProduct, makeUser } from './factories.ts';
import { createTestApp, multipartBody, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: TestClient;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await makeUser(ctx.database.db, { admin: true, name: 'مدير' });
  admin = await new TestClient(ctx.app).signInAs(a.id);
  categoryId = (await makeCategory(ctx.database.db, { slug: 'uploads-cat' })).id;
});

afterAll(() => ctx?.close());

const upload = (name: string, content: Buffer, fields: Record<string, string> = {}, lang = 'en') => {
  const { payload, contentType } = multipartBody({ name, content }, fields);
  return admin.request({
    method: 'POST',
    url: '/api/admin/files',
    payload,
    headers: { 'content-type': contentType, 'accept-language': lang },
  });
};

const PUBLIC = { is_public: '1' };
const PRIVATE = { is_public: '0' };

/** Every file under the data folder, to show a refused upload left nothing behind. */
const storedFiles = () =>
  ['uploads', 'private-files'].flatMap((root) => {
    try {
      return readdirSync(path.join(ctx.dataDir, root, 'files'));
    } catch {
      return [];
    }
  });

// ---------------------------------------------------------------- hand-made PNGs

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose header is right (8-bit RGB, every CRC correct) and whose pixel data is `idat`. */
function handMadePng(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------- a tiny ZIP writer

function zip(entries: Record<string, string | Buffer>, opts: { deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.from(content);
    const data = opts.deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(opts.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(opts.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = Object.keys(entries).length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const WORD_MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

const contentTypes = (mainType: string, extra = '') =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  extra +
  `<Override PartName="/word/document.xml" ContentType="${mainType}"/>` +
  '</Types>';

const rels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

const documentXml =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>وصفة طبية</w:t></w:r></w:p></w:body></w:document>';

const minimalDocx = (opts: { deflate?: boolean } = {}) =>
  zip(
    {
      '[Content_Types].xml': contentTypes(WORD_MAIN),
      '_rels/.rels': rels,
      'word/document.xml': documentXml,
    },
    opts,
  );

/** Two readers could pick different copies of a part listed twice, so such an archive is no document. */
function docxWithTwoDocuments(): Buffer {
  const archive = zip({
    '[Content_Types].xml': contentTypes(WORD_MAIN),
    'word/document.xml': documentXml,
    'word/document.xmZ': documentXml,
  });
  // Same length, so every offset stays right.
  return Buffer.from(archive.toString('latin1').replaceAll('document.xmZ', 'document.xml'), 'latin1');
}

const pdf = (body: string) => Buffer.from(`%PDF-1.4\n${body}`);
const completePdf = (body = '1 0 obj << /Type /Catalog >> endobj\n') =>
  pdf(`${body}trailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`);

// ---------------------------------------------------------------- A. images are decoded, not just sniffed

describe('images are decoded before they are kept', () => {
  const garbagePng = handMadePng(400, 400, randomBytes(3000));
  const cutPng = async () => {
    const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    return whole.subarray(0, Math.floor(whole.length / 2));
  };

  it.each([
    ['public', PUBLIC],
    ['private', PRIVATE],
  ])(
    'refuses a %s PNG with a valid header and a garbage body with a 422, not a 500',
    async (_label, fields) => {
      const before = storedFiles();
      const res = await upload('photo.png', garbagePng, fields);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual([
        'The image could not be read. It may be damaged or incomplete.',
      ]);
      expect(storedFiles()).toEqual(before);
    },
  );

  it.each([
    ['public', PUBLIC],
    ['private', PRIVATE],
  ])('refuses a %s PNG cut in half, in Arabic too', async (_label, fields) => {
    const res = await upload('وصفة.png', await cutPng(), fields, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['تعذّرت قراءة الصورة. قد تكون تالفة أو غير مكتملة.']);
  });

  it.each([
    ['public', PUBLIC],
    ['private', PRIVATE],
  ])('refuses a tiny %s PNG that claims 16000 × 16000 before decoding it', async (_label, fields) => {
    // A few rows of real pixel data: the header is all a server needs to read to say no.
    const bomb = handMadePng(16000, 16000, deflateSync(Buffer.alloc(4 * (16000 * 3 + 1))));
    expect(bomb.length).toBeLessThan(10_000);
    const started = performance.now();
    const res = await upload('bomb.png', bomb, fields);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['The image is larger than 50 megapixels']);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still stores a sound private image as it came', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e11d48' } })
      .jpeg()
      .toBuffer();
    const res = await upload('prescription.jpg', jpeg, PRIVATE);
    expect(res.statusCode).toBe(201);
    const download = await admin.get(res.json().data.url);
    expect(download.rawPayload.equals(jpeg)).toBe(true);
  });
});

// ---------------------------------------------------------------- B1. nothing under /uploads runs as the shop

describe('files served under /uploads', () => {
  it('serves a public PDF as a sandboxed download, even one that carries JavaScript', async () => {
    const res = await upload(
      'leaflet.pdf',
      completePdf(
        '1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n',
      ),
      PUBLIC,
    );
    expect(res.statusCode).toBe(201);
    const served = await ctx.app.inject({ url: res.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('keeps images inline for product pages, under the same sandbox', async () => {
    const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const res = await upload('product.png', png, PUBLIC);
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    for (const url of [file.url, file.variants['600']]) {
      const served = await ctx.app.inject({ url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-disposition'], url).toBeUndefined();
      expect(served.headers['x-content-type-options'], url).toBe('nosniff');
      expect(served.headers['content-security-policy'], url).toMatch(/(^|;\s*)sandbox(;|$)/);
    }
  });

  it('keeps an upload a year and a drawn demo image a month, wherever the data directory is', async () => {
    // A data directory under a folder called "files" must not make every image look like an upload.
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-')), 'files', 'shop');
    const other = await createTestApp({ DATA_DIR: dataDir });
    try {
      mkdirSync(path.join(dataDir, 'uploads', 'products'), { recursive: true });
      writeFileSync(
        path.join(dataDir, 'uploads', 'products', 'demo-600.webp'),
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      );
      const drawn = await other.app.inject({ url: '/uploads/products/demo-600.webp' });
      expect(drawn.statusCode).toBe(200);
      expect(drawn.headers['cache-control']).toBe(`public, max-age=${30 * 24 * 3600}`);
      const uploaded = await upload(
        'kept.png',
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
        PUBLIC,
      );
      const served = await ctx.app.inject({ url: uploaded.json().data.url });
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await other.close();
    }
  });
});

// ---------------------------------------------------------------- B2. office files are read, not just their first bytes

describe('office documents', () => {
  it.each([
    ['deflated', { deflate: true }],
    ['stored', { deflate: false }],
  ])('accepts a real minimal .docx (%s)', async (_label, opts) => {
    const res = await upload('تقرير.docx', minimalDocx(opts), PRIVATE);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mime_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it.each([
    ['any ZIP renamed .docx', 'report.docx', zip({ 'hello.txt': 'hello' })],
    ['a .docx named .xlsx', 'sheet.xlsx', minimalDocx()],
    [
      'a .docx whose main part has another type',
      'report.docx',
      zip({
        '[Content_Types].xml': contentTypes('text/html'),
        'word/document.xml': documentXml,
      }),
    ],
    ['a ZIP cut short', 'report.docx', minimalDocx().subarray(0, 120)],
    ['a ZIP listing one part twice', 'report.docx', docxWithTwoDocuments()],
  ])('refuses %s', async (_label, name, content) => {
    const res = await upload(name, content, PRIVATE);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['This is not a valid Word, Excel or PowerPoint file']);
  });

  it.each([
    [
      'a macro-enabled document renamed .docx',
      zip({
        '[Content_Types].xml': contentTypes(
          WORD_MACRO_MAIN,
          '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
        ),
        'word/document.xml': documentXml,
        'word/vbaProject.bin': randomBytes(64),
      }),
    ],
    [
      'a .docx carrying a vbaProject.bin',
      zip({
        '[Content_Types].xml': contentTypes(WORD_MAIN),
        'word/document.xml': documentXml,
        'word/vbaProject.bin': randomBytes(64),
      }),
    ],
  ])('refuses %s', async (_label, content) => {
    const res = await upload('report.docx', content, PRIVATE);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Office files with macros are not allowed']);
  });
});

// ---------------------------------------------------------------- B3. PDFs and text are read to the end

describe('PDF and text files', () => {
  it.each([
    ['private', PRIVATE],
    ['public', PUBLIC],
  ])('refuses a %s PDF cut short, without its end-of-file marker', async (_label, fields) => {
    const whole = completePdf();
    const res = await upload('prescription.pdf', whole.subarray(0, whole.length - 20), fields, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['ملف PDF تالف أو غير مكتمل']);
  });

  it('accepts a complete PDF, with a little trailing whitespace after %%EOF', async () => {
    const res = await upload(
      'prescription.pdf',
      Buffer.concat([completePdf(), Buffer.from('\r\n\r\n')]),
      PRIVATE,
    );
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['an escape sequence', 'notes.txt', Buffer.from('hello \x1b[31mred\x1b[0m\n')],
    ['a NUL byte', 'stock.csv', Buffer.from('name,qty\nx\x00,1\n')],
    ['a C1 control character', 'notes.txt', Buffer.from('hello \u0085 world', 'utf8')],
    ['bytes that are not UTF-8', 'stock.csv', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x2c, 0xc7, 0xe1, 0x0a])],
  ])('refuses text with %s', async (_label, name, content) => {
    const res = await upload(name, content, PRIVATE);
    expect(res.statusCode).toBe(415);
  });

  it('accepts Arabic CSV with tabs, Windows line ends and a byte-order mark', async () => {
    const csv = Buffer.from('\ufeffالاسم,الكمية\r\nكريم\t,١٢\r\n', 'utf8');
    const res = await upload('stock.csv', csv, PRIVATE);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mime_type).toBe('text/csv');
  });
});

// ---------------------------------------------------------------- B4. product and category images are the shop's own

describe('product and category image URLs', () => {
  const product = (images: { url: string; path?: string | null }[]) => ({
    name_ar: 'كريم مرطب',
    price: 5_000,
    stock: 3,
    category_id: categoryId,
    images: images.map((img) => ({ mime_type: 'image/webp', ...img })),
  });
  const send = (method: string, url: string, payload: unknown, lang = 'en') =>
    admin.request({
      method: method as 'POST',
      url,
      payload: payload as never,
      headers: { 'accept-language': lang },
    });

  const BAD_URLS = [
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'https://evil.example/x.png',
    '//evil.example/x.png',
    '/uploads/../../etc/passwd',
    '/uploads/files/../../../etc/passwd',
    '/uploads//evil.example/x.png',
    '/uploads/files\\..\\x.png',
    '/uploads/files/x.png?javascript:alert(1)',
    '/uploads/files/x.png#x',
    '/api/admin/files/1/download',
    ' /uploads/%2e%2e/x.png',
    '',
  ];

  it.each(BAD_URLS)('refuses a product image %j on create and update', async (url) => {
    const created = await send('POST', '/api/admin/products', product([{ url }]));
    expect(created.statusCode).toBe(422);
    expect(created.json().errors['images.0.url']).toEqual(['Use an image uploaded to the shop']);
    const existing = await makeProduct(ctx.database.db, { categoryId });
    const updated = await send('PUT', `/api/admin/products/${existing.id}`, product([{ url }]));
    expect(updated.statusCode).toBe(422);
  });

  it.each(BAD_URLS)('refuses a category image %j', async (url) => {
    const res = await send('POST', '/api/admin/categories', { name_ar: 'قسم جديد', image: url });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual(['Use an image uploaded to the shop']);
  });

  it('refuses a product image path that climbs out of the uploads folder', async () => {
    const res = await send(
      'POST',
      '/api/admin/products',
      product([{ url: '/uploads/files/x-600.webp', path: '../../etc/passwd' }]),
    );
    expect(res.statusCode).toBe(422);
  });

  it('says why in Arabic', async () => {
    const res = await send('POST', '/api/admin/products', product([{ url: 'javascript:alert(1)' }]), 'ar');
    expect(res.json().errors['images.0.url']).toEqual(['استخدم صورة مرفوعة إلى المتجر']);
  });

  it('accepts the file manager’s own URLs, on products and categories', async () => {
    const url = `/uploads/files/${randomUUID()}-600.webp`;
    const created = await send('POST', '/api/admin/products', product([{ url, path: null }]));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.image).toBe(url);
    const edited = await send('PUT', `/api/admin/products/${created.json().data.id}`, created.json().data);
    expect(edited.statusCode).toBe(200);
    const category = await send('POST', '/api/admin/categories', { name_ar: 'قسم بصورة', image: url });
    expect(category.statusCode).toBe(201);
    expect(category.json().data.image).toBe(url);
  });

  it('accepts every image URL and path the demo seed stores', async () => {
    const images = await generateSeedImages({
      uploadsDir: ctx.dataDir,
      products: PRODUCT_SEEDS,
      categories: CATEGORIES,
      dryRun: true,
    });
    const urls = [...images.categories.values(), ...[...images.products.values()].flat()];
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      // The seed stores the path as the URL without its /uploads/ prefix.
      const parsed = productImageInput.safeParse({ url, path: url.replace(/^\/uploads\//, '') });
      expect(parsed.success, url).toBe(true);
    }
  });
});
