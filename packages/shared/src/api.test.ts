import { describe, expect, it } from 'vitest';
import { toPage } from './api.ts';

describe('toPage', () => {
  it('gives the paginator fields of a middle page', () => {
    expect(toPage([1, 2, 3], 10, 2, 3)).toEqual({
      data: [1, 2, 3],
      current_page: 2,
      last_page: 4,
      per_page: 3,
      total: 10,
      from: 4,
      to: 6,
    });
  });

  it('answers a page past the end with no rows and null bounds', () => {
    const page = toPage([], 10, 9, 3);
    expect(page.from).toBeNull();
    expect(page.to).toBeNull();
    expect(page.last_page).toBe(4);
  });

  it('has one last page even when the list is empty', () => {
    expect(toPage([], 0, 1, 12).last_page).toBe(1);
  });
});
