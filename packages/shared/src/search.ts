import { toLatinDigits } from './digits.ts';

/**
 * Search normalisation: the one place that decides which spellings count as the same.
 * Product search text is stored already normalised by this function and every query
 * goes through it too, so the database only compares folded text.
 */
const LETTER_FOLDS: Record<string, string> = {
  // hamza and madda carriers of alef, and alef wasla
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  // ta marbuta, alef maqsura, hamza on waw and ya
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  // Persian and Kurdish letters that Iraqi keyboards produce
  پ: 'ب',
  ڤ: 'ف',
  گ: 'ك',
  چ: 'ج',
  ک: 'ك',
  ی: 'ي',
  ە: 'ه',
};

// Harakat, superscript alef, Quranic marks and tatweel carry no meaning for search.
const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

// Arabic presentation forms: the shapes a letter takes in a word, encoded apart. Text copied out of a PDF holds
// them, and some keyboards type «ﻻ» as one. Compatibility normalisation gives the letters back; it is kept to
// these blocks because elsewhere it turns ™ into letters and ² into a digit.
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]+/g;

export function normalizeSearchText(text: string): string {
  return toLatinDigits(text.replace(PRESENTATION_FORMS, (forms) => forms.normalize('NFKC')))
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(FOLDABLE, (ch) => LETTER_FOLDS[ch] ?? ch)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A folded search with each word run into a number, or into a word of the other script, set apart: «panadol500»,
 * «500mg», «فيتامينc». Only for a search that finds nothing as typed: «spf50» and «omega3» are written that way in
 * the catalogue too. A single letter stays with its number (b12, d3, c1000).
 */
export function wordsApart(folded: string): string {
  return folded
    .replace(/(\p{L}{2,})(?=\p{N})|(\p{N})(?=\p{L}{2,})/gu, '$1$2 ')
    .replace(/(\p{Script=Arabic})(?=\p{Script=Latin})|(\p{Script=Latin})(?=\p{Script=Arabic})/gu, '$1$2 ')
    .replace(/ +/g, ' ')
    .trim();
}

/*
 * Typo tolerance. A query word that is not in a product as typed can still match a word of the catalogue's
 * vocabulary that is close to it. "Close" is measured on a word's spelling skeleton:
 *
 * - Letters that loanwords are written with interchangeably in Iraq count as one: a hard g is غ, ج, ك or ق
 *   (غارنييه, جارنييه, كارنييه), and emphatic and plain pairs (ط/ت, ص/س/ث, ظ/ذ/ز, ض/د) vary the same way;
 *   ڤ/ف and پ/ب are already folded above. In Latin, ph is f, y is i, a hard c is k, and accents go.
 * - The long-vowel letters ا و ي after a word's first letter are dropped: shoppers add and leave them out in
 *   loanwords (فيتامين, فتامين; سنسوداين, سنسودين), so they are spelling, not typos. So is a final ه
 *   (كريمة, كريم), and in Latin an s for a z (moisturising, moisturizing).
 *
 * Two words whose skeletons are equal are variants of one word. Otherwise a word of 4-7 letters may be one
 * edit away (a letter added, dropped or replaced, or two neighbours swapped), and a word of 8 or more two.
 */
const VARIANT_FOLDS: Record<string, string> = {
  غ: 'ك',
  ج: 'ك',
  ق: 'ك',
  ط: 'ت',
  ص: 'س',
  ث: 'س',
  ظ: 'ز',
  ذ: 'ز',
  ض: 'د',
};
const VARIANT_LETTERS = new RegExp(`[${Object.keys(VARIANT_FOLDS).join('')}]`, 'g');
const ARABIC_LETTER = /[\u0600-\u06ff]/;
const LONG_VOWELS = /(?<=.)[اوي]/gu;
/** A final ه (a folded ة as often as not) comes and goes: كريمة and كريم, نيفيه and نيفيا. */
const FINAL_HA = /(?<=..)ه$/u;

/**
 * Skeletons already made: a search compares its words with the same catalogue words again and again, and
 * the regular expressions cost more than the comparison. Bounded; emptied whole when full.
 */
const skeletons = new Map<string, string>();
const MAX_SKELETONS = 20_000;

/** The spelling skeleton of one folded word (see above). */
export function spellingSkeleton(word: string): string {
  let skeleton = skeletons.get(word);
  if (skeleton === undefined) {
    if (skeletons.size >= MAX_SKELETONS) skeletons.clear();
    skeleton = makeSkeleton(word);
    skeletons.set(word, skeleton);
  }
  return skeleton;
}

function makeSkeleton(word: string): string {
  if (ARABIC_LETTER.test(word)) {
    return word
      .replace(VARIANT_LETTERS, (ch) => VARIANT_FOLDS[ch] ?? ch)
      .replace(LONG_VOWELS, '')
      .replace(FINAL_HA, '');
  }
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ph/g, 'f')
    .replace(/y/g, 'i')
    .replace(/ck/g, 'k')
    .replace(/c(?![ei])/g, 'k')
    .replace(/z/g, 's');
}

