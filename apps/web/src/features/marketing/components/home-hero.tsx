import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ClothesIllustration } from './clothes-illustration.tsx';

/**
 * The top of the home page. Dark enough for the transparent header's white text to sit on
 * (white on ink is 14:1). The rotating carousel of the spec replaces the copy block later.
 */
export function HomeHero({ brandName }: { brandName: string }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden bg-ink-900 text-white [--focus-ring-color:var(--color-sun-300)]"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -left-32 -z-10 size-[28rem] rounded-full bg-coral-500/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -right-24 bottom-0 -z-10 size-[22rem] rounded-full bg-sky-500/20 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 pt-28 pb-14 sm:px-6 md:grid-cols-2 md:pt-32 md:pb-20 lg:px-8 lg:pt-36">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-bold tracking-wide text-coral-200">
            {brandName} · Baby &amp; kids clothing
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 text-4xl leading-[1.1] font-semibold sm:text-5xl lg:text-6xl"
          >
            Soft, cosy clothes for <span className="text-coral-300">every little adventure</span>
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-white/85">
            Breathable cotton basics, nursery essentials and playful outfits for newborns to growing
            kids, delivered free across India with cash on delivery.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/shop" className={buttonClasses({ size: 'lg' })}>
              Shop now
            </Link>
            <Link
              to="/about"
              className={buttonClasses({
                variant: 'ghost',
                size: 'lg',
                className: 'text-white ring-2 ring-white/30 ring-inset hover:bg-white/10',
              })}
            >
              Our story
            </Link>
          </div>
        </div>
        <ClothesIllustration className="mx-auto max-w-sm md:max-w-md" />
      </div>
    </section>
  );
}
