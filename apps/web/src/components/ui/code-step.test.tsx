// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { initI18nWithAll } from '../../i18n/i18n.ts';
import { CodeStep } from './code-step.tsx';

beforeAll(async () => {
  await initI18nWithAll({ ar: { translation: ar }, en: { translation: en } });
});
afterEach(cleanup);

function Harness({ onBack = vi.fn(), onResend = vi.fn(), secondsLeft = 0, waitForWholeCode = true }) {
  const form = useForm({ defaultValues: { otp: '', extra: '' } });
  return (
    <CodeStep
      onSubmit={(e) => e.preventDefault()}
      sentTo="We sent a code to you"
      control={form.control}
      name="otp"
      codeLabel="Code"
      error={null}
      submitLabel="Verify"
      submitBusy={false}
      waitForWholeCode={waitForWholeCode}
      backLabel="Back"
      onBack={onBack}
      resend={{
        secondsLeft,
        busy: false,
        onResend,
        label: 'Resend',
        waitingLabel: `Resend in ${secondsLeft}`,
      }}
    >
      <input aria-label="Extra" {...form.register('extra')} />
    </CodeStep>
  );
}

describe('the one-time-code step', () => {
  it('keeps the submit button for a whole code, with the extra fields before it', () => {
    render(<Harness />);
    const submit = screen.getByRole('button', { name: 'Verify' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const code = screen.getByLabelText(/Code/) as HTMLInputElement;
    fireEvent.change(code, { target: { value: '١٢٣٤٥٦' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    const extra = screen.getByLabelText('Extra');
    expect(extra.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('We sent a code to you').getAttribute('aria-live')).toBe('polite');
  });

  it('lets a step with other fields submit before the code is whole', () => {
    render(<Harness waitForWholeCode={false} />);
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes back at once and resends only after the countdown', () => {
    const onBack = vi.fn();
    const onResend = vi.fn();
    const { rerender } = render(<Harness onBack={onBack} onResend={onResend} secondsLeft={42} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Resend in 42' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Harness onBack={onBack} onResend={onResend} secondsLeft={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalledOnce();
  });
});
