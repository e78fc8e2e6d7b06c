import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { aboutThemes, type AboutTheme } from '../about-themes.ts';
import { useRotation } from '../use-rotation.ts';
import { RotationControls } from './rotation-controls.tsx';

/** Spec section 9: the about page moves to its next theme every 4 s. */
const themeIntervalMs = 4000;

type AboutStoryProps = {
  brandName: string;
  /**
   * Pictures for a theme (composed in by the app); `first` marks the theme on show when the page
   * opens, whose pictures are the first screen's (load them at once, the rest lazily).
   */
  renderArt: (theme: AboutTheme, first: boolean) => ReactNode;
};

const fade = 'transition-opacity duration-300 ease-out';

/**
 * Renders every theme's version of a block in one grid cell: the block is as tall as its
 * longest version (no jumps as themes change), and only the current one is visible and read.
 */
function ThemeStack({
  current,
  render,
  className,
}: {
  current: number;
  render: (theme: AboutTheme) => ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('grid', className)}>
      {aboutThemes.map((theme, position) => (
        <div
          key={theme.id}
          aria-hidden={position !== current}
          inert={position !== current}
          className={clsx(
            'col-start-1 row-start-1',
            fade,
            position === current ? 'opacity-100' : 'opacity-0',
          )}
        >
          {render(theme)}
        </div>
      ))}
    </div>
  );
}

/**
 * Spec: the about page, cycling through three themes (women, men, kids) that change the hero,
 * the story, the mission and three quality features. Hovering or focusing it holds the theme.
 */
export function AboutStory({ brandName, renderArt }: AboutStoryProps) {
  const { t, i18n } = useLingui();
  const [held, setHeld] = useState({ hover: false, focus: false });
  const rotation = useRotation(aboutThemes.length, themeIntervalMs, held.hover || held.focus);
  const current = rotation.index;

  return (
    <div
      onMouseEnter={() => setHeld({ ...held, hover: true })}
      onMouseLeave={() => setHeld({ ...held, hover: false })}
      onFocus={() => setHeld({ ...held, focus: true })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld({ ...held, focus: false });
      }}
    >
      <section
        aria-labelledby="about-title"
        className="relative isolate overflow-hidden bg-ink-900 text-white [--focus-ring-color:var(--color-sun-300)]"
      >
        <div
          aria-hidden="true"
          className="absolute -top-24 right-0 -z-10 size-[26rem] rounded-full bg-sage-500/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-24 -z-10 size-[24rem] rounded-full bg-coral-500/20 blur-3xl"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 pt-24 pb-12 sm:px-6 md:grid-cols-2 md:pt-32 md:pb-16 lg:px-8 lg:pt-36">
          <div className="max-w-xl">
            <p className="text-sm font-bold tracking-widest text-coral-200 uppercase">
              <Trans>About us</Trans>
            </p>
            <h1 id="about-title" className="mt-3 text-4xl font-semibold sm:text-5xl">
              <Trans>The story of {brandName}</Trans>
            </h1>
            <RotationControls
              className="mt-6"
              variant="labels"
              pauseLabel={t`Pause themes`}
              playLabel={t`Play themes`}
              names={aboutThemes.map((theme) => i18n._(theme.label))}
              index={current}
              onSelect={rotation.goTo}
              paused={rotation.paused}
              onTogglePaused={rotation.togglePaused}
            />
            <ThemeStack
              className="mt-6"
              current={current}
              render={(theme) => (
                <div aria-live={rotation.running ? 'off' : 'polite'}>
                  <h2 className="text-2xl leading-tight font-semibold text-coral-200 sm:text-3xl">
                    {i18n._(theme.title)}
                  </h2>
                  <p className="mt-4 text-lg leading-relaxed text-white/85">
                    {i18n._(theme.intro)}
                  </p>
                </div>
              )}
            />
          </div>
          <div aria-hidden="true" className="grid">
            {aboutThemes.map((theme, position) => (
              <div
                key={theme.id}
                className={clsx(
                  'col-start-1 row-start-1',
                  fade,
                  position === current ? 'opacity-100' : 'opacity-0',
                )}
              >
                {renderArt(theme, position === 0)}
              </div>
            ))}
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-5 px-4 pt-12 sm:px-6 md:grid-cols-2 lg:px-8 lg:pt-16">
        <section
          aria-labelledby="about-story-title"
          className="rounded-3xl bg-white p-6 shadow-soft sm:p-8"
        >
          <h2 id="about-story-title" className="text-2xl font-semibold sm:text-3xl">
            <Trans>Our story</Trans>
          </h2>
          <ThemeStack
            className="mt-3"
            current={current}
            render={(theme) => (
              <p className="text-lg leading-relaxed text-ink-700">{i18n._(theme.story)}</p>
            )}
          />
        </section>
        <section
          aria-labelledby="about-mission-title"
          className="rounded-3xl bg-coral-50 p-6 shadow-soft sm:p-8"
        >
          <h2 id="about-mission-title" className="text-2xl font-semibold sm:text-3xl">
            <Trans>Our mission</Trans>
          </h2>
          <ThemeStack
            className="mt-3"
            current={current}
            render={(theme) => (
              <p className="text-lg leading-relaxed text-ink-700">{i18n._(theme.mission)}</p>
            )}
          />
        </section>
      </div>

      <section
        aria-labelledby="about-quality-title"
        className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8"
      >
        <h2 id="about-quality-title" className="text-2xl font-semibold sm:text-3xl">
          <Trans>Quality in every stitch</Trans>
        </h2>
        <ThemeStack
          className="mt-5"
          current={current}
          render={(theme) => (
            <ul className="grid gap-4 sm:grid-cols-3">
              {theme.features.map(({ icon: Icon, title, text }) => (
                <li key={title.id} className="rounded-2xl bg-white p-5 shadow-soft">
                  <span className="grid size-12 place-items-center rounded-full bg-sage-100 text-sage-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{i18n._(title)}</h3>
                  <p className="mt-1 text-ink-700">{i18n._(text)}</p>
                </li>
              ))}
            </ul>
          )}
        />
      </section>
    </div>
  );
}