/** A word of at least this many letters may be matched by its spelling at all. */
const MIN_FUZZY_LETTERS = 4;
/** From this skeleton length a word may have typos; a shorter one (نيفيا: نف) only its variant spellings. */
const MIN_TYPO_SKELETON = 3;

const skeletonLength = (word: string) => [...spellingSkeleton(word)].length;

/** Whether a folded query word may be matched by its spelling at all (variants, and typos within its budget). */
export function isFuzzyWord(word: string): boolean {
  return [...word].length >= MIN_FUZZY_LETTERS && !/\p{N}/u.test(word) && skeletonLength(word) >= 2;
}

/**
 * How many edits a folded query word may be from a catalogue word: none below 4 letters, for a word with a
 * digit (500mg is not 100mg) or a skeleton of fewer than 3 letters (a variant spelling still counts); 2 from
 * 8 letters with a skeleton of 5 or more; otherwise 1.
 */
export function typoBudget(word: string): number {
  if (!isFuzzyWord(word)) return 0;
  const skeleton = skeletonLength(word);
  if (skeleton < MIN_TYPO_SKELETON) return 0;
  return [...word].length >= 8 && skeleton >= 5 ? 2 : 1;
}

/**
 * Edit distance between two strings where swapping two neighbours is one edit (optimal string alignment),
 * or `max + 1` as soon as it is certain to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return Math.min(prev[t.length]!, max + 1);
}

/** How far apart two folded words are in spelling (0: variants of one word), capped at `max + 1`. */
export function spellingDistance(a: string, b: string, max: number): number {
  return editDistance(spellingSkeleton(a), spellingSkeleton(b), max);
}

/**
 * How far a catalogue word is from a query word for search: its spelling distance (0: a variant spelling),
 * or more than `budget` when it is not a slip of the query word. A slip changes one or two letters as
 * typed too; a word that only shares a skeleton this close (سنسوا and ثلاثه: three consonants, one apart)
 * is another word.
 */
export function slipDistance(word: string, candidate: string, budget: number): number {
  const distance = spellingDistance(word, candidate, budget);
  if (distance === 0 || distance > budget) return distance;
  return editDistance(word, candidate, budget + 1) <= budget + 1 ? distance : budget + 1;
}

/** Every string made by deleting up to `depth` letters of `s` (`s` itself included). */
export function deletions(s: string, depth: number): string[] {
  const out = new Set([s]);
  let level = [s];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of level) {
      const letters = [...w];
      for (let i = 0; i < letters.length; i++) {
        const shorter = letters.slice(0, i).join('') + letters.slice(i + 1).join('');
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    level = next;
  }
  return [...out];
}

/**
 * The look-up keys of a catalogue word: its skeleton with up to two letters deleted. Two edits are only
 * allowed to query words with a skeleton of five or more, and a catalogue word with a shorter skeleton is
 * within two of one only through deletions on the query's side, so it needs one deletion (three or four
 * letters), or none (two letters: found by its variant spellings and by one letter too many).
 */
