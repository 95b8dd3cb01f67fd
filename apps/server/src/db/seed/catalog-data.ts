import { slugify } from '@shop/shared/catalog-admin';
/**
 * Demo catalogue of an Iraqi online pharmacy and beauty shop: categories, brands, products and discounts.
 *
 * Pure data. Products are written as compact pipe-separated tables (one product a line) and parsed once at
 * import by the small helpers at the bottom of this file, which also derive slugs, stock and sales figures
 * deterministically, so every seed of an empty database produces exactly the same catalogue.
 */

export type Silhouette = 'bottle' | 'tube' | 'jar' | 'box' | 'blister' | 'device' | 'spray' | 'sachet';
export const SILHOUETTES: readonly Silhouette[] = [
  'bottle',
  'tube',
  'jar',
  'box',
  'blister',
  'device',
  'spray',
  'sachet',
];

export type IconShape =
  | 'drop'
  | 'sun'
  | 'leaf'
  | 'capsule'
  | 'cross'
  | 'heart'
  | 'shield'
  | 'tooth'
  | 'sparkle'
  | 'perfume'
  | 'baby'
  | 'feeding-bottle'
  | 'lipstick'
  | 'eye'
  | 'razor'
  | 'comb'
  | 'monitor'
  | 'thermometer'
  | 'bandage'
  | 'fish'
  | 'flask';

/** A pair of names, Arabic first. */
export type Bilingual = readonly [ar: string, en: string];

export interface CategorySeed {
  slug: string;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  /** Background tint of the category's and its products' demo images. */
  tint: string;
  icon: IconShape;
  /** Added to the description of every product in the category (a child without one uses its parent's). */
  note?: Bilingual;
  /** Bench generator only: kinds of product sold in this category (children). */
  types?: readonly Bilingual[];
  /** Bench generator only: pack sizes and variants (roots, children inherit). */
  variants?: readonly Bilingual[];
  /** Bench generator only: brands to combine with the types (roots); default: the brands of the seed products. */
  benchBrands?: readonly string[];
  children?: CategorySeed[];
}

export interface BrandSeed {
  key: string;
  en: string;
  ar: string;
  /** Other spellings in both scripts, searched but never shown. */
  aliases: string;
}

export interface ProductSeed {
  /** Unique, ASCII; names the image files. */
  slug: string;
  categorySlug: string;
  brand: BrandSeed | undefined;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  keywords: string;
  price: number;
  stock: number;
  featured: boolean;
  bestseller: boolean;
  requiresPrescription: boolean;
  /** Over-the-counter limit: at most this many packs in one order (null: none). */
  maxPerOrder: number | null;
  /** Two or three words printed on the demo image. */
  imageLabel: string;
  silhouette: Silhouette;
}

export type DiscountKind = 'general' | 'flash_sale' | 'clearance' | 'bundle';

export interface DiscountSeed {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  type: 'percentage' | 'fixed';
  value: number;
  kind: DiscountKind;
  /** Days relative to the moment of seeding: negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  target: 'product' | 'category';
  /** Product slugs (target product) or category slugs (target category: it reaches the subcategories too). */
  targets: readonly string[];
}

// ---------------------------------------------------------------- brands

/** key | English | Arabic | other spellings */
const BRAND_TABLE = `
cerave | CeraVe | سيرافي | serave cerave سيرا في سيرافيه
cetaphil | Cetaphil | سيتافيل | setaphil cetafil سيتافل ستافيل
lrp | La Roche-Posay | لاروش بوزيه | laroche roche posay lrp لاروش بوساي لاروشبوزيه
bioderma | Bioderma | بيوديرما | bioderm بيوديرم
vichy | Vichy | فيشي | vichi فيشى
eucerin | Eucerin | يوسيرين | euserin eucerine يوسرين
garnier | Garnier | غارنييه | garnie garnier كارنييه جارنييه غارنيه
nivea | Nivea | نيفيا | niveya نيفيه نيفية
neutrogena | Neutrogena | نيوتروجينا | nutrogena neutrogina نيتروجينا
the-ordinary | The Ordinary | ذا أوردينري | ordinary اوردنري ذا اوردناري
benzac | Benzac | بنزاك | benzak galderma بنزاك جالديرما
hs | Head & Shoulders | هيد اند شولدرز | head and shoulders h&s هيد شولدر هد اند شولدرز
pantene | Pantene | بانتين | panteen pantin بانتيين
dove | Dove | دوف | doves دووف
nizoral | Nizoral | نيزورال | nizoral نيزورل
loreal | L'Oréal | لوريال | loreal l oreal لوريل لوريـال
tresemme | TRESemmé | تريسمي | tresemme tresame تريزمي
regaine | Regaine | ريجين | rogaine regain ريجاين روجين
alpecin | Alpecin | ألبيسين | alpicin البيسين
ducray | Ducray | دوكري | ducrai دوكراي
moroccanoil | Moroccanoil | موروكان أويل | moroccan oil موروكان اويل مراكشي
dabur | Dabur | دابر | dabur amla دابور
gatsby | Gatsby | غاتسبي | gatsbi جاتسبي كاتسبي
taft | Taft | تافت | schwarzkopf شوارزكوف
panadol | Panadol | بنادول | panadool panadole بانادول بندول
adol | Adol | أدول | julphar جلفار ادول
sdi | SDI Samarra | أدوية سامراء | sdi samarra سامراء الشركة العامة لصناعة الادوية
pioneer | Pioneer | بايونير | pioneer pharma بايونير للصناعات الدوائية
hikma | Hikma | حكمة | hikma pharmaceuticals الحكمة
brufen | Brufen | بروفين | bruffen brofen بروفن
voltaren | Voltaren | فولتارين | voltarin فولتارين فولترين
actifed | Actifed | أكتيفيد | actefed اكتفيد اكتيفد
strepsils | Strepsils | ستربسلز | strepsil strepsels ستريبسلز
vicks | Vicks | فيكس | vics vix فكس
otrivin | Otrivin | أوتريفين | otrivine otrivin اوترفين اوتريفين
prospan | Prospan | بروسبان | prospan بروسبن
gaviscon | Gaviscon | غافيسكون | gaviskon جافيسكون كافيسكون
buscopan | Buscopan | بوسكوبان | buscopan buscobane بسكوبان
imodium | Imodium | إيموديوم | imodium ايموديوم
smecta | Smecta | سمكتا | smekta سميكتا
dulcolax | Dulcolax | دولكولاكس | dulcolax دلكولاكس
claritine | Claritine | كلاريتين | clarityn claritin كلارتين
zyrtec | Zyrtec | زيرتك | zirtek zyrtek زيرتيك
telfast | Telfast | تلفاست | telefast تيلفاست
fenistil | Fenistil | فينيستيل | fenistil فنستيل
aerius | Aerius | إيريوس | aerius ايريوس
augmentin | Augmentin | أوغمنتين | augmantin augmentine اوجمنتين اوكمنتين
suprax | Suprax | سوبراكس | suprax سبراكس
flagyl | Flagyl | فلاجيل | flagil فلاجل
glucophage | Glucophage | جلوكوفاج | glucophag كلوكوفاج غلوكوفاج
diamicron | Diamicron | دياميكرون | diamicron دايميكرون
norvasc | Norvasc | نورفاسك | norvask نورفاسك
lipitor | Lipitor | ليبيتور | lipitor لبيتور
cozaar | Cozaar | كوزار | cozar كوزار
concor | Concor | كونكور | concore كونكر
fucidin | Fucidin | فيوسيدين | fusidin fucidine فيوسيدن
elocon | Elocon | إيلوكون | elocom elocon ايلوكوم
acretin | Acretin | أكريتين | acretin اكرتين
centrum | Centrum | سنتروم | sentrum سينتروم
pharmaton | Pharmaton | فارماتون | farmaton فارمتون
supradyn | Supradyn | سوبرادين | supradin سوبرادين
vitabiotics | Vitabiotics | فيتابيوتكس | vitabiotic فيتابايوتكس
now | NOW Foods | ناو فودز | now foods ناو
solgar | Solgar | سولغار | solgar سولجار سولكار
natures-bounty | Nature's Bounty | نيتشرز باونتي | natures bounty نيتشر باونتي
seven-seas | Seven Seas | سفن سيز | sevenseas سيفن سيز
sanostol | Sanostol | سانوستول | sanostol سانستول
pediasure | PediaSure | بيدياشور | pediasure abbott بيدياشور ابوت
pampers | Pampers | بامبرز | pampers بامبرس
huggies | Huggies | هاجيز | hugies هكيز هاكيز
molfix | Molfix | مولفكس | molfix مولفيكس
bepanthen | Bepanthen | بيبانثين | bepanten bepanthene بيبانثن بيبنثين
sudocrem | Sudocrem | سودوكريم | sudocream سودو كريم
johnsons | Johnson's | جونسون | johnsons johnson جونسونز
mustela | Mustela | موستيلا | mustella ماستيلا
aptamil | Aptamil | أبتاميل | aptamil ابتاميل
similac | Similac | سيميلاك | similak سيميلاك
nan | Nestlé NAN | نان | nan nestle نستله
nestle | Nestlé | نستله | nestle نسله نستلة
avent | Philips Avent | فيليبس أفنت | avent philips افنت
chicco | Chicco | شيكو | chico تشيكو
palmers | Palmer's | بالمرز | palmers بالمرس
lansinoh | Lansinoh | لانسينو | lansino لانسينوه
lux | Lux | لوكس | lux لكس
dettol | Dettol | ديتول | detol ديتتول
palmolive | Palmolive | بالموليف | palmolive بالمولف
aleppo | Aleppo Soap | صابون حلبي | aleppo laurel صابون الغار
rexona | Rexona | ريكسونا | rexona ركسونا
etiaxil | Etiaxil | إيتياكسيل | etiaxil اتياكسيل
always | Always | أولويز | always اولوايز
kotex | Kotex | كوتكس | kotex كوتيكس
lactacyd | Lactacyd | لاكتاسيد | lactacid لاكتسيد
carefree | Carefree | كيرفري | care free كير فري
sterillium | Sterillium | ستيريليوم | sterilium ستريليوم
lifebuoy | Lifebuoy | لايفبوي | lifeboy لايف بوي
maybelline | Maybelline | ميبيلين | maybeline maybellin ميبلين مايبيلين
essence | Essence | إيسنس | essense ايسنس
flormar | Flormar | فلورمار | flormar فلورمر
golden-rose | Golden Rose | غولدن روز | goldenrose كولدن روز جولدن روز
vaseline | Vaseline | فازلين | vasline فازلين
lattafa | Lattafa | لطافة | latafa لطافه
rasasi | Rasasi | الرصاصي | rasasi رصاصي
ajmal | Ajmal | أجمل | ajmal اجمل
swiss-arabian | Swiss Arabian | سويس أرابيان | swiss arabian سويس ارابيان
adidas | Adidas | أديداس | addidas اديداس
armaf | Armaf | أرماف | armaf ارماف
victorias-secret | Victoria's Secret | فكتوريا سيكريت | victoria secret فيكتوريا سيكرت
bbw | Bath & Body Works | باث آند بودي وركس | bath and body works باث اند بودي
omron | Omron | أومرون | omron امرون اومرن
microlife | Microlife | مايكرولايف | micro life مايكرو لايف
beurer | Beurer | بيورير | beurer بيورر
accu-chek | Accu-Chek | أكيو-تشيك | accu chek accuchek accu check اكيو تشيك اكوشيك
onetouch | OneTouch | ون تاتش | one touch ون تج
braun | Braun | براون | braun براون
hansaplast | Hansaplast | هانسابلاست | hansaplast هانزابلاست
tynor | Tynor | تاينور | tynor تاينر
hartmann | Hartmann | هارتمان | hartman هارتمن
betadine | Betadine | بيتادين | betadin povidone بيتادين
savlon | Savlon | سافلون | savlon سافلن
mebo | MEBO | ميبو | mebo julphar ميبو جلفار
contractubex | Contractubex | كونتراكتيوبكس | contractubex كونتراكتيوبيكس
futuro | Futuro | فيوتشرو | futuro فيوتورو
sensodyne | Sensodyne | سنسوداين | sensodine sensodyn سينسودين
colgate | Colgate | كولجيت | colgat كولكيت كولغيت
signal | Signal | سيغنال | signal سيكنال سيجنال
parodontax | Parodontax | بارودونتاكس | paradontax بارادونتاكس
oral-b | Oral-B | أورال بي | oral b oralb اورال بي
listerine | Listerine | ليسترين | listerin لسترين
corsodyl | Corsodyl | كورسوديل | corsodyl chlorhexidine كورسوديل
gillette | Gillette | جيليت | gilette gillete جليت
arko | Arko | أركو | arko اركو
bic | BIC | بيك | bic بك
proraso | Proraso | بروراسو | proraso براراسو
philips | Philips | فيليبس | phillips فلبس
tangle-teezer | Tangle Teezer | تانغل تيزر | tangle teezer تانكل تيزر
`;

// ---------------------------------------------------------------- categories

const MEDICINE_VARIANTS: readonly Bilingual[] = [
  ['10 حبات', '10 Tablets'],
  ['20 حبة', '20 Tablets'],
  ['30 حبة', '30 Tablets'],
  ['14 كبسولة', '14 Capsules'],
  ['شراب 100 مل', 'Syrup 100ml'],
  ['أكياس 10', '10 Sachets'],
];
const COSMETIC_VARIANTS: readonly Bilingual[] = [
  ['50 مل', '50ml'],
  ['100 مل', '100ml'],
  ['200 مل', '200ml'],
  ['400 مل', '400ml'],
  ['حجم السفر', 'Travel Size'],
  ['للبشرة الحساسة', 'Sensitive'],
  ['بدون عطر', 'Fragrance Free'],
  ['عرض 1+1', 'Value Pack 1+1'],
];
const SUPPLEMENT_VARIANTS: readonly Bilingual[] = [
  ['30 حبة', '30 Tablets'],
  ['60 كبسولة', '60 Capsules'],
  ['90 حبة', '90 Tablets'],
  ['120 كبسولة جيلاتينية', '120 Softgels'],
  ['شراب 150 مل', 'Syrup 150ml'],
];

const RX_NOTE: Bilingual = [
  'يُصرف بوصفة طبية فقط، ويتحقق الصيدلاني من الوصفة قبل التوصيل.',
  'Prescription only: our pharmacist checks a valid prescription before delivery.',
];

/** Parses `English=العربية; …` into bilingual pairs. */
function pairs(list: string): Bilingual[] {
  return list
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [en, ar] = s.split('=').map((x) => x.trim());
      if (!en || !ar) throw new Error(`catalog-data: bad pair "${s}"`);
      return [ar, en] as const;
    });
}

