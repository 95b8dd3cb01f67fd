/** The 19 governorates of Iraq, stored by code, shown in both languages. */
export const GOVERNORATES = [
  { code: 'baghdad', ar: 'بغداد', en: 'Baghdad' },
  { code: 'basra', ar: 'البصرة', en: 'Basra' },
  { code: 'nineveh', ar: 'نينوى', en: 'Nineveh' },
  { code: 'erbil', ar: 'أربيل', en: 'Erbil' },
  { code: 'sulaymaniyah', ar: 'السليمانية', en: 'Sulaymaniyah' },
  { code: 'duhok', ar: 'دهوك', en: 'Duhok' },
  { code: 'halabja', ar: 'حلبجة', en: 'Halabja' },
  { code: 'kirkuk', ar: 'كركوك', en: 'Kirkuk' },
  { code: 'diyala', ar: 'ديالى', en: 'Diyala' },
  { code: 'anbar', ar: 'الأنبار', en: 'Anbar' },
  { code: 'babil', ar: 'بابل', en: 'Babil' },
  { code: 'karbala', ar: 'كربلاء', en: 'Karbala' },
  { code: 'najaf', ar: 'النجف', en: 'Najaf' },
  { code: 'wasit', ar: 'واسط', en: 'Wasit' },
  { code: 'saladin', ar: 'صلاح الدين', en: 'Saladin' },
  { code: 'dhi-qar', ar: 'ذي قار', en: 'Dhi Qar' },
  { code: 'maysan', ar: 'ميسان', en: 'Maysan' },
  { code: 'muthanna', ar: 'المثنى', en: 'Muthanna' },
  { code: 'qadisiyyah', ar: 'القادسية', en: 'Qadisiyyah' },
] as const;

export type GovernorateCode = (typeof GOVERNORATES)[number]['code'];
export const GOVERNORATE_CODES = GOVERNORATES.map((g) => g.code) as [GovernorateCode, ...GovernorateCode[]];
