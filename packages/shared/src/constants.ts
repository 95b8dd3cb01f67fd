/** Business constants. One place; the server computes with them, the web only displays. */
export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

/** Which way a language's text runs: `<html dir>` on the server's pages and in the app. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
export const LOCALE_STORAGE_KEY = 'app_locale';
/** The same choice as a cookie, so the server renders the first paint in the shopper's language. */
export const LOCALE_COOKIE = 'app_locale';

export const PRODUCTS_PAGE_SIZE_WEB = 16;
export const PRODUCTS_PAGE_SIZE_API = 12;
export const MAX_PAGE_SIZE = 100;
export const ORDERS_PAGE_SIZE = 10;
export const HOME_LIST_SIZE = 8;
/** How many days back the `week` and `month` sales rankings reach (rolling windows ending now). */
export const SALES_PERIOD_DAYS = { week: 7, month: 30 } as const;
/** The /bestsellers page shows this many of a period's best-selling products. */
export const BESTSELLERS_LIST_SIZE = 24;
export const PAGINATION_WINDOW = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** The most answers a search counts and lists (decision 045): past it, "1,000+". */
export const SEARCH_ANSWERS_MAX = 1000;
export const CARD_DESCRIPTION_LENGTH = 80;
export const MEGA_MENU_CHILDREN = 3;

export const LOW_STOCK_MAX = 5;

/**
 * Money and quantity ceilings (decision 012). Every amount an order can reach stays far below what a
 * PostgreSQL integer holds, and the cart summary refuses exactly what placing the order would refuse.
 */
/** The dearest product a pharmacy and beauty shop sells, in dinars. */
export const PRICE_MAX_IQD = 10_000_000;
/** Units a shop keeps of one product. */
export const STOCK_MAX = 1_000_000;
/** Units of one product in one order, however many cart lines name it. */
export const ORDER_LINE_MAX_QUANTITY = 1000;
/**
 * Packs of one prescription medicine in one order when its own per-order limit is not set (decision 068):
 * a prescription covers a course or a few months, never a pharmacy's shelf. A product's own limit wins.
 */
export const PRESCRIPTION_MAX_PER_ORDER = 5;
/** The goods of one cash-on-delivery order, after discounts, in dinars. */
export const ORDER_GOODS_MAX_IQD = 25_000_000;
/** Amounts and counts in the points settings. */
export const POINTS_SETTING_MAX = 100_000_000;
export const CART_MAX_QUANTITY_WITHOUT_STOCK = 99;

export const DEFAULT_FREE_SHIPPING_THRESHOLD_IQD = 50_000;
export const DEFAULT_SHIPPING_FEE_IQD = 5_000;

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_WAIT_MS = 60 * 1000;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const MINIMUM_AGE_YEARS = 18;

export const SESSION_REMEMBER_DAYS = 30;
/** A session without "remember me" dies after this long without a request. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

export const API_TIMEOUT_MS = 30_000;
export const CSRF_TIMEOUT_MS = 10_000;

export const TOAST_DURATION_MS = { success: 4000, error: 5000, warning: 4500, info: 4000 } as const;
export const TOAST_MAX_VISIBLE = 20;

export const HERO_AUTOPLAY_MS = 5000;
export const STATIC_HERO_AUTOPLAY_MS = 7000;
export const SLIDER_AUTOPLAY_MS = 4000;
export const OFFER_COUNTDOWN_DAYS = 14;

export const WISHLIST_SYNC_BATCH = 20;
export const WISHLIST_SYNC_ATTEMPTS = 4;
export const WISHLIST_SYNC_BACKOFF_MS = 300;

export const POINTS_DEFAULTS = {
  /** Points earned per this many dinars of the earning base. */
  iqdPerPoint: 1000,
  minimumOrderIqd: 10_000,
  bonusThresholdIqd: 100_000,
  bonusPoints: 50,
  pointValueIqd: 25,
  /** Points may pay at most this percentage of the goods after discounts, until the admin sets another. */
  maxSpendPercent: 50,
} as const;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Width × height an uploaded image may have: a few KB of PNG can claim 16000 × 16000 and cost seconds
 * and a gigabyte to decode. 50 MP still takes a phone's full-resolution 48 MP photo (8064 × 6048).
 */
export const UPLOAD_MAX_IMAGE_PIXELS = 50_000_000;
/** Pages a prescription PDF may have (decision 066): a prescription is one or two; a scan of a booklet fits. */
export const PDF_MAX_PAGES = 20;
/**
 * What a PDF's compressed streams may open to, in all (decision 066): two A4 pages scanned at 300 dpi in colour
 * without JPEG are about 52 MB; a 204 KB file that opens to 200 MB is refused.
 */
export const PDF_MAX_DECODED_BYTES = 64 * 1024 * 1024;

export const STORAGE_KEYS = {
  user: 'user',
  cart: 'cart_items',
  wishlist: 'wishlist',
  locale: LOCALE_STORAGE_KEY,
  legacyLocale: 'language',
} as const;

/** The shop setting's default: days from delivery in which a return may be asked for. */
export const DEFAULT_RETURN_WINDOW_DAYS = 30;
