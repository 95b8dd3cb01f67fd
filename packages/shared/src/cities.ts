import type { GovernorateCode } from './governorates.ts';
import { normalizeSearchText } from './search.ts';

/**
 * The main cities and district centres of each governorate, offered as the city field's suggestions. Not
 * every town: a village is typed as it is called. Names that are also common words («المدينة», «الحي») are
 * left out, so that no address is refused for them.
 */
export const GOVERNORATE_CITIES: Record<GovernorateCode, readonly { ar: string; en: string }[]> = {
  baghdad: [
    { ar: 'بغداد', en: 'Baghdad' },
    { ar: 'الكاظمية', en: 'Kadhimiya' },
    { ar: 'الأعظمية', en: 'Adhamiyah' },
    { ar: 'مدينة الصدر', en: 'Sadr City' },
    { ar: 'أبو غريب', en: 'Abu Ghraib' },
    { ar: 'المحمودية', en: 'Mahmudiyah' },
    { ar: 'التاجي', en: 'Taji' },
    { ar: 'الطارمية', en: 'Tarmiyah' },
    { ar: 'المدائن', en: "Mada'in" },
  ],
  basra: [
    { ar: 'البصرة', en: 'Basra' },
    { ar: 'الزبير', en: 'Zubair' },
    { ar: 'أبو الخصيب', en: 'Abu al-Khasib' },
    { ar: 'القرنة', en: 'Qurna' },
    { ar: 'الفاو', en: 'Faw' },
    { ar: 'شط العرب', en: 'Shatt al-Arab' },
    { ar: 'أم قصر', en: 'Umm Qasr' },
  ],
  nineveh: [
    { ar: 'الموصل', en: 'Mosul' },
    { ar: 'تلعفر', en: 'Tal Afar' },
    { ar: 'سنجار', en: 'Sinjar' },
    { ar: 'الحمدانية', en: 'Hamdaniya' },
    { ar: 'الشيخان', en: 'Shekhan' },
    { ar: 'تلكيف', en: 'Tel Keppe' },
    { ar: 'البعاج', en: "Ba'aj" },
  ],
  erbil: [
    { ar: 'أربيل', en: 'Erbil' },
    { ar: 'سوران', en: 'Soran' },
    { ar: 'شقلاوة', en: 'Shaqlawa' },
    { ar: 'كويسنجق', en: 'Koya' },
    { ar: 'جومان', en: 'Choman' },
  ],
  sulaymaniyah: [
    { ar: 'السليمانية', en: 'Sulaymaniyah' },
    { ar: 'رانية', en: 'Ranya' },
    { ar: 'جمجمال', en: 'Chamchamal' },
    { ar: 'دوكان', en: 'Dukan' },
    { ar: 'بنجوين', en: 'Penjwen' },
    { ar: 'قلعة دزة', en: 'Qaladiza' },
    { ar: 'دربندخان', en: 'Darbandikhan' },
  ],
  duhok: [
    { ar: 'دهوك', en: 'Duhok' },
    { ar: 'زاخو', en: 'Zakho' },
    { ar: 'العمادية', en: 'Amedi' },
    { ar: 'سميل', en: 'Semel' },
    { ar: 'عقرة', en: 'Akre' },
  ],
  halabja: [
    { ar: 'حلبجة', en: 'Halabja' },
    { ar: 'خورمال', en: 'Khurmal' },
    { ar: 'بيارة', en: 'Byara' },
    { ar: 'سيروان', en: 'Sirwan' },
  ],
  kirkuk: [
    { ar: 'كركوك', en: 'Kirkuk' },
    { ar: 'الحويجة', en: 'Hawija' },
    { ar: 'داقوق', en: 'Daquq' },
    { ar: 'الدبس', en: 'Dibis' },
  ],
  diyala: [
    { ar: 'بعقوبة', en: 'Baqubah' },
    { ar: 'المقدادية', en: 'Muqdadiyah' },
    { ar: 'الخالص', en: 'Khalis' },
    { ar: 'خانقين', en: 'Khanaqin' },
    { ar: 'بلدروز', en: 'Baladrooz' },
    { ar: 'كفري', en: 'Kifri' },
  ],
  anbar: [
    { ar: 'الرمادي', en: 'Ramadi' },
    { ar: 'الفلوجة', en: 'Fallujah' },
    { ar: 'هيت', en: 'Hit' },
    { ar: 'حديثة', en: 'Haditha' },
    { ar: 'القائم', en: "Al-Qa'im" },
    { ar: 'عنه', en: 'Anah' },
    { ar: 'الرطبة', en: 'Rutba' },
  ],
  babil: [
    { ar: 'الحلة', en: 'Hillah' },
    { ar: 'المسيب', en: 'Musayyib' },
    { ar: 'المحاويل', en: 'Mahawil' },
    { ar: 'الهاشمية', en: 'Hashimiyah' },
    { ar: 'الإسكندرية', en: 'Iskandariya' },
  ],
  karbala: [
    { ar: 'كربلاء', en: 'Karbala' },
    { ar: 'الهندية', en: 'Hindiya' },
    { ar: 'عين التمر', en: 'Ain al-Tamur' },
  ],
  najaf: [
    { ar: 'النجف', en: 'Najaf' },
    { ar: 'الكوفة', en: 'Kufa' },
    { ar: 'المناذرة', en: 'Manathera' },
    { ar: 'المشخاب', en: 'Mishkhab' },
  ],
  wasit: [
    { ar: 'الكوت', en: 'Kut' },
    { ar: 'الصويرة', en: 'Suwaira' },
    { ar: 'العزيزية', en: 'Aziziyah' },
    { ar: 'النعمانية', en: "Nu'maniyah" },
    { ar: 'بدرة', en: 'Badra' },
  ],
  saladin: [
    { ar: 'تكريت', en: 'Tikrit' },
    { ar: 'سامراء', en: 'Samarra' },
    { ar: 'بيجي', en: 'Baiji' },
    { ar: 'بلد', en: 'Balad' },
    { ar: 'الدجيل', en: 'Dujail' },
    { ar: 'الدور', en: 'Al-Dour' },
    { ar: 'طوز خورماتو', en: 'Tuz Khurmatu' },
    { ar: 'الشرقاط', en: 'Shirqat' },
  ],
  'dhi-qar': [
    { ar: 'الناصرية', en: 'Nasiriyah' },
    { ar: 'الشطرة', en: 'Shatra' },
    { ar: 'سوق الشيوخ', en: 'Suq al-Shuyukh' },
    { ar: 'الرفاعي', en: "Rifa'i" },
    { ar: 'الجبايش', en: 'Chibayish' },
    { ar: 'قلعة سكر', en: 'Qalat Sukkar' },
  ],
  maysan: [
    { ar: 'العمارة', en: 'Amarah' },
    { ar: 'المجر الكبير', en: 'Majar al-Kabir' },
    { ar: 'علي الغربي', en: 'Ali al-Gharbi' },
    { ar: 'الميمونة', en: 'Maimouna' },
    { ar: 'قلعة صالح', en: 'Qalat Salih' },
  ],
  muthanna: [
    { ar: 'السماوة', en: 'Samawah' },
    { ar: 'الرميثة', en: 'Rumaitha' },
    { ar: 'الخضر', en: 'Khidhr' },
    { ar: 'الوركاء', en: 'Warka' },
  ],
  qadisiyyah: [
    { ar: 'الديوانية', en: 'Diwaniyah' },
    { ar: 'عفك', en: 'Afak' },
    { ar: 'الشامية', en: 'Shamiya' },
    { ar: 'الحمزة', en: 'Hamza' },
  ],
};

