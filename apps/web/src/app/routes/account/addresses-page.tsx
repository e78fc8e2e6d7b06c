import { CustomersOnlyNotice } from '../../../components/ui/customers-only-notice.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { useCustomerName } from '../../../lib/use-customer.ts';

export function AddressesPage() {
  const customer = useCustomerName();
  return (
    <>
      <PageTitle title="Saved Addresses" />
      <meta
        name="description"
        content="Your saved Little Sprouts delivery addresses: add, edit, choose the default or delete."
      />
      {customer === null ? <CustomersOnlyNotice tone="inset" /> : <AddressBook />}
    </>
  );
}
