import { openDatabase } from '../../apps/server/src/db/client.ts';
import { listProducts } from '../../apps/server/src/modules/catalog/products.ts';
import { planSearch } from '../../apps/server/src/modules/catalog/search.ts';
async function main() {
const d = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/search_bench' });
for (const q of process.argv.slice(2)) {
  let t = performance.now();
  const plan = await planSearch(d.db, q);
  const t1 = performance.now() - t;
  t = performance.now();
  const r = await listProducts(d.db, { search: q, page: 1, limit: 16 }, 'ar');
  console.log(q, 'plan', t1.toFixed(0), 'list', (performance.now() - t).toFixed(0), 'total', r.total, r.did_you_mean, JSON.stringify(plan?.words.map(w=>[w.known, w.variants.length, w.typos[0].length, w.typos[1].length])));
}
await d.close();
}
main();
