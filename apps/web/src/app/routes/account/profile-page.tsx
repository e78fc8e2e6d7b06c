import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ProfileOverview } from '../../../features/account/components/profile-overview.tsx';
import { useBrandName } from '../../../features/company/api/company-details.ts';

export function ProfilePage() {
  const { t } = useLingui();
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title={t`My Profile`} />
      <meta
        name="description"
        content={t`Your ${brandName} profile: name, username, email, mobile number and date of birth.`}
      />
      <PageHeading title={t`My Profile`}>
        <Trans>Keep your details up to date.</Trans>
      </PageHeading>
      <div className="mt-8">
        <ProfileOverview />
      </div>
    </>
  );
}
