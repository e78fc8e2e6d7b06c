import { useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { PageSection } from '../../components/ui/page-section.tsx';
import { CompanyContact } from '../../features/company/components/company-contact.tsx';
import { GrievanceOfficer } from '../../features/company/components/grievance-officer.tsx';
import { LegalPageView } from '../../features/content/components/legal-page-view.tsx';

/** The starter page whose text sends shoppers to the details the Company screen keeps. */
const CONTACT_SLUG = 'contact';

const headingClasses = 'font-display text-xl font-semibold text-ink-900';

export function ContentPage() {
  const { slug = '' } = useParams();
  return (
    <PageSection>
      <LegalPageView slug={slug}>
        {slug === CONTACT_SLUG && (
          // The details as the Company screen keeps them, so the page never goes out of date.
          <div className="mt-8 grid gap-8 border-t border-ink-900/10 pt-8 sm:grid-cols-2">
            <CompanyContact
              tone="light"
              headingId="contact-page-details"
              heading={
                <h2 id="contact-page-details" className={headingClasses}>
                  <Trans>Reach us</Trans>
                </h2>
              }
            />
            <GrievanceOfficer
              tone="light"
              headingId="contact-page-grievance-officer"
              heading={
                <h2 id="contact-page-grievance-officer" className={headingClasses}>
                  <Trans>Grievance officer</Trans>
                </h2>
              }
            />
          </div>
        )}
      </LegalPageView>
    </PageSection>
  );
}
