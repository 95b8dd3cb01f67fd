import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compressing saves less than it costs the client and us. */
const MIN_COMPRESS_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * An answer built once and sent many times (a remembered catalog answer, a rendered page): its bytes, a
 * strong ETag, and its Brotli and gzip forms (see compress). A repeat costs a lookup, not a compression:
 * compressing every answer as it went out was most of the CPU of a busy shop (issue 17).
 *
 * An answer goes to the first client to ask for an encoding at the fastest level; the second starts it at the
 * better level, which later clients get once it is made. Most answers are never asked for again (a product opened
 * once from a shared link, page 4 of one category sorted by price), and the better level costs three to six times
 * the CPU (a rendered page of 163 KB: 2.2 ms against 0.35 ms, for a quarter fewer bytes; a catalog answer of 17 KB:
 * 98 µs against 32 µs, for a quarter fewer); an answer asked for twice is likely to be asked for again.
 */
export class EncodedBody {
  readonly body: Buffer;
  readonly etag: string;
  private readonly forms = new Map<ContentEncoding, Promise<Buffer>>();
  /** The encodings whose form is still the fastest level's, not yet asked for a second time. */
  private readonly fastOnly = new Set<ContentEncoding>();

  /**
   * `sentOnce`: an answer that is not remembered (a page sent unrendered while the renderer is busy) is compressed
   * for one client only, so only ever at the fastest levels.
   */
  constructor(
    content: string | Buffer | ArrayBuffer,
    readonly contentType: string,
    private readonly sentOnce = false,
  ) {
    this.body =
      typeof content === 'string'
        ? Buffer.from(content)
        : Buffer.isBuffer(content)
          ? content
          : Buffer.from(content);
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /** The bytes and, once made, their compressed forms (a tenth to a fifth of them each): the catalog cache bounds its memory by it. */
  get approximateBytes(): number {
    return Math.round(this.body.length * 1.4) + 512;
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    const form = this.forms.get(encoding);
    if (!form) {
      if (!this.sentOnce) this.fastOnly.add(encoding);
      return this.keep(encoding, compress(this.body, encoding, true));
    }
    if (this.fastOnly.delete(encoding)) {
      const better = compress(this.body, encoding, false);
      // Made aside: this client and any until it is ready get the fast form.
      better.then(
        () => this.keep(encoding, better),
        () => this.fastOnly.add(encoding), // tried again with the next client
      );
    }
    return form;
  }

  private keep(encoding: ContentEncoding, form: Promise<Buffer>): Promise<Buffer> {
    this.forms.set(encoding, form);
    // A failed compression is not kept: the next request tries again (and this one is sent as it is).
    form.catch(() => {
      if (this.forms.get(encoding) === form) this.forms.delete(encoding);
    });
    return form;
  }
}

/**
 * Below this, compressing on the request loop costs less than zlib's asynchronous path, whose stream
 * machinery alone took ~0.5 ms of the loop per answer (a 17 KB catalog answer compresses in 0.2 ms); pages
 * of 100+ KB (2-3 ms) go to libuv's pool.
 */
const COMPRESS_ON_LOOP_BELOW = 64 * 1024;

function compress(body: Buffer, encoding: ContentEncoding, fastest: boolean): Promise<Buffer> {
  const options =
    encoding === 'br'
      ? {
          params: {
            // Made once per answer, so a better ratio than a per-request stream could afford.
            [zlib.constants.BROTLI_PARAM_QUALITY]: fastest ? 1 : 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            // No bigger a window than the answer: the encoder's memory, not its ratio, grows with it.
            [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(
              22,
              Math.max(10, Math.ceil(Math.log2(body.length + 1))),
            ),
          },
        }
      : { level: fastest ? 1 : 6 };
  if (body.length >= COMPRESS_ON_LOOP_BELOW) {
    return encoding === 'br' ? brotli(body, options) : gzip(body, options);
  }
  try {
    return Promise.resolve(
      encoding === 'br' ? zlib.brotliCompressSync(body, options) : zlib.gzipSync(body, options),
    );
  } catch (err) {
    return Promise.reject(err);
  }
}

/** The best encoding the client accepts (Brotli, then gzip), or null; `q=0` refuses one. */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Whether If-None-Match names this ETag (weak or strong, in a list, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' && current ? current.split(',').map((f) => f.trim()) : [];
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/**
 * Sends a remembered answer: `304 Not Modified` when the client already has it, else its bytes in the best
 * encoding the client accepts. The content-encoding header tells @fastify/compress to leave it alone.
 */
export async function sendEncoded(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedBody,
): Promise<FastifyReply> {
  reply.header('etag', answer.etag).type(answer.contentType);
  addVary(reply, 'accept-encoding');
  if (reply.statusCode === 200 && matchesEtag(req.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  const encoding =
    answer.body.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    const bytes = await answer.encoded(encoding).catch(() => null);
    if (bytes) return reply.header('content-encoding', encoding).send(bytes);
  }
  return reply.send(answer.body);
}
