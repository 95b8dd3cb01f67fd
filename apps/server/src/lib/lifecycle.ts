import type { Db, Tx } from '../db/client.ts';
import { now } from './clock.ts';
import { AppError } from './errors.ts';

/**
 * The one way a row moves from state to state (decision 070). A lifecycle is declared once: its states and
 * allowed moves (the shared arrays the web and the database CHECKs are built from too), the guards that may
 * refuse a move, the hooks run on entering a state, which states tell the customer, and how a move is
 * recorded. Everything runs in one transaction under the row's lock; what must wait for the commit (drop
 * remembered catalogue answers, wake the outbox) is collected from the hooks' declared effects and run by the
 * kernel once the transaction has committed. A refused or failed step rolls the whole move back: there are no
 * compensation steps to write.
 */

/** Something a hook changes outside the row, and what must happen once its transaction commits. */
export interface Effect<T = unknown> {
  name: string;
  /** Before the first hook with this effect runs in a transaction: e.g. start following stock changes. */
  start?(tx: Tx): T;
  /** After that transaction commits, with what `start` gave. */
  afterCommit?(db: Db, started: T): void;
}

/** One move in progress, as guards, hooks and the recorder see it. */
export interface Move<S extends string, Row, In, F> {
  tx: Tx;
  /** The row as it was locked, before the move. */
  row: Row;
  /** null when the row enters the lifecycle (it was just written in `to`). */
  from: S | null;
  to: S;
  /** Who asked; null for no one (a guest placing an order). */
  actorId: number | null;
  /** What the caller asked with the move besides the state (a note, the lines received, the refund method). */
  input: In;
  at: Date;
  /** Facts hooks leave for the status write, the record and the customer's message. */
  facts: Partial<F>;
}

/** May refuse a move by throwing an AppError; changes nothing. */
export interface Guard<S extends string, Row, In, F> {
  name: string;
  check(move: Move<S, Row, In, F>): void | Promise<void>;
}

/** A side effect of entering a state, run inside the move's transaction, with what it touches declared. */
export interface Hook<S extends string, Row, In, F> {
  name: string;
  effects: readonly Effect[];
  run(move: Move<S, Row, In, F>): Promise<void>;
}

export interface Lifecycle<S extends string, Row, In, F> {
  /** What the row is called in errors: 'order', 'return'. */
  name: string;
  states: readonly S[];
  transitions: Readonly<Record<S, readonly S[]>>;
  /** Reads and locks the row (FOR UPDATE); undefined when there is none, or none the caller may move. */
  load(tx: Tx, id: number, input: In, actorId: number): Promise<Row | undefined>;
  stateOf(row: Row): S;
  /** Run in order before the table of moves is consulted, so a guard may give a more precise refusal. */
  guards: readonly Guard<S, Row, In, F>[];
  /** The hooks of entering each state, in the order they run. */
  onEnter: Readonly<Partial<Record<S, readonly Hook<S, Row, In, F>[]>>>;
  /** Writes the new state (and the facts hooks left for the row). */
  write(move: Move<S, Row, In, F>): Promise<void>;
  /** The row's history: one entry per move, entering included. */
  record(move: Move<S, Row, In, F>): Promise<void>;
  /** Which states the customer hears of, and which of those come by text too; how they are told. */
  tell?: {
    states: Readonly<Partial<Record<S, { texted: boolean }>>>;
    effects: readonly Effect[];
    send(move: Move<S, Row, In, F>, how: { texted: boolean }): Promise<void>;
  };
}

/** Declares a lifecycle; the table of moves must only name its own states. */
export function defineLifecycle<S extends string, Row, In, F>(
  spec: Lifecycle<S, Row, In, F>,
): Lifecycle<S, Row, In, F> {
  for (const [from, tos] of Object.entries(spec.transitions) as [S, readonly S[]][]) {
    for (const to of [from, ...tos]) {
      if (!spec.states.includes(to)) throw new Error(`${spec.name}: ${to} is not one of its states`);
    }
  }
  for (const state of Object.keys(spec.onEnter)) {
    if (!spec.states.includes(state as S)) throw new Error(`${spec.name}: no state ${state} to enter`);
  }
  return spec;
}

