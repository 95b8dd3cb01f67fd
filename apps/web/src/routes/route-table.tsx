import { type ComponentType, isValidElement, type JSX, lazy, type ReactNode, useState } from 'react';
import { matchPath } from 'react-router';
import { ADMIN_SECTION_NAMES, ADMIN_SECTION_PATHS } from '../features/admin/admin-paths.ts';
import { loadNamespace, type Namespace, prefetchNamespace } from '../i18n/i18n.ts';
import type { Access } from './route-guard.tsx';

/**
 * Every page is its own chunk, fetched together with its feature's strings; admin pages and the admin
 * layout never load for shoppers.
 */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, ns?: Namespace) {
  type Props = M[K] extends ComponentType<infer P> ? P : never;
  let loaded: ComponentType<Props> | null = null;
  const loadAll = async () => {
    const [module] = await Promise.all([load(), ns ? loadNamespace(ns) : undefined]);
    loaded = module[name] as ComponentType<Props>;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await loadAll() }));
  function Page(props: Props & JSX.IntrinsicAttributes) {
    // Loaded before the first render (the server render, and the hydration of its HTML): render it
    // directly, so nothing suspends and hydration matches in one pass. Chosen once per mount, since
    // switching component types later would remount the page and lose its state.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Page, {
    /** Downloads the page's code and strings without rendering it. */
    preload: () => Promise.all([load(), ns ? prefetchNamespace(ns) : undefined]),
    /** Downloads and installs the page's code and strings, so its next render does not suspend. */
    load: loadAll,
  });
}

const HomePage = lazyPage(() => import('../features/home/home-page.tsx'), 'HomePage', 'home');
const ProductsPage = lazyPage(
  () => import('../features/catalog/products-page.tsx'),
  'ProductsPage',
  'catalog',
);
const ProductPage = lazyPage(() => import('../features/catalog/product-page.tsx'), 'ProductPage', 'catalog');
const CategoriesPage = lazyPage(
  () => import('../features/catalog/categories-page.tsx'),
  'CategoriesPage',
  'catalog',
);
const OffersPage = lazyPage(() => import('../features/catalog/offers-page.tsx'), 'OffersPage', 'catalog');
const BestsellersPage = lazyPage(
  () => import('../features/catalog/bestsellers-page.tsx'),
  'BestsellersPage',
  'catalog',
);
const CartPage = lazyPage(() => import('../features/cart/cart-page.tsx'), 'CartPage', 'cart');
const CheckoutPage = lazyPage(() => import('../features/cart/checkout-page.tsx'), 'CheckoutPage', 'cart');
const OrdersPage = lazyPage(() => import('../features/orders/orders-page.tsx'), 'OrdersPage', 'orders');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage', 'profile');
const WishlistPage = lazyPage(
  () => import('../features/wishlist/wishlist-page.tsx'),
  'WishlistPage',
  'wishlist',
);
const LoginPage = lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage', 'auth');
const LogoutPage = lazyPage(() => import('../features/auth/logout-page.tsx'), 'LogoutPage', 'auth');
const RegisterPage = lazyPage(() => import('../features/auth/register-page.tsx'), 'RegisterPage', 'auth');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page.tsx'),
  'ForgotPasswordPage',
  'auth',
);
const InfoPage = lazyPage(() => import('../features/info/info-page.tsx'), 'InfoPage', 'info');
const NotFoundPage = lazyPage(() => import('../features/info/not-found-page.tsx'), 'NotFoundPage');
const AdminSectionPage = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/admin/admin-section-page.tsx'),
    loadNamespace('admin'),
  ]);
  return { default: module.AdminSectionPage };
});
const PointsPage = lazyPage(() => import('../features/points/points-page.tsx'), 'PointsPage', 'points');
const PrescriptionsPage = lazyPage(
  () => import('../features/prescriptions/prescriptions-page.tsx'),
  'PrescriptionsPage',
  'prescriptions',
);
const ReturnsPage = lazyPage(() => import('../features/returns/returns-page.tsx'), 'ReturnsPage', 'returns');
const ReturnDetailPage = lazyPage(
  () => import('../features/returns/return-detail-page.tsx'),
  'ReturnDetailPage',
  'returns',
);
const ReturnRequestPage = lazyPage(
  () => import('../features/returns/return-request-page.tsx'),
  'ReturnRequestPage',
  'returns',
);

export type RouteEntry =
  | { path: string; access: Access; element: ReactNode }
  | { path: string; redirect: string };

/**
 * The route table (spec section 2), each path next to its guard. Paths under /admin render inside the admin
 * layout without the shop's header and footer; anything not listed is the 404 page.
 */
