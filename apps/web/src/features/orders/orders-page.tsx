import { useSearchParams } from 'react-router';
import { OrderHistory } from '../../components/orders/order-history.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

/** /orders: the customer's orders; `?order=<id>` opens one order's details. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('order'));
  const initialOrderId = Number.isInteger(requested) && requested > 0 ? requested : null;
  return (
    <PageShell>
      <PageHeading title={t('title')} description={t('description')} />
      <OrderHistory
        initialOrderId={initialOrderId}
        onInitialOrderClosed={() =>
          setSearchParams(
            (params) => {
              params.delete('order');
              return params;
            },
            { replace: true },
          )
        }
      />
    </PageShell>
  );
}
