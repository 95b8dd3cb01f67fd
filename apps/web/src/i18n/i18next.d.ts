import 'i18next';
import type admin from '../features/admin/i18n/ar.json';
import type inventory from '../features/admin/inventory/i18n/ar.json';
import type auth from '../features/auth/i18n/ar.json';
import type cart from '../features/cart/i18n/ar.json';
import type catalog from '../features/catalog/i18n/ar.json';
import type home from '../features/home/i18n/ar.json';
import type info from '../features/info/i18n/ar.json';
import type orders from '../features/orders/i18n/ar.json';
import type points from '../features/points/i18n/ar.json';
import type prescriptions from '../features/prescriptions/i18n/ar.json';
import type profile from '../features/profile/i18n/ar.json';
import type returns from '../features/returns/i18n/ar.json';
import type search from '../features/search/i18n/ar.json';
import type wishlist from '../features/wishlist/i18n/ar.json';
import type ar from './ar.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ar;
      home: typeof home;
      catalog: typeof catalog;
      info: typeof info;
      auth: typeof auth;
      profile: typeof profile;
      cart: typeof cart;
      orders: typeof orders;
      wishlist: typeof wishlist;
      points: typeof points;
      prescriptions: typeof prescriptions;
      returns: typeof returns;
      admin: typeof admin;
      inventory: typeof inventory;
      search: typeof search;
    };
  }
}
