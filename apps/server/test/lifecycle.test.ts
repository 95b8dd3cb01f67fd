import { ORDER_STATUSES } from '@shop/shared/orders';
import { ORDER_PRESCRIPTION_STATUSES, PRESCRIPTION_STATUSES } from '@shop/shared/prescriptions';
import { RETURN_STATUSES } from '@shop/shared/returns';
import { asc, eq, sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { oneOf } from '../src/db/schema.ts';
import { AppError } from '../src/lib/errors.ts';
import {
  defineLifecycle,
  type Effect,
  enter,
  type Hook,
  inTransition,
  transition,
} from '../src/lib/lifecycle.ts';
import { createTestDatabase } from './helpers.ts';

// Decision 070: one transition kernel. These tests use a lifecycle of their own, declared the way orders,
// returns and an order's prescription are, to show that a new state needs nothing outside its declaration.

type Database = Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** The states of the status columns, as the database's CHECK constraints list them. */
async function checkedValues(constraint: string): Promise<string[]> {
  const [row] = await queryRows<{ def: string }>(
    db(),
    sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`,
  );
  if (!row) throw new Error(`no constraint ${constraint}`);
  return [...row.def.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

describe('status CHECKs', () => {
  it('list exactly the shared arrays of states', async () => {
    const expected: [string, readonly string[]][] = [
      ['orders_status_check', ORDER_STATUSES],
      ['orders_prescription_status_check', ORDER_PRESCRIPTION_STATUSES],
      ['order_status_history_to_check', ORDER_STATUSES],
      ['order_status_history_from_check', ORDER_STATUSES],
      ['returns_status_check', RETURN_STATUSES],
      ['prescriptions_status_check', PRESCRIPTION_STATUSES],
    ];
    for (const [constraint, states] of expected) {
      expect(await checkedValues(constraint), constraint).toEqual([...states]);
    }
  });
});

// ---------------------------------------------------------------- a lifecycle added through the kernel only

/** A parcel's states: the first three as they were, then `held_at_depot` added by the test. */
const PARCEL_STATES = ['packed', 'out_for_delivery', 'delivered', 'held_at_depot'] as const;
type ParcelState = (typeof PARCEL_STATES)[number];
const PARCEL_MOVES: Record<ParcelState, readonly ParcelState[]> = {
  packed: ['out_for_delivery'],
  out_for_delivery: ['delivered', 'held_at_depot'],
  held_at_depot: ['out_for_delivery'],
  delivered: [],
};

const parcels = pgTable(
  'fixture_parcels',
  { id: serial('id').primaryKey(), status: text('status').notNull() },
  (t) => [check('fixture_parcels_status_check', oneOf(t.status, PARCEL_STATES))],
);
const parcelHistory = pgTable('fixture_parcel_history', {
  id: serial('id').primaryKey(),
  parcelId: integer('parcel_id').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  by: integer('by'),
  note: text('note'),
});

type ParcelRow = typeof parcels.$inferSelect;
interface ParcelInput {
  depot?: string;
}
interface ParcelFacts {
  note: string;
}

/** What ran after which commit, in order. */
const afterCommits: string[] = [];
const depotTold: Effect<{ at: number }> = {
  name: 'depotTold',
  start: () => ({ at: afterCommits.length }),
  afterCommit: (_db, started) => afterCommits.push(`depot told (started at ${started.at})`),
};

const holdAtDepot: Hook<ParcelState, ParcelRow, ParcelInput, ParcelFacts> = {
  name: 'holdAtDepot',
  effects: [depotTold],
  async run({ input, facts }) {
    // Inside the transaction: nothing has run after a commit yet.
    expect(afterCommits).toEqual([]);
    facts.note = `held at ${input.depot}`;
  },
};

const parcelLifecycle = defineLifecycle<ParcelState, ParcelRow, ParcelInput, ParcelFacts>({
  name: 'parcel',
  states: PARCEL_STATES,
  transitions: PARCEL_MOVES,
  async load(tx, id) {
    const [row] = await tx.select().from(parcels).where(eq(parcels.id, id)).for('update');
    return row;
  },
  stateOf: (row) => row.status as ParcelState,
  guards: [
    {
      name: 'depotNamed',
      check({ to, input }) {
        if (to === 'held_at_depot' && !input.depot) throw new AppError('VALIDATION', 'Name the depot');
      },
    },
  ],
  onEnter: { held_at_depot: [holdAtDepot] },
  async write({ tx, row, to }) {
    await tx.update(parcels).set({ status: to }).where(eq(parcels.id, row.id));
  },
  async record({ tx, row, from, to, actorId, facts }) {
    await tx
      .insert(parcelHistory)
      .values({ parcelId: row.id, fromStatus: from, toStatus: to, by: actorId, note: facts.note ?? null });
  },
});

const move = (id: number, to: ParcelState, input: ParcelInput = {}) =>
  inTransition(db(), (tx) => transition(tx, parcelLifecycle, { id, to, actorId: 7, input }));

async function newParcel(): Promise<number> {
  return inTransition(db(), async (tx) => {
    const [row] = await tx.insert(parcels).values({ status: 'packed' }).returning();
    await enter(tx, parcelLifecycle, { row: row!, actorId: null, input: {} });
    return row!.id;
  });
}

const historyOf = (id: number) =>
  db()
    .select({
      from: parcelHistory.fromStatus,
      to: parcelHistory.toStatus,
      by: parcelHistory.by,
      note: parcelHistory.note,
    })
    .from(parcelHistory)
    .where(eq(parcelHistory.parcelId, id))
    .orderBy(asc(parcelHistory.id));

describe('a state added to a lifecycle through the kernel only', () => {
  beforeAll(async () => {
    // The fixture's table, with its CHECK made by the same function as the schema's.
    await db().execute(
      sql`create table fixture_parcels (id serial primary key, status text not null, constraint fixture_parcels_status_check check (${oneOf(parcels.status, PARCEL_STATES)}))`,
    );
    await db().execute(
      sql`create table fixture_parcel_history (id serial primary key, parcel_id integer not null, from_status text, to_status text not null, by integer, note text)`,
    );
  });

  it('is guarded, runs its hook, writes its history and its after-commit effect', async () => {
    const id = await newParcel();
    await move(id, 'out_for_delivery');

    // The guard refuses before anything is written or collected.
    await expect(move(id, 'held_at_depot')).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(afterCommits).toEqual([]);

    await move(id, 'held_at_depot', { depot: 'Karrada' });
    expect(afterCommits).toEqual(['depot told (started at 0)']);
    const [row] = await db().select().from(parcels).where(eq(parcels.id, id));
    expect(row!.status).toBe('held_at_depot');
    expect(await historyOf(id)).toEqual([
      { from: null, to: 'packed', by: null, note: null },
      { from: 'packed', to: 'out_for_delivery', by: 7, note: null },
      { from: 'out_for_delivery', to: 'held_at_depot', by: 7, note: 'held at Karrada' },
    ]);

    // The table of moves still holds: from the depot only back out for delivery.
    await expect(move(id, 'delivered')).rejects.toMatchObject({
      code: 'INVALID_TRANSITION',
      details: { data: { from: 'held_at_depot', to: 'delivered' } },
    });
    await move(id, 'out_for_delivery');
    await move(id, 'delivered');
    expect((await historyOf(id)).map((h) => h.to)).toEqual([
      'packed',
      'out_for_delivery',
      'held_at_depot',
      'out_for_delivery',
      'delivered',
    ]);
    await expect(move(404_404, 'delivered')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('runs no after-commit effect when the transaction rolls back', async () => {
    afterCommits.length = 0;
    const id = await newParcel();
    await move(id, 'out_for_delivery');
    await expect(
      inTransition(db(), async (tx) => {
        await transition(tx, parcelLifecycle, {
          id,
          to: 'held_at_depot',
          actorId: 7,
          input: { depot: 'Mansour' },
        });
        throw new AppError('CONFLICT', 'a later step of the same transaction fails');
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(afterCommits).toEqual([]);
    expect((await historyOf(id)).map((h) => h.to)).toEqual(['packed', 'out_for_delivery']);
  });

  it('is refused by the database CHECK when a state is not declared', async () => {
    const id = await newParcel();
    const refused = await db()
      .update(parcels)
      .set({ status: 'lost' })
      .where(eq(parcels.id, id))
      .then(
        () => null,
        (err: { code?: string; cause?: { code?: string } }) => err.cause?.code ?? err.code,
      );
    expect(refused).toBe('23514');
    expect(await checkedValues('fixture_parcels_status_check')).toEqual([...PARCEL_STATES]);
  });

  it('refuses a table of moves naming a state it does not declare', () => {
    expect(() =>
      defineLifecycle({
        ...parcelLifecycle,
        transitions: { ...PARCEL_MOVES, delivered: ['returned' as ParcelState] },
      }),
    ).toThrow(/returned is not one of its states/);
  });
});