export function vocabularyKeys(word: string): string[] {
  const skeleton = spellingSkeleton(word);
  const length = [...skeleton].length;
  if (length < 2 || /\p{N}/u.test(word) || [...word].length < 3) return [];
  return deletions(skeleton, length >= 5 ? 2 : length >= MIN_TYPO_SKELETON ? 1 : 0);
}

/** The keys a folded query word looks up: its skeleton with as many deletions as its typo budget. */
export function queryKeys(word: string): string[] {
  if (!isFuzzyWord(word)) return [];
  return deletions(spellingSkeleton(word), typoBudget(word));
}

/**
 * Words that say what kind of thing is wanted but not which: a product that lacks them still answers
 * «دواء السكري» or "medicine for cough". They rank a match but never decide one.
 */
export const GENERIC_SEARCH_WORDS: ReadonlySet<string> = new Set(
  [
    'دواء',
    'ادويه',
    'دوا',
    'علاج',
    'منتج',
    'منتجات',
    'افضل',
    'احسن',
    'نوع',
    'انواع',
    'لل',
    'ل',
    'مع',
    'من',
    'في',
    'على',
    'عن',
    'او',
    'و',
    'ضد',
    'medicine',
    'medicines',
    'medication',
    'drug',
    'drugs',
    'treatment',
    'remedy',
    'product',
    'products',
    'best',
    'for',
    'with',
    'and',
    'or',
    'the',
    'of',
    'a',
    'an',
    'to',
    'in',
    'against',
  ].map(normalizeSearchText),
);

/**
 * The Arabic article and the letters joined before it: ال, لل ("for the"), بال and كال ("with", "as the"),
 * each after و or ف ("and") or not. «للصداع» is «صداع» for a headache; «والفيتامينات» is «فيتامينات».
 */
export const ARTICLE_PATTERN = '(و|ف)?(ال|لل|بال|كال)';
const ARTICLE = new RegExp(`^${ARTICLE_PATTERN}`);

/** A word without its article, or null when it has none or too little is left to be a word. */
export function withoutArticle(word: string): string | null {
  const stem = word.replace(ARTICLE, '');
  return stem !== word && [...stem].length >= 3 ? stem : null;
}

/** Letters said in Arabic, as vitamins and brands are written in Latin: فيتامين سي is vitamin C, أورال بي Oral-B. */
const LETTER_NAMES: Record<string, string> = {
  ايه: 'a',
  بي: 'b',
  سي: 'c',
  دي: 'd',
  د: 'd',
  اي: 'e',
  كي: 'k',
};

/**
 * The singular a plural stands for, when what is left is a word of three letters or more: Arabic's sound
 * feminine plural («كريمات» → «كريم», «مرطبات» → «مرطب»; the singular's own ending, ة or none, follows it in a
 * product's text), and English's -s, -es and -ies ("vitamins", "brushes", "supplies"). Not -ss, -us or -is
 * ("glass", "plus", "analysis"). Arabic's broken plurals («حبوب» of «حبة») are other words.
 */
export function singularOf(word: string): string | null {
  let stem: string | null = null;
  if (/^\p{Script=Arabic}+$/u.test(word)) {
    if (word.endsWith('ات')) stem = word.slice(0, -2);
  } else if (/^[a-z]+$/.test(word)) {
    if (word.endsWith('ies')) stem = `${word.slice(0, -3)}y`;
    else if (/(s|x|z|ch|sh)es$/.test(word)) stem = word.slice(0, -2);
    else if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) stem = word.slice(0, -1);
  }
  return stem && [...stem].length >= 3 ? stem : null;
}

