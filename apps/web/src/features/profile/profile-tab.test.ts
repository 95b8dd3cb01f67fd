import { describe, expect, it } from 'vitest';
import { parseProfileTab, tabAfterKey } from './profile-tab.ts';

describe('parseProfileTab', () => {
  it('reads a known tab from the URL and falls back to personal info', () => {
    expect(parseProfileTab('addresses')).toBe('addresses');
    expect(parseProfileTab('security')).toBe('security');
    expect(parseProfileTab(null)).toBe('info');
    expect(parseProfileTab('admin')).toBe('info');
  });
});

describe('tabAfterKey', () => {
  it('moves forward with the arrow that points along the reading direction, wrapping around', () => {
    expect(tabAfterKey('info', 'ArrowRight', 'ltr')).toBe('orders');
    expect(tabAfterKey('info', 'ArrowLeft', 'rtl')).toBe('orders');
    expect(tabAfterKey('security', 'ArrowLeft', 'rtl')).toBe('info');
    expect(tabAfterKey('info', 'ArrowRight', 'rtl')).toBe('security');
  });

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(tabAfterKey('addresses', 'Home', 'rtl')).toBe('info');
    expect(tabAfterKey('orders', 'End', 'ltr')).toBe('security');
    expect(tabAfterKey('orders', 'Enter', 'ltr')).toBeNull();
  });
});
