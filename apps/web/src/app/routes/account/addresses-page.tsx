import { useLingui } from '@lingui/react/macro';
import { CustomersOnlyNotice } from '../../../components/ui/customers-only-notice.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { recipientPrefill } from '../../../features/addresses/address-form-values.ts';
import { AddressBook } from '../../../features/addresses/components/address-book.tsx';
import { useMe } from '../../../features/account/api/me.ts';
import { useCustomerName } from '../../../lib/use-customer.ts';
import { useBrandName } from '../../../features/company/api/company-details.ts';

export function AddressesPage() {
  const { t } = useLingui();
  const brandName = useBrandName();
  const customer = useCustomerName();
  return (
    <>
      <PageTitle title={t`Saved Addresses`} />
      <meta
        name="description"
        content={t`Your saved ${brandName} delivery addresses: add, edit, choose the default or delete.`}
      />
      {customer === null ? <CustomersOnlyNotice tone="inset" /> : <SignedInAddressBook />}
    </>
  );
}

/** The address book with a new address made out to the account's name and mobile. */
function SignedInAddressBook() {
  const me = useMe();
  return <AddressBook recipient={recipientPrefill(me.data)} />;
}
