// Issue 46, finding 12: prescription PDFs were stored and served as uploaded, scripts, bombs and GPS included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDF_MAX_PAGES } from '@shop/shared/constants';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewritePdf } from '../src/modules/files/pdf.ts';
import { makeUser } from './factories.ts';
import { createTestApp, TestClient, type TestContext } from './helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(() => ctx?.close());

// ---------------------------------------------------------------- PDFs written by hand, as an attacker would

/** A stream object's text: its dictionary, the exact /Length, the data. */
const stream = (dict: string, data: Buffer | string) => {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

/** A PDF of the given objects (numbered from 1, object 1 the catalogue) with a correct cross-reference table. */
function buildPdf(objects: (string | Buffer)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    offset += chunk.length;
    parts.push(chunk);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    `trailer << /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

/** A phone photo carrying the place it was taken. */
const gpsPhoto = () =>
  sharp({ create: { width: 60, height: 30, channels: 3, background: '#0f766e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 18/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '44/1 22/1 0/1',
      },
    })
    .toBuffer();

/** Every trick of the report in one file: scripts on open and on page view, /Launch, an attachment, GPS, metadata. */
async function maliciousPdf(): Promise<Buffer> {
  const jpeg = await gpsPhoto();
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /AA << /WC 5 0 R >> /Metadata 11 0 R ' +
        '/Names << /JavaScript << /Names [(boot) 5 0 R] >> /EmbeddedFiles << /Names [(evil.exe) 7 0 R] >> >> ' +
        '/AcroForm << /Fields [] /XFA 5 0 R >> >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        '/Resources << /XObject << /Im1 6 0 R >> >> /AA << /O 5 0 R >> /Annots [8 0 R 10 0 R] /Metadata 11 0 R >>',
      stream('/Filter /FlateDecode', deflateSync(Buffer.from('q 300 0 0 150 100 600 cm /Im1 Do Q'))),
      "<< /Type /Action /S /JavaScript /JS (app.alert\\('pwned'\\)) >>",
      stream(
        '/Type /XObject /Subtype /Image /Width 60 /Height 30 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode',
        jpeg,
      ),
      '<< /Type /Filespec /F (evil.exe) /EF << /F 9 0 R >> >>',
      '<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A << /S /Launch /F (cmd.exe) /NewWindow true >> >>',
      stream('/Type /EmbeddedFile', 'MZ\x90\x00 evil payload'),
      '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS 7 0 R >>',
      stream('/Type /Metadata /Subtype /XML', '<x:xmpmeta><dc:creator>Dr Secret</dc:creator></x:xmpmeta>'),
      '<< /Author (Dr Secret) /Producer (EvilScan 1.0) /Title (Patient Ahmed) >>',
    ],
    '/Info 12 0 R',
  );
}

/** A page that draws a FlateDecode content stream holding `inflated` bytes of nothing. */
const bombPdf = (inflated: number, filter = '/Filter /FlateDecode', wrap = (d: Buffer) => d) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    stream(filter, wrap(deflateSync(Buffer.alloc(inflated, 0x20), { level: 9 }))),
  ]);

/** `pages` empty pages. */
const pagesPdf = (pages: number) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ')}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ]);

/** A scan as a phone app makes it: each page one JPEG photo. */
async function scannedPdf(pages: number, width = 600, height = 850): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const jpeg = await sharp({
      create: { width, height, channels: 3, background: i % 2 ? '#f1f5f9' : '#ffffff' },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="${width}" height="${height}"><text x="40" y="120" font-size="64">Rx ${i + 1}</text></svg>`,
          ),
        },
      ])
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 18/1 0/1' } })
      .toBuffer();
    const image = await doc.embedJpg(jpeg);
    const page = doc.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save());
}

// ---------------------------------------------------------------- through the API

const customer = async () => new TestClient(ctx.app).signInAs((await makeUser(ctx.database.db)).id);

function form(name: string, content: Buffer) {
  const boundary = '----pdfboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (client: TestClient, content: Buffer, lang = 'en') => {
  const { payload, headers } = form('prescription.pdf', content);
  return client.request({
    method: 'POST',
    url: '/api/prescriptions',
    payload,
    headers: { ...headers, 'accept-language': lang },
  });
};

const storedPdfs = () => {
  try {
    const dir = path.join(ctx.dataDir, 'private-files', 'prescriptions');
    return readdirSync(dir).map((f) => path.join(dir, f));
  } catch {
    return [];
  }
};

/** What no kept PDF may hold, as bytes. */
const FORBIDDEN = [
  'JavaScript',
  '/JS',
  'Launch',
  'OpenAction',
  '/AA',
  'EmbeddedFile',
  'evil.exe',
  'cmd.exe',
  'pwned',
  'Dr Secret',
  'EvilScan',
  'Patient Ahmed',
  '/Annots',
  '/Metadata',
  '/AcroForm',
  'XFA',
  'PhoneCo',
  'Exif',
];

