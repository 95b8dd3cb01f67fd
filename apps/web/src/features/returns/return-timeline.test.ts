import { describe, expect, it } from 'vitest';
import { returnTimeline } from './return-timeline.ts';

const created_at = '2025-03-01T10:00:00Z';

describe("the customer's return timeline", () => {
  it('shows the whole road from a new request, the later steps still ahead', () => {
    expect(
      returnTimeline({ status: 'requested', created_at, history: [{ status: 'requested', at: created_at }] }),
    ).toEqual([
      { key: 'requested', at: created_at },
      { key: 'approved', at: null },
      { key: 'received', at: null },
      { key: 'done', at: null },
    ]);
  });

  it('ends at a rejection', () => {
    expect(
      returnTimeline({
        status: 'rejected',
        created_at,
        history: [
          { status: 'requested', at: created_at },
          { status: 'rejected', at: '2025-03-02T10:00:00Z' },
        ],
      }).map((s) => s.key),
    ).toEqual(['requested', 'rejected']);
  });

  it('names the last step once the refund or the replacement is made', () => {
    const steps = returnTimeline({
      status: 'replaced',
      created_at,
      history: [
        { status: 'requested', at: created_at },
        { status: 'approved', at: '2025-03-02T10:00:00Z' },
        { status: 'received', at: '2025-03-04T10:00:00Z' },
        { status: 'replaced', at: '2025-03-05T10:00:00Z' },
      ],
    });
    expect(steps.map((s) => [s.key, s.at !== null])).toEqual([
      ['requested', true],
      ['approved', true],
      ['received', true],
      ['replaced', true],
    ]);
  });
});