export const CATEGORY_TREE: CategorySeed[] = [
  {
    slug: 'skin-care',
    nameAr: 'العناية بالبشرة',
    nameEn: 'Skin care',
    descriptionAr: 'غسول ومرطبات وواقيات شمس وعلاجات حب الشباب من أشهر العلامات الصيدلانية الموثوقة.',
    descriptionEn:
      'Cleansers, moisturisers, sunscreens and acne treatments from trusted dermo-cosmetic brands.',
    tint: '#F6D5CC',
    icon: 'drop',
    variants: COSMETIC_VARIANTS,
    children: [
      {
        slug: 'face-cleansers',
        nameAr: 'غسول ومنظفات الوجه',
        nameEn: 'Face cleansers',
        descriptionAr: 'غسول يومي لكل أنواع البشرة: الجافة والدهنية والحساسة.',
        descriptionEn: 'Daily cleansers for every skin type: dry, oily and sensitive.',
        tint: '#F6D5CC',
        icon: 'drop',
        types: pairs(
          'Foaming Cleanser=غسول رغوي; Hydrating Cleanser=غسول مرطب; Cleansing Gel=جل منظف; Exfoliating Scrub=مقشر للوجه',
        ),
      },
      {
        slug: 'moisturizers',
        nameAr: 'المرطبات والكريمات',
        nameEn: 'Moisturisers and creams',
        descriptionAr: 'كريمات ولوشن لترطيب البشرة الجافة وحمايتها من جفاف الصيف وبرد الشتاء.',
        descriptionEn: 'Creams and lotions that relieve dry skin through hot summers and cold winters.',
        tint: '#F6D5CC',
        icon: 'leaf',
        types: pairs(
          'Moisturising Cream=كريم مرطب; Body Lotion=لوشن للجسم; Night Cream=كريم ليلي; Repair Balm=بلسم مرمم',
        ),
      },
      {
        slug: 'sunscreen',
        nameAr: 'واقيات الشمس',
        nameEn: 'Sunscreen',
        descriptionAr: 'حماية عالية من الأشعة فوق البنفسجية تناسب شمس العراق القوية.',
        descriptionEn: 'High UVA/UVB protection made for the strong Iraqi sun.',
        tint: '#FBE3B8',
        icon: 'sun',
        note: [
          'يوضع بكمية كافية قبل التعرض للشمس بـ15 دقيقة ويُجدد كل ساعتين.',
          'Apply generously 15 minutes before sun exposure and reapply every two hours.',
        ],
        types: pairs(
          'Sunscreen Fluid SPF50+=واقي شمس سائل SPF50+; Tinted Sunscreen=واقي شمس ملون; Sun Spray=بخاخ واقي شمس',
        ),
      },
      {
        slug: 'acne-care',
        nameAr: 'علاج حب الشباب والبقع',
        nameEn: 'Acne and blemish care',
        descriptionAr: 'علاجات ومنظفات تقلل الحبوب والرؤوس السوداء وآثارها.',
        descriptionEn: 'Treatments and washes that reduce spots, blackheads and their marks.',
        tint: '#F6D5CC',
        icon: 'sparkle',
        types: pairs(
          'Anti-Blemish Serum=سيروم ضد الحبوب; Acne Wash=غسول حب الشباب; Spot Gel=جل موضعي للحبوب',
        ),
      },
    ],
  },
  {
    slug: 'hair-care',
    nameAr: 'العناية بالشعر',
    nameEn: 'Hair care',
    descriptionAr: 'شامبو وبلسم وعلاجات تساقط الشعر وزيوت طبيعية للشعر وفروة الرأس.',
    descriptionEn: 'Shampoos, conditioners, hair-loss treatments and oils for hair and scalp.',
    tint: '#F1E2C4',
    icon: 'comb',
    variants: COSMETIC_VARIANTS,
    children: [
      {
        slug: 'shampoo',
        nameAr: 'الشامبو',
        nameEn: 'Shampoo',
        descriptionAr: 'شامبو يومي وشامبو طبي ضد القشرة.',
        descriptionEn: 'Everyday and medicated anti-dandruff shampoos.',
        tint: '#F1E2C4',
        icon: 'drop',
        types: pairs(
          'Anti-Dandruff Shampoo=شامبو ضد القشرة; Repair Shampoo=شامبو مرمم; Daily Shampoo=شامبو يومي',
        ),
      },
      {
        slug: 'conditioners-masks',
        nameAr: 'البلسم وماسكات الشعر',
        nameEn: 'Conditioners and masks',
        descriptionAr: 'بلسم وماسكات تغذي الشعر الجاف والمتقصف.',
        descriptionEn: 'Conditioners and masks that nourish dry, damaged hair.',
        tint: '#F1E2C4',
        icon: 'leaf',
        types: pairs('Conditioner=بلسم; Hair Mask=ماسك للشعر; Leave-In Cream=كريم شعر بدون شطف'),
      },
      {
        slug: 'hair-loss',
        nameAr: 'علاج تساقط الشعر',
        nameEn: 'Hair-loss treatments',
        descriptionAr: 'أمبولات ومحاليل وشامبو يقوي الشعر ويقلل تساقطه.',
        descriptionEn: 'Ampoules, solutions and shampoos that strengthen hair and reduce shedding.',
        tint: '#E9DCC8',
        icon: 'flask',
        types: pairs(
          'Anti-Hair Loss Ampoules=أمبولات ضد التساقط; Fortifying Shampoo=شامبو مقوي; Scalp Serum=سيروم لفروة الرأس',
        ),
      },
      {
        slug: 'hair-oils-styling',
        nameAr: 'زيوت الشعر والتصفيف',
        nameEn: 'Hair oils and styling',
        descriptionAr: 'زيوت طبيعية وواكس وسبراي لتصفيف الشعر.',
        descriptionEn: 'Natural oils, wax and spray for styling.',
        tint: '#F1E2C4',
        icon: 'comb',
        types: pairs('Hair Oil=زيت الشعر; Styling Wax=واكس للشعر; Hair Spray=سبراي تثبيت'),
      },
    ],
  },
  {
    slug: 'medicines',
    nameAr: 'الأدوية',
    nameEn: 'Medicines',
    descriptionAr: 'أدوية بدون وصفة لتسكين الألم والحرارة والبرد والمعدة والحساسية، من شركات عالمية ومحلية.',
    descriptionEn:
      'Over-the-counter medicines for pain, fever, colds, digestion and allergy, international and local.',
    tint: '#D5E5F4',
    icon: 'capsule',
    note: [
      'اقرأ النشرة الداخلية قبل الاستعمال ولا تتجاوز الجرعة المحددة، ويُحفظ بعيداً عن متناول الأطفال.',
      'Read the leaflet before use and do not exceed the stated dose; keep out of reach of children.',
    ],
    variants: MEDICINE_VARIANTS,
    benchBrands: ['sdi', 'pioneer', 'hikma', 'adol'],
    children: [
      {
        slug: 'pain-fever',
        nameAr: 'مسكنات الألم وخافضات الحرارة',
        nameEn: 'Pain and fever relief',
        descriptionAr: 'باراسيتامول وايبوبروفين ومسكنات موضعية للصداع وآلام العضلات والحرارة.',
        descriptionEn: 'Paracetamol, ibuprofen and topical painkillers for headache, muscle pain and fever.',
        tint: '#D5E5F4',
        icon: 'capsule',
        types: pairs(
          'Paracetamol 500mg=باراسيتامول 500 ملغ; Ibuprofen 400mg=ايبوبروفين 400 ملغ; Diclofenac Gel=جل ديكلوفيناك; Paracetamol Syrup=شراب باراسيتامول للأطفال',
        ),
      },
      {
        slug: 'cold-flu',
        nameAr: 'البرد والإنفلونزا والسعال',
        nameEn: 'Cold, flu and cough',
        descriptionAr: 'علاجات الزكام واحتقان الأنف والتهاب الحلق والسعال.',
        descriptionEn: 'Remedies for colds, blocked nose, sore throat and cough.',
        tint: '#D5E5F4',
        icon: 'thermometer',
        types: pairs(
          'Cold & Flu Tablets=أقراص البرد والإنفلونزا; Cough Syrup=شراب السعال; Throat Lozenges=أقراص استحلاب للحلق; Nasal Spray=بخاخ أنف',
        ),
      },
      {
        slug: 'digestive',
        nameAr: 'الجهاز الهضمي والمعدة',
        nameEn: 'Digestive health',
        descriptionAr: 'علاجات الحموضة والمغص والإسهال والإمساك ومحاليل الإرواء.',
        descriptionEn: 'Relief for heartburn, cramps, diarrhoea and constipation, and rehydration salts.',
        tint: '#D5E5F4',
        icon: 'leaf',
        types: pairs(
          'Omeprazole 20mg=أوميبرازول 20 ملغ; Antacid Liquid=شراب مضاد للحموضة; Oral Rehydration Salts=أملاح الإرواء الفموي; Antispasmodic=مضاد للمغص',
        ),
      },
      {
        slug: 'allergy',
        nameAr: 'الحساسية',
        nameEn: 'Allergy',
        descriptionAr: 'مضادات الهيستامين لحساسية الأنف والعيون والجلد.',
        descriptionEn: 'Antihistamines for nose, eye and skin allergies.',
        tint: '#D5E5F4',
        icon: 'shield',
        types: pairs(
          'Loratadine 10mg=لوراتادين 10 ملغ; Cetirizine 10mg=سيتريزين 10 ملغ; Antihistamine Syrup=شراب مضاد للحساسية',
        ),
      },
    ],
  },
  {
    slug: 'prescription-medicines',
    nameAr: 'أدوية الوصفة الطبية',
    nameEn: 'Prescription medicines',
    descriptionAr: 'مضادات حيوية وأدوية الأمراض المزمنة والأدوية الجلدية، تُصرف عند تقديم وصفة طبية.',
    descriptionEn:
      'Antibiotics, chronic-condition and dermatology medicines, dispensed against a prescription.',
    tint: '#DCD8F2',
    icon: 'flask',
    note: RX_NOTE,
    variants: MEDICINE_VARIANTS,
    benchBrands: ['sdi', 'pioneer', 'hikma'],
    children: [
      {
        slug: 'antibiotics',
        nameAr: 'المضادات الحيوية',
        nameEn: 'Antibiotics',
        descriptionAr: 'مضادات حيوية للالتهابات البكتيرية بإشراف الطبيب.',
        descriptionEn: 'Antibiotics for bacterial infections, under medical supervision.',
        tint: '#DCD8F2',
        icon: 'capsule',
        types: pairs(
          'Amoxicillin 500mg=أموكسيسيلين 500 ملغ; Azithromycin 500mg=أزيثرومايسين 500 ملغ; Cefixime 400mg=سيفيكسيم 400 ملغ; Ciprofloxacin 500mg=سيبروفلوكساسين 500 ملغ',
        ),
      },
      {
        slug: 'chronic-conditions',
        nameAr: 'أدوية الأمراض المزمنة',
        nameEn: 'Chronic conditions',
        descriptionAr: 'أدوية السكري وضغط الدم والكوليسترول والقلب.',
        descriptionEn: 'Medicines for diabetes, blood pressure, cholesterol and the heart.',
        tint: '#DCD8F2',
        icon: 'heart',
        types: pairs(
          'Metformin 850mg=ميتفورمين 850 ملغ; Amlodipine 5mg=أملوديبين 5 ملغ; Atorvastatin 20mg=أتورفاستاتين 20 ملغ; Losartan 50mg=لوسارتان 50 ملغ',
        ),
      },
      {
        slug: 'dermatology-rx',
        nameAr: 'أدوية جلدية بوصفة',
        nameEn: 'Prescription dermatology',
        descriptionAr: 'كريمات ومراهم جلدية علاجية تُصرف بوصفة طبيب.',
        descriptionEn: 'Medicated skin creams and ointments prescribed by a doctor.',
        tint: '#DCD8F2',
        icon: 'sparkle',
        types: pairs(
          'Fusidic Acid Cream=كريم حمض الفيوسيديك; Mometasone Cream=كريم موميتازون; Tretinoin Cream=كريم تريتينوين',
        ),
      },
    ],
  },
  {
    slug: 'vitamins-supplements',
    nameAr: 'الفيتامينات والمكملات الغذائية',
    nameEn: 'Vitamins and supplements',
    descriptionAr: 'فيتامينات متعددة وفيتامين د والحديد والزنك وأوميغا 3 للكبار والأطفال.',
    descriptionEn: 'Multivitamins, vitamin D, iron, zinc and omega-3 for adults and children.',
    tint: '#FAE6B0',
    icon: 'sun',
    note: [
      'المكملات الغذائية لا تغني عن نظام غذائي متوازن ومتنوع.',
      'Food supplements do not replace a varied, balanced diet.',
    ],
    variants: SUPPLEMENT_VARIANTS,
    children: [
      {
        slug: 'multivitamins',
        nameAr: 'الفيتامينات المتعددة',
        nameEn: 'Multivitamins',
        descriptionAr: 'فيتامينات ومعادن يومية للرجال والنساء وكبار السن.',
        descriptionEn: 'Daily vitamins and minerals for men, women and seniors.',
        tint: '#FAE6B0',
        icon: 'capsule',
        types: pairs(
          'Multivitamin=فيتامينات متعددة; Energy Formula=تركيبة الطاقة; 50+ Formula=تركيبة لما بعد الخمسين',
        ),
      },
      {
        slug: 'vitamins-minerals',
        nameAr: 'الفيتامينات والمعادن',
        nameEn: 'Vitamins and minerals',
        descriptionAr: 'فيتامين د3 وفيتامين سي والحديد والزنك والمغنيسيوم وحمض الفوليك.',
        descriptionEn: 'Vitamin D3, vitamin C, iron, zinc, magnesium and folic acid.',
        tint: '#FAE6B0',
        icon: 'sun',
        types: pairs(
          'Vitamin D3 5000 IU=فيتامين د3 5000 وحدة; Vitamin C 1000mg=فيتامين سي 1000 ملغ; Zinc 50mg=زنك 50 ملغ; Magnesium 400mg=مغنيسيوم 400 ملغ; Iron Complex=مركب الحديد',
        ),
      },
      {
        slug: 'omega-fish-oil',
        nameAr: 'أوميغا 3 وزيت السمك',
        nameEn: 'Omega-3 and fish oil',
        descriptionAr: 'زيت السمك وأوميغا 3 لصحة القلب والدماغ والمفاصل.',
        descriptionEn: 'Fish oil and omega-3 for heart, brain and joints.',
        tint: '#FAE6B0',
        icon: 'fish',
        types: pairs(
          'Omega-3 1000mg=أوميغا 3 1000 ملغ; Cod Liver Oil=زيت كبد الحوت; Triple Strength Omega-3=أوميغا 3 ثلاثي التركيز',
        ),
      },
      {
        slug: 'kids-vitamins',
        nameAr: 'فيتامينات الأطفال',
        nameEn: "Children's vitamins",
        descriptionAr: 'شراب فيتامينات وقطرات فيتامين د وحليب تغذية للأطفال.',
        descriptionEn: 'Vitamin syrups, vitamin D drops and nutrition drinks for children.',
        tint: '#FAE6B0',
        icon: 'baby',
        types: pairs(
          'Kids Multivitamin Syrup=شراب فيتامينات للأطفال; Vitamin D Drops=قطرات فيتامين د; Kids Omega-3=أوميغا 3 للأطفال',
        ),
      },
    ],
  },
  {
    slug: 'mother-baby',
    nameAr: 'الأم والطفل',
    nameEn: 'Mother and baby',
    descriptionAr: 'حفاضات ومناديل وحليب أطفال ورضاعات ومستحضرات لطيفة للطفل والأم.',
    descriptionEn: 'Diapers, wipes, infant milk, bottles and gentle care for baby and mother.',
    tint: '#D3EDE3',
    icon: 'baby',
    variants: pairs(
      'Size 1=مقاس 1; Size 3=مقاس 3; Size 4=مقاس 4; Size 5=مقاس 5; 200ml=200 مل; 400g=400 غم; Jumbo Pack=عبوة جامبو',
    ),
    children: [
      {
        slug: 'diapers-wipes',
        nameAr: 'الحفاضات والمناديل',
        nameEn: 'Diapers and wipes',
        descriptionAr: 'حفاضات بكل المقاسات ومناديل مبللة لطيفة على بشرة الطفل.',
        descriptionEn: 'Diapers in every size and gentle baby wipes.',
        tint: '#D3EDE3',
        icon: 'baby',
        variants: pairs(
          'Size 1=مقاس 1; Size 3=مقاس 3; Size 4=مقاس 4; Size 5=مقاس 5; Jumbo Pack=عبوة جامبو; 56 Wipes=56 منديل',
        ),
        types: pairs(
          'Baby Diapers=حفاضات أطفال; Pants Diapers=حفاضات سروال; Baby Wipes=مناديل مبللة للأطفال',
        ),
      },
      {
        slug: 'baby-skin-care',
        nameAr: 'العناية ببشرة الطفل',
        nameEn: 'Baby skin care',
        descriptionAr: 'كريمات التسلخ والشامبو والزيوت المخصصة لبشرة الطفل الرقيقة.',
        descriptionEn: 'Nappy creams, shampoos and oils made for delicate baby skin.',
        tint: '#D3EDE3',
        icon: 'drop',
        variants: pairs('100ml=100 مل; 200ml=200 مل; 500ml=500 مل; Travel Size=حجم السفر'),
        types: pairs(
          'Nappy Cream=كريم التسلخات; Baby Shampoo=شامبو أطفال; Baby Lotion=لوشن أطفال; Baby Oil=زيت أطفال',
        ),
      },
      {
        slug: 'baby-feeding',
        nameAr: 'تغذية الطفل والرضاعات',
        nameEn: 'Baby feeding',
        descriptionAr: 'حليب الأطفال والسيريلاك والرضاعات واللهايات.',
        descriptionEn: 'Infant milk, cereals, feeding bottles and pacifiers.',
        tint: '#D3EDE3',
        icon: 'feeding-bottle',
        variants: pairs(
          '400g=400 غم; 800g=800 غم; 0-6 Months=من 0 إلى 6 أشهر; 6-12 Months=من 6 إلى 12 شهر; 2 Pack=عبوتان',
        ),
        types: pairs(
          'Infant Formula=حليب أطفال; Baby Cereal=سيريلاك للأطفال; Feeding Bottle=رضاعة; Pacifier=لهاية',
        ),
      },
      {
        slug: 'maternity-care',
        nameAr: 'العناية بالأم',
        nameEn: 'Maternity care',
        descriptionAr: 'مستحضرات علامات التمدد وكريمات الرضاعة وفيتامينات الحمل.',
        descriptionEn: 'Stretch-mark care, nursing creams and pregnancy vitamins.',
        tint: '#D3EDE3',
        icon: 'heart',
        variants: pairs('50ml=50 مل; 150ml=150 مل; 250ml=250 مل; 30 Tablets=30 حبة'),
        types: pairs(
          'Stretch Mark Cream=كريم علامات التمدد; Nipple Cream=كريم الحلمات; Pregnancy Vitamins=فيتامينات الحمل',
        ),
      },
    ],
  },
  {
    slug: 'personal-care',
    nameAr: 'العناية الشخصية',
    nameEn: 'Personal care',
    descriptionAr: 'غسول الجسم والصابون ومزيلات العرق والعناية النسائية ومعقمات اليدين.',
    descriptionEn: 'Body wash and soap, deodorants, feminine care and hand hygiene.',
    tint: '#D7EAF0',
    icon: 'leaf',
    variants: COSMETIC_VARIANTS,
    children: [
      {
        slug: 'body-wash-soap',
        nameAr: 'غسول الجسم والصابون',
        nameEn: 'Body wash and soap',
        descriptionAr: 'شاور جل وصابون مرطب ومضاد للبكتيريا.',
        descriptionEn: 'Shower gels and moisturising or antibacterial soaps.',
        tint: '#D7EAF0',
        icon: 'drop',
        types: pairs('Shower Gel=شاور جل; Bar Soap=صابون; Body Scrub=مقشر للجسم'),
      },
      {
        slug: 'deodorants',
        nameAr: 'مزيلات العرق',
        nameEn: 'Deodorants',
        descriptionAr: 'رول أون وبخاخات لحماية تدوم طوال اليوم.',
        descriptionEn: 'Roll-ons and sprays for all-day protection.',
        tint: '#D7EAF0',
        icon: 'shield',
        types: pairs('Roll-On=رول أون; Deodorant Spray=بخاخ مزيل عرق; Deodorant Stick=ستيك مزيل عرق'),
      },
      {
        slug: 'feminine-care',
        nameAr: 'العناية النسائية',
        nameEn: 'Feminine care',
        descriptionAr: 'فوط صحية وبطانات يومية وغسول للمنطقة الحساسة.',
        descriptionEn: 'Sanitary pads, daily liners and intimate wash.',
        tint: '#EEDCEA',
        icon: 'heart',
        types: pairs('Sanitary Pads=فوط صحية; Panty Liners=فوط يومية; Intimate Wash=غسول نسائي'),
      },
      {
        slug: 'hand-hygiene',
        nameAr: 'معقمات ومطهرات اليدين',
        nameEn: 'Hand hygiene',
        descriptionAr: 'صابون سائل ومعقمات كحولية ومناديل مضادة للبكتيريا.',
        descriptionEn: 'Liquid hand wash, alcohol sanitisers and antibacterial wipes.',
        tint: '#D7EAF0',
        icon: 'shield',
        types: pairs(
          'Hand Sanitizer=معقم يدين; Liquid Hand Wash=صابون يدين سائل; Antibacterial Wipes=مناديل مضادة للبكتيريا',
        ),
      },
    ],
  },
  {
    slug: 'make-up',
    nameAr: 'المكياج',
    nameEn: 'Make-up',
    descriptionAr: 'كريم أساس وماسكارا وأحمر شفاه ومزيلات مكياج من ماركات عالمية وتركية محبوبة.',
    descriptionEn:
      'Foundation, mascara, lipstick and make-up removers from global and favourite Turkish brands.',
    tint: '#F5D3E3',
    icon: 'lipstick',
    variants: pairs(
      'Shade 01=درجة 01; Shade 02=درجة 02; Shade 03=درجة 03; Waterproof=مقاوم للماء; Matte=مطفي; Mini=حجم صغير',
    ),
    children: [
      {
        slug: 'face-makeup',
        nameAr: 'مكياج الوجه',
        nameEn: 'Face make-up',
        descriptionAr: 'كريم أساس وكونسيلر وبودرة وأحمر خدود.',
        descriptionEn: 'Foundation, concealer, powder and blush.',
        tint: '#F5D3E3',
        icon: 'sparkle',
        types: pairs('Foundation=كريم أساس; Concealer=كونسيلر; Compact Powder=بودرة مضغوطة; Blush=أحمر خدود'),
      },
      {
        slug: 'eye-makeup',
        nameAr: 'مكياج العيون',
        nameEn: 'Eye make-up',
        descriptionAr: 'ماسكارا وآيلاينر وظلال عيون.',
        descriptionEn: 'Mascara, eyeliner and eyeshadow.',
        tint: '#F5D3E3',
        icon: 'eye',
        types: pairs(
          'Mascara=ماسكارا; Eyeliner=آيلاينر; Eyeshadow Palette=باليت ظلال عيون; Kohl Pencil=قلم كحل',
        ),
      },
      {
        slug: 'lip-makeup',
        nameAr: 'مكياج الشفاه',
        nameEn: 'Lip make-up',
        descriptionAr: 'أحمر شفاه سائل وعادي ومرطبات للشفاه.',
        descriptionEn: 'Liquid and bullet lipsticks and lip balms.',
        tint: '#F5D3E3',
        icon: 'lipstick',
        types: pairs('Matte Lipstick=أحمر شفاه مطفي; Lip Gloss=ملمع شفاه; Lip Balm=مرطب شفاه'),
      },
      {
        slug: 'makeup-removers',
        nameAr: 'مزيلات المكياج',
        nameEn: 'Make-up removers',
        descriptionAr: 'ماء ميسيلار ومناديل ومزيلات مكياج العيون.',
        descriptionEn: 'Micellar water, wipes and eye make-up removers.',
        tint: '#F5D3E3',
        icon: 'drop',
        types: pairs(
          'Micellar Water=ماء ميسيلار; Make-Up Remover Wipes=مناديل مزيلة للمكياج; Eye Make-Up Remover=مزيل مكياج العيون',
        ),
      },
    ],
  },
  {
    slug: 'fragrances',
    nameAr: 'العطور',
    nameEn: 'Fragrances',
    descriptionAr: 'عطور نسائية ورجالية عربية وعالمية ومعطرات للجسم.',
    descriptionEn: "Women's and men's Arabian and international perfumes and body mists.",
    tint: '#E5DCF2',
    icon: 'perfume',
    variants: pairs('50ml=50 مل; 100ml=100 مل; Gift Set=طقم هدية; Travel Spray=بخاخ سفر'),
    children: [
      {
        slug: 'womens-fragrances',
        nameAr: 'عطور نسائية',
        nameEn: "Women's fragrances",
        descriptionAr: 'عطور زهرية وشرقية وفانيلا للمرأة.',
        descriptionEn: 'Floral, oriental and vanilla perfumes for women.',
        tint: '#E5DCF2',
        icon: 'perfume',
        types: pairs('Eau de Parfum=ماء عطر; Floral Perfume=عطر زهري; Oud Perfume=عطر عود'),
      },
      {
        slug: 'mens-fragrances',
        nameAr: 'عطور رجالية',
        nameEn: "Men's fragrances",
        descriptionAr: 'عطور خشبية وعود ومنعشة للرجل.',
        descriptionEn: 'Woody, oud and fresh scents for men.',
        tint: '#DAD9EC',
        icon: 'perfume',
        types: pairs('Eau de Parfum=ماء عطر; Eau de Toilette=ماء تواليت; Oud Perfume=عطر عود'),
      },
      {
        slug: 'body-mists',
        nameAr: 'معطرات الجسم',
        nameEn: 'Body mists and sprays',
        descriptionAr: 'بودي سبلاش وبخاخات معطرة خفيفة للاستعمال اليومي.',
        descriptionEn: 'Light body splashes and scented sprays for every day.',
        tint: '#E5DCF2',
        icon: 'sparkle',
        types: pairs('Body Mist=بودي مست; Body Spray=بخاخ للجسم; Hair Mist=عطر للشعر'),
      },
    ],
  },
  {
    slug: 'medical-devices',
    nameAr: 'الأجهزة الطبية',
    nameEn: 'Medical devices',
    descriptionAr: 'أجهزة قياس الضغط والسكر وموازين الحرارة وأجهزة البخار للاستعمال المنزلي.',
    descriptionEn: 'Blood pressure monitors, glucose meters, thermometers and nebulisers for home use.',
    tint: '#D9E2EB',
    icon: 'monitor',
    note: [
      'احتفظ بالفاتورة لضمان الشركة المصنعة، ويمكن لصيادلتنا شرح طريقة الاستعمال عند الطلب.',
      "Keep the invoice for the manufacturer's warranty; our pharmacists can explain how to use it.",
    ],
    variants: pairs('Standard=عادي; With Adapter=مع محول; Travel Case=مع حقيبة; Large Cuff=حزام كبير'),
    children: [
      {
        slug: 'blood-pressure-monitors',
        nameAr: 'أجهزة قياس الضغط',
        nameEn: 'Blood pressure monitors',
        descriptionAr: 'أجهزة ضغط للذراع والمعصم بذاكرة للقراءات.',
        descriptionEn: 'Upper-arm and wrist monitors with reading memory.',
        tint: '#D9E2EB',
        icon: 'heart',
        types: pairs('Upper Arm Monitor=جهاز ضغط للذراع; Wrist Monitor=جهاز ضغط للمعصم'),
      },
      {
        slug: 'glucose-meters',
        nameAr: 'أجهزة وشرائط السكر',
        nameEn: 'Glucose meters and strips',
        descriptionAr: 'أجهزة قياس السكر وشرائطها والإبر الواخزة.',
        descriptionEn: 'Blood glucose meters, test strips and lancets.',
        tint: '#D9E2EB',
        icon: 'drop',
        types: pairs('Glucose Meter=جهاز قياس السكر; Test Strips=شرائط فحص; Lancets=إبر واخزة'),
      },
      {
        slug: 'thermometers',
        nameAr: 'موازين الحرارة',
        nameEn: 'Thermometers',
        descriptionAr: 'موازين حرارة رقمية وللأذن وللجبهة بدون لمس.',
        descriptionEn: 'Digital, ear and no-touch forehead thermometers.',
        tint: '#D9E2EB',
        icon: 'thermometer',
        types: pairs(
          'Digital Thermometer=ميزان حرارة رقمي; Ear Thermometer=ميزان حرارة للأذن; Forehead Thermometer=ميزان حرارة للجبهة',
        ),
      },
      {
        slug: 'respiratory-devices',
        nameAr: 'أجهزة البخار والتنفس',
        nameEn: 'Nebulisers and respiratory',
        descriptionAr: 'أجهزة البخار وأجهزة قياس الأكسجين والمرطبات.',
        descriptionEn: 'Nebulisers, pulse oximeters and vaporisers.',
        tint: '#D9E2EB',
        icon: 'monitor',
        types: pairs(
          'Compressor Nebuliser=جهاز بخار; Pulse Oximeter=جهاز قياس الأكسجين; Steam Vaporiser=جهاز بخار دافئ',
        ),
      },
    ],
  },
  {
    slug: 'first-aid',
    nameAr: 'الإسعافات الأولية',
    nameEn: 'First aid',
    descriptionAr: 'لاصقات وضمادات ومطهرات ومراهم الحروق والمشدات الطبية لكل بيت.',
    descriptionEn: 'Plasters, dressings, antiseptics, burn ointments and supports for every home.',
    tint: '#F8DAC2',
    icon: 'cross',
    variants: pairs('Small=صغير; Medium=وسط; Large=كبير; 20 pcs=20 قطعة; 100ml=100 مل; 500ml=500 مل'),
    children: [
      {
        slug: 'bandages-plasters',
        nameAr: 'الضمادات واللاصقات',
        nameEn: 'Bandages and plasters',
        descriptionAr: 'لاصقات جروح وشاش معقم ورباط ضاغط وشريط لاصق طبي.',
        descriptionEn: 'Plasters, sterile gauze, crepe bandages and medical tape.',
        tint: '#F8DAC2',
        icon: 'bandage',
        types: pairs(
          'Plasters=لاصقات جروح; Sterile Gauze=شاش معقم; Crepe Bandage=رباط ضاغط; Medical Tape=شريط لاصق طبي',
        ),
      },
      {
        slug: 'antiseptics',
        nameAr: 'المطهرات',
        nameEn: 'Antiseptics',
        descriptionAr: 'مطهرات الجروح والبشرة والكحول الطبي.',
        descriptionEn: 'Wound and skin antiseptics and medical alcohol.',
        tint: '#F8DAC2',
        icon: 'shield',
        types: pairs(
          'Antiseptic Liquid=سائل مطهر; Povidone-Iodine=بوفيدون اليود; Medical Alcohol 70%=كحول طبي 70%',
        ),
      },
      {
        slug: 'wound-burn-care',
        nameAr: 'علاج الجروح والحروق',
        nameEn: 'Wound and burn care',
        descriptionAr: 'مراهم الحروق والجروح وجل الندبات.',
        descriptionEn: 'Burn and wound ointments and scar gels.',
        tint: '#F8DAC2',
        icon: 'cross',
        types: pairs('Burn Ointment=مرهم حروق; Wound Healing Cream=كريم التئام الجروح; Scar Gel=جل الندبات'),
      },
      {
        slug: 'supports-braces',
        nameAr: 'المشدات والأربطة الطبية',
        nameEn: 'Supports and braces',
        descriptionAr: 'مشدات للركبة والظهر والمعصم والرقبة.',
        descriptionEn: 'Knee, back, wrist and neck supports.',
        tint: '#F8DAC2',
        icon: 'shield',
        types: pairs(
          'Knee Support=مشد ركبة; Back Support Belt=حزام دعم الظهر; Wrist Brace=مشد معصم; Ankle Support=مشد كاحل',
        ),
      },
    ],
  },
  {
    slug: 'oral-care',
    nameAr: 'العناية بالفم والأسنان',
    nameEn: 'Oral care',
    descriptionAr: 'معاجين أسنان وفرش يدوية وكهربائية وغسول فم وخيط أسنان.',
    descriptionEn: 'Toothpastes, manual and electric brushes, mouthwash and floss.',
    tint: '#D2EFEE',
    icon: 'tooth',
    variants: pairs(
      '75ml=75 مل; 100ml=100 مل; Twin Pack=عبوة مزدوجة; Soft=ناعمة; Medium=متوسطة; 500ml=500 مل',
    ),
    children: [
      {
        slug: 'toothpaste',
        nameAr: 'معجون الأسنان',
        nameEn: 'Toothpaste',
        descriptionAr: 'معاجين لحساسية الأسنان واللثة والتبييض وللأطفال.',
        descriptionEn: 'Toothpastes for sensitivity, gums, whitening and children.',
        tint: '#D2EFEE',
        icon: 'tooth',
        types: pairs(
          'Sensitive Toothpaste=معجون للأسنان الحساسة; Whitening Toothpaste=معجون تبييض; Kids Toothpaste=معجون أطفال',
        ),
      },
      {
        slug: 'toothbrushes',
        nameAr: 'فرش الأسنان',
        nameEn: 'Toothbrushes',
        descriptionAr: 'فرش يدوية وكهربائية ورؤوس بديلة.',
        descriptionEn: 'Manual and electric toothbrushes and refill heads.',
        tint: '#D2EFEE',
        icon: 'tooth',
        types: pairs(
          'Manual Toothbrush=فرشاة أسنان; Electric Toothbrush=فرشاة أسنان كهربائية; Replacement Heads=رؤوس بديلة',
        ),
      },
      {
        slug: 'mouthwash-floss',
        nameAr: 'غسول الفم والخيط',
        nameEn: 'Mouthwash and floss',
        descriptionAr: 'غسول فم مطهر ومنعش وخيط أسنان.',
        descriptionEn: 'Antiseptic and fresh mouthwashes and dental floss.',
        tint: '#D2EFEE',
        icon: 'drop',
        types: pairs('Mouthwash=غسول فم; Dental Floss=خيط أسنان; Interdental Brushes=فرش بين الأسنان'),
      },
    ],
  },
  {
    slug: 'mens-care',
    nameAr: 'العناية بالرجل',
    nameEn: "Men's care",
    descriptionAr: 'أدوات الحلاقة والعناية باللحية ومستحضرات بشرة الرجل.',
    descriptionEn: 'Shaving, beard care and skin care for men.',
    tint: '#D8DCE7',
    icon: 'razor',
    variants: pairs(
      'Sensitive=للبشرة الحساسة; 100ml=100 مل; 200ml=200 مل; Twin Pack=عبوة مزدوجة; Refill 4=4 شفرات',
    ),
    children: [
      {
        slug: 'shaving',
        nameAr: 'الحلاقة',
        nameEn: 'Shaving',
        descriptionAr: 'شفرات ومعجون وجل حلاقة وبلسم ما بعد الحلاقة.',
        descriptionEn: 'Razors, shaving cream and gel, and after-shave balm.',
        tint: '#D8DCE7',
        icon: 'razor',
        types: pairs('Razor=ماكينة حلاقة; Shaving Foam=رغوة حلاقة; After Shave Balm=بلسم بعد الحلاقة'),
      },
      {
        slug: 'beard-care',
        nameAr: 'العناية باللحية',
        nameEn: 'Beard care',
        descriptionAr: 'زيوت وغسول اللحية وماكينات التشذيب.',
        descriptionEn: 'Beard oils and washes and trimmers.',
        tint: '#D8DCE7',
        icon: 'comb',
        types: pairs('Beard Oil=زيت اللحية; Beard Wash=غسول اللحية; Beard Trimmer=ماكينة تشذيب اللحية'),
      },
      {
        slug: 'mens-skin-care',
        nameAr: 'العناية ببشرة الرجل',
        nameEn: "Men's skin care",
        descriptionAr: 'غسول ومرطبات مصممة لبشرة الرجل.',
        descriptionEn: "Face washes and moisturisers made for men's skin.",
        tint: '#D8DCE7',
        icon: 'leaf',
        types: pairs('Face Wash=غسول وجه; Moisturiser=مرطب; Anti-Fatigue Gel=جل ضد التعب'),
      },
    ],
  },
];

