import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { CodConfirmationPanel } from '../../features/cod-confirmation/components/cod-confirmation-panel.tsx';

/** /confirm-order?token=…: the "Confirm my order" link of a cash-on-delivery order's mail. */
export function ConfirmOrderPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <PageSection className="lg:py-12">
      <PageTitle title={t`Confirm your order`} />
      <CodConfirmationPanel token={params.get('token')} />
    </PageSection>
  );
}