export const ROUTES: RouteEntry[] = [
  { path: '/', access: 'public', element: <HomePage /> },
  { path: '/products', access: 'public', element: <ProductsPage /> },
  { path: '/products/:id', access: 'public', element: <ProductPage /> },
  { path: '/categories', access: 'public', element: <CategoriesPage /> },
  { path: '/cart', access: 'public', element: <CartPage /> },
  { path: '/checkout', access: 'customer', element: <CheckoutPage /> },
  { path: '/orders', access: 'customer', element: <OrdersPage /> },
  // Returns (issue 15): asked for from a delivered order, followed under the profile like prescriptions.
  { path: '/orders/:id/return', access: 'customer', element: <ReturnRequestPage /> },
  { path: '/profile', access: 'customer', element: <ProfilePage /> },
  // The customer's prescriptions (issue 13); the profile and the account menu link here.
  { path: '/profile/prescriptions', access: 'customer', element: <PrescriptionsPage /> },
  { path: '/profile/returns', access: 'customer', element: <ReturnsPage /> },
  { path: '/profile/returns/:id', access: 'customer', element: <ReturnDetailPage /> },
  { path: '/wishlist', access: 'customer', element: <WishlistPage /> },
  // Not in the spec's route table; the spec describes a points page, and this is where it lives.
  { path: '/points', access: 'customer', element: <PointsPage /> },
  { path: '/offers', access: 'public', element: <OffersPage /> },
  { path: '/bestsellers', access: 'public', element: <BestsellersPage /> },
  { path: '/login', access: 'guest', element: <LoginPage /> },
  // Guest-only in the spec, but it must also sign out someone who is signed in, so the page handles both.
  { path: '/logout', access: 'public', element: <LogoutPage /> },
  { path: '/register', access: 'guest', element: <RegisterPage /> },
  // The login page links here (spec: forgot-password link); not in the spec's route table.
  { path: '/forgot-password', access: 'guest', element: <ForgotPasswordPage /> },
  { path: '/contact', access: 'public', element: <InfoPage topic="contact" /> },
  { path: '/about', access: 'public', element: <InfoPage topic="about" /> },
  { path: '/info', access: 'public', element: <InfoPage topic="info" /> },
  { path: '/faq', access: 'public', element: <InfoPage topic="faq" /> },
  { path: '/privacy-policy', access: 'public', element: <InfoPage topic="privacy" /> },
  { path: '/privacy', redirect: '/privacy-policy' },
  { path: '/terms-of-service', access: 'public', element: <InfoPage topic="terms" /> },
  { path: '/terms', redirect: '/terms-of-service' },
  { path: '/return-policy', access: 'public', element: <InfoPage topic="returns" /> },
  { path: '/returns', redirect: '/return-policy' },
  ...ADMIN_SECTION_NAMES.map((section) => ({
    path: ADMIN_SECTION_PATHS[section],
    access: 'admin' as const,
    element: <AdminSectionPage section={section} />,
  })),
  { path: '/admin/*', access: 'admin', element: <AdminSectionPage section="notFound" /> },
  { path: '*', access: 'public', element: <NotFoundPage /> },
];

export const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

function pageOf(pathname: string): { preload?: unknown; load?: unknown } | null {
  if (isAdminPath(pathname)) return null;
  const route = ROUTES.find((r) => 'element' in r && matchPath(r.path, pathname));
  const page: unknown =
    route && 'element' in route && isValidElement(route.element) ? route.element.type : null;
  return page as { preload?: unknown; load?: unknown } | null;
}

/**
 * Starts downloading the code and strings of the shop page at `pathname`, so they arrive together with the
 * app's own strings instead of one round trip after the first render (a slow network pays ~RTT per step).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const preload = pageOf(pathname)?.preload;
  return typeof preload === 'function' ? (preload as () => Promise<unknown>)() : Promise.resolve();
}

/** Installs the page at `pathname` (code and strings; i18n must be ready), so it renders without suspending. */
export function loadRoute(pathname: string): Promise<unknown> {
  const load = pageOf(pathname)?.load;
  return typeof load === 'function' ? (load as () => Promise<unknown>)() : Promise.resolve();
}

/** Whether a page of the app lives at this path (anything else is the 404 page). */
export function isKnownPath(pathname: string): boolean {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route !== undefined && route.path !== '*' && route.path !== '/admin/*';
}

/** Signing out acts on the session of whoever asks: there is nothing to paint before that. */
const CLIENT_ONLY_PATHS = new Set(['/logout']);

/**
 * Whether the server renders this path's HTML: the pages that look the same for every visitor who is not
 * signed in (the shop's public pages, and the sign-in and registration forms; the cart paints its frame and
 * fills in the lines this device keeps). Account pages and the back-office render in the browser.
 */
export function isServerRendered(pathname: string): boolean {
  if (isAdminPath(pathname) || CLIENT_ONLY_PATHS.has(pathname)) return false;
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route !== undefined && 'element' in route && (route.access === 'public' || route.access === 'guest');
}