// ---------------------------------------------------------------- products
//
// One product a line:
//   brand | English name | Arabic name | silhouette | image label | price IQD | flags | what it does (en) | (ar) | keywords
// flags: F featured, B bestseller (for R: sells a lot, never promoted), R prescription only, L low stock (1-5), O out of stock, - none.
// The description is "what it does" followed by the category's note, if any.

const PRODUCT_TABLES: Record<string, string> = {
  'skin-care': `
vichy | Vichy Minéral 89 Hyaluronic Booster 50ml | فيشي مينرال 89 سيروم الهيالورونيك 50 مل | bottle | Mineral 89 | 34000 | F | A daily booster with 89% Vichy volcanic water and hyaluronic acid that strengthens the skin barrier and plumps dehydrated skin. Apply morning and evening before your cream. | معزز يومي يحتوي على 89% من مياه فيشي البركانية وحمض الهيالورونيك، يقوي حاجز البشرة ويملأ البشرة المجففة بالترطيب. يوضع صباحاً ومساءً قبل الكريم. | hyaluronic acid serum هيالورونيك سيروم مينيرال
`,
  'face-cleansers': `
cerave | CeraVe Hydrating Facial Cleanser 236ml | غسول سيرافي المرطب للبشرة العادية إلى الجافة 236 مل | bottle | CeraVe Hydrating | 21000 | FB | A creamy, non-foaming cleanser with three essential ceramides and hyaluronic acid that removes dirt and make-up without stripping the skin barrier. | غسول كريمي غير رغوي بثلاثة أنواع من السيراميدات وحمض الهيالورونيك، ينظف البشرة ويزيل المكياج دون أن يضعف حاجزها الطبيعي. | ceramides hyaluronic سيراميد هيالورونيك dry skin بشرة جافة
cerave | CeraVe Foaming Facial Cleanser 236ml | غسول سيرافي الرغوي للبشرة العادية إلى الدهنية 236 مل | bottle | CeraVe Foaming | 21000 | - | A gel that turns into a light foam, with niacinamide and ceramides, removing excess oil while keeping the skin comfortable and hydrated. | جل يتحول إلى رغوة خفيفة بالنياسيناميد والسيراميدات، يزيل الدهون الزائدة ويحافظ على راحة البشرة وترطيبها. | niacinamide نياسيناميد oily skin بشرة دهنية
cetaphil | Cetaphil Gentle Skin Cleanser 500ml | سيتافيل غسول لطيف للبشرة الحساسة 500 مل | bottle | Cetaphil Gentle | 24000 | - | A soap-free, fragrance-free cleanser long recommended by dermatologists for sensitive and dry skin; it can be rinsed off or simply wiped away with a tissue. | غسول خالٍ من الصابون والعطور ينصح به أطباء الجلدية للبشرة الحساسة والجافة، ويمكن شطفه بالماء أو مسحه بمنديل. | soap free sensitive skin بشرة حساسة
lrp | La Roche-Posay Effaclar Purifying Foaming Gel 200ml | لاروش بوزيه إيفاكلار جل منظف للبشرة الدهنية 200 مل | bottle | Effaclar Gel | 26500 | - | A purifying foaming gel with zinc pidolate and La Roche-Posay thermal spring water that clears pores and reduces shine on oily, blemish-prone skin. | جل رغوي منقٍ بزنك بيدولات وماء لاروش بوزيه الحراري، ينظف المسام ويقلل لمعان البشرة الدهنية المعرضة للحبوب. | effaclar ايفاكلار zinc زنك
garnier | Garnier Pure Active Charcoal Face Wash 150ml | غارنييه بيور أكتيف غسول الوجه بالفحم 150 مل | tube | Pure Active | 6500 | - | Activated charcoal and salicylic acid draw out impurities and help prevent blackheads, at an everyday price. | فحم نشط مع حمض الساليسيليك يسحب الشوائب ويساعد على منع الرؤوس السوداء بسعر مناسب للاستعمال اليومي. | charcoal فحم salicylic ساليسيليك blackheads رؤوس سوداء
vichy | Vichy Pureté Thermale Fresh Cleansing Gel 200ml | فيشي بيوريتيه ترمال جل منظف منعش 200 مل | bottle | Purete Thermale | 23000 | L | A fresh gel with Vichy mineralising water that washes away impurities and pollution particles; tested on sensitive skin. | جل منعش بماء فيشي المعدني يزيل الشوائب وجزيئات التلوث، ومختبر على البشرة الحساسة. | purete thermale بيوريتي
`,
  moisturizers: `
cerave | CeraVe Moisturising Cream 454g | كريم سيرافي المرطب للبشرة الجافة جداً 454 غم | jar | CeraVe Cream | 32000 | FB | A rich but non-greasy cream with ceramides and MVE technology that releases moisture for 24 hours; suitable for face and body, even eczema-prone skin. | كريم غني غير دهني بالسيراميدات وتقنية MVE يطلق الترطيب لمدة 24 ساعة، مناسب للوجه والجسم حتى للبشرة المعرضة للإكزيما. | ceramides eczema اكزيما moisturizing cream كريم مرطب
cetaphil | Cetaphil Moisturising Cream 250g | سيتافيل كريم مرطب 250 غم | jar | Cetaphil Cream | 19500 | - | A thick, fragrance-free cream with sweet almond oil and vitamin E that soothes dry, sensitive skin and leaves no greasy feel. | كريم كثيف خالٍ من العطور بزيت اللوز الحلو وفيتامين E، يهدئ البشرة الجافة والحساسة دون ملمس دهني. | almond oil لوز vitamin e
nivea | Nivea Creme 150ml Tin | نيفيا كريم العلبة الزرقاء 150 مل | jar | Nivea Creme | 4500 | B | The classic blue-tin cream with Eucerit that protects hands, face and body from dryness, a household staple for dry Baghdad summers and cold winters. | كريم العلبة الزرقاء الكلاسيكي بمادة اليوسيريت يحمي اليدين والوجه والجسم من الجفاف، ولا يخلو منه بيت في صيف بغداد الجاف وشتائها البارد. | nivea creme كريم نيفيا العلبة الزرقا
eucerin | Eucerin UreaRepair Plus 10% Urea Lotion 250ml | يوسيرين يوريا ريبير لوشن 10% يوريا 250 مل | bottle | UreaRepair | 27000 | - | For very dry, rough and scaly skin on the body: 10% urea with ceramides restores moisture and visibly smooths the skin from the first use. | للبشرة الجافة جداً والخشنة والمتقشرة في الجسم: 10% يوريا مع السيراميدات تعيد الترطيب وتنعم الجلد من أول استعمال. | urea يوريا ceramide dry rough skin
bioderma | Bioderma Atoderm Crème 500ml | بيوديرما أتوديرم كريم 500 مل | bottle | Atoderm | 25000 | - | A nourishing pump cream for dry to atopic-prone skin that restores the skin barrier and soothes tightness for 24 hours; suitable for the whole family, babies included. | كريم مغذٍ بمضخة للبشرة الجافة والمعرضة للتأتب، يرمم حاجز البشرة ويخفف الشد لمدة 24 ساعة، ومناسب لكل العائلة بما فيها الرضع. | atoderm اتوديرم atopic تأتب
lrp | La Roche-Posay Cicaplast Baume B5+ 40ml | لاروش بوزيه سيكابلاست بلسم B5+ 40 مل | tube | Cicaplast B5 | 18000 | - | A soothing repair balm with 5% panthenol and madecassoside for irritated, chapped or over-dried skin, also after cosmetic procedures. | بلسم مهدئ ومرمم بـ5% بانثينول ومادة المادكاسوسيد للبشرة المتهيجة والمتشققة، ويستعمل أيضاً بعد الإجراءات التجميلية. | panthenol بانثينول cicaplast سيكابلاست
`,
  sunscreen: `
lrp | La Roche-Posay Anthelios UVMune 400 Invisible Fluid SPF50+ 50ml | لاروش بوزيه أنثيليوس UVMune 400 واقي شمس شفاف SPF50+ 50 مل | bottle | Anthelios SPF50+ | 33000 | FB | Very high UVA/UVB protection, including ultra-long UVA rays, in an invisible, non-greasy fluid that resists water and sweat. | حماية عالية جداً من الأشعة فوق البنفسجية بما فيها الأشعة الطويلة جداً، بقوام سائل شفاف غير دهني يقاوم الماء والتعرق. | anthelios انثيليوس sunscreen sunblock صن بلوك واقي
bioderma | Bioderma Photoderm Max Aquafluide SPF50+ 40ml | بيوديرما فوتوديرم ماكس أكوافلويد SPF50+ 40 مل | bottle | Photoderm SPF50+ | 28000 | - | An ultra-light, matte-finish sun fluid for normal to combination skin that protects cells from sun damage without leaving white marks. | واقي شمس خفيف جداً بلمسة مطفية للبشرة العادية والمختلطة، يحمي خلايا الجلد من ضرر الشمس دون أن يترك أثراً أبيض. | photoderm فوتوديرم sunblock
vichy | Vichy Capital Soleil UV-Age Daily SPF50+ 40ml | فيشي كابيتال سوليه UV-Age يومي SPF50+ 40 مل | bottle | Capital Soleil | 30000 | - | A daily anti-photoageing sun fluid with niacinamide that shields against UV rays and helps prevent dark spots and wrinkles. | واقي شمس يومي مضاد لشيخوخة الجلد بالنياسيناميد، يحمي من الأشعة ويساعد على منع التصبغات والتجاعيد. | capital soleil كابيتال سوليل anti aging
cerave | CeraVe AM Facial Moisturising Lotion SPF30 52ml | سيرافي لوشن مرطب صباحي للوجه SPF30 52 مل | bottle | CeraVe AM | 22500 | - | A morning moisturiser and sunscreen in one, with ceramides and niacinamide, for everyday protection on days spent mostly indoors. | مرطب صباحي وواقي شمس في منتج واحد بالسيراميدات والنياسيناميد للحماية اليومية في الأيام التي تقضيها غالباً داخل المنزل. | am lotion spf 30 مرطب مع واقي
eucerin | Eucerin Sun Oil Control Gel-Cream SPF50+ 50ml | يوسيرين صن أويل كنترول جل كريم SPF50+ 50 مل | tube | Eucerin Sun | 31000 | - | A dry-touch gel-cream that controls shine for up to 8 hours while giving very high sun protection to oily and blemish-prone skin. | جل كريم بلمسة جافة يتحكم باللمعان حتى 8 ساعات ويمنح حماية عالية جداً من الشمس للبشرة الدهنية المعرضة للحبوب. | oil control sun gel واقي للبشرة الدهنية
nivea | Nivea Sun Protect & Moisture Spray SPF50 200ml | نيفيا صن بخاخ واقي ومرطب SPF50 200 مل | spray | Nivea Sun | 17500 | - | A family-size body sun spray that combines SPF50 protection with 48-hour moisture, for the beach, the pool or a day out. | بخاخ واقٍ للجسم بحجم عائلي يجمع حماية SPF50 مع ترطيب لمدة 48 ساعة، للشاطئ والمسبح والرحلات. | nivea sun spray body بخاخ شمس للجسم
`,
  'acne-care': `
lrp | La Roche-Posay Effaclar Duo+M 40ml | لاروش بوزيه إيفاكلار ديو+M 40 مل | tube | Effaclar Duo+M | 26000 | F | A corrective care with niacinamide, salicylic acid and zinc that unclogs pores, reduces blemishes and fades the red marks they leave behind. | علاج مصحح بالنياسيناميد وحمض الساليسيليك والزنك يفتح المسام ويقلل الحبوب ويخفف الآثار الحمراء التي تتركها. | effaclar duo حبوب acne pimples بثور
the-ordinary | The Ordinary Niacinamide 10% + Zinc 1% 30ml | ذا أوردينري سيروم نياسيناميد 10% + زنك 1% 30 مل | bottle | Niacinamide 10% | 12500 | - | A lightweight water-based serum that reduces the look of blemishes and congestion and balances visible oiliness; use morning and evening. | سيروم مائي خفيف يقلل مظهر الحبوب والمسام المسدودة ويوازن الدهون الظاهرة، يستعمل صباحاً ومساءً. | niacinamide zinc نياسيناميد سيروم serum
neutrogena | Neutrogena Oil-Free Acne Wash 269ml | نيوتروجينا غسول حب الشباب خالٍ من الزيوت 269 مل | bottle | Oil-Free Acne | 15000 | - | A daily wash with 2% salicylic acid that treats and helps prevent breakouts without over-drying the skin. | غسول يومي بـ2% حمض الساليسيليك يعالج الحبوب ويساعد على منع ظهورها دون تجفيف البشرة. | salicylic acid 2% acne wash غسول حبوب
bioderma | Bioderma Sébium Global 30ml | بيوديرما سيبيوم جلوبال 30 مل | tube | Sebium Global | 25500 | - | An intensive care for skin with marked imperfections that limits new spots and smooths skin texture with salicylic and glycolic acids. | علاج مكثف للبشرة ذات الشوائب الواضحة يحد من ظهور حبوب جديدة ويحسن ملمس البشرة بحمضي الساليسيليك والجليكوليك. | sebium سيبيوم glycolic
benzac | Benzac AC 5% Gel 40g | بنزاك AC جل 5% 40 غم | tube | Benzac AC 5% | 9000 | - | Benzoyl peroxide 5% gel that kills acne bacteria; start with a thin layer once a day, as it can bleach fabrics and dry the skin at first. | جل بنزويل بيروكسايد 5% يقضي على بكتيريا حب الشباب؛ يبدأ بطبقة رقيقة مرة يومياً لأنه قد يبيض الأقمشة ويجفف البشرة في البداية. | benzoyl peroxide بنزويل بيروكسيد
`,
  'hair-care': `
tangle-teezer | Tangle Teezer The Original Detangling Brush | تانغل تيزر فرشاة فك تشابك الشعر الأصلية | box | Tangle Teezer | 19500 | - | A hand-held brush with two-tier teeth that glides through wet or dry hair, detangling it with less pulling and breakage. | فرشاة تمسك باليد بأسنان على مستويين تنساب في الشعر الرطب أو الجاف وتفك تشابكه مع شد وتقصف أقل. | hair brush فرشاة شعر detangling
`,
  shampoo: `
hs | Head & Shoulders Classic Clean Anti-Dandruff Shampoo 400ml | شامبو هيد اند شولدرز كلاسيك ضد القشرة 400 مل | bottle | Classic Clean | 7500 | B | A zinc pyrithione formula that removes visible flakes with regular use and leaves the scalp clean and fresh. | تركيبة بزنك البيريثيون تزيل القشرة الظاهرة مع الاستعمال المنتظم وتترك فروة الرأس نظيفة ومنتعشة. | dandruff قشرة zinc pyrithione
pantene | Pantene Pro-V Repair & Protect Shampoo 400ml | شامبو بانتين برو-في للإصلاح والحماية 400 مل | bottle | Pantene Pro-V | 7000 | - | Pro-vitamin B5 formula that repairs signs of damage from heat and colouring, for stronger, shinier hair. | تركيبة ببرو فيتامين B5 تصلح آثار التلف من الحرارة والصبغة لشعر أقوى وأكثر لمعاناً. | pro v damaged hair شعر تالف
dove | Dove Intensive Repair Shampoo 400ml | شامبو دوف للإصلاح المكثف 400 مل | bottle | Dove Repair | 6750 | - | A gentle, caring shampoo with keratin actives that repairs damaged hair from within and reduces split ends. | شامبو لطيف بمكونات الكيراتين يصلح الشعر التالف من الداخل ويقلل التقصف. | keratin كيراتين split ends تقصف
vichy | Vichy Dercos Anti-Dandruff DS Shampoo Dry Hair 200ml | فيشي ديركوس شامبو ضد القشرة للشعر الجاف 200 مل | bottle | Dercos DS | 24000 | - | A medicated shampoo with selenium disulfide and salicylic acid that clears persistent dandruff and calms itching on dry scalps. | شامبو علاجي بثاني كبريتيد السيلينيوم وحمض الساليسيليك يزيل القشرة العنيدة ويهدئ الحكة في فروة الرأس الجافة. | dercos ديركوس selenium dandruff
nizoral | Nizoral 2% Shampoo 100ml | نيزورال شامبو 2% 100 مل | bottle | Nizoral 2% | 16500 | L | Ketoconazole 2% medicated shampoo against dandruff and seborrhoeic dermatitis; lather, leave for 3 to 5 minutes and rinse, twice a week. | شامبو علاجي بالكيتوكونازول 2% ضد القشرة والتهاب الجلد الدهني؛ يرغى ويترك 3 إلى 5 دقائق ثم يشطف مرتين أسبوعياً. | ketoconazole كيتوكونازول seborrheic
garnier | Garnier Fructis Grow Strong Shampoo 400ml | غارنييه فروكتيس شامبو جرو سترونغ 400 مل | bottle | Fructis | 6250 | - | A fortifying shampoo with active fruit concentrate and ceramides that makes weak hair stronger and less prone to breakage. | شامبو مقوٍ بمركز الفواكه النشط والسيراميد يجعل الشعر الضعيف أقوى وأقل عرضة للتكسر. | fructis فروكتيس fruit
`,
  'conditioners-masks': `
pantene | Pantene Pro-V Smooth & Sleek Conditioner 360ml | بلسم بانتين برو-في للنعومة والانسيابية 360 مل | bottle | Pantene Smooth | 7250 | - | Tames frizz and detangles thick or unruly hair, leaving it smooth and easy to style for up to 48 hours. | يروض الهيشان ويفك تشابك الشعر الكثيف والعنيد ويتركه ناعماً وسهل التصفيف حتى 48 ساعة. | conditioner بلسم frizz هيشان
dove | Dove Nourishing Oil Care Conditioner 350ml | بلسم دوف للعناية بالزيوت المغذية 350 مل | bottle | Dove Oil Care | 6500 | - | A light conditioner with nourishing oils for dry, frizzy hair that adds softness without weighing it down. | بلسم خفيف بالزيوت المغذية للشعر الجاف والمجعد يمنحه نعومة دون أن يثقله. | oil care dry hair شعر جاف
loreal | L'Oréal Elvive Extraordinary Oil Nourishing Mask 300ml | لوريال إلفيف ماسك الزيت الاستثنائي المغذي 300 مل | jar | Elvive Mask | 11000 | - | A rich weekly mask with six precious flower oils that deeply nourishes dry, dull hair; leave on for 3 minutes. | ماسك أسبوعي غني بستة زيوت زهور ثمينة يغذي الشعر الجاف والباهت بعمق، يترك 3 دقائق. | elvive elseve السيف الفيف hair mask ماسك
garnier | Garnier Fructis Hair Food Banana Mask 390ml | غارنييه فروكتيس هير فود ماسك الموز 390 مل | jar | Hair Food | 9500 | - | A 3-in-1 mask with banana and 98% natural-origin ingredients that can be used as conditioner, mask or leave-in for very dry hair. | ماسك 3 في 1 بالموز ومكونات طبيعية المصدر بنسبة 98% يستعمل كبلسم أو ماسك أو كريم بدون شطف للشعر الجاف جداً. | hair food banana موز
tresemme | TRESemmé Keratin Smooth Conditioner 400ml | تريسمي بلسم كيراتين سموث 400 مل | bottle | Keratin Smooth | 8500 | - | Keratin and marula oil smooth the hair surface for up to 72 hours of frizz control and a salon-like finish. | الكيراتين وزيت المارولا ينعمان سطح الشعر ليتحكم بالهيشان حتى 72 ساعة بلمسة تشبه الصالون. | keratin كيراتين marula
`,
  'hair-loss': `
vichy | Vichy Dercos Aminexil Clinical 5 Men 21 x 6ml | فيشي ديركوس أمينكسيل كلينيكال 5 للرجال 21 أمبولة | box | Aminexil | 62000 | - | A six-week course of leave-in ampoules with Aminexil that targets several causes of hair thinning and helps reduce hair loss in men. | كورس لمدة ستة أسابيع من الأمبولات بدون شطف بمادة الأمينكسيل يستهدف عدة أسباب لضعف الشعر ويساعد على تقليل التساقط عند الرجال. | aminexil امينيكسيل ampoules امبولات تساقط
regaine | Regaine for Men Extra Strength 5% Solution 60ml | ريجين للرجال محلول 5% 60 مل | bottle | Regaine 5% | 38000 | - | Minoxidil 5% scalp solution that helps regrow hair in male-pattern hair loss; apply 1 ml twice daily, results show after about 3 months. | محلول مينوكسيديل 5% لفروة الرأس يساعد على إعادة نمو الشعر في الصلع الوراثي عند الرجال؛ يوضع 1 مل مرتين يومياً وتظهر النتائج بعد 3 أشهر تقريباً. | minoxidil منوكسيديل مينوكسيديل baldness صلع
alpecin | Alpecin Caffeine Shampoo C1 250ml | ألبيسين شامبو الكافيين C1 250 مل | bottle | Alpecin C1 | 15000 | - | A caffeine shampoo that strengthens hair roots against hereditary thinning; leave the lather on the scalp for two minutes. | شامبو بالكافيين يقوي جذور الشعر ضد الضعف الوراثي؛ تترك الرغوة على فروة الرأس دقيقتين. | caffeine كافيين hair loss
ducray | Ducray Anaphase+ Anti-Hair Loss Shampoo 200ml | دوكري أنافاز+ شامبو ضد التساقط 200 مل | bottle | Anaphase+ | 20000 | - | A creamy supplement shampoo with vitamins B5, B6 and B8 that gives volume and vitality to thin, falling hair. | شامبو كريمي مكمل بفيتامينات B5 وB6 وB8 يمنح الحجم والحيوية للشعر الخفيف المتساقط. | anaphase انافاز biotin
vichy | Vichy Dercos Energising Shampoo 200ml | فيشي ديركوس شامبو منشط ضد التساقط 200 مل | bottle | Dercos Energy | 22000 | - | An energising shampoo with Aminexil that strengthens hair fibre and limits hair fall from the first weeks of use. | شامبو منشط بالأمينكسيل يقوي ألياف الشعر ويحد من التساقط من الأسابيع الأولى للاستعمال. | aminexil energising منشط
`,
  'hair-oils-styling': `
loreal | L'Oréal Elvive Extraordinary Oil 100ml | لوريال إلفيف الزيت الاستثنائي 100 مل | bottle | Elvive Oil | 11500 | - | A weightless hair oil with six flower oils that nourishes, adds shine and protects from heat; use on damp or dry ends. | زيت خفيف للشعر بستة زيوت زهور يغذي ويمنح اللمعان ويحمي من الحرارة، يوضع على الأطراف الرطبة أو الجافة. | elvive oil زيت شعر
moroccanoil | Moroccanoil Treatment Original 100ml | موروكان أويل تريتمنت الأصلي 100 مل | bottle | Moroccanoil | 58000 | F | The argan-oil hair treatment used by salons to condition, speed up drying and leave every hair type shiny and manageable. | علاج زيت الأركان الذي تستعمله الصالونات لتغذية الشعر وتسريع تجفيفه وتركه لامعاً وسهل التصفيف لكل أنواع الشعر. | argan oil زيت الارغان اركان
dabur | Dabur Amla Hair Oil 200ml | زيت دابر آملا للشعر 200 مل | bottle | Dabur Amla | 4250 | - | A traditional Indian gooseberry (amla) oil massaged into the scalp to nourish the roots and help hair look thicker and darker. | زيت الآملا الهندي التقليدي يدلك على فروة الرأس لتغذية الجذور ومنح الشعر مظهراً أكثف وأغمق. | amla آملا املا زيت هندي
gatsby | Gatsby Moving Rubber Spiky Edge Wax 80g | غاتسبي واكس موفينغ رابر سبايكي 80 غم | jar | Gatsby Wax | 5500 | - | A strong-hold styling wax that shapes short hair into spikes and texture that stays in place all day and washes out easily. | واكس تثبيت قوي يشكل الشعر القصير بأطراف مرفوعة ويبقى طوال اليوم ويغسل بسهولة. | hair wax واكس جل gel
taft | Taft Ultra Strong Hair Spray 250ml | تافت سبراي الشعر ألترا سترونغ 250 مل | spray | Taft Ultra | 7500 | O | A strong-hold hair spray that keeps styles in place against heat and humidity for up to 24 hours. | سبراي تثبيت قوي يحافظ على التسريحة أمام الحرارة والرطوبة حتى 24 ساعة. | hair spray سبراي شعر schwarzkopf
`,
  medicines: `
- | Weekly Pill Organiser 7 Days | علبة تنظيم الأدوية الأسبوعية 7 أيام | box | Pill Organiser | 3500 | - | A seven-compartment box with snap lids that helps you remember daily tablets and see at a glance whether today's dose was taken. | علبة من سبع خانات بأغطية محكمة تساعدك على تذكر الحبوب اليومية ومعرفة هل أخذت جرعة اليوم بنظرة واحدة. | pill box علبة دواء organiser منظم
`,
  'pain-fever': `
panadol | Panadol 500mg 24 Tablets | بنادول 500 ملغ 24 حبة | blister | Panadol 500 | 2500 | FB | Paracetamol 500 mg for headache, toothache, period pain and fever; gentle on the stomach when taken as directed. | باراسيتامول 500 ملغ للصداع وألم الأسنان وآلام الدورة والحرارة، ولطيف على المعدة عند استعماله حسب الإرشادات. | paracetamol acetaminophen paracetmol parasetamol باراسيتامول براسيتامول بندول
sdi | Paracetamol 500mg 20 Tablets (SDI) | باراسيتامول 500 ملغ 20 حبة - أدوية سامراء | blister | Paracetamol 500 | 1500 | B | Locally made paracetamol from Samarra Drug Industries for mild to moderate pain and fever, at an economical price. | باراسيتامول من إنتاج الشركة العامة لصناعة الأدوية في سامراء للآلام الخفيفة والمتوسطة والحرارة بسعر اقتصادي. | paracetamol paracetmol باراسيتامول براسيتامول مسكن
panadol | Panadol Extra 24 Tablets | بنادول إكسترا 24 حبة | blister | Panadol Extra | 3500 | B | Paracetamol with caffeine for stronger relief of tension headache and migraine pain; avoid extra coffee while taking it. | باراسيتامول مع الكافيين لتسكين أقوى لصداع التوتر والشقيقة، ويفضل تقليل القهوة أثناء استعماله. | paracetamol caffeine كافيين panadol extra بنادول اكسترا
brufen | Brufen 400mg 30 Tablets | بروفين 400 ملغ 30 حبة | blister | Brufen 400 | 4000 | - | Ibuprofen, an anti-inflammatory painkiller for muscle and joint pain, dental pain and fever; take it with or after food. | ايبوبروفين، مسكن مضاد للالتهاب لآلام العضلات والمفاصل والأسنان والحرارة، يؤخذ مع الطعام أو بعده. | ibuprofen ibuprofin ايبوبروفين ابوبروفين بروفن
adol | Adol Suspension 120mg/5ml 100ml | أدول شراب للأطفال 120 ملغ/5 مل 100 مل | bottle | Adol Syrup | 3000 | B | Strawberry-flavoured paracetamol suspension for babies from 3 months and children, dosed by weight with the measuring cup. | شراب باراسيتامول بنكهة الفراولة للرضع من عمر 3 أشهر والأطفال، تحسب الجرعة حسب الوزن بالكوب المدرج. | paracetamol syrup kids شراب خافض حرارة اطفال
voltaren | Voltaren Emulgel 1% 50g | فولتارين إمولجيل 1% 50 غم | tube | Voltaren Emulgel | 9500 | - | Diclofenac gel rubbed gently on painful joints, back or sprains to relieve local pain and swelling without taking tablets. | جل ديكلوفيناك يدلك بلطف على المفاصل والظهر والالتواءات لتخفيف الألم والتورم الموضعي دون الحاجة إلى حبوب. | diclofenac ديكلوفيناك فولتارين جل voltarin
`,
  'cold-flu': `
panadol | Panadol Cold & Flu Day 24 Caplets | بنادول كولد آند فلو النهاري 24 حبة | blister | Cold & Flu | 4500 | B | Paracetamol with a decongestant for fever, body aches and a blocked nose; a non-drowsy daytime formula. | باراسيتامول مع مزيل احتقان للحرارة وآلام الجسم وانسداد الأنف، تركيبة نهارية لا تسبب النعاس. | cold flu زكام انفلونزا رشح نشلة
actifed | Actifed Syrup 100ml | أكتيفيد شراب 100 مل | bottle | Actifed | 3750 | L | Triprolidine and pseudoephedrine syrup that dries a runny nose and clears congestion in colds and hay fever. | شراب ترايبروليدين وسودوإفيدرين يجفف سيلان الأنف ويزيل الاحتقان في الزكام وحساسية الأنف. | pseudoephedrine triprolidine رشح سيلان
strepsils | Strepsils Honey & Lemon 24 Lozenges | ستربسلز بالعسل والليمون 24 قرص استحلاب | blister | Strepsils | 3500 | - | Antiseptic throat lozenges that soothe a sore throat and fight the germs behind mouth and throat infections. | أقراص استحلاب مطهرة تهدئ التهاب الحلق وتحارب الجراثيم المسببة لالتهابات الفم والحلق. | sore throat التهاب الحلق lozenges حبوب مص
vicks | Vicks VapoRub 50g | فيكس فابوراب 50 غم | jar | VapoRub | 4250 | B | A menthol, camphor and eucalyptus rub for chest, throat and back that eases cough and nasal congestion so you can sleep. | مرهم بالمنثول والكافور والأوكالبتوس يدهن على الصدر والرقبة والظهر لتخفيف السعال واحتقان الأنف والنوم براحة. | vaporub فابورب menthol منثول
otrivin | Otrivin Adult 0.1% Nasal Spray 10ml | أوتريفين بخاخ أنف للكبار 0.1% 10 مل | spray | Otrivin 0.1% | 3250 | - | Xylometazoline spray that clears a blocked nose within minutes for up to 10 hours; do not use for more than 7 days in a row. | بخاخ زايلوميتازولين يفتح الأنف المسدود خلال دقائق ولمدة تصل إلى 10 ساعات، ولا يستعمل أكثر من 7 أيام متتالية. | xylometazoline nasal spray بخاخ انف
prospan | Prospan Cough Syrup 100ml | بروسبان شراب السعال 100 مل | bottle | Prospan | 8500 | - | A sugar-free ivy-leaf extract syrup that loosens mucus and calms cough in children and adults. | شراب خالٍ من السكر بخلاصة أوراق اللبلاب يذيب البلغم ويهدئ السعال للأطفال والكبار. | ivy leaf لبلاب cough syrup شراب كحة
`,
  digestive: `
gaviscon | Gaviscon Double Action Liquid 200ml | غافيسكون دبل أكشن شراب 200 مل | bottle | Gaviscon | 9000 | - | Sodium alginate with antacids forms a protective layer on top of the stomach contents to relieve heartburn and indigestion fast. | ألجينات الصوديوم مع مضادات الحموضة تكون طبقة واقية فوق محتويات المعدة لتخفيف الحرقة وعسر الهضم بسرعة. | heartburn حرقة حموضة alginate
pioneer | Omeprazole 20mg 14 Capsules (Pioneer) | أوميبرازول 20 ملغ 14 كبسولة - بايونير | blister | Omeprazole 20 | 3000 | B | Reduces stomach acid for heartburn and acid reflux; take one capsule before breakfast, and see a doctor if symptoms last more than two weeks. | يقلل حمض المعدة لعلاج الحرقة والارتجاع، تؤخذ كبسولة قبل الفطور، وراجع الطبيب إذا استمرت الأعراض أكثر من أسبوعين. | omeprazole omeprazol اوميبرازول اومبرازول losec لوسيك
buscopan | Buscopan 10mg 20 Tablets | بوسكوبان 10 ملغ 20 حبة | blister | Buscopan | 4500 | - | Hyoscine butylbromide that relaxes the gut muscles to relieve abdominal cramps, colic and irritable-bowel spasms. | هيوسين بيوتيل بروميد يرخي عضلات الأمعاء ويخفف المغص وتقلصات القولون العصبي. | hyoscine هيوسين مغص colic قولون
imodium | Imodium 2mg 6 Capsules | إيموديوم 2 ملغ 6 كبسولات | blister | Imodium | 3750 | - | Loperamide that slows the bowel to stop acute diarrhoea in adults, handy when travelling; drink plenty of fluids as well. | لوبيراميد يبطئ حركة الأمعاء لإيقاف الإسهال الحاد عند البالغين، مفيد في السفر، مع الإكثار من شرب السوائل. | loperamide لوبراميد diarrhea اسهال
sdi | ORS Oral Rehydration Salts 10 Sachets | محلول الإرواء الفموي ORS عشرة أكياس | sachet | ORS Sachets | 2000 | B | WHO-formula glucose and salts: dissolve one sachet in 200 ml of boiled, cooled water to replace fluids lost to diarrhoea or summer heat. | أملاح وجلوكوز حسب تركيبة منظمة الصحة العالمية: يذاب كيس في 200 مل من الماء المغلي المبرد لتعويض السوائل المفقودة بالإسهال أو حر الصيف. | ors rehydration ارواء محلول جفاف dehydration
smecta | Smecta 3g 10 Sachets | سمكتا 3 غم 10 أكياس | sachet | Smecta | 5500 | O | Diosmectite clay powder that coats the gut lining and absorbs irritants in acute diarrhoea, suitable for children too. | مسحوق الدايوسمكتايت الذي يغلف بطانة الأمعاء ويمتص المهيجات في الإسهال الحاد، ومناسب للأطفال أيضاً. | diosmectite سمكتا اسهال اطفال
dulcolax | Dulcolax 5mg 30 Tablets | دولكولاكس 5 ملغ 30 حبة | blister | Dulcolax | 4250 | - | Bisacodyl tablets for occasional constipation; taken at bedtime they usually work by the next morning. | أقراص بيساكوديل للإمساك العرضي، تؤخذ قبل النوم وتعمل عادة في صباح اليوم التالي. | bisacodyl بيساكوديل constipation امساك ملين
`,
  allergy: `
claritine | Claritine 10mg 10 Tablets | كلاريتين 10 ملغ 10 حبات | blister | Claritine 10 | 4500 | B | Loratadine 10 mg once a day for non-drowsy relief of sneezing, runny nose and itchy, watery eyes. | لوراتادين 10 ملغ مرة يومياً لتخفيف العطاس وسيلان الأنف وحكة العيون ودموعها دون نعاس. | loratadine loratidine لوراتادين لوراتدين حساسية
zyrtec | Zyrtec 10mg 20 Tablets | زيرتك 10 ملغ 20 حبة | blister | Zyrtec 10 | 6000 | - | Cetirizine for hay fever, dust allergy and hives; a few people feel mildly drowsy, so take it in the evening at first. | سيتريزين لحساسية الأنف والغبار والشرى، وقد يسبب نعاساً خفيفاً لبعض الأشخاص لذا يفضل أخذه مساءً في البداية. | cetirizine cetrizine سيتريزين سيتيريزين
telfast | Telfast 180mg 15 Tablets | تلفاست 180 ملغ 15 حبة | blister | Telfast 180 | 9500 | - | Fexofenadine, a fast, non-sedating antihistamine for seasonal allergy and chronic hives in adults. | فيكسوفينادين، مضاد هيستامين سريع لا يسبب النعاس لحساسية المواسم والشرى المزمن عند البالغين. | fexofenadine فيكسوفينادين allergy
pioneer | Cetirizine Syrup 5mg/5ml 100ml (Pioneer) | سيتريزين شراب 5 ملغ/5 مل 100 مل - بايونير | bottle | Cetirizine Syrup | 2750 | - | Antihistamine syrup for children from two years with allergic runny nose or itchy skin rashes. | شراب مضاد للحساسية للأطفال من عمر سنتين لسيلان الأنف التحسسي وطفح الجلد المثير للحكة. | cetirizine syrup سيتريزين شراب حساسية اطفال
fenistil | Fenistil Gel 0.1% 30g | فينيستيل جل 0.1% 30 غم | tube | Fenistil Gel | 6500 | - | Dimetindene gel that quickly cools and soothes insect bites, itchy rashes and mild sunburn. | جل ديميتيندين يبرد ويهدئ بسرعة لدغات الحشرات والطفح المثير للحكة وحروق الشمس الخفيفة. | dimetindene insect bites لدغات حكة
aerius | Aerius 5mg 10 Tablets | إيريوس 5 ملغ 10 حبات | blister | Aerius 5 | 8000 | - | Desloratadine once daily for allergic rhinitis and hives, relieving nasal and skin symptoms for 24 hours. | ديسلوراتادين مرة يومياً لحساسية الأنف والشرى، يخفف أعراض الأنف والجلد لمدة 24 ساعة. | desloratadine ديسلوراتادين
`,
  antibiotics: `
pioneer | Amoxicillin 500mg 21 Capsules (Pioneer) | أموكسيسيلين 500 ملغ 21 كبسولة - بايونير | blister | Amoxicillin 500 | 3500 | RB | A penicillin antibiotic for bacterial ear, throat, chest and urinary infections; finish the whole course even when you feel better. | مضاد حيوي من البنسلينات لالتهابات الأذن والحلق والصدر والمجاري البولية البكتيرية، أكمل الكورس كاملاً حتى لو تحسنت. | amoxicillin amoxil amoxycillin amoxcilin اموكسيسيلين اموكسيل اموكسلين
augmentin | Augmentin 1g 14 Tablets | أوغمنتين 1 غم 14 حبة | blister | Augmentin 1g | 14500 | R | Amoxicillin with clavulanic acid for infections resistant to plain amoxicillin, such as sinusitis and some chest infections; take at the start of a meal. | أموكسيسيلين مع حمض الكلافولانيك للالتهابات المقاومة للأموكسيسيلين وحده مثل التهاب الجيوب وبعض التهابات الصدر، يؤخذ في بداية الوجبة. | amoxicillin clavulanic كلافولانيك augmentin اوجمنتين
hikma | Azithromycin 500mg 3 Tablets (Hikma) | أزيثرومايسين 500 ملغ 3 حبات - حكمة | blister | Azithromycin | 6500 | R | A once-daily macrolide antibiotic taken for three days for chest, throat and skin infections. | مضاد حيوي من الماكروليدات يؤخذ مرة يومياً لثلاثة أيام لالتهابات الصدر والحلق والجلد. | azithromycin zithromax azomax ازيثرومايسين زيثروماكس
suprax | Suprax 400mg 5 Capsules | سوبراكس 400 ملغ 5 كبسولات | blister | Suprax 400 | 11000 | RL | Cefixime, a once-daily cephalosporin for urinary tract, ear and throat infections. | سيفيكسيم، مضاد حيوي من السيفالوسبورينات يؤخذ مرة يومياً لالتهابات المجاري البولية والأذن والحلق. | cefixime سيفيكسيم cephalosporin
sdi | Ciprofloxacin 500mg 10 Tablets (SDI) | سيبروفلوكساسين 500 ملغ 10 حبات - أدوية سامراء | blister | Ciprofloxacin | 4750 | R | A fluoroquinolone antibiotic for urinary tract and some intestinal infections; do not take it together with milk or antacids. | مضاد حيوي من الفلوروكينولونات لالتهابات المجاري البولية وبعض التهابات الأمعاء، ولا يؤخذ مع الحليب أو مضادات الحموضة. | ciprofloxacin cipro سيبرو سيبروفلوكساسين
flagyl | Flagyl 500mg 20 Tablets | فلاجيل 500 ملغ 20 حبة | blister | Flagyl 500 | 3750 | RO | Metronidazole for certain bacterial and parasitic infections such as amoebic dysentery and giardia; avoid alcohol during the course. | ميترونيدازول لبعض الالتهابات البكتيرية والطفيلية مثل الزحار الأميبي والجيارديا، ويجب تجنب الكحول خلال العلاج. | metronidazole ميترونيدازول amoeba اميبا
`,
  'chronic-conditions': `
glucophage | Glucophage 850mg 30 Tablets | جلوكوفاج 850 ملغ 30 حبة | blister | Glucophage 850 | 5500 | RB | Metformin for type 2 diabetes: lowers blood sugar without causing hypoglycaemia on its own; take with meals to limit stomach upset. | ميتفورمين لمرض السكري من النوع الثاني، يخفض سكر الدم دون أن يسبب هبوطاً بمفرده، ويؤخذ مع الطعام لتقليل اضطراب المعدة. | metformin ميتفورمين سكري diabetes
diamicron | Diamicron MR 60mg 30 Tablets | دياميكرون MR 60 ملغ 30 حبة | blister | Diamicron MR | 12000 | R | Modified-release gliclazide taken once with breakfast to control type 2 diabetes; never skip meals while on it. | جليكلازيد ممتد المفعول يؤخذ مرة مع الفطور لضبط السكري من النوع الثاني، ولا تترك الوجبات أثناء استعماله. | gliclazide جليكلازيد سكري
norvasc | Norvasc 5mg 30 Tablets | نورفاسك 5 ملغ 30 حبة | blister | Norvasc 5 | 9000 | R | Amlodipine, a once-daily calcium-channel blocker for high blood pressure and angina. | أملوديبين، حاصر لقنوات الكالسيوم يؤخذ مرة يومياً لارتفاع ضغط الدم والذبحة الصدرية. | amlodipine املوديبين ضغط blood pressure
lipitor | Lipitor 20mg 30 Tablets | ليبيتور 20 ملغ 30 حبة | blister | Lipitor 20 | 18500 | RL | Atorvastatin lowers LDL cholesterol and the risk of heart attack and stroke; usually taken once a day at any time. | أتورفاستاتين يخفض الكوليسترول الضار وخطر الجلطات القلبية والدماغية، ويؤخذ عادة مرة يومياً في أي وقت. | atorvastatin اتورفاستاتين cholesterol كوليسترول
cozaar | Cozaar 50mg 28 Tablets | كوزار 50 ملغ 28 حبة | blister | Cozaar 50 | 13000 | R | Losartan for high blood pressure that also protects the kidneys in people with diabetes. | لوسارتان لعلاج ارتفاع ضغط الدم ويحمي الكلى أيضاً لدى مرضى السكري. | losartan لوسارتان ضغط
concor | Concor 5mg 30 Tablets | كونكور 5 ملغ 30 حبة | blister | Concor 5 | 8500 | R | Bisoprolol, a beta-blocker for blood pressure, angina and heart rhythm; do not stop it suddenly. | بيسوبرولول، حاصر بيتا لضغط الدم والذبحة الصدرية وانتظام ضربات القلب، ولا يوقف فجأة. | bisoprolol بيسوبرولول beta blocker
`,
  'dermatology-rx': `
fucidin | Fucidin Cream 2% 15g | فيوسيدين كريم 2% 15 غم | tube | Fucidin 2% | 5750 | R | Fusidic acid antibiotic cream for infected skin such as impetigo and infected cuts, usually for no more than 7 to 10 days. | كريم مضاد حيوي بحمض الفيوسيديك لالتهابات الجلد مثل القوباء والجروح الملتهبة، عادة لمدة لا تتجاوز 7 إلى 10 أيام. | fusidic acid فيوسيديك fucidin فيوسدين
elocon | Elocon 0.1% Cream 15g | إيلوكون كريم 0.1% 15 غم | tube | Elocon 0.1% | 7500 | R | Mometasone, a potent corticosteroid cream for eczema and psoriasis flares, applied thinly once a day for short courses. | موميتازون، كريم كورتيزون قوي لنوبات الإكزيما والصدفية، يوضع بطبقة رقيقة مرة يومياً لفترات قصيرة. | mometasone موميتازون cortisone كورتيزون eczema
acretin | Acretin 0.05% Cream 30g | أكريتين كريم 0.05% 30 غم | tube | Acretin 0.05% | 6500 | RL | Tretinoin cream for acne, applied at night to dry skin; not for use in pregnancy, and daily sunscreen is essential. | كريم تريتينوين لحب الشباب يوضع ليلاً على بشرة جافة، ولا يستعمل أثناء الحمل، واستعمال واقي الشمس يومياً ضروري. | tretinoin تريتينوين retinoid ريتينويد
`,
  multivitamins: `
centrum | Centrum Adults 30 Tablets | سنتروم للبالغين 30 حبة | box | Centrum | 16500 | - | A complete A-to-zinc multivitamin and mineral tablet that supports energy, immunity and normal metabolism in adults. | حبة فيتامينات ومعادن متكاملة من A إلى الزنك تدعم الطاقة والمناعة والتمثيل الغذائي الطبيعي عند البالغين. | multivitamin ملتي فيتامين centrum سنترم
pharmaton | Pharmaton 30 Capsules | فارماتون 30 كبسولة | box | Pharmaton | 19000 | - | Standardised ginseng G115 with vitamins and minerals for people who feel tired or run down, taken with breakfast. | جنسنج G115 المعياري مع الفيتامينات والمعادن لمن يشعر بالتعب والإرهاق، يؤخذ مع الفطور. | ginseng جنسنج جينسنغ fatigue تعب
supradyn | Supradyn Energy 30 Effervescent Tablets | سوبرادين إنرجي 30 قرص فوار | tube | Supradyn | 12500 | - | An orange-flavoured effervescent multivitamin with coenzyme Q10 that helps release energy from food; dissolve one tablet in water. | فيتامينات متعددة فوارة بنكهة البرتقال مع الإنزيم المساعد Q10 تساعد على إطلاق الطاقة من الطعام، يذاب قرص في الماء. | effervescent فوار coq10
vitabiotics | Vitabiotics Wellwoman 30 Capsules | فيتابيوتكس ويل وومن 30 كبسولة | box | Wellwoman | 17000 | - | A women's formula with iron, folic acid, B vitamins and vitamin D tailored to women's needs at every age. | تركيبة نسائية بالحديد وحمض الفوليك وفيتامينات B وفيتامين D مصممة لاحتياجات المرأة في كل الأعمار. | wellwoman ويل ومن women vitamins
vitabiotics | Vitabiotics Wellman 30 Tablets | فيتابيوتكس ويل مان 30 حبة | box | Wellman | 17000 | L | A men's formula with zinc, selenium, ginseng and B vitamins to support energy and normal testosterone levels. | تركيبة رجالية بالزنك والسيلينيوم والجنسنج وفيتامينات B لدعم الطاقة والمستوى الطبيعي للتستوستيرون. | wellman ويلمان men vitamins
centrum | Centrum Silver 50+ 30 Tablets | سنتروم سيلفر 50+ 30 حبة | box | Centrum Silver | 19500 | - | A multivitamin adjusted for adults over fifty, with more vitamin D and B12 and lutein for the eyes. | فيتامينات متعددة معدلة لمن تجاوز الخمسين بكمية أكبر من فيتامين D وB12 مع اللوتين للعين. | centrum silver سنتروم سلفر seniors كبار السن
`,
  'vitamins-minerals': `
now | NOW Vitamin D3 5000 IU 120 Softgels | ناو فيتامين د3 5000 وحدة 120 كبسولة جيلاتينية | bottle | Vitamin D3 5000 | 14000 | FB | High-strength cholecalciferol for people with low vitamin D, supporting bones, teeth, muscles and immunity; take with a meal. | كوليكالسيفيرول عالي التركيز لمن لديهم نقص في فيتامين د، يدعم العظام والأسنان والعضلات والمناعة، ويؤخذ مع وجبة. | vitamin d3 cholecalciferol فيتامين دال فيتامين د vit d ٥٠٠٠
sdi | Folic Acid 5mg 30 Tablets (SDI) | حامض الفوليك 5 ملغ 30 حبة - أدوية سامراء | blister | Folic Acid 5mg | 1500 | B | Taken before and in early pregnancy to help prevent neural tube defects, and for folate-deficiency anaemia as your doctor advises. | يؤخذ قبل الحمل وفي أشهره الأولى للمساعدة على منع تشوهات الأنبوب العصبي، ولعلاج فقر الدم بنقص الفولات حسب إرشاد الطبيب. | folic acid folate فوليك اسيد حمض الفوليك حامض فوليك pregnancy
vitabiotics | Vitabiotics Feroglobin B12 30 Capsules | فيتابيوتكس فيروغلوبين B12 30 كبسولة | box | Feroglobin | 11000 | - | Gentle iron with vitamin B12, folic acid and zinc to help reduce tiredness and support normal red blood cell formation. | حديد لطيف على المعدة مع فيتامين B12 وحمض الفوليك والزنك للمساعدة على تقليل التعب ودعم تكوين كريات الدم الحمراء. | iron ferrous حديد فيروجلوبين anemia فقر الدم
now | NOW Zinc 50mg 100 Tablets | ناو زنك 50 ملغ 100 حبة | bottle | Zinc 50mg | 13000 | - | Zinc gluconate that supports immunity, skin and hair; take with food to avoid nausea. | غلوكونات الزنك يدعم المناعة والبشرة والشعر، ويؤخذ مع الطعام لتجنب الغثيان. | zinc زنك zink immunity مناعة
solgar | Solgar Vitamin C 1000mg 100 Tablets | سولغار فيتامين سي 1000 ملغ 100 حبة | bottle | Vitamin C 1000 | 24000 | - | High-potency vitamin C with rose hips that supports the immune system and collagen formation for skin and gums. | فيتامين سي عالي التركيز مع ثمر الورد يدعم جهاز المناعة وتكوين الكولاجين للبشرة واللثة. | vitamin c فيتامين سي ascorbic
natures-bounty | Nature's Bounty Magnesium 500mg 100 Tablets | نيتشرز باونتي مغنيسيوم 500 ملغ 100 حبة | bottle | Magnesium 500 | 15500 | O | Magnesium for muscle and nerve function that helps with night cramps and tiredness. | مغنيسيوم لوظائف العضلات والأعصاب يساعد في تشنجات الليل والتعب. | magnesium مغنيسيوم ماغنيسيوم cramps شد عضلي
vitabiotics | Vitabiotics Osteocare 30 Tablets | فيتابيوتكس أوستيوكير 30 حبة | box | Osteocare | 8500 | - | Calcium with magnesium, zinc and vitamin D3 for strong bones, especially for women after menopause. | كالسيوم مع المغنيسيوم والزنك وفيتامين د3 لعظام قوية، خاصة للنساء بعد سن اليأس. | calcium كالسيوم osteocare اوستيوكير bones عظام
now | NOW Vitamin B12 1000mcg 100 Lozenges | ناو فيتامين B12 1000 مكغ 100 قرص استحلاب | bottle | Vitamin B12 | 12500 | - | Methylcobalamin lozenges dissolved under the tongue for people with low B12, including vegetarians and metformin users. | أقراص ميثيل كوبالامين تذوب تحت اللسان لمن لديهم نقص B12 بما فيهم النباتيون ومستعملو الميتفورمين. | b12 methylcobalamin فيتامين ب12 b 12
`,
  'omega-fish-oil': `
seven-seas | Seven Seas Cod Liver Oil Omega-3 120 Capsules | سفن سيز زيت كبد الحوت أوميغا 3 120 كبسولة | bottle | Cod Liver Oil | 15000 | - | Cod liver oil with omega-3 and vitamins A and D, a family favourite for joints, heart and immunity. | زيت كبد الحوت بأوميغا 3 وفيتامينات A وD، المفضل عائلياً للمفاصل والقلب والمناعة. | cod liver oil زيت كبد الحوت سمك
now | NOW Omega-3 1000mg 100 Softgels | ناو أوميغا 3 1000 ملغ 100 كبسولة جيلاتينية | bottle | Omega-3 1000 | 18500 | - | Molecularly distilled fish oil giving EPA and DHA for heart and brain health, without a fishy aftertaste. | زيت سمك مقطر جزيئياً يوفر EPA وDHA لصحة القلب والدماغ دون طعم سمك مزعج. | omega 3 اوميغا اوميكا fish oil زيت السمك epa dha
solgar | Solgar Omega-3 Triple Strength 50 Softgels | سولغار أوميغا 3 ثلاثي التركيز 50 كبسولة | bottle | Omega-3 Triple | 38000 | - | Concentrated omega-3 with 950 mg of EPA and DHA per softgel, so one capsule a day is usually enough. | أوميغا 3 مركز يحتوي على 950 ملغ من EPA وDHA في الكبسولة الواحدة، لذا تكفي عادة كبسولة يومياً. | omega 3 triple strength اوميغا مركز
natures-bounty | Nature's Bounty Fish Oil 1200mg 100 Softgels | نيتشرز باونتي زيت السمك 1200 ملغ 100 كبسولة | bottle | Fish Oil 1200 | 21000 | - | Coated fish-oil softgels that support heart health and normal triglyceride levels. | كبسولات زيت سمك مغلفة تدعم صحة القلب والمستوى الطبيعي للدهون الثلاثية. | fish oil زيت سمك triglycerides
vitabiotics | Vitabiotics Ultra Omega-3 60 Capsules | فيتابيوتكس ألترا أوميغا 3 60 كبسولة | box | Ultra Omega-3 | 14000 | - | Pure fish oil with vitamin E that protects cells from oxidative stress and supports eye and brain function. | زيت سمك نقي مع فيتامين E يحمي الخلايا من الأكسدة ويدعم وظائف العين والدماغ. | ultra omega vitamin e
`,
  'kids-vitamins': `
sanostol | Sanostol Multivitamin Syrup 230ml | سانوستول شراب فيتامينات للأطفال 230 مل | bottle | Sanostol | 13500 | - | A fruity multivitamin syrup for children from one year that supports growth, appetite and natural defences. | شراب فيتامينات متعددة بنكهة الفواكه للأطفال من عمر سنة يدعم النمو والشهية والمناعة الطبيعية. | kids vitamins فيتامينات اطفال syrup شراب شهية
seven-seas | Seven Seas Kids Omega-3 Orange Syrup 100ml | سفن سيز أوميغا 3 للأطفال شراب بالبرتقال 100 مل | bottle | Kids Omega-3 | 9500 | - | Orange-flavoured omega-3 syrup with vitamins A, C, D and E for children's brain and eye development. | شراب أوميغا 3 بنكهة البرتقال مع فيتامينات A وC وD وE لنمو دماغ الطفل وعينيه. | kids omega اوميغا اطفال
vitabiotics | Vitabiotics Wellkid Multi-Vitamin Liquid 150ml | فيتابيوتكس ويل كيد فيتامينات سائلة 150 مل | bottle | Wellkid | 11500 | - | A sugar-free orange liquid multivitamin for children aged 4 to 12, with vitamin D, iron and zinc. | فيتامينات سائلة خالية من السكر بنكهة البرتقال للأطفال من 4 إلى 12 سنة مع فيتامين د والحديد والزنك. | wellkid ويلكيد
pediasure | PediaSure Complete Vanilla 400g | بيدياشور كومبليت بنكهة الفانيلا 400 غم | jar | PediaSure | 22000 | - | Complete, balanced nutrition powder for picky eaters aged 1 to 10, with protein, vitamins and minerals to support catch-up growth. | مسحوق تغذية متكاملة ومتوازنة للأطفال قليلي الأكل من سنة إلى 10 سنوات، بالبروتين والفيتامينات والمعادن لدعم النمو. | pediasure بيدياشور بيدياشيور nutrition growth نمو
pioneer | Vitamin D3 Drops 400 IU 15ml (Pioneer) | قطرات فيتامين د3 400 وحدة 15 مل - بايونير | bottle | Vitamin D Drops | 4500 | - | Vitamin D3 drops for breastfed babies and toddlers to support healthy bones; one daily dose on a spoon or in milk. | قطرات فيتامين د3 للرضع الذين يرضعون طبيعياً والأطفال الصغار لدعم العظام، جرعة يومية بالملعقة أو مع الحليب. | vitamin d drops قطرة فيتامين دال للاطفال رضع
`,
  'mother-baby': `
chicco | Chicco Baby Nail Care Set | شيكو طقم العناية بأظافر الطفل | box | Nail Care Set | 6500 | - | Round-tipped scissors, a small clipper and a nail file sized for tiny fingers, so trimming a baby's nails is safe and quick. | مقص بأطراف مدورة وقصافة صغيرة ومبرد أظافر بحجم أصابع الطفل لقص أظافره بأمان وسرعة. | baby nail scissors مقص اظافر اطفال
`,
  'diapers-wipes': `
pampers | Pampers Baby-Dry Size 4 (9-14kg) 58 Diapers | حفاضات بامبرز بيبي دراي مقاس 4 (9-14 كغم) 58 حفاضة | box | Pampers Size 4 | 23500 | FB | Up to 12 hours of overnight dryness with three absorbing layers and a breathable outer cover that keeps baby's skin dry. | جفاف يصل إلى 12 ساعة طوال الليل بثلاث طبقات ماصة وغطاء خارجي يسمح بالتهوية ويحافظ على جفاف بشرة الطفل. | pampers بامبرز diapers حفاظات حفاضات
huggies | Huggies Extra Care Size 3 (4-9kg) 64 Diapers | حفاضات هاجيز إكسترا كير مقاس 3 (4-9 كغم) 64 حفاضة | box | Huggies Size 3 | 21000 | - | Soft diapers with a wetness indicator and a pocketed back waistband that helps stop leaks up the back. | حفاضات ناعمة مع مؤشر للبلل وحزام خلفي بجيب يساعد على منع التسرب من الخلف. | huggies هاجيز diapers حفاظات
molfix | Molfix Size 5 Junior (11-18kg) 50 Diapers | حفاضات مولفكس مقاس 5 جونيور (11-18 كغم) 50 حفاضة | box | Molfix Size 5 | 15500 | - | Good-value diapers with a 3D absorbent core and stretchy sides for active toddlers. | حفاضات اقتصادية بطبقة امتصاص ثلاثية الأبعاد وجوانب مطاطية للأطفال كثيري الحركة. | molfix مولفكس مولفيكس diapers
pampers | Pampers Sensitive Baby Wipes, 52 Wipes | مناديل بامبرز سينستف للأطفال 52 منديل | sachet | Pampers Wipes | 3500 | - | Fragrance-free wipes made for sensitive skin, gentle enough for newborns' nappy changes and faces. | مناديل خالية من العطور مصنوعة للبشرة الحساسة، لطيفة بما يكفي لتغيير حفاض المولود ومسح وجهه. | wipes مناديل مبللة wet wipes
huggies | Huggies Pure Baby Wipes, 56 Wipes | مناديل هاجيز بيور للأطفال 56 منديل | sachet | Huggies Wipes | 3000 | O | Wipes made of 99% water, without perfume or alcohol, for everyday cleaning of delicate skin. | مناديل مكونة من 99% ماء دون عطر أو كحول للتنظيف اليومي للبشرة الرقيقة. | wipes مناديل huggies pure
pampers | Pampers Premium Care Newborn Size 1 (2-5kg) 50 Diapers | حفاضات بامبرز بريميوم كير للمواليد مقاس 1 (2-5 كغم) 50 حفاضة | box | Pampers Newborn | 17500 | - | The softest Pampers diaper, with a cut-out for the umbilical cord and a wetness indicator that turns blue. | أنعم حفاضات بامبرز مع فتحة لحبل السرة ومؤشر للبلل يتحول إلى اللون الأزرق. | newborn مواليد pampers premium
`,
  'baby-skin-care': `
bepanthen | Bepanthen Nappy Care Ointment 30g | بيبانثين مرهم للتسلخات 30 غم | tube | Bepanthen | 7000 | FB | Dexpanthenol 5% forms a breathable protective layer at every nappy change to prevent and soothe nappy rash; free of fragrance and preservatives. | ديكسبانثينول 5% يكون طبقة واقية تسمح بالتهوية عند كل تغيير للحفاض لمنع التسلخات وتهدئتها، خالٍ من العطور والمواد الحافظة. | dexpanthenol ديكسبانثينول nappy rash تسلخ bepanten بيبنثين
sudocrem | Sudocrem Antiseptic Healing Cream 125g | سودوكريم كريم مطهر وملطف 125 غم | jar | Sudocrem | 9500 | - | A zinc oxide cream that soothes nappy rash, minor burns and eczema while protecting the skin from further irritation. | كريم بأكسيد الزنك يهدئ التسلخات والحروق البسيطة والإكزيما ويحمي الجلد من مزيد من التهيج. | zinc oxide اكسيد الزنك sudocream
johnsons | Johnson's Baby Shampoo 500ml | جونسون شامبو الأطفال 500 مل | bottle | Baby Shampoo | 5000 | - | The classic No More Tears formula that cleans baby's hair as gently as pure water. | تركيبة "لا دموع بعد اليوم" الكلاسيكية التي تنظف شعر الطفل بلطف الماء النقي. | johnsons baby shampoo شامبو اطفال جونسن
johnsons | Johnson's Baby Oil 300ml | جونسون زيت الأطفال 300 مل | bottle | Baby Oil | 5250 | - | A light mineral oil that locks moisture into wet skin after the bath and makes baby massage easy. | زيت معدني خفيف يحبس الرطوبة في البشرة المبللة بعد الحمام ويسهل تدليك الطفل. | baby oil زيت اطفال جونسن
mustela | Mustela Hydra Bébé Body Lotion 300ml | موستيلا هيدرا بيبي لوشن للجسم 300 مل | bottle | Hydra Bebe | 22500 | - | A daily body lotion with avocado perseose that keeps baby's normal skin hydrated and protected from birth. | لوشن يومي للجسم بمادة الأفوكادو بيرسيوز يحافظ على ترطيب بشرة الطفل العادية وحمايتها من الولادة. | mustela موستيلا lotion لوشن اطفال
johnsons | Johnson's Baby Powder 200g | جونسون بودرة الأطفال 200 غم | bottle | Baby Powder | 3750 | O | Cornstarch powder that absorbs moisture and reduces friction to keep baby's skin soft and dry in hot weather. | بودرة نشا الذرة تمتص الرطوبة وتقلل الاحتكاك لتبقى بشرة الطفل ناعمة وجافة في الطقس الحار. | baby powder بودرة اطفال talc
`,
  'baby-feeding': `
aptamil | Aptamil 1 Infant Milk 0-6 Months 400g | حليب أبتاميل 1 للرضع من 0 إلى 6 أشهر 400 غم | jar | Aptamil 1 | 15000 | - | First infant milk with GOS/FOS and DHA, for babies who are not, or not only, breastfed; breastfeeding remains best, so use formula on medical advice. | حليب رضع أول بمواد GOS/FOS وDHA للأطفال الذين لا يرضعون طبيعياً أو لا يكفيهم، والرضاعة الطبيعية تبقى الأفضل لذا يستعمل الحليب الصناعي بإرشاد طبي. | infant formula حليب اطفال حليب رضع ابتاميل
similac | Similac Gold 2 Follow-On Milk 6-12 Months 400g | حليب سيميلاك جولد 2 من 6 إلى 12 شهر 400 غم | jar | Similac Gold 2 | 14500 | L | Follow-on milk with HMO and lutein for babies from six months eating solid foods; prepare each bottle fresh with boiled, cooled water. | حليب المرحلة الثانية بمادة HMO واللوتين للأطفال من عمر ستة أشهر مع الطعام الصلب، تحضر كل رضعة طازجة بماء مغلي مبرد. | similac سيميلاك follow on milk حليب مرحلة ثانية
nan | NAN Optipro 1 Infant Formula 400g | حليب نان أوبتي برو 1 للرضع 400 غم | jar | NAN Optipro 1 | 13500 | - | Infant formula with adapted OPTIPRO protein for newborns when breastfeeding is not possible; follow the scoop and water table exactly. | حليب رضع ببروتين OPTIPRO المعدل للمواليد عند تعذر الرضاعة الطبيعية، مع الالتزام الدقيق بجدول المكاييل والماء. | nan نان nestle formula حليب
avent | Philips Avent Natural Response Feeding Bottle 260ml | رضاعة فيليبس أفنت ناتشورال 260 مل | bottle | Avent Bottle | 12000 | - | A wide, breast-shaped teat that only releases milk when baby actively drinks, making it easy to combine with breastfeeding; anti-colic valve. | حلمة عريضة على شكل الثدي لا تطلق الحليب إلا عندما يرضع الطفل فعلاً، مما يسهل الجمع بينها وبين الرضاعة الطبيعية، مع صمام ضد المغص. | feeding bottle رضاعة ببرونة avent افنت
chicco | Chicco Physio Soft Pacifier 6-16m 2 pcs | لهاية شيكو فيزيو سوفت 6-16 شهر قطعتان | box | Chicco Soother | 6500 | - | Orthodontic silicone soothers with a thin neck that respects the natural development of baby's palate and teeth. | لهايات سيليكون تقويمية بعنق رفيع تحترم النمو الطبيعي لسقف فم الطفل وأسنانه. | pacifier لهاية مصاصة soother
nestle | Nestlé Cerelac Wheat with Milk 125g | نستله سيريلاك القمح مع الحليب 125 غم | box | Cerelac | 3000 | - | An iron-fortified wheat cereal with milk for babies from six months, mixed with water into a smooth first food. | سيريلاك القمح بالحليب المدعم بالحديد للأطفال من عمر ستة أشهر، يمزج بالماء ليصبح وجبة أولى ناعمة. | cerelac سيريلاك سرلاك baby cereal
`,
  'maternity-care': `
palmers | Palmer's Cocoa Butter Massage Lotion for Stretch Marks 250ml | بالمرز لوشن زبدة الكاكاو لعلامات التمدد 250 مل | bottle | Palmer's Cocoa | 16500 | - | A cocoa butter and shea lotion massaged into the belly, hips and breasts daily from the first trimester to keep skin supple as it stretches. | لوشن بزبدة الكاكاو والشيا يدلك يومياً على البطن والوركين والصدر من الأشهر الأولى للحمل ليحافظ على مرونة الجلد أثناء تمدده. | stretch marks تشققات الحمل cocoa butter زبدة الكاكاو
lansinoh | Lansinoh HPA Lanolin Nipple Cream 40ml | لانسينو كريم اللانولين للحلمات 40 مل | tube | Lansinoh | 14000 | - | Pure medical-grade lanolin that soothes sore, cracked nipples during breastfeeding and does not need to be removed before a feed. | لانولين طبي نقي يهدئ الحلمات المؤلمة والمتشققة أثناء الرضاعة ولا يحتاج إلى إزالته قبل الرضعة. | lanolin لانولين nipple cream breastfeeding رضاعة
vitabiotics | Vitabiotics Pregnacare Original 30 Tablets | فيتابيوتكس بريغناكير أوريجينال 30 حبة | box | Pregnacare | 15000 | - | A pregnancy multivitamin with 400 mcg folic acid, vitamin D and iron, from planning through breastfeeding. | فيتامينات متعددة للحمل بـ400 مكغ حمض الفوليك وفيتامين د والحديد، من التخطيط للحمل حتى الرضاعة. | pregnacare بريجناكير pregnancy vitamins فيتامينات حمل
mustela | Mustela Maternité Stretch Marks Prevention Cream 150ml | موستيلا كريم الوقاية من علامات التمدد للحوامل 150 مل | tube | Mustela Maternite | 32000 | L | A fragrance-free cream with avocado peptides that helps prevent stretch marks; safe to use during pregnancy. | كريم خالٍ من العطور بببتيدات الأفوكادو يساعد على منع علامات التمدد وآمن خلال الحمل. | stretch marks تشققات mustela maternite
avent | Philips Avent Manual Breast Pump | فيليبس أفنت شفاطة حليب يدوية | device | Avent Pump | 52000 | - | A quiet, comfortable manual pump with a soft massage cushion for expressing milk at home or at work. | شفاطة يدوية هادئة ومريحة بوسادة تدليك ناعمة لشفط الحليب في البيت أو العمل. | breast pump شفاطة حليب مضخة
`,
  'body-wash-soap': `
dove | Dove Deeply Nourishing Body Wash 500ml | دوف غسول الجسم المغذي بعمق 500 مل | bottle | Dove Body Wash | 7500 | - | A creamy body wash with NutriumMoisture that cleans without drying and leaves skin softer after one shower. | غسول جسم كريمي بتقنية NutriumMoisture ينظف دون تجفيف ويترك البشرة أنعم من أول استحمام. | shower gel شاور جل body wash
lux | Lux Soft Touch Bar Soap 4 x 120g | صابون لوكس سوفت تاتش 4 × 120 غم | box | Lux Soap | 3000 | - | A French-rose and almond-oil beauty soap bar with a rich, long-lasting fragrance. | صابون جمال بالورد الفرنسي وزيت اللوز برائحة غنية تدوم طويلاً. | soap صابون lux لوكس
dettol | Dettol Original Antibacterial Shower Gel 500ml | ديتول شاور جل أوريجينال مضاد للبكتيريا 500 مل | bottle | Dettol Shower | 6000 | - | An antibacterial shower gel with the classic Dettol pine scent that removes 99.9% of bacteria. | شاور جل مضاد للبكتيريا برائحة ديتول الكلاسيكية يزيل 99.9% من البكتيريا. | antibacterial مضاد للبكتيريا shower gel
palmolive | Palmolive Naturals Milk & Honey Shower Gel 500ml | بالموليف ناتشورالز شاور جل بالحليب والعسل 500 مل | bottle | Palmolive | 5000 | - | A shower cream with milk proteins and honey extract that cares for dry skin and smells comforting. | كريم استحمام ببروتينات الحليب وخلاصة العسل يعتني بالبشرة الجافة برائحة مريحة. | milk honey حليب وعسل shower
nivea | Nivea Creme Soft Shower 500ml | نيفيا كريم سوفت شاور 500 مل | bottle | Nivea Shower | 5500 | - | A mild shower cream with almond oil and the familiar Nivea Creme scent. | كريم استحمام لطيف بزيت اللوز ورائحة كريم نيفيا المألوفة. | nivea shower شاور نيفيا
aleppo | Aleppo Laurel Oil Soap 200g | صابون الغار الحلبي 200 غم | box | Aleppo Soap | 4500 | - | Traditional olive and laurel oil soap, aged for months, for face, body and hair; suits oily and problem skin. | صابون تقليدي بزيت الزيتون والغار معتق لأشهر للوجه والجسم والشعر، ويناسب البشرة الدهنية والمشاكل الجلدية. | laurel soap صابون غار حلبي olive oil زيت الزيتون
`,
  deodorants: `
nivea | Nivea Black & White Invisible Roll-On 50ml | نيفيا بلاك آند وايت إنفيزيبل رول أون 50 مل | bottle | Nivea Roll-On | 3500 | - | A 48-hour antiperspirant that prevents white marks on black clothes and yellow stains on white ones. | مضاد للتعرق لمدة 48 ساعة يمنع البقع البيضاء على الملابس السوداء والصفراء على البيضاء. | roll on رول اون deodorant مزيل عرق
rexona | Rexona Women Shower Clean Spray 150ml | ريكسونا للنساء شاور كلين بخاخ 150 مل | spray | Rexona | 4000 | - | Motion-activated protection that releases more freshness as you move, with a clean after-shower scent. | حماية تنشط مع الحركة وتطلق انتعاشاً أكثر كلما تحركت، برائحة نظافة ما بعد الاستحمام. | deodorant spray بخاخ مزيل عرق
dove | Dove Original Antiperspirant Spray 150ml | دوف أوريجينال بخاخ مضاد للتعرق 150 مل | spray | Dove Original | 4750 | - | An antiperspirant with a quarter moisturising cream that cares for underarm skin after shaving. | مضاد للتعرق يحتوي على ربع كريم مرطب يعتني بجلد الإبط بعد الحلاقة. | dove deodorant مزيل عرق دوف
vichy | Vichy 48h Anti-Perspirant Roll-On Sensitive Skin 50ml | فيشي رول أون مضاد للتعرق 48 ساعة للبشرة الحساسة 50 مل | bottle | Vichy 48h | 15500 | - | An alcohol-free roll-on for sensitive or recently shaved skin, tested under dermatological control. | رول أون خالٍ من الكحول للبشرة الحساسة أو بعد الحلاقة مباشرة، مختبر تحت إشراف أطباء الجلدية. | vichy deodorant sensitive
etiaxil | Etiaxil Anti-Perspirant for Excessive Sweating 15ml | إيتياكسيل مضاد التعرق الشديد 15 مل | bottle | Etiaxil | 12500 | - | Aluminium chloride for heavy underarm sweating (hyperhidrosis), applied at night two or three times a week on dry skin. | كلوريد الألمنيوم للتعرق الشديد تحت الإبط، يوضع ليلاً مرتين أو ثلاث أسبوعياً على جلد جاف. | hyperhidrosis تعرق شديد aluminium chloride
`,
  'feminine-care': `
always | Always Ultra Night 7 Pads | أولويز ألترا ليلي 7 فوط | sachet | Always Night | 3250 | - | Extra-long night pads with wings and a rapid-dry core for confident protection while you sleep. | فوط ليلية طويلة بأجنحة وطبقة تجفيف سريعة لحماية مطمئنة أثناء النوم. | pads فوط صحية always night
kotex | Kotex Maxi Normal 10 Pads | كوتكس ماكسي عادي 10 فوط | sachet | Kotex Maxi | 2500 | - | Soft, thick pads for normal flow with a cotton-like top layer. | فوط سميكة وناعمة للتدفق العادي بطبقة علوية ناعمة كالقطن. | pads فوط kotex
lactacyd | Lactacyd Feminine Wash 250ml | لاكتاسيد غسول نسائي 250 مل | bottle | Lactacyd | 9500 | - | A daily intimate wash with lactic acid that respects the natural pH of the intimate area. | غسول يومي للمنطقة الحساسة بحمض اللاكتيك يحافظ على درجة الحموضة الطبيعية. | intimate wash غسول نسائي lactic acid
carefree | Carefree Cotton Panty Liners, 56 Liners | كيرفري فوط يومية قطنية 56 فوطة | box | Carefree | 4250 | - | Breathable everyday liners with cotton extract that keep you fresh between periods. | فوط يومية تسمح بالتهوية بخلاصة القطن تمنحك الانتعاش بين الدورات. | panty liners فوط يومية
`,
  'hand-hygiene': `
dettol | Dettol Antiseptic Hand Sanitiser 200ml | ديتول معقم اليدين 200 مل | bottle | Dettol Sanitiser | 4500 | - | An alcohol gel that kills 99.9% of germs without water, with glycerine so hands do not dry out. | جل كحولي يقضي على 99.9% من الجراثيم دون ماء، مع الجلسرين كي لا تجف اليدان. | hand sanitizer معقم يدين alcohol gel
dettol | Dettol Liquid Hand Wash Original 200ml | ديتول صابون يدين سائل أوريجينال 200 مل | bottle | Dettol Hand Wash | 3000 | - | An antibacterial liquid hand wash for kitchen and bathroom that protects against germs at every wash. | صابون يدين سائل مضاد للبكتيريا للمطبخ والحمام يحمي من الجراثيم في كل غسلة. | hand wash صابون يدين liquid soap
sterillium | Sterillium Hand Disinfectant 500ml | ستيريليوم معقم اليدين 500 مل | bottle | Sterillium | 14000 | L | The hospital-grade alcohol hand rub used in clinics, effective against bacteria and enveloped viruses in 30 seconds. | معقم اليدين الكحولي المستعمل في المستشفيات والعيادات، فعال ضد البكتيريا والفيروسات المغلفة خلال 30 ثانية. | disinfectant معقم hospital
lifebuoy | Lifebuoy Total 10 Hand Wash 200ml | لايفبوي توتال 10 صابون يدين 200 مل | bottle | Lifebuoy | 2500 | - | An affordable germ-protection hand wash for the whole family. | صابون يدين بسعر مناسب يحمي كل العائلة من الجراثيم. | lifebuoy hand wash
dettol | Dettol Antibacterial Wipes, 40 Wipes | مناديل ديتول المضادة للبكتيريا 40 منديل | sachet | Dettol Wipes | 3500 | - | Antibacterial wipes for hands and surfaces when you are out, from car steering wheels to shopping trolleys. | مناديل مضادة للبكتيريا لليدين والأسطح خارج المنزل، من مقود السيارة إلى عربة التسوق. | wipes مناديل معقمة
`,
  'face-makeup': `
maybelline | Maybelline Fit Me Matte + Poreless Foundation 30ml | ميبيلين فت مي كريم أساس مطفي 30 مل | bottle | Fit Me | 15000 | FB | A lightweight foundation that blurs pores and controls shine for a natural matte finish; sold in shades for every skin tone. | كريم أساس خفيف يخفي المسام ويتحكم باللمعان للمسة مطفية طبيعية، متوفر بدرجات تناسب كل لون بشرة. | foundation فاونديشن كريم اساس fit me
loreal | L'Oréal True Match Foundation 30ml | لوريال ترو ماتش كريم أساس 30 مل | bottle | True Match | 19500 | - | A hydrating foundation with hyaluronic acid that matches skin tone and undertone for a skin-like finish. | كريم أساس مرطب بحمض الهيالورونيك يطابق لون البشرة ودرجتها لمظهر يشبه البشرة الطبيعية. | true match foundation كريم اساس
essence | Essence Camouflage+ Matt Concealer | إيسنس كونسيلر كاموفلاج+ مطفي | tube | Camouflage+ | 4500 | - | A full-coverage matte concealer that hides dark circles and blemishes at a small price. | كونسيلر مطفي بتغطية كاملة يخفي الهالات السوداء والعيوب بسعر بسيط. | concealer كونسيلر خافي عيوب
flormar | Flormar Compact Powder | فلورمار بودرة مضغوطة | jar | Flormar Powder | 7500 | - | A pressed powder with a mirror compact that sets make-up and removes shine on the go. | بودرة مضغوطة في علبة بمرآة تثبت المكياج وتزيل اللمعان أثناء اليوم. | powder بودرة compact
golden-rose | Golden Rose Terracotta Blush-On | غولدن روز أحمر خدود تيراكوتا | jar | Terracotta | 6000 | - | A baked, silky blush that gives cheeks a soft, natural flush that builds up easily. | أحمر خدود مخبوز حريري يمنح الوجنتين لوناً طبيعياً ناعماً يمكن تكثيفه بسهولة. | blush احمر خدود بلشر
maybelline | Maybelline Instant Anti-Age Eraser Concealer | ميبيلين كونسيلر إنستانت إيريزر | tube | Eraser | 13000 | - | A concealer with a cushion applicator that brightens under-eye circles and smooths fine lines. | كونسيلر بإسفنجة تطبيق يفتح الهالات تحت العين ويخفي الخطوط الرفيعة. | concealer eraser كونسيلر
`,
  'eye-makeup': `
maybelline | Maybelline Lash Sensational Sky High Mascara | ميبيلين ماسكارا لاش سنسيشنال سكاي هاي | tube | Sky High | 14500 | - | A lengthening mascara with a flexible brush and bamboo extract that builds lashes to limitless length without clumps. | ماسكارا للتطويل بفرشاة مرنة وخلاصة الخيزران تمنح الرموش طولاً بلا حدود دون تكتل. | mascara ماسكارا sky high
essence | Essence Lash Princess False Lash Effect Mascara | إيسنس ماسكارا لاش برينسس بتأثير الرموش الصناعية | tube | Lash Princess | 5000 | - | A cult favourite mascara with a conic brush that gives a dramatic false-lash volume. | ماسكارا محبوبة بفرشاة مخروطية تمنح كثافة دراماتيكية بتأثير الرموش الصناعية. | mascara ماسكارا lash princess
loreal | L'Oréal Telescopic Mascara | لوريال ماسكارا تيليسكوبيك | tube | Telescopic | 15500 | - | A precision comb brush that separates and lengthens every lash for a defined, natural look. | فرشاة مشط دقيقة تفصل وتطول كل رمش لمظهر واضح وطبيعي. | mascara telescopic
flormar | Flormar Waterproof Eyeliner | فلورمار آيلاينر مقاوم للماء | tube | Flormar Liner | 5500 | - | A liquid eyeliner with a fine felt tip that draws sharp lines and stays put through heat and tears. | آيلاينر سائل برأس رفيع يرسم خطوطاً حادة ويصمد أمام الحرارة والدموع. | eyeliner ايلاينر waterproof
golden-rose | Golden Rose Nude Look Eyeshadow Palette | غولدن روز باليت ظلال عيون نود لوك | box | Nude Palette | 9000 | O | A palette of nude matte and shimmer shades for everyday looks and evening make-up. | باليت بدرجات نود مطفية ولامعة لإطلالات يومية ومكياج السهرات. | eyeshadow ظلال عيون palette باليت
`,
  'lip-makeup': `
maybelline | Maybelline SuperStay Matte Ink Liquid Lipstick | ميبيلين سوبر ستاي مات إنك أحمر شفاه سائل | tube | SuperStay Ink | 12500 | - | A liquid lipstick with up to 16 hours of matte colour that does not transfer. | أحمر شفاه سائل بلون مطفي يدوم حتى 16 ساعة دون أن ينتقل. | lipstick احمر شفاه روج liquid
flormar | Flormar Matte Touch Lipstick | فلورمار أحمر شفاه مات تاتش | tube | Matte Touch | 5750 | - | A creamy matte bullet lipstick with rich pigment that does not dry the lips. | أحمر شفاه كريمي مطفي بلون غني لا يجفف الشفاه. | lipstick روج احمر شفاه
golden-rose | Golden Rose Velvet Matte Lipstick | غولدن روز أحمر شفاه فلفت مات | tube | Velvet Matte | 4500 | - | A velvety matte lipstick with vitamin E in a wide range of wearable shades. | أحمر شفاه مخملي مطفي بفيتامين E بمجموعة واسعة من الدرجات العملية. | lipstick روج velvet
nivea | Nivea Original Care Lip Balm 4.8g | نيفيا مرطب شفاه أوريجينال كير 4.8 غم | tube | Nivea Lip | 2750 | - | A shea-butter lip balm for dry, chapped lips, useful in dusty, dry weather. | مرطب شفاه بزبدة الشيا للشفاه الجافة والمتشققة، مفيد في الطقس الجاف والمغبر. | lip balm مرطب شفاه زبدة الشيا
vaseline | Vaseline Lip Therapy Rosy Lips 20g | فازلين ليب ثيرابي روزي 20 غم | jar | Rosy Lips | 3250 | L | A mini tin of petroleum jelly with rose and almond oil that heals dry lips and adds a hint of pink. | علبة صغيرة من الفازلين بالورد وزيت اللوز تعالج جفاف الشفاه وتمنحها لمسة وردية. | vaseline فازلين lip therapy
`,
  'makeup-removers': `
bioderma | Bioderma Sensibio H2O Micellar Water 500ml | بيوديرما سينسيبيو H2O ماء ميسيلار 500 مل | bottle | Sensibio H2O | 29000 | F | The original micellar water that removes make-up and cleanses sensitive skin without rinsing, gentle even around the eyes. | الماء الميسيلار الأصلي الذي يزيل المكياج وينظف البشرة الحساسة دون شطف، ولطيف حتى حول العينين. | micellar water ماء ميسيلار sensibio سنسيبيو makeup remover مزيل مكياج
garnier | Garnier SkinActive Micellar Cleansing Water 400ml | غارنييه ماء ميسيلار للتنظيف 400 مل | bottle | Garnier Micellar | 8500 | - | An all-in-one micellar water that lifts make-up, dirt and oil from face, eyes and lips in one step. | ماء ميسيلار شامل يزيل المكياج والأوساخ والدهون من الوجه والعينين والشفاه بخطوة واحدة. | micellar ميسيلار garnier
nivea | Nivea Double Effect Eye Make-Up Remover 125ml | نيفيا مزيل مكياج العيون دبل إفكت 125 مل | bottle | Nivea Eye Remover | 6750 | - | A two-phase remover that dissolves waterproof mascara without rubbing and cares for the lashes. | مزيل ثنائي الطبقة يذيب الماسكارا المقاومة للماء دون فرك ويعتني بالرموش. | eye makeup remover مزيل مكياج عيون
neutrogena | Neutrogena Make-Up Remover Cleansing Wipes, 25 Wipes | نيوتروجينا مناديل مزيلة للمكياج 25 منديل | sachet | Neutrogena Wipes | 6000 | - | Soft wipes that remove long-wear make-up and leave no greasy residue, for travel and late nights. | مناديل ناعمة تزيل المكياج طويل الثبات دون أثر دهني، للسفر والسهرات. | makeup wipes مناديل مكياج
lrp | La Roche-Posay Micellar Water Ultra Sensitive 400ml | لاروش بوزيه ماء ميسيلار ألترا للبشرة الحساسة 400 مل | bottle | LRP Micellar | 24500 | - | A micellar water with thermal spring water and glycerin for reactive, easily irritated skin. | ماء ميسيلار بماء الينابيع الحرارية والجلسرين للبشرة التفاعلية سهلة التهيج. | micellar ميسيلار sensitive
`,
  'womens-fragrances': `
lattafa | Lattafa Yara Eau de Parfum 100ml | لطافة يارا ماء عطر 100 مل | spray | Lattafa Yara | 27500 | FB | A soft, creamy gourmand of orchid, tropical fruits and vanilla, one of the best-loved Arabian perfumes for women. | عطر حلو كريمي بالأوركيد والفواكه الاستوائية والفانيلا، من أكثر العطور العربية النسائية شهرة. | yara يارا perfume عطر نسائي
rasasi | Rasasi Hawas for Her Eau de Parfum 100ml | الرصاصي هوس للنساء ماء عطر 100 مل | spray | Hawas for Her | 45000 | - | A fruity floral fragrance with pear, peony and musk that feels fresh in the daytime and elegant at night. | عطر فواكه وزهور بالكمثرى والفاوانيا والمسك، منعش نهاراً وأنيق ليلاً. | hawas هواس هوس perfume
ajmal | Ajmal Aurum Eau de Parfum 75ml | أجمل أوروم ماء عطر 75 مل | spray | Ajmal Aurum | 38000 | - | A warm floral perfume with jasmine, rose and amber that lasts all day. | عطر زهري دافئ بالياسمين والورد والعنبر يدوم طوال اليوم. | aurum اوروم ajmal
swiss-arabian | Swiss Arabian Layali Eau de Parfum 50ml | سويس أرابيان ليالي ماء عطر 50 مل | spray | Layali | 22500 | - | An oriental blend of rose, oud and sweet amber, ideal for evenings and special occasions. | مزيج شرقي من الورد والعود والعنبر الحلو، مثالي للسهرات والمناسبات. | layali ليالي oud عود
`,
  'mens-fragrances': `
lattafa | Lattafa Asad Eau de Parfum 100ml | لطافة أسد ماء عطر 100 مل | spray | Lattafa Asad | 26000 | - | A spicy, ambery scent of black pepper, tobacco and vanilla with excellent longevity. | عطر حار عنبري بالفلفل الأسود والتبغ والفانيلا بثبات ممتاز. | asad اسد perfume عطر رجالي
rasasi | Rasasi Hawas for Him Eau de Parfum 100ml | الرصاصي هوس للرجال ماء عطر 100 مل | spray | Hawas for Him | 48000 | - | A fresh aquatic fragrance with apple, cinnamon and ambergris, a favourite for hot summers. | عطر مائي منعش بالتفاح والقرفة والعنبر، المفضل لأيام الصيف الحارة. | hawas هواس perfume
adidas | Adidas Team Force Eau de Toilette 100ml | أديداس تيم فورس ماء تواليت 100 مل | spray | Team Force | 14500 | - | A fresh, sporty citrus and woody scent for everyday wear at an accessible price. | عطر رياضي منعش بالحمضيات والأخشاب للاستعمال اليومي بسعر مناسب. | adidas اديداس eau de toilette
ajmal | Ajmal Wisal Dhahab Eau de Parfum 50ml | أجمل وصال ذهب ماء عطر 50 مل | spray | Wisal Dhahab | 35000 | - | A smooth oriental scent of saffron, oud and musk in Ajmal's signature gold bottle. | عطر شرقي ناعم بالزعفران والعود والمسك في زجاجة أجمل الذهبية المميزة. | wisal وصال oud عود
armaf | Armaf Club de Nuit Intense Man Eau de Toilette 105ml | أرماف كلوب دي نوي إنتنس للرجال ماء تواليت 105 مل | spray | Club de Nuit | 39000 | - | A smoky pineapple, birch and musk fragrance with strong projection, loved for evenings out. | عطر بالأناناس والبتولا المدخن والمسك بفوحان قوي، محبوب للسهرات. | club de nuit كلوب دي نوي armaf
`,
  'body-mists': `
victorias-secret | Victoria's Secret Bare Vanilla Fragrance Mist 250ml | فكتوريا سيكريت بير فانيلا بودي مست 250 مل | spray | Bare Vanilla | 29500 | - | A light all-over mist of whipped vanilla and cashmere to layer or wear on its own. | بودي مست خفيف بالفانيلا المخفوقة والكشمير يستعمل وحده أو مع العطر. | body mist بودي مست vanilla فانيلا
bbw | Bath & Body Works Japanese Cherry Blossom Fine Fragrance Mist 236ml | باث آند بودي وركس بودي مست زهر الكرز الياباني 236 مل | spray | Cherry Blossom | 27500 | L | A fine fragrance mist of cherry blossom, mimosa and creamy sandalwood. | بودي مست بزهر الكرز والميموزا وخشب الصندل الكريمي. | body mist cherry blossom بودي سبلاش
armaf | Armaf Tag Him Deodorant Body Spray 200ml | أرماف تاغ هيم بخاخ معطر للجسم 200 مل | spray | Tag Him | 5500 | - | A long-lasting perfumed body spray with a fresh woody scent for daily use. | بخاخ معطر للجسم يدوم طويلاً برائحة خشبية منعشة للاستعمال اليومي. | body spray بخاخ جسم armaf
`,
  'medical-devices': `
beurer | Beurer GS 58 Digital Bathroom Scale | بيورير ميزان وزن رقمي GS 58 | device | Beurer GS 58 | 29000 | - | A flat glass scale weighing up to 180 kg in 100 g steps, with a large backlit display and automatic switch-off. | ميزان زجاجي مسطح يزن حتى 180 كغم بدقة 100 غم مع شاشة كبيرة مضيئة وإطفاء تلقائي. | scale ميزان وزن bathroom scale
`,
  'blood-pressure-monitors': `
omron | Omron M2 Basic Upper Arm Blood Pressure Monitor | أومرون M2 بيسك جهاز قياس الضغط للذراع | device | Omron M2 | 62000 | FB | A clinically validated automatic monitor with a 22-32 cm cuff that detects irregular heartbeat and stores the last 30 readings. | جهاز ضغط أوتوماتيكي معتمد سريرياً بحزام 22-32 سم يكشف عدم انتظام ضربات القلب ويحفظ آخر 30 قراءة. | blood pressure ضغط الدم جهاز ضغط sphygmomanometer
omron | Omron M3 Comfort with Intelli Wrap Cuff | أومرون M3 كومفورت جهاز قياس الضغط بحزام إنتلي راب | device | Omron M3 | 89000 | - | An upper-arm monitor with a pre-formed 22-42 cm cuff that gives accurate readings in any position on the arm, with memory for two users. | جهاز ضغط للذراع بحزام جاهز الشكل 22-42 سم يعطي قراءات دقيقة في أي وضع على الذراع مع ذاكرة لمستخدمين اثنين. | omron m3 ضغط intelli wrap
microlife | Microlife BP B2 Basic Blood Pressure Monitor | مايكرولايف BP B2 بيسك جهاز قياس الضغط | device | Microlife B2 | 48000 | - | A simple one-button monitor with PAD technology that flags irregular heartbeats, good for elderly users. | جهاز بسيط بزر واحد وتقنية PAD ينبه لعدم انتظام ضربات القلب، مناسب لكبار السن. | microlife blood pressure جهاز ضغط
beurer | Beurer BC 32 Wrist Blood Pressure Monitor | بيورير BC 32 جهاز قياس الضغط للمعصم | device | Beurer BC 32 | 42000 | - | A compact wrist monitor with a storage box, easy to carry when travelling; keep the wrist at heart level while measuring. | جهاز معصم صغير مع علبة حفظ يسهل حمله في السفر، ويجب إبقاء المعصم بمستوى القلب أثناء القياس. | wrist monitor جهاز ضغط معصم
`,
  'glucose-meters': `
accu-chek | Accu-Chek Instant Blood Glucose Meter Kit | أكيو-تشيك إنستانت جهاز قياس السكر مع الملحقات | device | Accu-Chek Instant | 32000 | F | A meter with a simple target-range indicator and Bluetooth link to the mySugr app; the kit includes a lancing device and 10 strips. | جهاز بمؤشر بسيط للمدى المستهدف وربط بلوتوث مع تطبيق mySugr، ويحتوي الطقم على قلم الوخز و10 شرائط. | glucose meter جهاز سكر جهاز قياس السكر glucometer
accu-chek | Accu-Chek Instant Test Strips, 50 Strips | شرائط أكيو-تشيك إنستانت 50 شريط | box | Instant Strips | 27500 | - | Test strips for the Accu-Chek Instant meter with a wide dosing area for an easy blood sample. | شرائط فحص لجهاز أكيو-تشيك إنستانت بمساحة واسعة لوضع عينة الدم بسهولة. | test strips شرائط سكر ستربس
onetouch | OneTouch Select Plus Flex Meter | ون تاتش سيليكت بلس فليكس جهاز قياس السكر | device | Select Plus Flex | 30000 | - | A meter with colour-coded range messages that show at a glance whether sugar is low, in range or high. | جهاز برسائل ملونة توضح بنظرة واحدة هل السكر منخفض أو ضمن المعدل أو مرتفع. | onetouch جهاز سكر glucometer
onetouch | OneTouch Select Plus Test Strips, 50 Strips | شرائط ون تاتش سيليكت بلس 50 شريط | box | Select Plus Strips | 25000 | O | Test strips for the OneTouch Select Plus and Select Plus Flex meters. | شرائط فحص لجهازي ون تاتش سيليكت بلس وسيليكت بلس فليكس. | test strips شرائط onetouch
accu-chek | Accu-Chek Softclix Lancets, 100 Lancets | إبر الوخز أكيو-تشيك سوفت كليكس 100 إبرة | box | Softclix | 9500 | - | Ultra-thin lancets for the Softclix lancing device that make finger pricks nearly painless. | إبر وخز رفيعة جداً لقلم سوفت كليكس تجعل وخز الإصبع شبه خالٍ من الألم. | lancets ابر وخز لانست
`,
  thermometers: `
braun | Braun ThermoScan 7 Ear Thermometer IRT6520 | براون ثيرموسكان 7 ميزان حرارة للأذن | device | ThermoScan 7 | 85000 | - | An ear thermometer with age-precision settings and a pre-warmed tip, used by paediatricians for accurate readings in seconds. | ميزان حرارة للأذن بإعدادات حسب العمر ورأس مسخن مسبقاً يستعمله أطباء الأطفال لقراءة دقيقة خلال ثوانٍ. | ear thermometer ميزان حرارة اذن محرار
microlife | Microlife NC 200 Non-Contact Forehead Thermometer | مايكرولايف NC 200 ميزان حرارة للجبهة بدون لمس | device | Microlife NC 200 | 45000 | - | Measures temperature from 3 to 5 cm away from the forehead, so a sleeping child is not disturbed. | يقيس الحرارة على بعد 3 إلى 5 سم من الجبهة دون إزعاج الطفل النائم. | forehead thermometer ميزان حرارة جبهة infrared
omron | Omron Flex Temp Smart Digital Thermometer | أومرون فليكس تيمب ميزان حرارة رقمي | device | Flex Temp | 8500 | - | A waterproof digital thermometer with a flexible tip that gives an oral or underarm reading in about a minute. | ميزان حرارة رقمي مقاوم للماء برأس مرن يعطي القراءة من الفم أو تحت الإبط في دقيقة تقريباً. | digital thermometer ميزان حرارة رقمي محرار
beurer | Beurer FT 09 Digital Thermometer | بيورير FT 09 ميزان حرارة رقمي | device | Beurer FT 09 | 6500 | - | A basic, reliable digital thermometer with a fever alarm and memory of the last reading. | ميزان حرارة رقمي بسيط وموثوق مع تنبيه للحمى وذاكرة لآخر قراءة. | thermometer ميزان حرارة
`,
  'respiratory-devices': `
omron | Omron C28P Compressor Nebuliser | أومرون C28P جهاز بخار | device | Omron C28P | 75000 | - | A compressor nebuliser with adult and child masks that delivers asthma and bronchitis medicines deep into the lungs. | جهاز بخار بضاغط مع كمامات للكبار والأطفال يوصل أدوية الربو والتهاب القصبات إلى عمق الرئتين. | nebulizer جهاز بخار جهاز تبخير asthma ربو
beurer | Beurer PO 30 Pulse Oximeter | بيورير PO 30 جهاز قياس الأكسجين | device | Beurer PO 30 | 40000 | L | A fingertip oximeter that shows blood oxygen saturation and pulse rate on a bright display. | جهاز إصبع يعرض نسبة تشبع الأكسجين في الدم ومعدل النبض على شاشة واضحة. | oximeter جهاز اوكسجين spo2 نبض
beurer | Beurer IH 21 Nebuliser | بيورير IH 21 جهاز بخار | device | Beurer IH 21 | 68000 | - | A compact nebuliser for treating the upper and lower airways, with a mouthpiece, nose piece and two masks. | جهاز بخار صغير لعلاج المجاري التنفسية العليا والسفلى مع قطعة فم وقطعة أنف وكمامتين. | nebulizer نيبولايزر جهاز بخار
vicks | Vicks Warm Steam Vaporiser V150 | فيكس جهاز البخار الدافئ V150 | device | Vicks V150 | 35000 | - | A warm-steam vaporiser with a medicine cup for VapoPads that eases congestion in the bedroom at night. | جهاز بخار دافئ بكوب لوسادات VapoPads يخفف الاحتقان في غرفة النوم ليلاً. | vaporizer بخار دافئ humidifier مرطب جو
`,
  'bandages-plasters': `
hansaplast | Hansaplast Universal Plasters 40 Strips | هانسابلاست لاصقات جروح يونيفرسال 40 لاصقة | box | Hansaplast | 3000 | - | Water-resistant plasters in assorted sizes with a wound pad that does not stick to the wound. | لاصقات مقاومة للماء بمقاسات متنوعة بوسادة لا تلتصق بالجرح. | plasters لاصق جروح بلاستر band aid
hansaplast | Hansaplast Elastic Plasters 20 Strips | هانسابلاست لاصقات مرنة 20 لاصقة | box | Elastic Strips | 2500 | - | Flexible fabric plasters that move with fingers and joints and stay on all day. | لاصقات قماشية مرنة تتحرك مع الأصابع والمفاصل وتبقى طوال اليوم. | elastic plasters لاصق مرن
tynor | Tynor Elastic Crepe Bandage 10cm x 4.5m | تاينور رباط ضاغط كريب 10 سم × 4.5 م | box | Crepe Bandage | 2250 | - | A washable crepe bandage for sprains, to support joints and hold dressings in place. | رباط كريب قابل للغسل للالتواءات ولدعم المفاصل وتثبيت الضمادات. | crepe bandage رباط ضاغط باندج
hartmann | Hartmann Sterile Gauze Swabs 10x10cm 12 pcs | هارتمان شاش معقم 10×10 سم 12 قطعة | box | Sterile Gauze | 2000 | O | Individually sealed sterile cotton gauze pads for cleaning and dressing wounds. | قطع شاش قطني معقم مغلفة فردياً لتنظيف الجروح وتضميدها. | gauze شاش معقم
hansaplast | Hansaplast Classic Fixing Tape 5m x 2.5cm | هانسابلاست شريط لاصق طبي كلاسيك 5 م × 2.5 سم | box | Fixing Tape | 2750 | - | A strong fabric tape for fixing dressings and bandages that tears easily by hand. | شريط قماشي قوي لتثبيت الضمادات والأربطة يقطع باليد بسهولة. | medical tape شريط لاصق بلاستر
`,
  antiseptics: `
dettol | Dettol Antiseptic Liquid 500ml | ديتول سائل مطهر 500 مل | bottle | Dettol Liquid | 9000 | B | The classic antiseptic for cuts, bites and household hygiene; always dilute with water before use on skin. | المطهر الكلاسيكي للجروح واللدغات ونظافة المنزل، ويجب تخفيفه بالماء دائماً قبل وضعه على الجلد. | antiseptic مطهر ديتول chloroxylenol
betadine | Betadine 10% Antiseptic Solution 120ml | بيتادين محلول مطهر 10% 120 مل | bottle | Betadine 10% | 4500 | - | Povidone-iodine solution that disinfects cuts, grazes and minor burns to prevent infection. | محلول البوفيدون اليودي يطهر الجروح والخدوش والحروق البسيطة لمنع الالتهاب. | povidone iodine بوفيدون يود betadin
savlon | Savlon Antiseptic Liquid 500ml | سافلون سائل مطهر 500 مل | bottle | Savlon | 7500 | - | Chlorhexidine and cetrimide antiseptic for first aid and personal hygiene, diluted according to the label. | مطهر بالكلورهيكسيدين والسيتريمايد للإسعافات الأولية والنظافة الشخصية، يخفف حسب التعليمات. | chlorhexidine كلورهيكسيدين savlon
- | Medical Alcohol 70% 500ml | كحول طبي 70% 500 مل | bottle | Alcohol 70% | 2500 | - | Ethyl alcohol 70% for disinfecting skin before injections, thermometers and small instruments; flammable, keep away from heat. | كحول إيثيلي 70% لتعقيم الجلد قبل الإبر وموازين الحرارة والأدوات الصغيرة، قابل للاشتعال ويحفظ بعيداً عن الحرارة. | alcohol كحول سبيرتو ethanol معقم
- | Hydrogen Peroxide 3% 250ml | ماء أوكسجين 3% 250 مل | bottle | Peroxide 3% | 1500 | - | A 3% solution that foams away dirt when cleaning small wounds; not for deep wounds or repeated use. | محلول 3% يزيل الأوساخ بالرغوة عند تنظيف الجروح الصغيرة، ولا يستعمل للجروح العميقة أو بشكل متكرر. | hydrogen peroxide ماء اوكسجين بيروكسيد
`,
  'wound-burn-care': `
mebo | MEBO Burn Ointment 30g | ميبو مرهم الحروق 30 غم | tube | MEBO | 6500 | - | A sesame-oil and beeswax ointment that keeps burns and wounds moist to relieve pain and help healing with less scarring. | مرهم بزيت السمسم وشمع العسل يحافظ على رطوبة الحروق والجروح ليخفف الألم ويساعد على الالتئام مع ندبات أقل. | burn ointment مرهم حروق mebo ميبو
bepanthen | Bepanthen Plus Cream 30g | بيبانثين بلس كريم 30 غم | tube | Bepanthen Plus | 7500 | - | Dexpanthenol with chlorhexidine antiseptic for cuts, grazes and minor burns, protecting against infection while skin heals. | ديكسبانثينول مع مطهر الكلورهيكسيدين للجروح والخدوش والحروق البسيطة، يحمي من الالتهاب أثناء التئام الجلد. | bepanthen plus بيبانثين بلس wound جرح
contractubex | Contractubex Scar Gel 20g | كونتراكتيوبكس جل الندبات 20 غم | tube | Contractubex | 16000 | L | An onion-extract, heparin and allantoin gel that softens and flattens scars; massage in two to three times a day for several months. | جل بخلاصة البصل والهيبارين والألانتوين يليّن الندبات ويسطحها، يدلك مرتين إلى ثلاث يومياً لعدة أشهر. | scar gel جل ندبات اثار الجروح
betadine | Betadine 10% Antiseptic Ointment 20g | بيتادين مرهم مطهر 10% 20 غم | tube | Betadine Ointment | 3750 | - | Povidone-iodine ointment for minor cuts and burns under a dressing, preventing infection. | مرهم بوفيدون يودي للجروح والحروق البسيطة تحت الضماد لمنع الالتهاب. | povidone ointment مرهم يود
hansaplast | Hansaplast Wound Healing Ointment 20g | هانسابلاست مرهم التئام الجروح 20 غم | tube | Wound Healing | 6000 | - | An ointment with panthenol that creates a moist healing environment so small wounds close faster. | مرهم بالبانثينول يوفر بيئة رطبة تساعد الجروح الصغيرة على الالتئام أسرع. | wound healing التئام جروح panthenol
`,
  'supports-braces': `
tynor | Tynor Knee Cap Medium (Pair) | تاينور مشد ركبة وسط (زوج) | box | Knee Cap | 11000 | - | Four-way stretch knee sleeves that give mild compression and warmth for arthritis pain and light sport. | مشدات ركبة مطاطية بأربعة اتجاهات تمنح ضغطاً خفيفاً ودفئاً لآلام خشونة المفاصل والرياضة الخفيفة. | knee support مشد ركبة knee cap
tynor | Tynor Lumbo Sacral Belt | تاينور حزام أسفل الظهر | box | Lumbo Belt | 27500 | - | A lower-back belt with rigid stays that supports the lumbar spine during lifting, long drives and recovery from back pain. | حزام لأسفل الظهر بدعامات صلبة يدعم الفقرات القطنية أثناء رفع الأثقال والقيادة الطويلة والتعافي من ألم الظهر. | back belt حزام ظهر lumbar قطني
futuro | Futuro Comfort Wrist Stabiliser | فيوتشرو مشد معصم كومفورت | box | Wrist Brace | 18500 | - | A wrist brace with a removable palm stay for carpal tunnel symptoms and weak or injured wrists. | مشد معصم بدعامة راحة قابلة للإزالة لأعراض النفق الرسغي والمعصم الضعيف أو المصاب. | wrist brace مشد معصم carpal tunnel
tynor | Tynor Soft Cervical Collar | تاينور رقبة طبية ناعمة | box | Cervical Collar | 9000 | - | A soft foam collar that supports the neck and limits movement after strain or whiplash. | رقبة من الإسفنج الناعم تدعم العنق وتحد من حركته بعد الشد أو الإصابة. | neck collar رقبة طبية cervical
futuro | Futuro Ankle Support | فيوتشرو مشد كاحل | box | Ankle Support | 17000 | - | A breathable ankle support that gives stability after sprains and during sport. | مشد كاحل يسمح بالتهوية يمنح الثبات بعد الالتواء وأثناء الرياضة. | ankle support مشد كاحل
`,
  toothpaste: `
sensodyne | Sensodyne Repair & Protect 75ml | سنسوداين ريبير آند بروتكت 75 مل | tube | Sensodyne Repair | 6500 | FB | NovaMin technology builds a repairing layer over sensitive areas of the teeth for lasting relief from sensitivity to hot and cold. | تقنية NovaMin تبني طبقة مرممة فوق المناطق الحساسة من الأسنان لراحة دائمة من الحساسية للساخن والبارد. | sensitive teeth حساسية الاسنان novamin معجون
colgate | Colgate Total 12 Clean Mint 75ml | كولجيت توتال 12 بالنعناع 75 مل | tube | Colgate Total | 4500 | - | A toothpaste that fights bacteria on teeth, tongue, cheeks and gums for 12-hour whole-mouth protection. | معجون يحارب البكتيريا على الأسنان واللسان والخدين واللثة لحماية الفم كاملاً لمدة 12 ساعة. | toothpaste معجون اسنان colgate total
signal | Signal White Now 75ml | سيغنال وايت ناو 75 مل | tube | White Now | 3500 | - | A blue-shade toothpaste that makes teeth look instantly whiter and removes stains with regular brushing. | معجون بصبغة زرقاء يجعل الأسنان تبدو أكثر بياضاً فوراً ويزيل البقع مع التنظيف المنتظم. | whitening تبييض signal
parodontax | Parodontax Complete Protection 75ml | بارودونتاكس حماية كاملة 75 مل | tube | Parodontax | 6000 | - | A fluoride toothpaste that removes plaque bacteria at the gum line and helps stop bleeding gums. | معجون بالفلورايد يزيل بكتيريا البلاك عند خط اللثة ويساعد على إيقاف نزيف اللثة. | bleeding gums نزيف اللثة gums لثة
colgate | Colgate Kids 2-5 Years Strawberry 50ml | كولجيت للأطفال من 2 إلى 5 سنوات بالفراولة 50 مل | tube | Colgate Kids | 2750 | - | A mild strawberry toothpaste with the right fluoride level for young children; use a pea-sized amount. | معجون لطيف بالفراولة بنسبة فلورايد مناسبة للأطفال الصغار، تستعمل كمية بحجم حبة البازلاء. | kids toothpaste معجون اطفال
sensodyne | Sensodyne Rapid Relief 75ml | سنسوداين رابيد ريليف 75 مل | tube | Rapid Relief | 7000 | - | Clinically proven relief of tooth sensitivity in 60 seconds when rubbed directly on the sensitive tooth. | تخفيف مثبت سريرياً لحساسية الأسنان خلال 60 ثانية عند فركه مباشرة على السن الحساس. | rapid relief sensitive حساسية
`,
  toothbrushes: `
oral-b | Oral-B Vitality Pro Electric Toothbrush | أورال بي فايتالتي برو فرشاة أسنان كهربائية | device | Vitality Pro | 35000 | - | A rechargeable toothbrush with a round oscillating head and a two-minute timer that removes more plaque than a manual brush. | فرشاة قابلة للشحن برأس دائري متذبذب ومؤقت لدقيقتين تزيل بلاكاً أكثر من الفرشاة اليدوية. | electric toothbrush فرشاة كهربائية oral b
oral-b | Oral-B Pro-Expert Pro-Flex Manual Toothbrush Medium | أورال بي برو إكسبرت برو فليكس فرشاة أسنان متوسطة | box | Pro-Flex | 3500 | - | A manual brush with flexible sides that adapt to the shape of each tooth for a deeper clean. | فرشاة يدوية بجوانب مرنة تتكيف مع شكل كل سن لتنظيف أعمق. | toothbrush فرشاة اسنان
colgate | Colgate 360 Soft Toothbrush Twin Pack | كولجيت 360 فرشاة أسنان ناعمة عبوة مزدوجة | box | Colgate 360 | 3000 | - | Soft brushes with a tongue and cheek cleaner on the back of the head, two in a pack. | فرش ناعمة مع منظف للسان والخدين في ظهر الرأس، فرشاتان في العبوة. | toothbrush فرشاة colgate 360
sensodyne | Sensodyne Precision Soft Toothbrush | سنسوداين بريسجن فرشاة أسنان ناعمة | box | Precision Soft | 2500 | - | Extra-soft bristles that clean gently along the gum line of sensitive teeth. | شعيرات ناعمة جداً تنظف بلطف على طول خط اللثة للأسنان الحساسة. | soft toothbrush فرشاة ناعمة
oral-b | Oral-B Precision Clean Replacement Heads, Pack of 2 | أورال بي بريسجن كلين، رأسان بديلان | box | Brush Heads | 14500 | - | Replacement heads for Oral-B electric toothbrushes; change every three months. | رؤوس بديلة لفرش أورال بي الكهربائية، تستبدل كل ثلاثة أشهر. | brush heads رؤوس فرشاة
`,
  'mouthwash-floss': `
listerine | Listerine Cool Mint Mouthwash 500ml | ليسترين كول منت غسول فم 500 مل | bottle | Listerine | 7500 | - | An antiseptic mouthwash with essential oils that kills germs causing bad breath and plaque. | غسول فم مطهر بالزيوت العطرية يقتل الجراثيم المسببة لرائحة الفم والبلاك. | mouthwash غسول فم bad breath رائحة الفم
listerine | Listerine Total Care Zero Alcohol 500ml | ليسترين توتال كير بدون كحول 500 مل | bottle | Total Care Zero | 8500 | - | An alcohol-free mouthwash with fluoride that protects against six oral problems and tastes milder. | غسول فم بدون كحول بالفلورايد يحمي من ست مشاكل للفم بطعم أخف. | alcohol free mouthwash غسول بدون كحول
oral-b | Oral-B Essential Floss Mint 50m | أورال بي خيط أسنان بالنعناع 50 م | box | Essential Floss | 3000 | - | Waxed mint floss that slides between tight teeth to remove plaque where a brush cannot reach. | خيط مشمع بالنعناع ينزلق بين الأسنان المتقاربة ليزيل البلاك حيث لا تصل الفرشاة. | floss خيط اسنان
colgate | Colgate Plax Peppermint Mouthwash 500ml | كولجيت بلاكس غسول فم بالنعناع 500 مل | bottle | Colgate Plax | 4500 | - | A refreshing daily mouthwash that reduces plaque and keeps breath fresh for 12 hours. | غسول فم يومي منعش يقلل البلاك ويحافظ على انتعاش النفس لمدة 12 ساعة. | plax بلاكس mouthwash
corsodyl | Corsodyl 0.2% Chlorhexidine Mouthwash 300ml | كورسوديل غسول فم كلورهيكسيدين 0.2% 300 مل | bottle | Corsodyl 0.2% | 8000 | L | A chlorhexidine treatment rinse for gum inflammation and after dental surgery, for short-term use as advised by a dentist. | غسول علاجي بالكلورهيكسيدين لالتهاب اللثة وبعد العمليات السنية، للاستعمال لفترة قصيرة حسب إرشاد طبيب الأسنان. | chlorhexidine كلورهيكسيدين gum لثة
`,
  shaving: `
gillette | Gillette Mach3 Razor + 2 Blades | جيليت ماك 3 ماكينة حلاقة + شفرتان | box | Mach3 | 9500 | - | A three-blade razor with a lubricating strip and pivoting head for a close shave with less irritation. | ماكينة حلاقة بثلاث شفرات وشريط مرطب ورأس متحرك لحلاقة ناعمة بتهيج أقل. | razor ماكينة حلاقة شفرة mach3 ماك ثري
gillette | Gillette Fusion5 Refill Blades, Pack of 4 | جيليت فيوجن 5، أربع شفرات بديلة | box | Fusion5 Blades | 19000 | - | Five-blade refill cartridges with a precision trimmer on the back for sideburns and beard lines. | شفرات بديلة بخمسة أمواس مع مشذب دقيق في الخلف للسوالف وحدود اللحية. | fusion blades شفرات فيوجن
arko | Arko Men Shaving Cream Cool 100g | أركو معجون حلاقة كول 100 غم | tube | Arko Cream | 2000 | - | A rich Turkish shaving cream that whips into a dense, cooling lather with a brush or by hand. | معجون حلاقة تركي غني يصنع رغوة كثيفة منعشة بالفرشاة أو باليد. | shaving cream معجون حلاقة arko اركو
gillette | Gillette Series Sensitive Shave Gel 200ml | جيليت سيريس جل حلاقة للبشرة الحساسة 200 مل | spray | Gillette Gel | 6000 | - | A shave gel with aloe that turns into a protective lather to help prevent razor burn. | جل حلاقة بالصبار يتحول إلى رغوة واقية تساعد على منع حرقة الحلاقة. | shave gel جل حلاقة sensitive
nivea | Nivea Men Sensitive Post Shave Balm 100ml | نيفيا مين بلسم ما بعد الحلاقة للبشرة الحساسة 100 مل | bottle | Nivea Men Balm | 9500 | - | An alcohol-free after-shave balm with chamomile and vitamin E that calms redness and stinging. | بلسم بعد الحلاقة بدون كحول بالبابونج وفيتامين E يهدئ الاحمرار والحرقة. | after shave افتر شيف nivea men
bic | BIC Comfort 3 Disposable Razors, Pack of 4 | بيك كومفورت 3، أربع شفرات حلاقة للاستعمال مرة واحدة | sachet | BIC Comfort 3 | 3000 | O | Three-blade disposable razors with a moisture strip, handy for travel and the gym bag. | شفرات حلاقة بثلاثة أمواس وشريط مرطب تستعمل مرة واحدة، عملية للسفر وحقيبة النادي. | disposable razor شفرات حلاقة
`,
  'beard-care': `
proraso | Proraso Beard Oil Wood & Spice 30ml | بروراسو زيت اللحية بالخشب والتوابل 30 مل | bottle | Proraso Oil | 15000 | - | A nourishing beard oil that softens coarse hair and relieves the itch of a growing beard. | زيت مغذٍ للحية ينعم الشعر الخشن ويخفف حكة اللحية أثناء نموها. | beard oil زيت لحية
proraso | Proraso Beard Wash Cypress & Vetiver 200ml | بروراسو غسول اللحية بالسرو ونجيل الهند 200 مل | bottle | Beard Wash | 14000 | - | A gentle beard shampoo that cleans without drying the skin underneath. | شامبو لطيف للحية ينظفها دون أن يجفف الجلد تحتها. | beard wash غسول لحية
philips | Philips Beard Trimmer Series 3000 BT3206 | فيليبس ماكينة تشذيب اللحية سيريس 3000 | device | Philips BT3206 | 52000 | - | A cordless trimmer with 10 lock-in length settings from 0.5 to 10 mm and self-sharpening steel blades. | ماكينة تشذيب لاسلكية بعشرة أطوال ثابتة من 0.5 إلى 10 ملم وشفرات فولاذية ذاتية الشحذ. | beard trimmer ماكينة لحية تريمر
braun | Braun Beard Trimmer BT3222 | براون ماكينة تشذيب اللحية BT3222 | device | Braun BT3222 | 49000 | - | A precision dial with 20 length settings and a lifetime-sharp blade for a defined beard or stubble. | قرص دقيق بعشرين إعداد طول وشفرة حادة مدى الحياة للحية مرتبة أو خفيفة. | trimmer ماكينة braun براون
`,
  'mens-skin-care': `
nivea | Nivea Men Deep Clean Face Wash 100ml | نيفيا مين غسول الوجه ديب كلين 100 مل | tube | Nivea Men Wash | 5500 | - | A charcoal face wash for men that removes oil and dirt and leaves the skin fresh and matte. | غسول وجه بالفحم للرجال يزيل الدهون والأوساخ ويترك البشرة منتعشة وغير لامعة. | face wash غسول وجه رجالي charcoal
loreal | L'Oréal Men Expert Hydra Energetic Moisturiser 50ml | لوريال مين إكسبرت هيدرا إنرجيتك مرطب 50 مل | tube | Men Expert | 13500 | - | A non-greasy moisturiser with vitamin C and taurine that fights signs of fatigue on men's skin. | مرطب غير دهني بفيتامين C والتورين يحارب علامات التعب على بشرة الرجل. | men moisturizer مرطب رجالي
vichy | Vichy Homme Hydra Mag C+ 50ml | فيشي أوم هيدرا ماغ C+ 50 مل | tube | Vichy Homme | 26500 | - | An energising hydrating gel with magnesium and vitamin C for tired, dull men's skin. | جل مرطب منشط بالمغنيسيوم وفيتامين C لبشرة الرجل المتعبة والباهتة. | vichy homme فيشي هوم
nivea | Nivea Men Protect & Care Moisturising Cream 75ml | نيفيا مين كريم مرطب بروتكت آند كير 75 مل | jar | Nivea Men Cream | 5000 | - | An all-purpose cream for face, body and hands that absorbs quickly and protects men's skin from dryness. | كريم متعدد الاستعمال للوجه والجسم واليدين يمتص بسرعة ويحمي بشرة الرجل من الجفاف. | nivea men cream كريم رجالي
`,
};