/** A city name as compared: folded like a search, without the article («البصره» is «البصرة», «Al-Kut» is «Kut»). */
function cityKey(name: string): string {
  return normalizeSearchText(name)
    .replace(/^(ال|al )/, '')
    .replace(/\s+/g, ' ');
}

const governoratesByCity = new Map<string, Set<GovernorateCode>>();
for (const [code, cities] of Object.entries(GOVERNORATE_CITIES) as [
  GovernorateCode,
  { ar: string; en: string }[],
][])
  for (const city of cities)
    for (const name of [city.ar, city.en]) {
      const key = cityKey(name);
      governoratesByCity.set(key, (governoratesByCity.get(key) ?? new Set()).add(code));
    }

/**
 * The governorate a typed city belongs to when it is one of the listed cities of another governorate than
 * the one chosen («بغداد» with Basra chosen answers Baghdad); null when it fits or is not a listed city.
 */
export function cityElsewhere(governorate: GovernorateCode, city: string): GovernorateCode | null {
  const places = governoratesByCity.get(cityKey(city));
  if (!places || places.has(governorate)) return null;
  return [...places][0]!;
}

/** The message of a city that belongs to another governorate (checkout and saved addresses alike). */
export const CITY_ELSEWHERE_MESSAGE =
  'This city is in another governorate: check the governorate or the city';
