import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ChangePasswordForm } from '../../../features/account/components/change-password-form.tsx';
import { SecurityTips } from '../../../features/account/components/security-tips.tsx';
import { useBrandName } from '../../../features/company/api/company-details.ts';

export function ChangePasswordPage() {
  const { t } = useLingui();
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title={t`Change Password`} />
      <meta
        name="description"
        content={t`Change the password of your ${brandName} account after confirming your current one.`}
      />
      <PageHeading title={t`Change Password`}>
        <Trans>Confirm your current password, then choose a new one.</Trans>
      </PageHeading>
      <div className="mt-8 grid gap-8 xl:grid-cols-[minmax(0,1fr)_17rem]">
        <ChangePasswordForm />
        <SecurityTips />
      </div>
    </>
  );
}