// ---------------------------------------------------------------- discounts

export const DISCOUNT_SEEDS: DiscountSeed[] = [
  {
    nameAr: 'تخفيضات العناية بالبشرة حتى 20%',
    nameEn: 'Skin care sale: 20% off',
    descriptionAr: 'خصم 20% على الغسول والمرطبات وواقيات الشمس وعلاجات حب الشباب.',
    descriptionEn: '20% off cleansers, moisturisers, sunscreens and acne care.',
    type: 'percentage',
    value: 20,
    kind: 'general',
    startsInDays: -2,
    endsInDays: 20,
    target: 'category',
    targets: ['skin-care'],
  },
  {
    nameAr: 'عرض خاطف على الفيتامينات 25%',
    nameEn: 'Flash sale: 25% off vitamins',
    descriptionAr: 'لفترة محدودة: خصم 25% على فيتامين د3 وأوميغا 3 والفيتامينات المتعددة المختارة.',
    descriptionEn: 'For a short time only: 25% off selected vitamin D3, omega-3 and multivitamins.',
    type: 'percentage',
    value: 25,
    kind: 'flash_sale',
    startsInDays: -1,
    endsInDays: 5,
    target: 'product',
    targets: [
      'now-vitamin-d3-5000-iu-120-softgels',
      'now-omega-3-1000mg-100-softgels',
      'centrum-adults-30-tablets',
      'seven-seas-cod-liver-oil-omega-3-120-capsules',
      'vitabiotics-feroglobin-b12-30-capsules',
    ],
  },
  {
    nameAr: 'خصم 5,000 دينار على أجهزة الضغط والسكر',
    nameEn: '5,000 IQD off blood pressure and glucose meters',
    descriptionAr: 'وفر 5,000 دينار على كل جهاز لقياس الضغط أو السكر.',
    descriptionEn: 'Save 5,000 IQD on every blood pressure monitor and glucose meter.',
    type: 'fixed',
    value: 5000,
    kind: 'general',
    startsInDays: -2,
    endsInDays: 10,
    target: 'category',
    targets: ['blood-pressure-monitors', 'glucose-meters'],
  },
  {
    nameAr: 'تصفية العطور 35%',
    nameEn: 'Fragrance clearance: 35% off',
    descriptionAr: 'خصم 35% على عطور مختارة حتى نفاد الكمية.',
    descriptionEn: '35% off selected fragrances while stocks last.',
    type: 'percentage',
    value: 35,
    kind: 'clearance',
    startsInDays: -3,
    endsInDays: 14,
    target: 'product',
    targets: [
      'ajmal-aurum-eau-de-parfum-75ml',
      'adidas-team-force-eau-de-toilette-100ml',
      'armaf-tag-him-deodorant-body-spray-200ml',
      'swiss-arabian-layali-eau-de-parfum-50ml',
    ],
  },
  {
    nameAr: 'عرض الحفاضات: خصم 2,000 دينار',
    nameEn: 'Diaper deal: 2,000 IQD off',
    descriptionAr: 'خصم 2,000 دينار على عبوات الحفاضات الكبيرة من بامبرز وهاجيز ومولفكس.',
    descriptionEn: '2,000 IQD off big packs of Pampers, Huggies and Molfix diapers.',
    type: 'fixed',
    value: 2000,
    kind: 'bundle',
    startsInDays: -2,
    endsInDays: 10,
    target: 'product',
    targets: [
      'pampers-baby-dry-size-4-9-14kg-58-diapers',
      'huggies-extra-care-size-3-4-9kg-64-diapers',
      'molfix-size-5-junior-11-18kg-50-diapers',
      'pampers-premium-care-newborn-size-1-2-5kg-50-diapers',
    ],
  },
  {
    nameAr: 'عروض رمضان على العناية بالفم',
    nameEn: 'Ramadan oral care offers',
    descriptionAr: 'خصم 15% على معاجين وفرش الأسنان وغسول الفم (عرض منتهٍ).',
    descriptionEn: '15% off toothpastes, brushes and mouthwash (ended).',
    type: 'percentage',
    value: 15,
    kind: 'general',
    startsInDays: -40,
    endsInDays: -10,
    target: 'category',
    targets: ['oral-care'],
  },
  {
    nameAr: 'الجمعة البيضاء: المكياج 40%',
    nameEn: 'White Friday: 40% off make-up',
    descriptionAr: 'خصم 40% على كل المكياج، يبدأ قريباً.',
    descriptionEn: '40% off all make-up, starting soon.',
    type: 'percentage',
    value: 40,
    kind: 'flash_sale',
    startsInDays: 7,
    endsInDays: 12,
    target: 'category',
    targets: ['make-up'],
  },
];