describe('a prescription PDF is rewritten to its pages', () => {
  it('keeps the page and drops scripts, /Launch, attachments, metadata and the photo GPS', async () => {
    const original = await maliciousPdf();
    // The file as sent holds everything (so the test shows the rewrite, not a broken sample).
    const sent = original.toString('latin1');
    for (const word of ['JavaScript', 'Launch', 'evil.exe', 'PhoneCo', 'Exif', 'Dr Secret'])
      expect(sent).toContain(word);

    const client = await customer();
    const res = await upload(client, original);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    const served = await client.get(`/api/prescriptions/${id}/files/1`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    const kept = served.rawPayload;
    const text = kept.toString('latin1');
    for (const word of FORBIDDEN) expect(text, word).not.toContain(word);

    const doc = await PDFDocument.load(kept);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    // The photo is still there, re-encoded: a JPEG with no EXIF.
    const start = kept.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
    expect(start).toBeGreaterThan(0);
    const end = kept.indexOf(Buffer.from([0xff, 0xd9]), start);
    const meta = await sharp(kept.subarray(start, end + 2)).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([60, 30, undefined]);
    // What is stored is what is served.
    expect(storedPdfs().some((f) => readFileSync(f).equals(kept))).toBe(true);
  });

  it('keeps a two-page scan readable, both pages and their images', async () => {
    const out = await rewritePdf(await scannedPdf(2));
    const doc = await PDFDocument.load(out);
    expect(doc.getPageCount()).toBe(2);
    expect(out.toString('latin1')).not.toContain('PhoneCo');
    expect(out.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
  });
});

describe('a PDF beyond the limits is refused with 422 and PDF_REFUSED', () => {
  it('refuses a 200 MB compression bomb in a few hundred KB, quickly and before storing anything', async () => {
    const bomb = bombPdf(200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const before = storedPdfs();
    const started = Date.now();
    const res = await upload(await customer(), bomb, 'ar');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PDF_REFUSED',
      errors: { files: ['ملف PDF كبير جداً عند فتحه'] },
      data: { file: 1 },
    });
    expect(storedPdfs()).toEqual(before);
  });

  it.each([
    [
      'behind a hex layer',
      '/Filter [/ASCIIHexDecode /FlateDecode]',
      (d: Buffer) => Buffer.from(`${d.toString('hex')}>`),
    ],
    ['under a name spelled with #-escapes', '/Filter /Fl#61teDecode', (d: Buffer) => d],
  ])('refuses the bomb %s', async (_label, filter, wrap) => {
    const res = await upload(await customer(), bombPdf(80 * 1024 * 1024, filter, wrap));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PDF_REFUSED',
      errors: { files: ['The PDF is too large once opened'] },
    });
  });

  it('refuses a bomb in an object stream, which pdf-lib would open while reading the file', async () => {
    const objects = Buffer.concat([Buffer.from('5 0 << /X 1 >>'), Buffer.alloc(80 * 1024 * 1024, 0x20)]);
    const packed = deflateSync(objects, { level: 9 });
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', packed),
    ]);
    const res = await upload(await customer(), pdf);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PDF_REFUSED',
      errors: { files: ['The PDF is too large once opened'] },
    });
  });

  it(`refuses more than ${PDF_MAX_PAGES} pages, and takes ${PDF_MAX_PAGES}`, async () => {
    const client = await customer();
    const many = await upload(client, pagesPdf(PDF_MAX_PAGES + 1));
    expect(many.statusCode).toBe(422);
    expect(many.json()).toMatchObject({
      code: 'PDF_REFUSED',
      errors: { files: [`The PDF has more than ${PDF_MAX_PAGES} pages`] },
    });
    expect((await upload(client, pagesPdf(PDF_MAX_PAGES))).statusCode).toBe(201);
  });

  it('refuses a password-protected PDF', async () => {
    const encrypted = buildPdf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
        '<< /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>',
      ],
      '/Encrypt 4 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]',
    );
    const res = await upload(await customer(), encrypted);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PDF_REFUSED',
      errors: { files: ['Password-protected PDFs cannot be opened here'] },
    });
  });

  it('refuses an LZW stream (a filter that pdf-lib would open without a limit)', async () => {
    const res = await upload(await customer(), bombPdf(1000, '/Filter /LZW#44ecode'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PDF_REFUSED');
  });

  it('refuses a page image claiming more than 50 megapixels', async () => {
    const huge = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> >>',
      stream(
        '/Type /XObject /Subtype /Image /Width 20000 /Height 20000 /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode',
        Buffer.alloc(100),
      ),
    ]);
    const res = await upload(await customer(), huge);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PDF_REFUSED',
      errors: { files: ['The image is larger than 50 megapixels'] },
    });
  });

  it('refuses a PDF with no pages, or one that does not parse, as damaged (never 500)', async () => {
    const client = await customer();
    const noPages = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
    );
    const garbage = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(3000, 0x41),
      Buffer.from('\n%%EOF\n'),
    ]);
    for (const body of [noPages, garbage]) {
      const res = await upload(client, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ errors: { files: ['The PDF file is damaged or incomplete'] } });
    }
  });
});
