/**
 * What a file really is, from its first bytes, never from its name or the browser's word. Only these
 * kinds are accepted; anything else (executables, archives, SVG with its scripts, HTML) is refused.
 */
export interface Sniffed {
  mime: string;
  ext: string;
  type: 'image' | 'document' | 'other';
}

const startsWith = (b: Buffer, bytes: number[], offset = 0) => bytes.every((v, i) => b[offset + i] === v);

export function sniff(buffer: Buffer, originalName: string): Sniffed | null {
  const ext = originalName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', type: 'image' };
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png', type: 'image' };
  if (startsWith(buffer, [0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', ext: 'gif', type: 'image' };
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp', type: 'image' };
  }
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { mime: 'application/pdf', ext: 'pdf', type: 'document' };
  // Office documents are zip archives; only accept them under their own extension.
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) {
    const office: Record<string, string> = {
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    };
    const mime = office[ext];
    return mime ? { mime, ext, type: 'document' } : null;
  }
  if ((ext === 'txt' || ext === 'csv') && isPlainText(buffer)) {
    return { mime: ext === 'csv' ? 'text/csv' : 'text/plain', ext, type: 'document' };
  }
  return null;
}

/**
 * Valid UTF-8 (a stray byte is refused, not replaced) with no control characters but tab and line ends:
 * a NUL, an escape sequence or a C1 code has no place in a note or a spreadsheet export.
 */
function isPlainText(buffer: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  return !/[^\P{Cc}\t\n\r]/u.test(text) && !/<\s*(script|svg|html|iframe)/i.test(text);
}

/** A display name with no path in it and nothing unprintable; the stored name is generated anyway. */
export function safeDisplayName(name: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  const cleaned = base
    .replace(/\p{Cc}/gu, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}