// ---------------------------------------------------------------- parsing and derived values

/** FNV-1a: a small stable hash, so derived numbers never change between seeds. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function tableLines(table: string): string[][] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

function parseBrands(table: string): Map<string, BrandSeed> {
  const brands = new Map<string, BrandSeed>();
  for (const cells of tableLines(table)) {
    const [key, en, ar, aliases] = cells;
    if (!key || !en || !ar || cells.length !== 4)
      throw new Error(`catalog-data: bad brand line "${cells.join(' | ')}"`);
    brands.set(key, { key, en, ar, aliases: aliases ?? '' });
  }
  return brands;
}

export const BRANDS: ReadonlyMap<string, BrandSeed> = parseBrands(BRAND_TABLE);

export interface FlatCategory extends CategorySeed {
  parentSlug: string | null;
  sortOrder: number;
}

/** Roots first (in menu order), then every child, each with its parent's slug and its place among siblings. */
export const CATEGORIES: FlatCategory[] = [
  ...CATEGORY_TREE.map((c, i) => ({ ...c, parentSlug: null, sortOrder: i + 1 })),
  ...CATEGORY_TREE.flatMap((root) =>
    (root.children ?? []).map((c, i) => ({ ...c, parentSlug: root.slug, sortOrder: i + 1 })),
  ),
];

const categoryBySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));

export function findCategory(slug: string): FlatCategory {
  const category = categoryBySlug.get(slug);
  if (!category) throw new Error(`catalog-data: unknown category "${slug}"`);
  return category;
}

/** The category's note, or its parent's. */
function categoryNote(category: FlatCategory): Bilingual | undefined {
  if (category.note) return category.note;
  return category.parentSlug ? findCategory(category.parentSlug).note : undefined;
}

/**
 * Over-the-counter limits by English product name: painkillers and fever medicines (overdose, paracetamol
 * above all), the decongestant that can be misused (pseudoephedrine), nasal sprays (rebound congestion),
 * antidiarrhoeals, laxatives and antihistamines, as Iraqi and Gulf pharmacies commonly cap them.
 */
const MAX_PER_ORDER: Readonly<Record<string, number>> = {
  'Panadol 500mg 24 Tablets': 2,
  'Paracetamol 500mg 20 Tablets (SDI)': 2,
  'Panadol Extra 24 Tablets': 2,
  'Brufen 400mg 30 Tablets': 2,
  'Adol Suspension 120mg/5ml 100ml': 2,
  'Panadol Cold & Flu Day 24 Caplets': 2,
  'Actifed Syrup 100ml': 1,
  'Otrivin Adult 0.1% Nasal Spray 10ml': 2,
  'Imodium 2mg 6 Capsules': 2,
  'Dulcolax 5mg 30 Tablets': 2,
  'Claritine 10mg 10 Tablets': 3,
  'Zyrtec 10mg 20 Tablets': 3,
  'Telfast 180mg 15 Tablets': 3,
  'Aerius 5mg 10 Tablets': 3,
  'Cetirizine Syrup 5mg/5ml 100ml (Pioneer)': 2,
};

