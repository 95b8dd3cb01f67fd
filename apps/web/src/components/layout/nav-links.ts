/** The header's page links (besides the categories menu), in display order. */
export const HEADER_LINKS = [
  { to: '/products', key: 'nav.products' },
  { to: '/offers', key: 'nav.offers' },
  { to: '/bestsellers', key: 'nav.bestsellers' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
] as const;
