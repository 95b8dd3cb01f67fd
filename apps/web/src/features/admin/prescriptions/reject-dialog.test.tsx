// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { changeLocale, initI18nWithAll } from '../../../i18n/i18n.ts';
import adminEn from '../i18n/en.json';
import { RejectDialog } from './reject-dialog.tsx';

beforeAll(async () => {
  await initI18nWithAll({ en: { translation: en, admin: adminEn } });
  await changeLocale('en');
});
afterEach(cleanup);

function open() {
  const onReject = vi.fn();
  const onCancel = vi.fn();
  render(<RejectDialog open prescriptionId={7} onReject={onReject} onCancel={onCancel} />);
  return { onReject, onCancel };
}

const rejectButton = () => screen.getByRole('button', { name: 'Reject prescription' });

describe('rejecting a prescription', () => {
  it('offers the five reasons and asks for one before sending', () => {
    const { onReject } = open();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'The prescription cannot be read' })).toBeTruthy();
    fireEvent.click(rejectButton());
    expect(onReject).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose a reason.');
  });

  it('sends a listed reason without a note', () => {
    const { onReject } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'The prescription cannot be read' }));
    fireEvent.click(rejectButton());
    expect(onReject).toHaveBeenCalledWith({ reason: 'unreadable', note: null });
  });

  it('requires a note when the reason is "other", and sends it once written', () => {
    const { onReject } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    const note = screen.getByRole('textbox', { name: /Note for the customer/ });
    expect(note.getAttribute('aria-required')).toBe('true');
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.click(rejectButton());
    expect(onReject).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Write the reason for the customer.');
    expect(document.activeElement).toBe(note);

    fireEvent.change(note, { target: { value: 'The dose is missing' } });
    fireEvent.click(rejectButton());
    expect(onReject).toHaveBeenCalledWith({ reason: 'other', note: 'The dose is missing' });
  });

  it('keeps the note optional for the other reasons', () => {
    const { onReject } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'The prescription has expired' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Dated last year' } });
    fireEvent.click(rejectButton());
    expect(onReject).toHaveBeenCalledWith({ reason: 'expired', note: 'Dated last year' });
  });
});
