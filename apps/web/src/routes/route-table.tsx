import { type ComponentType, lazy, type ReactNode } from 'react';
import type { Access } from './route-guard.tsx';

/** Every page is its own chunk; admin pages and the admin layout never load for shoppers. */
function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = lazyPage(() => import('../features/home/home-page.tsx'), 'HomePage');
const ProductsPage = lazyPage(() => import('../features/catalog/products-page.tsx'), 'ProductsPage');
const ProductPage = lazyPage(() => import('../features/catalog/product-page.tsx'), 'ProductPage');
const CategoriesPage = lazyPage(() => import('../features/catalog/categories-page.tsx'), 'CategoriesPage');
const OffersPage = lazyPage(() => import('../features/catalog/offers-page.tsx'), 'OffersPage');
const BestsellersPage = lazyPage(() => import('../features/catalog/bestsellers-page.tsx'), 'BestsellersPage');
const CartPage = lazyPage(() => import('../features/cart/cart-page.tsx'), 'CartPage');
const CheckoutPage = lazyPage(() => import('../features/cart/checkout-page.tsx'), 'CheckoutPage');
const OrdersPage = lazyPage(() => import('../features/orders/orders-page.tsx'), 'OrdersPage');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage');
const WishlistPage = lazyPage(() => import('../features/wishlist/wishlist-page.tsx'), 'WishlistPage');
const LoginPage = lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const LogoutPage = lazyPage(() => import('../features/auth/logout-page.tsx'), 'LogoutPage');
const RegisterPage = lazyPage(() => import('../features/auth/register-page.tsx'), 'RegisterPage');
const InfoPage = lazy(async () => ({ default: (await import('../features/info/info-page.tsx')).InfoPage }));
const NotFoundPage = lazyPage(() => import('../features/info/not-found-page.tsx'), 'NotFoundPage');
const AdminSectionPage = lazy(async () => ({
  default: (await import('../features/admin/admin-section-page.tsx')).AdminSectionPage,
}));

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
  { path: '/profile', access: 'customer', element: <ProfilePage /> },
  { path: '/wishlist', access: 'customer', element: <WishlistPage /> },
  { path: '/offers', access: 'public', element: <OffersPage /> },
  { path: '/bestsellers', access: 'public', element: <BestsellersPage /> },
  { path: '/login', access: 'guest', element: <LoginPage /> },
  // Guest-only in the spec, but it must also sign out someone who is signed in, so the page handles both.
  { path: '/logout', access: 'public', element: <LogoutPage /> },
  { path: '/register', access: 'guest', element: <RegisterPage /> },
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
  { path: '/admin', access: 'admin', element: <AdminSectionPage section="dashboard" /> },
  { path: '/admin/products', access: 'admin', element: <AdminSectionPage section="products" /> },
  { path: '/admin/categories', access: 'admin', element: <AdminSectionPage section="categories" /> },
  { path: '/admin/orders', access: 'admin', element: <AdminSectionPage section="orders" /> },
  { path: '/admin/users', access: 'admin', element: <AdminSectionPage section="users" /> },
  { path: '/admin/discounts', access: 'admin', element: <AdminSectionPage section="discounts" /> },
  { path: '/admin/points', access: 'admin', element: <AdminSectionPage section="points" /> },
  { path: '/admin/files', access: 'admin', element: <AdminSectionPage section="files" /> },
  { path: '/admin/*', access: 'admin', element: <AdminSectionPage section="notFound" /> },
  { path: '*', access: 'public', element: <NotFoundPage /> },
];

export const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');
