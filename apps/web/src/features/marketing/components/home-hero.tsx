import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { heroSlides, type HeroSlide } from '../hero-slides.ts';
import { useRotation } from '../use-rotation.ts';
import { RotationControls } from './rotation-controls.tsx';

/** Spec section 9: the hero moves on every 5 s, with a 300 ms transition. */
const slideIntervalMs = 5000;

type HomeHeroProps = {
  brandName: string;
  /** Where a slide's button leads: the shop, filtered to the slide's category when known. */
  slideHref: (slide: HeroSlide) => string;
  /** The slide's category as the shop names it in the page's language (its Hindi name, if any). */
  slideName: (slide: HeroSlide) => string;
  /** The pictures of a slide's category (composed in by the app). */
  renderArt: (slide: HeroSlide, eager: boolean) => ReactNode;
};

const fade = 'transition-opacity duration-300 ease-out';
// Large buttons, a size smaller on phones so both fit on one line.
const heroButtonSize = 'max-sm:h-12 max-sm:px-5 max-sm:text-base';

/**
 * The top of the home page: six rotating slides, one per category (spec: Home page). Dark
 * enough for the transparent header's white text to sit on (white on ink is 14:1). All slides
 * share one grid cell, so the hero is as tall as its tallest slide and never jumps.
 */
export function HomeHero({ brandName, slideHref, slideName, renderArt }: HomeHeroProps) {
  const { t, i18n } = useLingui();
  const slideCount = heroSlides.length;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotation = useRotation(heroSlides.length, slideIntervalMs, hovered || focused);
  // Pictures load for the slide on show and the next one, and stay once loaded.
  const [visited, setVisited] = useState(() => new Set([0, 1]));
  const next = (rotation.index + 1) % heroSlides.length;
  if (!visited.has(rotation.index) || !visited.has(next)) {
    setVisited(new Set([...visited, rotation.index, next]));
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Our collections`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
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
      <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 pt-20 pb-6 sm:px-6 sm:pt-24 sm:pb-10 md:grid-cols-2 md:gap-10 md:pt-32 md:pb-16 lg:px-8 lg:pt-36">
        <div className="max-w-xl">
          <h1 className="inline-block rounded-2xl bg-white/10 px-4 py-1.5 font-sans text-sm font-bold tracking-wide text-balance text-coral-200">
            <Trans>{brandName} · Soft, cosy clothes for every little adventure</Trans>
          </h1>
          <div className="mt-5 grid" aria-live={rotation.running ? 'off' : 'polite'}>
            {heroSlides.map((slide, position) => {
              const active = position === rotation.index;
              const number = position + 1;
              const category = slideName(slide);
              return (
                <div
                  key={slide.category}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t`${number} of ${slideCount}`}
                  aria-hidden={!active}
                  inert={!active}
                  className={clsx(
                    'col-start-1 row-start-1',
                    fade,
                    active ? 'opacity-100' : 'opacity-0',
                  )}
                >
                  <p className="text-sm font-bold tracking-widest text-coral-200 uppercase">
                    {category}
                  </p>
                  <h2 className="mt-3 text-3xl leading-[1.1] font-semibold sm:text-5xl lg:text-6xl">
                    {i18n._(slide.title)}
                  </h2>
                  <p className="mt-5 hidden text-lg leading-relaxed text-white/85 sm:block">
                    {i18n._(slide.description)}
                  </p>
                  <div className="mt-5 flex flex-wrap gap-3 sm:mt-6">
                    <Link
                      to={slideHref(slide)}
                      className={buttonClasses({ size: 'lg', className: heroButtonSize })}
                    >
                      <Trans>Shop {category}</Trans>
                      <ArrowRight aria-hidden="true" className="size-5" />
                    </Link>
                    <Link
                      to="/about"
                      className={buttonClasses({
                        variant: 'ghost',
                        size: 'lg',
                        className: clsx(
                          heroButtonSize,
                          'text-white ring-2 ring-white/30 ring-inset hover:bg-white/10',
                        ),
                      })}
                    >
                      <Trans>Our story</Trans>
                    </Link>
                  </div>
                </div>
              );
            })}
          </div>
          <RotationControls
            className="mt-5 sm:mt-8"
            pauseLabel={t`Pause slides`}
            playLabel={t`Play slides`}
            names={heroSlides.map(slideName)}
            index={rotation.index}
            onSelect={rotation.goTo}
            paused={rotation.paused}
            onTogglePaused={rotation.togglePaused}
          />
        </div>

        {/* Beside the words from tablets up. On a phone, under them it would fill the first screen
            and hide every product and category: there the words stand alone, without the
            description, so the first products show below them. */}
        <div aria-hidden="true" className="hidden md:grid">
          {heroSlides.map((slide, position) => (
            <div
              key={slide.category}
              className={clsx(
                'relative col-start-1 row-start-1',
                fade,
                position === rotation.index ? 'opacity-100' : 'opacity-0',
              )}
            >
              <div
                className={clsx('absolute inset-[12%] -z-10 rounded-full blur-3xl', slide.glow)}
              />
              {visited.has(position) && renderArt(slide, position === 0)}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
