import { useLingui } from '@lingui/react/macro';
import { PageSection } from '../../components/ui/page-section.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { AuthPanels } from '../../features/auth/components/auth-panels.tsx';
import { AuthWelcome } from '../../features/auth/components/auth-welcome.tsx';

export function LoginPage() {
  const { t } = useLingui();
  const brandName = useBrandName();
  return (
    <PageSection className="lg:py-12">
      <PageTitle title={t`Log in or create an account`} />
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_1.1fr] lg:items-stretch">
        <AuthWelcome brandName={brandName} />
        <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-soft sm:p-10 lg:max-w-none">
          <AuthPanels />
        </div>
      </div>
    </PageSection>
  );
}
