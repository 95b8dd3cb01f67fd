import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withIndexPlan } from '../src/db/client.ts';
import { makeCategory, makeProduct } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * Search as shoppers type it: slips of the finger, the several ways loanwords are written in Iraq, words a
 * product does not hold, and the suggestions of the header's search box. No product here has keywords:
 * what is found is found by its name, description and category alone.
 */
let ctx: TestContext;
const ids = {} as Record<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const teeth = await makeCategory(db, {
    slug: 'oral-care',
    nameAr: 'العناية بالفم والأسنان',
    nameEn: 'Oral care',
  });
  const pain = await makeCategory(db, { slug: 'pain-relief', nameAr: 'مسكنات الألم', nameEn: 'Pain relief' });
  const vitamins = await makeCategory(db, { slug: 'vitamins', nameAr: 'الفيتامينات', nameEn: 'Vitamins' });
  const skin = await makeCategory(db, { slug: 'skin-care', nameAr: 'العناية بالبشرة', nameEn: 'Skin care' });
  const diabetes = await makeCategory(db, {
    slug: 'diabetes',
    nameAr: 'مستلزمات السكري',
    nameEn: 'Diabetes care',
  });
  // A product's category and the names its search text holds.
  const inCategory = (c: { id: number; nameAr: string; nameEn: string }) => ({
    categoryId: c.id,
    categoryNames: [c.nameAr, c.nameEn],
  });
  const make = async (key: string, input: Parameters<typeof makeProduct>[1]) => {
    ids[key] = (await makeProduct(db, input)).id;
  };
  await make('panadol', {
    ...inCategory(pain),
    nameAr: 'بنادول 500 ملغ 24 حبة',
    nameEn: 'Panadol 500mg 24 Tablets',
    price: 3_000,
  });
  await make('sensodyne', {
    ...inCategory(teeth),
    nameAr: 'سنسوداين رابيد ريليف 75 مل',
    nameEn: 'Sensodyne Rapid Relief 75ml',
    price: 6_500,
  });
  await make('omega', {
    ...inCategory(vitamins),
    nameAr: 'سولغار أوميغا 3 ثلاثي التركيز',
    nameEn: 'Solgar Omega-3 Triple Strength',
    price: 38_000,
  });
  await make('vitaminC', {
    ...inCategory(vitamins),
    nameAr: 'سولغار فيتامين C 1000 ملغ',
    nameEn: 'Solgar Vitamin C 1000mg',
    price: 21_000,
  });
  await make('serum', {
    ...inCategory(skin),
    nameAr: 'سيروم فيتامين C للوجه',
    nameEn: 'Vitamin C face serum',
    price: 30_000,
  });
  await make('otherSerum', {
    ...inCategory(skin),
    nameAr: 'سيروم هيالورونيك',
    nameEn: 'Hyaluronic serum',
    price: 28_000,
  });
  await make('metformin', {
    ...inCategory(diabetes),
    nameAr: 'جلوكوفاج 850 ملغ',
    nameEn: 'Glucophage 850mg',
    descriptionAr: 'لعلاج السكري من النوع الثاني',
    descriptionEn: 'For type 2 diabetes',
    price: 4_500,
  });
  // Spelt one letter away from Sensodyne, and more of them than a page holds: none may come before it.
  for (let i = 0; i < 20; i++) {
    await make(`near${i}`, {
      ...inCategory(teeth),
      nameAr: `معجون سنسودين ${i}`,
      nameEn: `Sensodine toothpaste ${i}`,
      price: 2_000 + i,
    });
  }
  // «حبوب» (pills) is inside «محبوب» (beloved) by chance; the pill box holds it after the article.
  await make('perfume', {
    ...inCategory(skin),
    nameAr: 'أرماف عطر',
    nameEn: 'Armaf perfume',
    descriptionAr: 'عطرك المحبوب كل يوم',
  });
  await make('pillBox', {
    ...inCategory(pain),
    nameAr: 'علبة أسبوعية',
    nameEn: 'Weekly box',
    descriptionAr: 'لتنظيم الحبوب اليومية',
  });
  await make('calcium', {
    ...inCategory(vitamins),
    nameAr: 'كالسيوم 1200 ملغ',
    nameEn: 'Calcium 1200mg',
  });
  await make('magnesium', {
    ...inCategory(vitamins),
    nameAr: 'مغنيسيوم 250 ملغ',
    nameEn: 'Magnesium 250mg',
  });
  // «gel» in a name as a whole word, as the start of a word and inside one; the Arabic names sort the other way.
  await make('gelWhole', { categoryId: skin.id, nameAr: 'يوسيرين', nameEn: 'Eucerin aloe gel' });
  await make('gelStart', { categoryId: skin.id, nameAr: 'مكمل', nameEn: 'Gelatin capsules' });
  await make('gelInside', { categoryId: skin.id, nameAr: 'أنجل', nameEn: 'Angel face mist' });
  // A sunscreen named for its brand alone, and a gel whose description says to wear sunscreen: by name the gel
  // (أدابالين) comes first.
  const sun = await makeCategory(db, { slug: 'sunscreen', nameAr: 'واقيات الشمس', nameEn: 'Sunscreen' });
  await make('sunscreen', {
    ...inCategory(sun),
    nameAr: 'يوسيرين 50',
    nameEn: 'Eucerin 50',
  });
  await make('retinoid', {
    ...inCategory(skin),
    nameAr: 'أدابالين',
    nameEn: 'Adapalene',
    descriptionAr: 'استخدم واقي الشمس نهاراً',
    descriptionEn: 'Wear sunscreen during the day',
  });
  await make('creamOut', {
    ...inCategory(skin),
    nameAr: 'كريم يوريا',
    nameEn: 'Urea cream',
    stock: 0,
  });
  await make('creamIn', {
    ...inCategory(skin),
    nameAr: 'كريم يوريا',
    nameEn: 'Urea cream',
    stock: 8,
  });
  // The catalogue's words for what shoppers type otherwise: a lip balm (شفاه; Iraqis say شفايف) beside a
  // transparent gel (شفاف, one long vowel away from شفايف), diapers named «حفاضات أطفال» and «للمواليد»,
  // a pill for a headache («وجع راس»), and a nursing pad («مرضعات» holds «رضع», not at a word's start).
  await make('lipBalm', {
    ...inCategory(skin),
    nameAr: 'مرطب شفاه بالفراولة',
    nameEn: 'Strawberry lip balm',
  });
  await make('clearGel', {
    ...inCategory(skin),
    nameAr: 'مرطب جل شفاف',
    nameEn: 'Clear moisturising gel',
  });
  await make('diapersKids', {
    ...inCategory(skin),
    nameAr: 'حفاضات أطفال مقاس 4',
    nameEn: 'Baby diapers size 4',
  });
  await make('diapersNewborn', {
    ...inCategory(skin),
    nameAr: 'حفاضات للمواليد مقاس 1',
    nameEn: 'Newborn diapers size 1',
  });
  await make('headache', {
    ...inCategory(pain),
    nameAr: 'سولبادين',
    nameEn: 'Solpadeine',
    descriptionAr: 'لتسكين الصداع',
  });
  await make('nursingPads', { ...inCategory(skin), nameAr: 'فوط للمرضعات', nameEn: 'Nursing pads' });
  // «روج» (rouge, a lipstick) is inside the brand «نيوتروجينا» by chance.
  await make('lipstick', { ...inCategory(skin), nameAr: 'أحمر شفاه مات', nameEn: 'Matte lipstick' });
  await make('lipScrub', {
    ...inCategory(skin),
    nameAr: 'مقشر بالسكر',
    nameEn: 'Sugar scrub',
    descriptionAr: 'لتنعيم الشفايف',
  });
  await make('neutrogena', { ...inCategory(skin), nameAr: 'نيوتروجينا غسول', nameEn: 'Neutrogena wash' });
  // A brand shoppers split in two («cera ve»), a vitamin's letter and number, and a lotion holding a word that
  // begins with b and one that begins with 12.
  await make('ceraVe', {
    ...inCategory(skin),
    nameAr: 'سيرافي كريم مرطب',
    nameEn: 'CeraVe moisturising cream',
  });
  await make('ceraWax', { ...inCategory(skin), nameAr: 'شمع شعر', nameEn: 'Cera hair wax, velvet finish' });
  await make('b12', { ...inCategory(vitamins), nameAr: 'فيتامين ب12', nameEn: 'Vitamin B12 1000mcg' });
  await make('babyLotion', { ...inCategory(skin), nameAr: 'لوشن أطفال', nameEn: 'Baby lotion 120ml' });
});

