// @vitest-environment jsdom
import { PRESCRIPTION_FILE_MAX_BYTES } from '@shop/shared/prescriptions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../i18n/ar.json';
import { changeLocale, initI18nWithAll } from '../../../i18n/i18n.ts';
import { useLocaleStore } from '../../../i18n/locale-store.ts';
import rxAr from '../i18n/ar.json';
import { PrescriptionUploader } from './prescription-uploader.tsx';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar, prescriptions: rxAr } });
  await changeLocale('ar');
  useLocaleStore.setState({ locale: 'ar' });
  // jsdom has no object URLs; the thumbnails only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

function file(name: string, type: string, size = 2048, lastModified = 1): File {
  const f = new File(['x'], name, { type, lastModified });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function setup() {
  const onUploaded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PrescriptionUploader onUploaded={onUploaded} />
    </QueryClientProvider>,
  );
  const choose = (files: File[]) =>
    fireEvent.change(screen.getByTestId('prescription-files'), { target: { files } });
  return { onUploaded, choose };
}

describe('the prescription picker (Arabic)', () => {
  it('offers the camera with capture, and photos and PDFs from the gallery', () => {
    setup();
    const camera = screen.getByTestId('prescription-camera');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(screen.getByTestId('prescription-files').getAttribute('accept')).toContain('application/pdf');
    expect(screen.getByRole('button', { name: 'التقط صورة' })).toBeTruthy();
  });

  it('shows a thumbnail for each chosen file, stops at five and says why the sixth was left out', () => {
    const { choose } = setup();
    choose([1, 2, 3, 4, 5, 6].map((n) => file(`rx-${n}.jpg`, 'image/jpeg', 2048, n)));
    expect(screen.getAllByRole('button', { name: /^إزالة rx-/ })).toHaveLength(5);
    expect(screen.getByText('الملفات المختارة: 5 من 5')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'يمكن إرفاق 5 ملفات على الأكثر، لذلك لم يُضَف «rx-6.jpg»',
    );
  });

  it('names a file that is too big or not a photo, in Arabic, and keeps the good ones', () => {
    const { choose } = setup();
    choose([
      file('big.jpg', 'image/jpeg', PRESCRIPTION_FILE_MAX_BYTES + 1),
      file('letter.docx', 'application/msword'),
      file('scan.pdf', 'application/pdf'),
    ]);
    const alert = screen.getByRole('alert').textContent ?? '';
    expect(alert).toContain('حجم «big.jpg» أكبر من 10 ميغابايت');
    expect(alert).toContain('«letter.docx» ليس صورة ولا ملف PDF');
    expect(screen.getAllByRole('button', { name: /^إزالة / })).toHaveLength(1);
    expect(screen.getByText('ملف PDF')).toBeTruthy();
  });

  it('removes a file before sending, and asks for one when sending with none', () => {
    const { choose, onUploaded } = setup();
    choose([file('photo.jpg', 'image/jpeg')]);
    fireEvent.click(screen.getByRole('button', { name: 'إزالة photo.jpg' }));
    expect(screen.queryByRole('button', { name: 'إزالة photo.jpg' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الوصفة' }));
    expect(screen.getByRole('alert').textContent).toContain('اختر صورة للوصفة أو ملف PDF أولاً.');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
