import { useUrlParam } from '../lib/use-list-params.ts';
import { ExpiryReport } from './expiry-report.tsx';
import { ProductStock } from './product-stock.tsx';

/**
 * /admin/inventory: the expiry report; with `?product=12`, that product's stock page (see stock-path.ts).
 * A pharmacist works here without the products area.
 */
export function InventoryPage() {
  const [productParam] = useUrlParam('product');
  const productId = productParam && /^\d+$/.test(productParam) ? Number(productParam) : null;
  // Keyed by product so that moving from one product to another starts with fresh dialogs and pages.
  return productId ? <ProductStock key={productId} productId={productId} /> : <ExpiryReport />;
}
