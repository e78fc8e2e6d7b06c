import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { DeliverySettingsEditor } from '../../../features/admin-delivery/components/delivery-settings-editor.tsx';
import { AdminPageHead } from './admin-page-head.tsx';

export function AdminDeliveryPage() {
  // The dashboard's "Turn off COD" link names a PIN prefix: the form opens with that change made.
  const [params] = useSearchParams();
  return (
    <>
      <AdminPageHead
        title="Delivery"
        description="Where the shop delivers, in how many days, and where cash on delivery is offered."
      />
      <PageHeading title="Delivery Settings">
        Where the shop delivers, in how many days, and up to what order total cash on delivery is
        offered.
      </PageHeading>
      <div className="max-w-5xl">
        <DeliverySettingsEditor codOffPrefix={params.get('codOff')} />
      </div>
    </>
  );
}
