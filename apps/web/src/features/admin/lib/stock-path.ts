/**
 * A product's stock page is the inventory area with `?product=` (the back-office opens details through the
 * URL, like `/admin/orders?open=12`), so it needs no route of its own and a reload or a link keeps it.
 */
export const stockPath = (productId: number) => `/admin/inventory?product=${productId}`;