/**
 * The forms of a folded query word that count as typed: the word, without its article ("السكري" →
 * "سكري"), its singular ("كريمات" → "كريم", "vitamins" → "vitamin"), and the Latin letter an Arabic letter name
 * stands for ("سي" → "c"). The forms after the first stand for the word only at the start of a word: «سيوم» is
 * «كالسيوم» (calcium) without «كال», and no part of «مغنيسيوم» (magnesium).
 */
export function literalForms(word: string): string[] {
  const out = [word];
  const stem = withoutArticle(word);
  if (stem) out.push(stem);
  for (const form of [...out]) {
    const singular = singularOf(form);
    if (singular && !out.includes(singular)) out.push(singular);
  }
  const letter = LETTER_NAMES[word];
  if (letter) out.push(letter);
  return out;
}

/** A form this short is matched at the start of a word (c finds "C" and "cream", not "acid"), longer ones anywhere in one. */
export const WORD_START_BELOW = 3;

/**
 * What shoppers type for what the catalogue calls otherwise: Iraqi words («شفايف» for lips, «نشلة» for a cold,
 * «ريحة» for perfume, «دهان» for an ointment, «بامبرز» for any diaper), spellings the catalogue does not use
 * (ظ for ض, as ض is said in Iraq), a phrase for a word («وجع راس»: a headache) and British English. One way only:
 * the catalogue's own word does not bring the shopper's. Keys and words are folded when the module loads.
 */
const SYNONYMS_AS_WRITTEN: Record<string, string[]> = {
  شفايف: ['شفاه'],
  نشلة: ['زكام', 'رشح', 'انفلونزا', 'نزلات البرد'],
  كحة: ['سعال'],
  ريحة: ['عطر', 'عطور'],
  دهان: ['مرهم'],
  سنون: ['أسنان'],
  سخونة: ['حرارة', 'حمى', 'خافض'],
  روج: ['أحمر شفاه', 'lipstick'],
  كحل: ['آيلاينر', 'eyeliner'],
  // Allergy, which the spelling rule also read as «حساسة» (sensitive skin).
  حساسية: ['هيستامين', 'antihistamine'],
  فكس: ['فيكس'],
  بامبرز: ['حفاضات'],
  حفاظات: ['حفاضات'],
  بيبي: ['أطفال', 'طفل', 'رضع', 'مواليد'],
  أطفال: ['طفل', 'بيبي', 'رضع', 'مواليد'],
  'حبوب الوجه': ['حب الشباب', 'acne'],
  'حبوب وجه': ['حب الشباب', 'acne'],
  'وجع راس': ['صداع', 'مسكن'],
  'وجع الراس': ['صداع', 'مسكن'],
  'صن بلوك': ['واقي شمس', 'واقي الشمس', 'sunblock', 'sunscreen'],
  sunblock: ['sunscreen'],
  suncream: ['sunscreen', 'sunblock'],
  'sun cream': ['sunscreen', 'sunblock'],
  painkiller: ['analgesic', 'pain'],
  painkillers: ['analgesic', 'pain'],
  'pain killer': ['analgesic', 'pain'],
  sanitiser: ['sanitizer', 'disinfectant'],
  sanitizer: ['sanitiser', 'disinfectant'],
  nappies: ['diapers'],
  nappy: ['diaper'],
};

const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(SYNONYMS_AS_WRITTEN).map(([typed, words]) => [
    normalizeSearchText(typed),
    words.map(normalizeSearchText),
  ]),
);

/** The catalogue's words for a folded word or phrase a shopper types («شفايف» → «شفاه»), none if it has none. */
export function synonymsOf(term: string): readonly string[] {
  return SYNONYMS.get(term) ?? [];
}

/**
 * The terms of a folded search: its words, with two that make a phrase of the synonyms kept together («وجع
 * راس» is a headache; «وجع» and «راس» apart are a pain and a head).
 */
export function searchTerms(folded: string): string[] {
  const words = folded.split(' ').filter(Boolean);
  const terms: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (i + 1 < words.length && SYNONYMS.has(pair)) {
      terms.push(pair);
      i++;
    } else terms.push(words[i]!);
  }
  return terms;
}
