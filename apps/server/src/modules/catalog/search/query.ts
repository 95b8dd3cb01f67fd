import {
  ARTICLE_PATTERN,
  editDistance,
  GENERIC_SEARCH_WORDS,
  isFuzzyWord,
  literalForms,
  normalizeSearchText,
  queryKeys,
  searchTerms,
  slipDistance,
  synonymsOf,
  typoBudget,
  WORD_START_BELOW,
  withoutArticle,
} from '@shop/shared/search';
import { and, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { products, type searchNamePostings, searchWordKeys, searchWords } from '../../../db/schema.ts';
import { recallWords, remember } from '../cache.ts';
import type { CategoryIndex } from '../category-index.ts';
import { categoryNamesFor } from './fields.ts';
import { vocabularyReady } from './vocabulary.ts';

/** At most this many catalogue words stand in for one misspelt word, closest first. */
const MAX_CLOSE_WORDS = 12;

/** One word of a search, with every catalogue spelling that counts for it. */
export interface SearchWord {
  /** As typed, folded. */
  word: string;
  /** Counted as typed: the word, and without the Arabic article. */
  literal: string[];
  /**
   * The literal forms found only at the start of a word: those the word stands for without being it (its
   * article taken off, a letter said in Arabic) and any shorter than three letters. «سيوم» is «كالسيوم»
   * (calcium) without «كال», and no part of «مغنيسيوم» (magnesium); c is vitamin C, not every word with a c.
   */
  startOnly: string[];
  /** Catalogue words spelt the same way (see spellingSkeleton): فتامين → فيتامين, اوميجا → اوميغا. */
  variants: string[];
  /**
   * The catalogue's words for what the shopper typed (synonymsOf): «شفاه» for «شفايف». Found at the start of a
   * word, and ranked as a variant spelling is.
   */
  synonyms: string[];
  /** Catalogue words one edit away, then two. */
  typos: [string[], string[]];
  /** Every close word, best first, including those the LIKE of a shorter one already finds: what "did you mean" may offer. */
  close: string[];
  /** A word like دواء or "for": it ranks a product but never keeps one out. */
  generic: boolean;
  /** The catalogue holds the word as typed (inside some word of it). */
  known: boolean;
}

export interface SearchPlan {
  /** The whole query, folded. */
  folded: string;
  words: SearchWord[];
  /** The words a product must hold (all but the generic ones, unless there are only generic ones). */
  required: SearchWord[];
}

/**
 * What a search compares: the folded names, or the folded names, descriptions and categories; or one word of
 * the names (name-postings.ts), which holds a form as the names do.
 */
export type SearchColumn =
  | typeof products.searchText
  | typeof products.searchName
  | typeof searchNamePostings.word;

const forms = (w: SearchWord) => [...w.literal, ...w.variants, ...w.synonyms, ...w.typos[0], ...w.typos[1]];
/** The forms found only at the start of a word. */
const atWordStart = (w: SearchWord) => [...w.startOnly, ...w.synonyms];

/**
 * Reads a search: for each word, the catalogue words that are spelt the same way or are within its typo
 * budget, found by the words' deletion keys (an index look-up, however large the vocabulary), then checked
 * with the real distance. A word the catalogue holds as typed keeps only its variant spellings («كريم» for
 * «كريمه», moisturising for moisturizing); another word a letter away is another thing.
 */
export async function planSearch(db: Db, query: string): Promise<SearchPlan | null> {
  const folded = normalizeSearchText(query);
  // A plan is made of what the vocabulary says of its words, remembered as those facts are (recallWords): the same
  // search asked again (its next page, another sort, the suggestions of a prefix typed again) finds its plan made,
  // instead of weighing every close word again (a twentieth of a search's CPU).
  const key = `plan:${folded}`;
  const memo = recallWords<SearchPlan | null>(db, [key]);
  if (memo.known.has(key)) return memo.known.get(key) ?? null;
  const plan = await makePlan(db, folded);
  memo.keep(key, plan);
  return plan;
}

async function makePlan(db: Db, folded: string): Promise<SearchPlan | null> {
  const terms = searchTerms(folded);
  if (!terms.length) return null;
  const phrase = (term: string) => term.includes(' ');
  const facts = await vocabularyFacts(db, [
    ...new Set(terms.filter((t) => !phrase(t)).flatMap(literalForms)),
  ]);
  const joined = await wordsRunTogether(db, terms, facts);
  const typed = [...new Set(joined.terms)];

  const words = typed.map((word): SearchWord => {
    const literal = joined.pairs.has(word)
      ? [...literalForms(word.replace(' ', '')), word]
      : phrase(word)
        ? [word]
        : literalForms(word);
    const synonyms = [...new Set(literal.flatMap(synonymsOf))].filter((f) => !literal.includes(f));
    // A word with synonyms is one the shop knows shoppers type as a word: like its synonyms, it is found at the
    // start of a word («روج», rouge, is no part of «نيوتروجينا»).
    const startOnly = literal.filter((f) => synonyms.length > 0 || f !== word || !foundInsideWords(f));
    // Words of one or two letters are not in the vocabulary; a LIKE finds them or not.
    const known = facts.has(word)
      ? literal.some((f) => (startOnly.includes(f) ? facts.get(f)?.begins : facts.get(f)?.inside))
      : true;
    const variants: string[] = [];
    const typos: [string[], string[]] = [[], []];
    const suggestions: string[] = [];
    // A word the catalogue holds as typed is what the shopper meant: its variant spellings, no typos, and
    // not even those when its skeleton is two letters (بانا would bring بين). So is a word with synonyms,
    // whose look-alikes are other things («شفايف» is lips, «شفاف» transparent).
    if (!synonyms.length && isFuzzyWord(word) && !(known && typoBudget(word) === 0)) {
      const budget = known ? 0 : typoBudget(word);
      // Closest spelling first; among equals, the fewest edits to the letters as typed (كوليت is one
      // letter from كولجيت, two from جيليت although both share its skeleton), then the nearest length.
      const close = (facts.get(word)?.close ?? [])
        .map((c) => ({
          word: c,
          distance: slipDistance(word, c, budget),
          typed: editDistance(word, c, 4),
        }))
        .filter(
          (c) =>
            c.distance <= budget &&
            !literal.some(
              (f) => indexable(f) && (startOnly.includes(f) ? c.word.startsWith(f) : c.word.includes(f)),
            ),
        )
        .sort(
          (a, b) =>
            a.distance - b.distance ||
            a.typed - b.typed ||
            Math.abs(a.word.length - word.length) - Math.abs(b.word.length - word.length) ||
            (a.word < b.word ? -1 : 1),
        )
        .slice(0, MAX_CLOSE_WORDS);
      suggestions.push(...close.map((c) => c.word));
      // Only the closest: the variants when there are any, else the words one edit away, else two. A
      // farther word is almost never the one meant, and each one costs an index scan and brings noise.
      const closest = close.filter((c) => c.distance === close[0]?.distance);
      for (const c of closest) {
        // A close word that holds another close word adds nothing: the shorter one's LIKE finds it.
        if (closest.some((o) => o.word !== c.word && c.word.includes(o.word))) continue;
        (c.distance === 0 ? variants : typos[c.distance - 1]!).push(c.word);
      }
    }
    return {
      word,
      literal,
      startOnly,
      variants,
      synonyms,
      typos,
      close: suggestions,
      generic: GENERIC_SEARCH_WORDS.has(word),
      known,
    };
  });
  const specific = words.filter((w) => !w.generic);
  const required = specific.length ? specific : words;

  return { folded, words, required };
}

/**
 * Two words typed apart that the catalogue writes as one: «cera ve» is CeraVe, «نيو سترات» NeoStrata. Tried
 * only when one of the two is too short to be found inside a word, or is in no catalogue word as typed (so a
 * search the words already answer costs nothing more), and kept when a catalogue word begins with the two run
 * together. Such a pair is one term, which finds the word run together at a word's start or the two side by
 * side. A word and a number stay apart, but for a vitamin's letter («b 12» is b12), and so do words of two
 * scripts («فيتامين c»).
 */
async function wordsRunTogether(
  db: Db,
  terms: string[],
  facts: Map<string, WordFacts>,
): Promise<{ terms: string[]; pairs: Set<string> }> {
  const letters = (t: string) => /^\p{L}+$/u.test(t);
  const weak = (t: string) => [...t].length < WORD_START_BELOW || facts.get(t)?.inside === false;
  const arabic = (t: string) => /^\p{Script=Arabic}+$/u.test(t);
  const joinable = (a: string, b: string) =>
    letters(a) && letters(b) && arabic(a) === arabic(b) && (weak(a) || weak(b));
  // A vitamin's letter and its number, «b 12», «د 3», «q 10»: run together whatever the catalogue holds, since
  // words this short are not in the vocabulary, and a letter alone finds any word that begins with it.
  const vitamin = (a: string, b: string) => [...a].length === 1 && letters(a) && /^\p{N}{1,2}$/u.test(b);
  const candidates = new Set(
    terms.flatMap((b, i) => {
      const a = terms[i - 1];
      return a && joinable(a, b) ? [`${a}${b}`] : [];
    }),
  );
  const known = candidates.size ? await vocabularyFacts(db, [...candidates]) : new Map<string, WordFacts>();
  const pairs = new Set<string>();
  const out: string[] = [];
  for (let i = 0; i < terms.length; i++) {
    const [a, b] = [terms[i]!, terms[i + 1]];
    if (b !== undefined && ((candidates.has(`${a}${b}`) && known.get(`${a}${b}`)?.begins) || vitamin(a, b))) {
      pairs.add(`${a} ${b}`);
      out.push(`${a} ${b}`);
      i++;
    } else out.push(a);
  }
  return { terms: out, pairs };
}

/** What the vocabulary says of a query word. */
interface WordFacts {
  /** Catalogue words sharing a typo key with it (checked with the real distance by the caller). */
  close: string[];
  /** The catalogue holds it as typed, inside some word. */
  inside: boolean;
  /** Some catalogue word begins with it (the vocabulary holds a word with its article without it too). */
  begins: boolean;
}

/**
 * The facts of every word of three letters or more, in one round trip for those not remembered: the
 * catalogue words sharing a deletion key (an index look-up, however large the vocabulary), and whether
 * the word is inside some catalogue word as typed.
 */
async function vocabularyFacts(db: Db, words: string[]): Promise<Map<string, WordFacts>> {
  const looked = words.filter((w) => [...w].length >= 3);
  const memo = recallWords<WordFacts>(db, looked);
  const missing = looked.filter((w) => !memo.known.has(w));
  if (!missing.length) return memo.known;
  const keysOf = new Map(missing.filter(isFuzzyWord).map((w) => [w, new Set(queryKeys(w))]));
  const keys = [...new Set([...keysOf.values()].flatMap((k) => [...k]))];
  // Checked once per catalog-cache period (and after every catalog change here): a word another
  // instance adds is found as typed at once, and with a typo within that period.
  if (keys.length) await remember(db, 'vocabulary-ready', () => vocabularyReady(db));
  // `= any` of one array: an index look-up per key (a join to the unnested keys was planned as a scan).
  const rows = await queryRows<{
    key: string;
    word: string | null;
    inside: boolean | null;
    begins: boolean | null;
  }>(
    db,
    sql`select k.key as key, k.word as word, null::boolean as inside, null::boolean as begins
        from ${searchWordKeys} k where k.key = any(${sql.param(keys)}::text[])
      union all
      select q.w as key, null as word,
          exists (select 1 from ${searchWords} s where s.word like '%' || q.w || '%') as inside,
          exists (select 1 from ${searchWords} s where s.word like q.w || '%') as begins
        from unnest(${sql.param(missing)}::text[]) as q(w)`,
  );
  const facts = memo.known;
  for (const word of missing) {
    const mine = keysOf.get(word);
    const fact = {
      close: mine
        ? [...new Set(rows.flatMap((r) => (r.word !== null && mine.has(r.key) ? [r.word] : [])))]
        : [],
      inside: rows.some((r) => r.inside === true && r.key === word),
      begins: rows.some((r) => r.begins === true && r.key === word),
    };
    facts.set(word, fact);
    memo.keep(word, fact);
  }
  return facts;
}

const likeAny = (column: SQL, patterns: string[]): SQL =>
  patterns.length === 1
    ? sql`${column} like ${patterns[0]}`
    : sql`${column} like any (array[${sql.join(
        patterns.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[])`;

/** A form the trigram index can find: three letters or more. */
export const indexable = (form: string) => [...form].length >= WORD_START_BELOW;

/**
 * Whether a word as typed is found anywhere inside a catalogue word, not only where one begins. Arabic builds its
 * words on roots of three letters, so three Arabic letters inside another word are most often another word: «ابر»
 * (needles) is no part of «دابر» (Dabur). They count where a word begins, after its article or not, as a shorter
 * form does (issue 46). A longer word, or a Latin one («gel» in «hydrogel»), is found inside a word.
 */
const ARABIC_ROOT_LETTERS = 3;
const foundInsideWords = (form: string) =>
  indexable(form) && !([...form].length <= ARABIC_ROOT_LETTERS && /^\p{Script=Arabic}+$/u.test(form));

/** The column contains one of the strings, looked for as they are (`strpos`). */
const hasAny = (column: SQL, strings: string[]): SQL =>
  or(...strings.map((s) => sql`strpos(${column}, ${s}) > 0`))!;

/**
 * The column has a word that begins with the form. The search text holds each word with the article without
 * it as well (searchFields), so «للصداع» there begins «صداع», and two `strpos` of one string for every row
 * tell it, copying nothing per row. A name is kept as written: there a start-only form of three letters or more
 * (one the word stands for without being it) may follow an article («للصداع» in a name answers «الصداع»), which
 * a regular expression reads.
 */
function beginsWord(column: SearchColumn, form: string, startOnly: boolean): SQL {
  if (startOnly && column !== products.searchText && indexable(form)) {
    return sql`${column} ~ ${`(^| )(${ARTICLE_PATTERN})?${form}`}`;
  }
  return sql`(starts_with(${column}, ${form}) or strpos(${column}, ${` ${form}`}) > 0)`;
}

/**
 * The column holds one of the forms: one as typed of three letters or more anywhere in a word, the others
 * (`startOnly`) at the start of a word.
 *
 * To find products (`find`), each long form is its own LIKE (or two, for the start of the text or of a word),
 * so each is a trigram index scan. To rank the rows a WHERE has already found (`rank`), `strpos` looks for the
 * form as it is, several times faster per row than a LIKE that uses no index (100,000 search texts: 30 ms
 * against 100 ms); folded words hold letters and digits only, so no LIKE wildcard is lost.
 */
function holdsAny(
  column: SearchColumn,
  values: string[],
  startOnly: readonly string[],
  use: 'find' | 'rank' = 'find',
): SQL {
  const anywhere = values.filter((v) => indexable(v) && !startOnly.includes(v));
  const atStart = values.filter((v) => !anywhere.includes(v));
  if (use === 'rank') {
    return or(
      anywhere.length ? hasAny(sql`${column}`, anywhere) : undefined,
      ...atStart.map((f) => beginsWord(column, f, true)),
    )!;
  }
  const short = atStart.filter((v) => !indexable(v));
  return or(
    ...anywhere.map((f) => sql`${column} like ${`%${f}%`}`),
    ...atStart
      .filter(indexable)
      .map((f) =>
        column !== products.searchText
          ? beginsWord(column, f, true)
          : sql`(${column} like ${`${f}%`} or ${column} like ${`% ${f}%`})`,
      ),
    short.length
      ? likeAny(
          sql`(' ' || ${column})`,
          short.map((f) => `% ${f}%`),
        )
      : undefined,
  )!;
}

/**
 * Which products answer: every required word in the product's search text (or names) as typed, a variant or
 * a typo; or, with `any`, at least one of them (a search whose words no product holds together). Each form is its
 * own LIKE, so each one is a trigram index scan.
 */
export function searchMatch(
  plan: SearchPlan,
  mode: 'all' | 'any',
  column: SearchColumn = products.searchText,
): SQL {
  const holds = (words: SearchWord[]) => words.map((w) => holdsAny(column, forms(w), atWordStart(w)));
  if (mode === 'all') return and(...holds(plan.required))!;
  // Any of them: a word of one or two letters («75», «c») alone does not make a product an answer when a
  // longer word is there (a 75 ml toothpaste is no serum), and it has no trigram to be found by, so with it
  // every product would be read and ranked. It still ranks the products the longer words find.
  const indexed = plan.required.filter((w) => forms(w).some(indexable));
  return or(...holds(indexed.length ? indexed : plan.required))!;
}

/**
 * Folded words hold one of a search word's literal forms or synonyms, by the rule a product's text is searched
 * by. A synonym of two words («واقي شمس») is looked for in the words joined.
 */
export function wordsHold(
  words: readonly string[],
  w: Pick<SearchWord, 'literal' | 'startOnly' | 'synonyms'>,
): boolean {
  const begins = (f: string) =>
    words.some((n) => n.startsWith(f) || !!withoutArticle(n)?.startsWith(f)) ||
    (f.includes(' ') && ` ${words.join(' ')}`.includes(` ${f}`));
  return (
    w.literal.some((f) => (w.startOnly.includes(f) ? begins(f) : words.some((n) => n.includes(f)))) ||
    w.synonyms.some(begins)
  );
}

/** Per loaded category index (it is loaded again after every change): each category's and its ancestors' names, folded. */
const lineageWords = new WeakMap<CategoryIndex, Map<number, string[]>>();

/**
 * The visible categories named for a search word: their names, or an ancestor's, hold it as the products'
 * texts are searched. A product in «واقيات الشمس» (Sunscreen) is a sunscreen; a retinoid cream whose
 * description says to wear one is not.
 */
export function categoriesNamedFor(index: CategoryIndex, w: SearchWord): number[] {
  let words = lineageWords.get(index);
  if (!words) {
    words = new Map();
    lineageWords.set(index, words);
  }
  const named: number[] = [];
  for (const id of index.visible) {
    let lineage = words.get(id);
    if (!lineage) {
      // The category names a product's search text holds (searchFields).
      lineage = normalizeSearchText(categoryNamesFor(index, id).join(' ')).split(' ');
      words.set(id, lineage);
    }
    if (wordsHold(lineage, w)) named.push(id);
  }
  return named;
}

const caseOf = (levels: [SQL, SQL][], otherwise: SQL): SQL =>
  sql`(case ${sql.join(
    levels.map(([when, then]) => sql`when ${when} then ${then}`),
    sql` `,
  )} else ${otherwise} end)`;

/** How well a word of a search is found in a product (searchRelevance): the first level that holds counts. */
const LEVEL = {
  wholeWordInName: 10,
  wordStartInName: 9,
  inName: 8,
  /** A variant spelling or a synonym in the name. */
  variantInName: 7,
  /** Below every way of being in the name: what the name tier relies on (nameTier). */
  namedCategory: 6.5,
  wordStartInText: 6,
  inText: 5.5,
  variantInText: 5,
  typoInName: 4,
  typoInText: 3,
  twoTyposInName: 2,
  twoTyposInText: 1,
} as const;
/** What a generic word («دواء», "for") counts for, beside a specific one. */
const GENERIC_WEIGHT = 0.25;
/** Added when the name holds the whole query, and when the name is the query. */
const QUERY_IN_NAME = 100;
const QUERY_IS_NAME = 1000;

const wordWeight = (plan: SearchPlan, w: SearchWord) =>
  w.generic && plan.required !== plan.words ? GENERIC_WEIGHT : 1;

/**
 * How well a product answers, word by word, best level first: as typed in the name (a whole word, the start
 * of a word, inside a word), a variant spelling or a synonym in the name, a category named for it, then as typed
 * in the rest of its text (descriptions, keywords: a word's start before the inside of one), a variant or a
 * synonym there; only then a typo, one before two, the name before the rest. What the shopper typed beats a
 * guess at what they meant. Generic words count a quarter. The whole query in the name comes above everything,
 * and the name being exactly the query above that.
 */
export function searchRelevance(plan: SearchPlan, index: CategoryIndex): SQL {
  const name = products.searchName;
  const spaced = sql`(' ' || ${products.searchName} || ' ')`;
  const text = products.searchText;
  const perWord = plan.words.map((w) => {
    const weight = wordWeight(plan, w);
    // In double precision, not numeric: the levels and weights are halves and quarters, exact either way, and
    // numeric sums made the ranked statement of a search of 3,300 names 13 % slower (4.21 against 3.67 ms).
    const score = (level: number) => sql.raw(`${level * weight}::float8`);
    const begins = (column: SearchColumn) =>
      or(...w.literal.map((f) => beginsWord(column, f, w.startOnly.includes(f))))!;
    const inName: [SQL, SQL][] = [
      [
        hasAny(
          spaced,
          w.literal.map((f) => ` ${f} `),
        ),
        score(LEVEL.wholeWordInName),
      ],
      [begins(name), score(LEVEL.wordStartInName)],
    ];
    // Most of a common word's matches hold it in their text alone. Every level of the name needs one of the forms
    // in it somewhere, so one strpos of each form tells a name that holds none, before the copies of the name and
    // the regular expressions that tell how (decision 056: «شامبو للشعر» ranked its 2,791 matches in about half
    // the time).
    const inNameIfAny = (forms: string[], levels: [SQL, SQL][]): [SQL, SQL][] => {
      const somewhere = hasAny(sql`${name}`, forms);
      return levels.map(([when, then]) => [and(somewhere, when)!, then]);
    };
    const levels: [SQL, SQL][] = w.startOnly.length
      ? inNameIfAny(w.literal, [
          ...inName,
          [holdsAny(name, w.literal, w.startOnly, 'rank'), score(LEVEL.inName)],
        ])
      : // Every form is found anywhere in a word, so the one strpos is the name's level too.
        [[hasAny(sql`${name}`, w.literal), caseOf(inName, score(LEVEL.inName))]];
    if (w.variants.length) levels.push([hasAny(sql`${name}`, w.variants), score(LEVEL.variantInName)]);
    if (w.synonyms.length) {
      levels.push(
        ...inNameIfAny(w.synonyms, [
          [holdsAny(name, w.synonyms, w.synonyms, 'rank'), score(LEVEL.variantInName)],
        ]),
      );
    }
    // A category named for the word, above the word in a description: the category's names are in the text
    // too, so without this level a sunscreen and a cream whose description mentions sunscreen tie.
    const named = categoriesNamedFor(index, w);
    if (named.length) {
      levels.push([
        sql`${products.categoryId} = any(${sql.param(named)}::int[])`,
        score(LEVEL.namedCategory),
      ]);
    }
    // In the text, a word that begins with the word above the same letters inside another word: «حبوب» is
    // pills in «الحبوب» and nothing in «محبوب» (beloved).
    levels.push(
      [begins(text), score(LEVEL.wordStartInText)],
      [holdsAny(text, w.literal, w.startOnly, 'rank'), score(LEVEL.inText)],
    );
    if (w.variants.length) levels.push([hasAny(sql`${text}`, w.variants), score(LEVEL.variantInText)]);
    if (w.synonyms.length) {
      levels.push([holdsAny(text, w.synonyms, w.synonyms, 'rank'), score(LEVEL.variantInText)]);
    }
    if (w.typos[0].length) {
      levels.push(
        [hasAny(sql`${name}`, w.typos[0]), score(LEVEL.typoInName)],
        [hasAny(sql`${text}`, w.typos[0]), score(LEVEL.typoInText)],
      );
    }
    if (w.typos[1].length) {
      levels.push(
        [hasAny(sql`${name}`, w.typos[1]), score(LEVEL.twoTyposInName)],
        [hasAny(sql`${text}`, w.typos[1]), score(LEVEL.twoTyposInText)],
      );
    }
    return caseOf(levels, sql`0`);
  });
  const queryInName = queryAtWordStartOnly(plan)
    ? beginsWord(products.searchName, plan.folded, true)
    : sql`strpos(${products.searchName}, ${plan.folded}) > 0`;
  return sql`((${products.searchName} = ${plan.folded})::int * ${sql.raw(String(QUERY_IS_NAME))} + (${queryInName})::int * ${sql.raw(String(QUERY_IN_NAME))} + ${sql.join(perWord, sql` + `)})`;
}

/**
 * The name tier of a search: the products whose names hold every required word (as typed, a variant or a
 * synonym) or the whole query. Each of those words then scores at least LEVEL.variantInName, while a product
 * outside the tier has a word no higher than LEVEL.namedCategory and no query bonus, so outside the tier no
 * product scores above `bestOutsideNameTier`. When the tier's best answers, down to the last one a page
 * shows, all score above that, the tier alone gives the page: for a common word, a few thousand names read
 * instead of every description that mentions it (decision 045). The names are in the search text (searchFields),
 * so every product of the tier is an answer.
 *
 * `name` may also be one word of the names (name-postings.ts): for a one-word search the forms hold no space, so a
 * name holds the tier's forms exactly when one of its words does. With `use` 'rank' it checks rows found another
 * way, through no index.
 */
export function nameTier(
  plan: SearchPlan,
  name: SearchColumn = products.searchName,
  use: 'find' | 'rank' = 'find',
): SQL {
  const anywhere = (forms: string[]) =>
    use === 'rank' ? [hasAny(sql`${name}`, forms)] : forms.map((v) => sql`${name} like ${`%${v}%`}`);
  const inName = (w: SearchWord) =>
    or(
      holdsAny(name, w.literal, w.startOnly, use),
      ...(w.variants.length ? anywhere(w.variants) : []),
      w.synonyms.length ? holdsAny(name, w.synonyms, w.synonyms, use) : undefined,
    )!;
  // A name holding the whole query holds each required word whose form found anywhere in a word the query spells
  // out («كريم مرطب»: both): the query then adds no name to the tier, and finding it was a third of the tier's
  // statement (decision 051). A query of one word found anywhere in a word is its own whole query.
  const spelledOut = (w: SearchWord) =>
    [...w.literal.filter((f) => indexable(f) && !w.startOnly.includes(f)), ...w.variants].some((f) =>
      plan.folded.includes(f),
    );
  const queryInName =
    plan.required.every(spelledOut) || queryAtWordStartOnly(plan) ? undefined : anywhere([plan.folded])[0];
  return or(and(...plan.required.map(inName)), queryInName)!;
}

/**
 * A query of one word found only where a word begins («ابر», «روج»): the whole query in a name is that word, by its
 * rule. Looked for anywhere, it would bring back the words it is no part of («دابر», «نيوتروجينا») into the name tier,
 * with the whole query's bonus.
 */
const queryAtWordStartOnly = (plan: SearchPlan) =>
  plan.words.length === 1 && plan.words[0]!.startOnly.includes(plan.folded);

/** The highest score a product outside the name tier can have (see nameTier). */
export function bestOutsideNameTier(plan: SearchPlan): number {
  const best = plan.words.reduce((sum, w) => sum + LEVEL.wholeWordInName * wordWeight(plan, w), 0);
  return best - (LEVEL.wholeWordInName - LEVEL.namedCategory);
}

/**
 * Whether the name tier can be found through the names' trigram index: the query, and the forms of at least one
 * required word, three letters or more. Otherwise it would be read row by row.
 */
export function nameTierIndexed(plan: SearchPlan): boolean {
  return (
    indexable(plan.folded) &&
    plan.required.some((w) => [...w.literal, ...w.variants, ...w.synonyms].every(indexable))
  );
}

/** Every required word found as typed, as a variant or as a synonym: what an explicit sort keeps above typo matches. */
export function searchExact(plan: SearchPlan): SQL {
  return sql`(${and(
    ...plan.required.map((w) =>
      holdsAny(products.searchText, [...w.literal, ...w.variants, ...w.synonyms], atWordStart(w), 'rank'),
    ),
  )!})::int`;
}

/**
 * "Did you mean": the query with each word the catalogue does not hold as typed replaced by the close word
 * the best answers hold (the first result holding one of its close words decides, so the suggestion names
 * what the shopper is looking at), written as the catalogue writes it («سيتافيل», not the folded form).
 * Null when every word was found as typed, or no close word is in the answers.
 */
export function didYouMean(plan: SearchPlan, shown: { names: string; more: string }[]): string | null {
  // Most searches are spelt as the catalogue spells them: folding every shown description for nothing was a
  // fifteenth of a search's CPU.
  if (plan.words.every((w) => w.known)) return null;
  const texts = shown.flatMap((s) => [s.names, s.more]);
  const foldedTexts = texts.map((t) => ` ${normalizeSearchText(t)} `);
  let changed = false;
  const words = plan.words.map((w) => {
    if (w.known) return w.word;
    for (const text of foldedTexts) {
      const hit = w.close.find((c) => text.includes(` ${c} `));
      if (hit) {
        changed = true;
        return hit;
      }
    }
    return w.word;
  });
  return changed ? spelledAsShown(words.join(' '), texts) : null;
}

/** Each folded word replaced by the first word of the texts that folds to it. */
function spelledAsShown(folded: string, texts: string[]): string {
  const shown = new Map<string, string>();
  for (const text of texts) {
    for (const token of text.split(/[^\p{L}\p{N}\p{M}]+/u)) {
      const f = normalizeSearchText(token);
      if (f && !shown.has(f)) shown.set(f, token);
    }
  }
  return folded
    .split(' ')
    .map((w) => shown.get(w) ?? w)
    .join(' ');
}