function parseProducts(): ProductSeed[] {
  const products: ProductSeed[] = [];
  const slugs = new Set<string>();
  for (const [categorySlug, table] of Object.entries(PRODUCT_TABLES)) {
    const category = findCategory(categorySlug);
    const note = categoryNote(category);
    for (const cells of tableLines(table)) {
      const [brandKey, nameEn, nameAr, kind, imageLabel, priceText, flags, whatEn, whatAr, keywords] = cells;
      const where = `catalog-data: product "${nameEn}"`;
      if (cells.length !== 10 || !nameEn || !nameAr || !imageLabel || !whatEn || !whatAr || !flags) {
        throw new Error(`${where}: expected 10 non-empty cells, got ${cells.length}`);
      }
      if (!SILHOUETTES.includes(kind as Silhouette))
        throw new Error(`${where}: unknown silhouette "${kind}"`);
      const price = Number(priceText);
      if (!Number.isInteger(price) || price < 1500 || price > 95000 || price % 250 !== 0) {
        throw new Error(`${where}: price ${priceText} must be 1,500-95,000 IQD in steps of 250`);
      }
      if (!/^(-|[FBRLO]+)$/.test(flags)) throw new Error(`${where}: bad flags "${flags}"`);
      const brand = brandKey === '-' ? undefined : BRANDS.get(brandKey ?? '');
      if (brandKey !== '-' && !brand) throw new Error(`${where}: unknown brand "${brandKey}"`);

      let slug = slugify(nameEn);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugify(nameEn)}-${n}`;
      slugs.add(slug);

      const h = stableHash(slug);
      // `B` says the product sells a lot. A prescription medicine may (antibiotics do), but it is never
      // flagged as a bestseller or featured: medicines on prescription are not advertised (decision 015).
      const rx = flags.includes('R');
      const sellsALot = flags.includes('B');
      const stock = flags.includes('O') ? 0 : flags.includes('L') ? 1 + (h % 5) : 10 + (h % 191);
      products.push({
        slug,
        categorySlug,
        brand,
        nameAr,
        nameEn,
        descriptionAr: note ? `${whatAr} ${note[0]}` : whatAr,
        descriptionEn: note ? `${whatEn} ${note[1]}` : whatEn,
        keywords: [keywords, brand?.en, brand?.ar, brand?.aliases].filter(Boolean).join(' '),
        price,
        stock,
        featured: flags.includes('F') && !rx,
        bestseller: sellsALot && !rx,
        requiresPrescription: rx,
        maxPerOrder: MAX_PER_ORDER[nameEn] ?? null,
        imageLabel,
        silhouette: kind as Silhouette,
      });
    }
  }
  return products;
}

export const PRODUCT_SEEDS: ProductSeed[] = parseProducts();

for (const name of Object.keys(MAX_PER_ORDER)) {
  if (!PRODUCT_SEEDS.some((p) => p.nameEn === name)) {
    throw new Error(`catalog-data: a per-order limit names unknown product "${name}"`);
  }
}

// Every discount target must exist: a renamed product fails here, at import, not silently at seed time.
for (const d of DISCOUNT_SEEDS) {
  for (const t of d.targets) {
    const known = d.target === 'category' ? categoryBySlug.has(t) : PRODUCT_SEEDS.some((p) => p.slug === t);
    if (!known) throw new Error(`catalog-data: discount "${d.nameEn}" targets unknown ${d.target} "${t}"`);
  }
}
