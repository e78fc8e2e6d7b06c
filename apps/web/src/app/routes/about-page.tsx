import { Trans, useLingui } from '@lingui/react/macro';
import { DeferredHydration } from '../../components/ui/deferred-hydration.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { CategoryCollage } from '../../features/catalog/components/category-collage.tsx';
import { useBrandName } from '../../features/company/api/company-details.ts';
import { CompanyContact } from '../../features/company/components/company-contact.tsx';
import { AboutStory } from '../../features/marketing/components/about-story.tsx';
import { BenefitList } from '../../features/marketing/components/benefit-list.tsx';
import { ClothesIllustration } from '../../features/marketing/components/clothes-illustration.tsx';

// Module-level, so the deferred contact region sees the same props on every render.
const contactHeading = (
  <div>
    <h2 id="about-contact-title" className="text-2xl font-semibold">
      <Trans>Get in touch</Trans>
    </h2>
    <p className="mt-2 text-ink-700">
      <Trans>
        A question about a size, an order or a return? Write to us, call us, or find us here.
      </Trans>
    </p>
  </div>
);

/** The story is the first screen; the benefits and the contact details below hydrate when near. */
export function AboutPage() {
  const { t } = useLingui();
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title={t`About Us`} />
      <meta
        name="description"
        content={t`The story of ${brandName}: soft, safe baby and kids clothing made for mums, dads and little ones across India.`}
      />
      <AboutStory
        brandName={brandName}
        renderArt={(theme, first) => (
          <CategoryCollage
            categoryName={theme.category}
            eager={first}
            fallback={<ClothesIllustration className="mx-auto max-w-sm md:max-w-md" />}
          />
        )}
      />
      <DeferredHydration>
        <BenefitList />
      </DeferredHydration>
      <DeferredHydration className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <CompanyContact
          tone="light"
          headingId="about-contact-title"
          className="grid gap-2 rounded-3xl bg-white p-6 shadow-soft sm:p-8 md:grid-cols-2 md:gap-8"
          heading={contactHeading}
        />
      </DeferredHydration>
    </>
  );
}
