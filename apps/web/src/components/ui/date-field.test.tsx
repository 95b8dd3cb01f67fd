// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { changeLocale, initI18nWithAll } from '../../i18n/i18n.ts';
import { useLocaleStore } from '../../i18n/locale-store.ts';
import { DateField, dateFromParts } from './date-field.tsx';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar }, en: { translation: en } });
});
afterEach(cleanup);

async function show(locale: 'ar' | 'en', value: string, onChange = vi.fn()) {
  await changeLocale(locale);
  useLocaleStore.setState({ locale });
  function Harness() {
    const [v, setV] = useState(value);
    return (
      <DateField
        label="Expiry date"
        value={v}
        onChange={(next) => {
          setV(next);
          onChange(next);
        }}
      />
    );
  }
  render(<Harness />);
  const group = screen.getByRole('group', { name: 'Expiry date' });
  const [day, year] = screen.getAllByRole('textbox') as HTMLInputElement[];
  const month = screen.getByRole('combobox') as HTMLSelectElement;
  return { group, day: day!, month, year: year!, onChange };
}

// Issue 46, item 22: `<input type="date">` follows the browser's language, so an Arabic page could show
// mm/dd/yyyy and «12/07/2026» was read as 12 July.
describe('the date field', () => {
  it('shows 12 July 2026 in Arabic as day 12, the month by its Iraqi name, and the year', async () => {
    const { day, month, year, group } = await show('ar', '2026-07-12');
    expect(day.value).toBe('12');
    expect(month.selectedOptions[0]!.textContent).toBe('تموز (7)');
    expect(year.value).toBe('2026');
    // Day first (the start of the line, the right in Arabic), then the month, then the year.
    expect([...group.querySelectorAll('input, select')]).toEqual([day, month, year]);
    expect([...month.options].map((o) => o.textContent).slice(1, 4)).toEqual([
      'كانون الثاني (1)',
      'شباط (2)',
      'آذار (3)',
    ]);
    expect(day.getAttribute('aria-label')).toBe('اليوم');
  });

  it('names the month in English on an English page', async () => {
    const { month } = await show('en', '2026-07-12');
    expect(month.selectedOptions[0]!.textContent).toBe('July');
    expect(month.getAttribute('aria-label')).toBe('Month');
  });

  it('gives the form an ISO date once day, month and year are there, reading Arabic-Indic digits', async () => {
    const { day, month, year, onChange } = await show('ar', '');
    fireEvent.change(day, { target: { value: '٣' } });
    expect(onChange).toHaveBeenLastCalledWith('--3');
    fireEvent.change(month, { target: { value: '12' } });
    fireEvent.change(year, { target: { value: '٢٠٢٦' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    expect(day.value).toBe('3');
    fireEvent.change(year, { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith('20-12-3');
  });

  it('clears back to no date', async () => {
    const { day, month, year, onChange } = await show('en', '2026-07-12');
    fireEvent.change(day, { target: { value: '' } });
    fireEvent.change(month, { target: { value: '' } });
    fireEvent.change(year, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('never passes a half-typed date for a whole one', () => {
    expect(dateFromParts({ day: '12', month: '7', year: '2026' })).toBe('2026-07-12');
    for (const parts of [
      { day: '12', month: '7', year: '202' },
      { day: '', month: '7', year: '2026' },
      { day: '12', month: '', year: '2026' },
    ]) {
      expect(dateFromParts(parts)).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('the web app', () => {
  it('has no browser date box left: every date is a DateField', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return files(full);
        // date-field.tsx names the box it replaces in its comment.
        return /\.tsx$/.test(entry.name) && !/\.test\.tsx$|^date-field\.tsx$/.test(entry.name) ? [full] : [];
      });
    const offenders = files(src).filter((file) =>
      /<(?:input|TextInput)\b[^>]*\btype="(?:date|datetime-local)"/s.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((f) => path.relative(src, f))).toEqual([]);
  });
});
