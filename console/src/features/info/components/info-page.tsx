import { NotAvailablePage } from '@console/features/errors/not-available-page';

/** /info/index; its two tabs come next. */
export function InfoPage() {
  return <NotAvailablePage />;
}