// ---------------------------------------------------------------- the after-commit collector

interface Started {
  effect: Effect;
  state: unknown;
}

/** The effects started in each transaction the kernel opened. */
const collectors = new WeakMap<Tx, Map<string, Started>>();

function collectorOf(tx: Tx): Map<string, Started> {
  const collector = collectors.get(tx);
  if (!collector) throw new Error('A lifecycle move runs inside inTransition(db, …)');
  return collector;
}

/**
 * Starts these effects in the kernel's transaction `tx`, each once; hooks' effects are started by the kernel,
 * and writes outside any lifecycle that share them (placing an order enqueues messages too) call this.
 */
export function addEffects(tx: Tx, effects: readonly Effect[]): void {
  const collector = collectorOf(tx);
  for (const effect of effects) {
    if (collector.has(effect.name)) continue;
    collector.set(effect.name, { effect, state: effect.start?.(tx) });
  }
}

/**
 * One transaction for moves (several, nested ones included: a return's replacement order enters its own
 * lifecycle inside the return's move); the effects their hooks declared run once, after the commit.
 */
export async function inTransition<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let collector: Map<string, Started> | undefined;
  const result = await db.transaction(async (tx) => {
    collector = new Map();
    collectors.set(tx, collector);
    return work(tx);
  });
  for (const { effect, state } of collector!.values()) effect.afterCommit?.(db, state);
  return result;
}

// ---------------------------------------------------------------- moving

async function enterState<S extends string, Row, In, F>(
  lifecycle: Lifecycle<S, Row, In, F>,
  move: Move<S, Row, In, F>,
  written: boolean,
): Promise<void> {
  for (const hook of lifecycle.onEnter[move.to] ?? []) {
    addEffects(move.tx, hook.effects);
    await hook.run(move);
  }
  // A row entering its lifecycle was just written in that state.
  if (!written) await lifecycle.write(move);
  await lifecycle.record(move);
  const how = lifecycle.tell?.states[move.to];
  if (lifecycle.tell && how) {
    addEffects(move.tx, lifecycle.tell.effects);
    await lifecycle.tell.send(move, how);
  }
}

/**
 * Moves the row `id` to `to` inside a transaction opened by inTransition: lock, guards, the table of moves,
 * the hooks of the state entered, the write, the history entry, the customer's message.
 */
export async function transition<S extends string, Row, In, F>(
  tx: Tx,
  lifecycle: Lifecycle<S, Row, In, F>,
  request: { id: number; to: S; actorId: number; input: In },
): Promise<Move<S, Row, In, F>> {
  collectorOf(tx);
  const row = await lifecycle.load(tx, request.id, request.input, request.actorId);
  if (!row) throw new AppError('NOT_FOUND', `${capitalized(lifecycle.name)} not found`);
  const from = lifecycle.stateOf(row);
  const move: Move<S, Row, In, F> = {
    tx,
    row,
    from,
    to: request.to,
    actorId: request.actorId,
    input: request.input,
    at: now(),
    facts: {},
  };
  for (const guard of lifecycle.guards) await guard.check(move);
  if (!lifecycle.transitions[from]?.includes(request.to)) {
    throw new AppError('INVALID_TRANSITION', `This ${lifecycle.name} cannot move to that status`, {
      data: { from, to: request.to },
    });
  }
  await enterState(lifecycle, move, false);
  return move;
}

/**
 * A row just written in its first state enters the lifecycle: the guards and the hooks of that state run,
 * and its history starts (from null), as for any move.
 */
export async function enter<S extends string, Row, In, F>(
  tx: Tx,
  lifecycle: Lifecycle<S, Row, In, F>,
  request: { row: Row; actorId: number | null; input: In; at?: Date },
): Promise<Move<S, Row, In, F>> {
  collectorOf(tx);
  const to = lifecycle.stateOf(request.row);
  const move: Move<S, Row, In, F> = {
    tx,
    row: request.row,
    from: null,
    to,
    actorId: request.actorId,
    input: request.input,
    at: request.at ?? now(),
    facts: {},
  };
  for (const guard of lifecycle.guards) await guard.check(move);
  await enterState(lifecycle, move, true);
  return move;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
