// The longer fuzz run: the suite's OpenAPI fuzz test with more rounds and a fresh seed each time.
//   node bench/fuzz.mjs [--rounds 10] [--seed 12345]
// With DATABASE_URL set it runs on that PostgreSQL server, otherwise on PGlite. A failing seed is printed,
// so the run can be repeated exactly: FUZZ_SEED=<seed> npx vitest run apps/server/test/fuzz.test.ts
import { cliArgs, exec } from './lib.mjs';

const args = cliArgs();
const rounds = args.rounds ?? '10';
const seed = args.seed ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`fuzz: ${rounds} rounds, seed ${seed}`);
await exec('npx', ['vitest', 'run', '--project', 'server', 'apps/server/test/fuzz.test.ts'], {
  FUZZ_ROUNDS: rounds,
  FUZZ_SEED: seed,
}).catch((err) => {
  console.error(`${err.message}\nrepeat with: FUZZ_SEED=${seed} FUZZ_ROUNDS=${rounds}`);
  process.exit(1);
});
