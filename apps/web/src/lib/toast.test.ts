import { describe, expect, it, vi } from 'vitest';
import { notify, toasterReady } from './toast.ts';

describe('toasts', () => {
  it('takes the errors and warnings still shown away when a success follows them', async () => {
    let next = 0;
    const kinds = ['success', 'error', 'warning', 'info'] as const;
    const toast = Object.assign(Object.fromEntries(kinds.map((k) => [k, vi.fn(() => ++next)])), {
      dismiss: vi.fn(),
    });
    toasterReady({ toast } as never);
    notify.error('Wrong code');
    notify.warning('Three tries left');
    notify.info('Code sent');
    await Promise.resolve();
    await Promise.resolve();
    expect(toast.dismiss).not.toHaveBeenCalled();
    notify.success('Signed in');
    await Promise.resolve();
    await Promise.resolve();
    expect(toast.dismiss.mock.calls.map(([id]) => id).sort()).toEqual([1, 2]);
    expect(toast.success).toHaveBeenCalledWith('Signed in', expect.anything());
  });
});
