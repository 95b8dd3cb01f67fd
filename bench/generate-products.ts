/**
 * Fills the products table up to a given size for the catalogue benchmarks.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/generate-products.ts --count 100000
 *   npx tsx bench/generate-products.ts --count 20000 --pglite ./data/bench-pglite
 *
 * Migrates, makes sure the demo seed is there (its images are reused: no new files are drawn), then inserts
 * generated products (brand × product type × series × variant of each seeded subcategory, with realistic
 * prices, stock and folded search text) in INSERTs of 1,000 rows until the table holds `--count` rows.
 * Deterministic: the same database and count give the same rows.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { count, isNotNull, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { categories, products, searchNamePostings, searchWords } from '../apps/server/src/db/schema.ts';
import {
  type Bilingual,
  BRANDS,
  type BrandSeed,
  CATEGORIES,
  type FlatCategory,
  findCategory,
  PRODUCT_SEEDS,
} from '../apps/server/src/db/seed/catalog-data.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { searchFields } from '../apps/server/src/modules/catalog/search/index.ts';
import { seededRandom } from '../apps/server/test/random.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    pglite: { type: 'string' },
    uploads: { type: 'string' },
    batch: { type: 'string', default: '1000' },
    concurrency: { type: 'string' },
  },
});

const target = Number(args.count);
const batchSize = Number(args.batch);
if (!Number.isInteger(target) || target < 0 || !Number.isInteger(batchSize) || batchSize < 1) {
  console.error(
    'usage: generate-products.ts --count <rows> [--pglite <dir>] [--uploads <dir>] [--batch 1000]',
  );
  process.exit(2);
}

/** Product lines a brand sells under; medicines get none (a generic is a generic). */
const SERIES: readonly Bilingual[] = [
  ['كلاسيك', 'Classic'],
  ['بلس', 'Plus'],
  ['برو', 'Pro'],
  ['أدفانسد', 'Advanced'],
  ['ديلي', 'Daily'],
  ['إنتنس', 'Intense'],
  ['إكسبرت', 'Expert'],
  ['ألترا', 'Ultra'],
  ['إسنشيال', 'Essential'],
  ['سوبريم', 'Supreme'],
  ['ناتشورال', 'Natural'],
  ['ماكس', 'Max'],
];
const DEFAULT_VARIANTS: readonly Bilingual[] = [
  ['عبوة عادية', 'Standard'],
  ['عبوة كبيرة', 'Large'],
];

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)]!;

interface Template {
  id: number;
  category: FlatCategory;
  root: FlatCategory;
  types: readonly Bilingual[];
  variants: readonly Bilingual[];
  brands: BrandSeed[];
  medicine: boolean;
  priceLow: number;
  priceHigh: number;
  images: string[];
  note: Bilingual | undefined;
}

async function templates(db: Db): Promise<Template[]> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, image: categories.image })
    .from(categories)
    .where(isNotNull(categories.parentId));
  const imageRows = await db
    .selectDistinct({ categoryId: products.categoryId, image: products.image })
    .from(products)
    .where(isNotNull(products.image));
  const out: Template[] = [];
  for (const row of rows) {
    const seed = CATEGORIES.find((c) => c.slug === row.slug);
    if (!seed?.parentSlug || !seed.types?.length) continue; // a category an admin added: nothing to model it on
    const root = findCategory(seed.parentSlug);
    const inRoot = PRODUCT_SEEDS.filter(
      (p) => p.categorySlug === root.slug || findCategory(p.categorySlug).parentSlug === root.slug,
    );
    const brandKeys = root.benchBrands ?? [
      ...new Set(inRoot.map((p) => p.brand?.key).filter((k): k is string => !!k)),
    ];
    const prices = PRODUCT_SEEDS.filter((p) => p.categorySlug === seed.slug).map((p) => p.price);
    const images = imageRows.filter((r) => r.categoryId === row.id).map((r) => r.image!);
    out.push({
      id: row.id,
      category: seed,
      root,
      types: seed.types,
      variants: seed.variants ?? root.variants ?? DEFAULT_VARIANTS,
      brands: brandKeys.map((k) => BRANDS.get(k)).filter((b): b is BrandSeed => !!b),
      medicine: root.slug === 'medicines' || root.slug === 'prescription-medicines',
      priceLow: Math.max(1500, Math.min(...prices, 95_000) * 0.7),
      priceHigh: Math.min(95_000, Math.max(...prices, 1500) * 1.3),
      images: images.length > 0 ? images : row.image ? [row.image] : [],
      note: seed.note ?? root.note,
    });
  }
  return out;
}

type NewProduct = typeof products.$inferInsert;

