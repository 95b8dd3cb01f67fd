// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { changeLocale, initI18nWithAll } from '../../i18n/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar }, en: { translation: en } });
});
afterEach(cleanup);

const dialog = (props: { cancelLabel?: string; destructive?: boolean } = {}) =>
  render(
    <ConfirmDialog
      open
      onOpenChange={() => {}}
      title="إلغاء الطلب؟"
      message="هل تريد إلغاء الطلب؟"
      confirmLabel="نعم، ألغِ الطلب"
      onConfirm={() => {}}
      {...props}
    />,
  );

describe('ConfirmDialog', () => {
  it('never offers a dismiss button that reads as the action: it says go back, in either language', async () => {
    await changeLocale('ar');
    dialog();
    expect(screen.getByRole('button', { name: 'تراجع' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'إلغاء' })).toBeNull();
    cleanup();
    await changeLocale('en');
    dialog();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('says what dismissing keeps when a dialog names it', async () => {
    await changeLocale('ar');
    dialog({ cancelLabel: 'الإبقاء على الطلب' });
    expect(screen.getByRole('button', { name: 'الإبقاء على الطلب' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'نعم، ألغِ الطلب' })).toBeTruthy();
  });

  it('shows a destructive action as destructive, and makes keeping things as they are the filled, focused choice', async () => {
    await changeLocale('ar');
    dialog({ cancelLabel: 'الإبقاء على الطلب', destructive: true });
    const cancelOrder = screen.getByRole('button', { name: 'نعم، ألغِ الطلب' });
    const keep = screen.getByRole('button', { name: 'الإبقاء على الطلب' });
    expect(cancelOrder.className).toContain('text-danger');
    expect(cancelOrder.className).not.toContain('bg-primary');
    expect(keep.className).toContain('bg-primary');
    await waitFor(() => expect(document.activeElement).toBe(keep));
  });
});
