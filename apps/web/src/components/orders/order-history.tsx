/**
 * The customer's order list, shared by the orders page and the profile's "my orders" tab.
 * The buying feature fills it in; until then it renders nothing.
 */
export function OrderHistory() {
  return null;
}