function generate(t: Template, n: number, now: number): NewProduct {
  const r = seededRandom(n * 2654435761);
  const brand = pick(t.brands, r());
  const type = pick(t.types, r());
  const variant = pick(t.variants, r());
  const series = t.medicine ? undefined : pick(SERIES, r());
  const nameEn = [brand.en, type[1], series?.[1], variant[1]].filter(Boolean).join(' ');
  const nameAr = [type[0], brand.ar, series?.[0], variant[0]].filter(Boolean).join(' ');
  const descriptionEn = `${type[1]} from ${brand.en}${series ? ` (${series[1]} line)` : ''}, ${variant[1].toLowerCase()}, in our ${t.category.nameEn.toLowerCase()} range.${t.note ? ` ${t.note[1]}` : ''}`;
  const descriptionAr = `${type[0]} من ${brand.ar}${series ? ` (سلسلة ${series[0]})` : ''}، ${variant[0]}، ضمن قسم ${t.category.nameAr}.${t.note ? ` ${t.note[0]}` : ''}`;
  const keywords = `${brand.en} ${brand.ar} ${brand.aliases}`;
  const price = Math.round((t.priceLow + r() * (t.priceHigh - t.priceLow)) / 250) * 250;
  const s = r();
  const stock = s < 0.04 ? 0 : s < 0.1 ? 1 + Math.floor(r() * 5) : 10 + Math.floor(r() * 191);
  const bestseller = r() < 0.01;
  const createdAt = new Date(now - Math.floor(r() * 365 * 24 * 60) * 60_000);
  return {
    categoryId: t.id,
    nameAr,
    nameEn,
    descriptionAr,
    descriptionEn,
    keywords,
    price,
    stock,
    featured: r() < 0.002,
    bestseller,
    requiresPrescription: t.root.slug === 'prescription-medicines',
    status: 'active',
    image: t.images.length > 0 ? t.images[n % t.images.length]! : null,
    salesCount: bestseller ? 300 + Math.floor(r() * 1500) : Math.floor(r() * 120),
    ...searchFields({ nameAr, nameEn, descriptionAr, descriptionEn, keywords }, [
      t.category.nameAr,
      t.category.nameEn,
      t.root.nameAr,
      t.root.nameEn,
    ]),
    createdAt,
    updatedAt: createdAt,
  };
}

async function main() {
  const config = loadConfig();
  const pgliteDir = args.pglite ? path.resolve(args.pglite) : path.join(config.dataDir, 'pglite');
  const databaseUrl = args.pglite ? undefined : config.databaseUrl;
  const database = await openDatabase({ databaseUrl, pgliteDir, poolSize: 8 });
  const concurrency = Number(args.concurrency ?? (database.kind === 'postgres' ? 3 : 1));
  console.log(`database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite ${pgliteDir}`}`);
  const { db } = database;
  try {
    await database.migrate();
    const uploadsDir = args.uploads ? path.resolve(args.uploads) : path.join(config.dataDir, 'uploads');
    await seedDemo(db, { uploadsDir, log: (m) => console.log(m) });

    const [{ existing } = { existing: 0 }] = await db.select({ existing: count() }).from(products);
    const missing = target - existing;
    if (missing <= 0) {
      console.log(`products: ${existing} already, target ${target}: nothing to add`);
      return;
    }
    const all = await templates(db);
    if (all.length === 0) throw new Error('no seeded subcategory to generate products in');
    console.log(
      `products: ${existing} → ${target}, adding ${missing} in batches of ${batchSize} (${concurrency} at a time)`,
    );

    const started = performance.now();
    const now = Date.now();
    let done = 0;
    let nextBatch = 0;
    const batches = Math.ceil(missing / batchSize);
    const worker = async () => {
      for (let b = nextBatch++; b < batches; b = nextBatch++) {
        const first = existing + b * batchSize;
        const size = Math.min(batchSize, missing - b * batchSize);
        const rows = Array.from({ length: size }, (_, i) => {
          const n = first + i;
          return generate(all[n % all.length]!, n, now);
        });
        await db.insert(products).values(rows);
        done += size;
        if (b % 10 === 9 || done === missing) {
          const s = (performance.now() - started) / 1000;
          console.log(`  ${existing + done} rows (${Math.round(done / s)} rows/s)`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batches) }, worker));
    const insertSeconds = (performance.now() - started) / 1000;
    // A vacuum as well: the trigram indexes take a bulk insert into their pending lists, which every search
    // reads whole until autovacuum merges them (at 1,000 products, 185 pages: a search's ranked statement took
    // 3 ms instead of 1). A shop is past that within minutes of an import; a benchmark must be too. The words
    // the names and texts hold are written by the products' triggers, and read by every search too.
    for (const table of [products, searchNamePostings, searchWords])
      await db.execute(sql`vacuum analyze ${table}`);
    const total = (performance.now() - started) / 1000;
    console.log(
      `inserted ${missing} products in ${insertSeconds.toFixed(1)} s (${Math.round(missing / insertSeconds)} rows/s), vacuum and analyze included ${total.toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
