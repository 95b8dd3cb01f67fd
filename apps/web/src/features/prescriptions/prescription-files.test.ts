import { PRESCRIPTION_FILE_MAX_BYTES, PRESCRIPTION_MAX_FILES } from '@shop/shared/prescriptions';
import { describe, expect, it } from 'vitest';
import { addFiles, isAcceptedType } from './prescription-files.ts';

/** A file of a given size without allocating it (the rules read only name, type and size). */
function fakeFile(name: string, type: string, size = 1000, lastModified = 1): File {
  const file = new File(['x'], name, { type, lastModified });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('choosing prescription files', () => {
  it('takes phone photos and PDFs', () => {
    const picked = [
      fakeFile('photo.jpg', 'image/jpeg'),
      fakeFile('scan.png', 'image/png'),
      fakeFile('shot.webp', 'image/webp'),
      fakeFile('rx.pdf', 'application/pdf'),
    ];
    const { files, refused } = addFiles([], picked);
    expect(files).toHaveLength(4);
    expect(refused).toEqual([]);
  });

  it('refuses other kinds of file, naming each', () => {
    const { files, refused } = addFiles(
      [],
      [fakeFile('notes.docx', 'application/vnd.openxmlformats'), fakeFile('clip.mp4', 'video/mp4')],
    );
    expect(files).toEqual([]);
    expect(refused).toEqual([
      { name: 'notes.docx', problem: 'type' },
      { name: 'clip.mp4', problem: 'type' },
    ]);
  });

  it('judges by the extension when the phone gives no type', () => {
    expect(isAcceptedType({ name: 'IMG_0001.JPG', type: '' })).toBe(true);
    expect(isAcceptedType({ name: 'IMG_0001.gif', type: '' })).toBe(false);
  });

  it('refuses HEIC photos, which the server cannot read (a phone hands over a JPEG copy instead)', () => {
    expect(isAcceptedType({ name: 'IMG_0001.HEIC', type: 'image/heic' })).toBe(false);
    expect(isAcceptedType({ name: 'IMG_0001.HEIC', type: '' })).toBe(false);
  });

  it('refuses a file over 10 MB and takes one of exactly 10 MB', () => {
    const { files, refused } = addFiles(
      [],
      [
        fakeFile('big.jpg', 'image/jpeg', PRESCRIPTION_FILE_MAX_BYTES + 1),
        fakeFile('limit.jpg', 'image/jpeg', PRESCRIPTION_FILE_MAX_BYTES),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(['limit.jpg']);
    expect(refused).toEqual([{ name: 'big.jpg', problem: 'size' }]);
  });

  it('refuses an empty file', () => {
    expect(addFiles([], [fakeFile('empty.jpg', 'image/jpeg', 0)]).refused).toEqual([
      { name: 'empty.jpg', problem: 'empty' },
    ]);
  });

  it('keeps at most five files, counting the ones already chosen', () => {
    const already = [1, 2, 3].map((n) => fakeFile(`a${n}.jpg`, 'image/jpeg', 1000, n));
    const more = [4, 5, 6, 7].map((n) => fakeFile(`b${n}.jpg`, 'image/jpeg', 1000, n));
    const { files, refused } = addFiles(already, more);
    expect(files).toHaveLength(PRESCRIPTION_MAX_FILES);
    expect(files.map((f) => f.name)).toEqual(['a1.jpg', 'a2.jpg', 'a3.jpg', 'b4.jpg', 'b5.jpg']);
    expect(refused).toEqual([
      { name: 'b6.jpg', problem: 'count' },
      { name: 'b7.jpg', problem: 'count' },
    ]);
  });

  it('takes the same file chosen twice only once', () => {
    const photo = fakeFile('photo.jpg', 'image/jpeg');
    const { files, refused } = addFiles([photo], [photo]);
    expect(files).toHaveLength(1);
    expect(refused).toEqual([]);
  });
});