afterAll(() => ctx?.close());

const list = async (q: string, more = '') => {
  const res = await ctx.app.inject({ url: `/api/products?search=${encodeURIComponent(q)}&limit=16${more}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    data: { id: number; name: string }[];
    total: number;
    did_you_mean: string | null;
  };
};
const found = async (q: string) => (await list(q)).data.map((p) => p.id);

describe('typos', () => {
  it.each([
    ['panadl', 'panadol'], // a letter dropped
    ['panadool', 'panadol'], // doubled
    ['pansdol', 'panadol'], // a neighbouring key
    ['sensodyen', 'sensodyne'], // two neighbours swapped
    ['sesnodyne', 'sensodyne'],
    ['sensdyen', 'sensodyne'], // two slips in a word of 8+ letters
    ['سنسوادين', 'sensodyne'],
    ['سنسودان', 'sensodyne'],
    ['بنادل', 'panadol'],
    ['بانادول', 'panadol'], // a long vowel added
    ['سلوغار اوميغا', 'omega'],
  ])('«%s» finds %s first', async (q, key) => {
    expect((await found(q))[0]).toBe(ids[key]);
  });

  it('never lets a typo push an exact match off the first page, nor ahead of it', async () => {
    const page = await found('sensodyne');
    expect(page[0]).toBe(ids.sensodyne);
    const arabic = await found('سنسوداين');
    expect(arabic[0]).toBe(ids.sensodyne);
  });

  it('finds a product written after the first search by a typo of its name, with no keyword', async () => {
    expect(await found('بيبانثن')).toEqual([]);
    const db = ctx.database.db;
    const p = await makeProduct(db, {
      categoryId: (await makeCategory(db)).id,
      nameAr: 'بيبانثين بلس كريم',
      nameEn: 'Bepanthen Plus',
    });
    expect(await found('بيبانثن')).toContain(p.id);
    expect(await found('bepantheen')).toContain(p.id);
  });

  it('guesses no typo for short words and numbers', async () => {
    expect(await found('500')).toContain(ids.panadol);
    expect(await found('600mg')).toEqual([]);
  });
});

describe('variant spellings', () => {
  it.each([
    ['اوميجا', 'omega'],
    ['اوميكا', 'omega'],
    ['فتامين سي', 'vitaminC'],
    ['ڤيتامين', 'vitaminC'],
    ['جلوكوفاغ', 'metformin'],
  ])('«%s» finds %s', async (q, key) => {
    expect(await found(q)).toContain(ids[key]);
  });
});

describe('words a product does not hold', () => {
  it('ranks the products holding most of the words instead of answering nothing', async () => {
    expect((await found('سيروم فيتامين سي'))[0]).toBe(ids.serum);
    // No product is a serum of vitamin C with zinc: the serum holding two of the words comes first.
    const page = await found('سيروم فيتامين سي زنك');
    expect(page[0]).toBe(ids.serum);
    expect(page).toEqual(expect.arrayContaining([ids.otherSerum, ids.vitaminC]));
  });

  it('answers a word and a number no product holds together with the products holding the word', async () => {
    // «75» is in the toothpaste's name: it does not make the toothpaste a serum (and a word too short for the
    // trigram index would have every product read and ranked).
    const page = await found('سيروم 75');
    expect(page).toEqual(expect.arrayContaining([ids.serum, ids.otherSerum]));
    expect(page).not.toContain(ids.sensodyne);
  });

  it('reads a letter said in Arabic as the Latin letter of a vitamin or a brand', async () => {
    expect((await found('فيتامين سي'))[0]).toBe(ids.vitaminC);
    expect(await found('فيتامين سي')).toContain(ids.serum);
  });

  it('never requires a generic word such as دواء or medicine', async () => {
    expect(await found('دواء السكري')).toEqual([ids.metformin]);
    expect(await found('medicine for diabetes')).toEqual([ids.metformin]);
    expect((await found('علاج السكري'))[0]).toBe(ids.metformin);
  });

  it('reads a word with the article as the word without it', async () => {
    expect(await found('الجلوكوفاج')).toContain(ids.metformin);
  });

  it('reads a plural as its singular at the start of a word', async () => {
    // «كريمات» and "creams" are the urea creams (كريم, cream); "vitamins" is vitamin C by its name first.
    for (const q of ['كريمات', 'الكريمات', 'creams']) {
      expect(await found(q), q).toEqual(expect.arrayContaining([ids.creamIn, ids.creamOut]));
    }
    expect((await found('vitamins')).slice(0, 2).sort()).toEqual([ids.vitaminC, ids.serum].sort());
    // The singular begins a word: «مرطبات» is not the «رطب» inside another word.
    expect(await found('سيرومات')).toEqual(expect.arrayContaining([ids.serum, ids.otherSerum]));
  });

  it('reads letters typed or pasted as presentation forms as the letters they are', async () => {
    // «ﺑﻨﺎﺩﻭﻝ» is بنادول in the forms a PDF's text holds; a product name pasted from one is found by typing.
    expect((await found('ﺑﻨﺎﺩﻭﻝ'))[0]).toBe(ids.panadol);
    const db = ctx.database.db;
    const pasted = await makeProduct(db, { categoryId: (await makeCategory(db)).id, nameAr: 'ﻻﻧﻮﻟﻴﻦ ﻣﺮﻫﻢ' });
    expect(await found('لانولين')).toEqual([pasted.id]);
  });

  it('sets apart a word run into its number or into the other script when it finds nothing as typed', async () => {
    expect((await found('panadol500'))[0]).toBe(ids.panadol);
    expect((await found('بنادول500'))[0]).toBe(ids.panadol);
    expect((await found('فيتامينc'))[0]).toBe(ids.vitaminC);
    // Found as typed, a word with its number is left as it is: «500mg» is in the name.
    expect(await found('500mg')).toEqual([ids.panadol]);
  });

  it('finds nothing for a search of nothing but signs, instead of every product', async () => {
    for (const q of ['؟', '%_\\', '😀', '...'])
      expect(await list(q), q).toMatchObject({ data: [], total: 0 });
  });

  it('still answers nothing when nothing is close', async () => {
    expect((await list('زرافة طائرة')).total).toBe(0);
  });
});

describe('ranking', () => {
  it('puts a product in stock above the same match out of stock', async () => {
    const page = await found('كريم يوريا');
    expect(page.indexOf(ids.creamIn!)).toBeLessThan(page.indexOf(ids.creamOut!));
  });

  it('puts a word of the text, after its article or not, above the same letters inside another word', async () => {
    for (const q of ['حبوب', 'pills حبوب']) {
      const page = await found(q);
      expect(page).toContain(ids.perfume);
      expect(page.indexOf(ids.pillBox!), q).toBeLessThan(page.indexOf(ids.perfume!));
    }
  });

  it('puts a whole word of the name above the start of one, and that above the inside of one', async () => {
    const page = await found('gel');
    expect(page.filter((id) => [ids.gelWhole, ids.gelStart, ids.gelInside].includes(id))).toEqual([
      ids.gelWhole,
      ids.gelStart,
      ids.gelInside,
    ]);
  });

  it('puts a product of a category named for the search above one whose description mentions it', async () => {
    for (const q of ['sunscreen', 'واقي شمس']) {
      const page = await found(q);
      expect(page.indexOf(ids.sunscreen!), q).toBeGreaterThanOrEqual(0);
      expect(page.indexOf(ids.sunscreen!), q).toBeLessThan(page.indexOf(ids.retinoid!));
    }
  });

  it('reads a word without its article only at the start of a word', async () => {
    // «الحبوب» is the pills: «المحبوب» is not. «كالسيوم» (calcium) begins like «كالعسل» (like honey), and
    // without «كال» it is inside «مغنيسيوم» (magnesium).
    expect(await found('الحبوب')).toEqual([ids.pillBox]);
    expect(await found('كالسيوم')).toEqual([ids.calcium]);
    expect(await found('الكالسيوم')).toEqual([ids.calcium]);
    expect(await found('المغنيسيوم')).toEqual([ids.magnesium]);
  });

  it('keeps the chosen sort, with the products found as typed above typo matches', async () => {
    const page = await found('sensodine&sort=price&order=desc'.replace('&', '&'));
    expect(page.length).toBeGreaterThan(0);
    const res = await list('سنسوداين', '&sort=price&order=asc');
    expect(res.data[0]!.id).toBe(ids.sensodyne);
  });
});

describe('words shoppers use for what the catalogue calls otherwise', () => {
  it("finds the catalogue's word for an Iraqi one, and not the look-alike of the Iraqi word", async () => {
    // «شفايف» (lips) is one long vowel from «شفاف» (transparent): read as a typo, it listed the gel.
    expect(await found('مرطب شفايف')).toEqual([ids.lipBalm]);
    expect((await found('شفايف')).sort()).toEqual([ids.lipBalm, ids.lipstick, ids.lipScrub].sort());
  });

  it('ranks a product holding the word as typed above one holding only its synonym', async () => {
    // «أطفال» is also «مواليد» (newborns): both diapers answer, the one that says «أطفال» first.
    const page = await found('حفاضات اطفال');
    expect(page.slice(0, 2)).toEqual([ids.diapersKids, ids.diapersNewborn]);
  });

  it('reads two words that make a phrase as the phrase', async () => {
    // «وجع راس» is a headache: no product says «وجع» or «راس», one says «الصداع», and the others are in the
    // pain relievers' category («مسكنات»).
    for (const q of ['وجع راس', 'وجع الراس']) {
      expect((await found(q)).sort(), q).toEqual([ids.panadol, ids.pillBox, ids.headache].sort());
    }
  });

  it('finds a word that has synonyms only at the start of a word, as its synonyms', async () => {
    expect(await found('روج')).toEqual([ids.lipstick]);
  });

  it('finds a synonym only at the start of a word', async () => {
    // «بيبي» (baby) is «رضع» (infants), which is inside «مرضعات» (nursing mothers) by chance.
    const page = await found('بيبي');
    expect(page).toContain(ids.diapersNewborn);
    expect(page).not.toContain(ids.nursingPads);
  });

  it("is one way: the catalogue's word does not bring the shopper's", async () => {
    // «شفايف» brings the scrub whose text says «الشفايف»; «شفاه» does not.
    expect((await found('شفاه')).sort()).toEqual([ids.lipBalm, ids.lipstick].sort());
  });
});

describe('words typed apart that the catalogue writes as one', () => {
  it('reads a brand split in two as the brand', async () => {
    // «ve» alone is two letters, found only at a word's start: apart, the words found a hair wax with a
    // velvet finish and not CeraVe.
    expect(await found('cera ve')).toEqual([ids.ceraVe]);
    expect(await found('Cera Ve cream')).toEqual([ids.ceraVe]);
    expect((await found('سيرا في'))[0]).toBe(ids.ceraVe);
  });

  it("reads a vitamin's letter and its number as one", async () => {
    // Apart, «b» and «12» begin words of a baby lotion of 120 ml.
    expect(await found('b 12')).toEqual([ids.b12]);
    expect(await found('vitamin b 12')).toEqual([ids.b12]);
  });

  it('keeps apart words the catalogue holds as typed', async () => {
    const page = await found('vitamin c');
    expect(page).toContain(ids.vitaminC);
    expect(page).toContain(ids.serum);
  });
});

describe('did you mean', () => {
  it('offers the catalogue spelling of a word not found as typed, as the catalogue writes it', async () => {
    expect((await list('panadl')).did_you_mean).toBe('Panadol');
    expect((await list('سنسوادين')).did_you_mean).toBe('سنسوداين');
    expect((await list('بنادل اكسترا')).did_you_mean).toMatch(/^بنادول /);
  });

  it('says nothing when every word was found as typed, or on a list that is not a search', async () => {
    expect((await list('panadol')).did_you_mean).toBeNull();
    expect((await list('سنسوداين')).did_you_mean).toBeNull();
    const plain = await ctx.app.inject({ url: '/api/products?limit=4' });
    expect(plain.json().data.did_you_mean).toBeNull();
  });
});

describe('GET /api/search/suggest', () => {
  const suggest = async (q: string, lang = 'ar') => {
    const res = await ctx.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}&lang=${lang}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('suggests products (id, name, price, image) and categories, forgiving typos', async () => {
    const { status, body } = await suggest('سنسوادين');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.products[0]).toEqual({
      id: ids.sensodyne,
      name: 'سنسوداين رابيد ريليف 75 مل',
      price: 6_500,
      image: null,
    });
    expect(body.data.products.length).toBeLessThanOrEqual(6);
    const typedCategory = await suggest('فيتامينت');
    expect(typedCategory.body.data.categories).toEqual([{ slug: 'vitamins', name: 'الفيتامينات' }]);
    const english = await suggest('vitamns', 'en');
    expect(english.body.data.categories).toEqual([{ slug: 'vitamins', name: 'Vitamins' }]);
    expect(english.body.data.products.map((p: { name: string }) => p.name)).toContain(
      'Solgar Vitamin C 1000mg',
    );
  });

  it('reads a word without its article at the start of a name word, after an article there or not', async () => {
    const ids_ = async (q: string) => (await suggest(q)).body.data.products.map((p: { id: number }) => p.id);
    expect(await ids_('الكالسيوم')).toEqual([ids.calcium]);
    expect((await ids_('بالفيتامين')).slice(0, 2).sort()).toEqual([ids.vitaminC, ids.serum].sort());
    expect((await suggest('الفيتامينات')).body.data.categories).toEqual([
      { slug: 'vitamins', name: 'الفيتامينات' },
    ]);
  });

  it("suggests by the catalogue's word for the word typed: products, and a category named for it", async () => {
    expect((await suggest('مرطب شفايف')).body.data.products.map((p: { id: number }) => p.id)).toEqual([
      ids.lipBalm,
    ]);
    expect((await suggest('صن بلوك')).body.data.categories).toEqual([
      { slug: 'sunscreen', name: 'واقيات الشمس' },
    ]);
  });

  it('completes a word being typed and reads Arabic-Indic digits', async () => {
    expect((await suggest('بناد')).body.data.products[0].id).toBe(ids.panadol);
    expect((await suggest('بنادول ٥٠٠')).body.data.products[0].id).toBe(ids.panadol);
  });

  it('offers nothing below two characters, and refuses an empty or over-long query', async () => {
    expect((await suggest('ب')).body.data).toEqual({ products: [], categories: [] });
    const empty = await suggest('  ');
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('VALIDATION');
    expect((await suggest('x'.repeat(121))).status).toBe(422);
  });
});

describe('the ranked statement', () => {
  it('is planned through the indexes, without lending workers, and the settings stay with it', async () => {
    const db = ctx.database.db;
    const settings = (handle: Parameters<Parameters<typeof withIndexPlan>[1]>[0]) =>
      queryRows<{ seqscan: string; workers: string }>(
        handle,
        sql`select current_setting('enable_seqscan') as seqscan, current_setting('max_parallel_workers_per_gather') as workers`,
      );
    expect(await withIndexPlan(db, settings)).toEqual([{ seqscan: 'off', workers: '0' }]);
    // Every other statement is planned as PostgreSQL sees fit.
    expect((await settings(db))[0]?.seqscan).toBe('on');
  });
});
