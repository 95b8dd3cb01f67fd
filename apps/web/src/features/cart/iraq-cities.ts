import type { GovernorateCode } from '@shop/shared/governorates';
import { normalizeSearchText } from '@shop/shared/search';

/**
 * The centres of Iraq's governorates and a few other large cities, with their coordinates. There is no address
 * search service (the shop makes no third-party calls), so the map's search box only finds these, on this device.
 */
export interface IraqCity {
  ar: string;
  en: string;
  governorate: GovernorateCode;
  lat: number;
  lng: number;
}

export const IRAQ_CITIES: readonly IraqCity[] = [
  { ar: 'بغداد', en: 'Baghdad', governorate: 'baghdad', lat: 33.3152, lng: 44.3661 },
  { ar: 'البصرة', en: 'Basra', governorate: 'basra', lat: 30.5085, lng: 47.7804 },
  { ar: 'الزبير', en: 'Zubair', governorate: 'basra', lat: 30.3892, lng: 47.7018 },
  { ar: 'الموصل', en: 'Mosul', governorate: 'nineveh', lat: 36.335, lng: 43.1189 },
  { ar: 'أربيل', en: 'Erbil', governorate: 'erbil', lat: 36.1911, lng: 44.0092 },
  { ar: 'السليمانية', en: 'Sulaymaniyah', governorate: 'sulaymaniyah', lat: 35.5613, lng: 45.4375 },
  { ar: 'دهوك', en: 'Duhok', governorate: 'duhok', lat: 36.8663, lng: 42.9885 },
  { ar: 'زاخو', en: 'Zakho', governorate: 'duhok', lat: 37.1436, lng: 42.6819 },
  { ar: 'حلبجة', en: 'Halabja', governorate: 'halabja', lat: 35.1778, lng: 45.9861 },
  { ar: 'كركوك', en: 'Kirkuk', governorate: 'kirkuk', lat: 35.4681, lng: 44.3922 },
  { ar: 'بعقوبة', en: 'Baqubah', governorate: 'diyala', lat: 33.7476, lng: 44.6432 },
  { ar: 'الرمادي', en: 'Ramadi', governorate: 'anbar', lat: 33.4206, lng: 43.3078 },
  { ar: 'الفلوجة', en: 'Fallujah', governorate: 'anbar', lat: 33.35, lng: 43.7833 },
  { ar: 'الحلة', en: 'Hillah', governorate: 'babil', lat: 32.4637, lng: 44.4196 },
  { ar: 'كربلاء', en: 'Karbala', governorate: 'karbala', lat: 32.616, lng: 44.0249 },
  { ar: 'النجف', en: 'Najaf', governorate: 'najaf', lat: 32.0003, lng: 44.3354 },
  { ar: 'الكوفة', en: 'Kufa', governorate: 'najaf', lat: 32.0347, lng: 44.4012 },
  { ar: 'الكوت', en: 'Kut', governorate: 'wasit', lat: 32.5056, lng: 45.8247 },
  { ar: 'تكريت', en: 'Tikrit', governorate: 'saladin', lat: 34.5975, lng: 43.6771 },
  { ar: 'سامراء', en: 'Samarra', governorate: 'saladin', lat: 34.1959, lng: 43.8857 },
  { ar: 'الناصرية', en: 'Nasiriyah', governorate: 'dhi-qar', lat: 31.058, lng: 46.2573 },
  { ar: 'العمارة', en: 'Amarah', governorate: 'maysan', lat: 31.8356, lng: 47.144 },
  { ar: 'السماوة', en: 'Samawah', governorate: 'muthanna', lat: 31.3188, lng: 45.2806 },
  { ar: 'الديوانية', en: 'Diwaniyah', governorate: 'qadisiyyah', lat: 31.989, lng: 44.9258 },
];

const searchable = IRAQ_CITIES.map((city) => ({
  city,
  text: `${normalizeSearchText(city.ar)} ${normalizeSearchText(city.en)}`,
}));

/** Cities whose Arabic or English name contains the text (hamza, taa marbuta and case do not matter). */
export function searchIraqCities(query: string, limit = 8): IraqCity[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [];
  return searchable
    .filter((entry) => entry.text.includes(needle))
    .slice(0, limit)
    .map((entry) => entry.city);
}
