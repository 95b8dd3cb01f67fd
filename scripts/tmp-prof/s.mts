import { openDatabase } from '../../apps/server/src/db/client.ts';
import { suggest } from '../../apps/server/src/modules/catalog/suggest.ts';
async function main() {
const d = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/search_bench' });
for (const rep of [1, 2]) for (const q of ['كر', 'كري', 'كريم', 'كريم م', 'شام', 'بانا', 'فيتا', 'sens', 'سنسوا', 'واقي ش', 'سنسوادين', 'مرطب']) {
  const t = performance.now();
  const r = await suggest(d.db, q, 'ar');
  if (rep === 2) console.log(q, (performance.now() - t).toFixed(1), r.products.length, r.products[0]?.name, r.categories.map(c=>c.name).join(','));
}
await d.close();
}
main();
