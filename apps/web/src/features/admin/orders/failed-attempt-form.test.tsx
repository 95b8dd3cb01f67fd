// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../i18n/ar.json';
import { changeLocale, initI18nWithAll } from '../../../i18n/i18n.ts';
import adminAr from '../i18n/ar.json';
import { FailedAttemptForm } from './failed-attempt-form.tsx';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar, admin: adminAr } });
  await changeLocale('ar');
});
afterEach(cleanup);

function open() {
  const onSave = vi.fn();
  render(<FailedAttemptForm busy={false} onSave={onSave} onCancel={vi.fn()} />);
  return onSave;
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'تسجيل المحاولة' }));

describe('recording a failed delivery attempt', () => {
  it('offers the six reasons in Arabic and sends the chosen one', () => {
    const onSave = open();
    const select = screen.getByRole('combobox', { name: 'السبب' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'لا يرد',
      'رفض الاستلام',
      'عنوان خاطئ',
      'مؤجل',
      'منطقة لا يمكن الوصول إليها',
      'سبب آخر (اذكره)',
    ]);
    fireEvent.change(select, { target: { value: 'refused' } });
    save();
    expect(onSave).toHaveBeenCalledWith({ reason: 'refused' });
  });

  it('asks what happened before sending `other`', () => {
    const onSave = open();
    fireEvent.change(screen.getByRole('combobox', { name: 'السبب' }), { target: { value: 'other' } });
    save();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('يرجى كتابة ما حدث');
    fireEvent.change(screen.getByRole('textbox', { name: 'ملاحظة' }), {
      target: { value: ' البوابة مغلقة ' },
    });
    save();
    expect(onSave).toHaveBeenCalledWith({ reason: 'other', note: 'البوابة مغلقة' });
  });
});
