import { CustomersOnlyNotice } from '../../../components/ui/customers-only-notice.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { useCustomerName } from '../../../lib/use-customer.ts';
import { useBrandName } from '../../../features/company/api/company-details.ts';

export function AddressesPage() {
  const brandName = useBrandName();
  const customer = useCustomerName();
  return (
    <>
      <PageTitle title="Saved Addresses" />
      <meta
        name="description"
        content={`Your saved ${brandName} delivery addresses: add, edit, choose the default or delete.`}
      />
      {customer === null ? <CustomersOnlyNotice tone="inset" /> : <AddressBook />}
    </>
  );
}
