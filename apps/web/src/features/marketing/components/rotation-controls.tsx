import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { Pause, Play } from 'lucide-react';

type RotationControlsProps = {
  /** One name per slide, for the indicators' labels. */
  names: readonly string[];
  index: number;
  onSelect: (index: number) => void;
  paused: boolean;
  onTogglePaused: () => void;
  /** The pause / play button's labels, naming what rotates ("Pause slides", "Play slides"). */
  pauseLabel: string;
  playLabel: string;
  /** 'dots' for many slides; 'labels' writes each name on its button. */
  variant?: 'dots' | 'labels';
  className?: string;
};

/** The indicators of a rotating hero (one button per slide) and its pause / play button. */
export function RotationControls({
  names,
  index,
  onSelect,
  paused,
  onTogglePaused,
  pauseLabel,
  playLabel,
  variant = 'dots',
  className,
}: RotationControlsProps) {
  const { t } = useLingui();
  const count = names.length;
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <button
        type="button"
        onClick={onTogglePaused}
        aria-label={paused ? playLabel : pauseLabel}
        className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
      >
        {paused ? (
          <Play aria-hidden="true" className="size-4 fill-current" />
        ) : (
          <Pause aria-hidden="true" className="size-4 fill-current" />
        )}
      </button>
      <ul className={clsx('flex items-center', variant === 'labels' && 'flex-wrap gap-2')}>
        {names.map((name, position) => {
          const current = position === index;
          const number = position + 1;
          return (
            <li key={name}>
              {variant === 'labels' ? (
                <button
                  type="button"
                  onClick={() => onSelect(position)}
                  aria-current={current ? 'true' : undefined}
                  className={clsx(
                    'relative h-10 cursor-pointer overflow-hidden rounded-full px-4 text-sm font-bold transition-colors',
                    current ? 'bg-white text-ink-900' : 'bg-white/10 text-white hover:bg-white/20',
                  )}
                >
                  {name}
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => onSelect(position)}
                  aria-label={t`Show ${number} of ${count}: ${name}`}
                  aria-current={current ? 'true' : undefined}
                  // A 24 px target around a small dot (WCAG 2.5.8).
                  className="group grid h-8 min-w-6 cursor-pointer place-items-center px-1"
                >
                  <span
                    className={clsx(
                      'block h-2.5 rounded-full transition-all duration-300',
                      current ? 'w-8 bg-coral-300' : 'w-2.5 bg-white/40 group-hover:bg-white/70',
                    )}
                  />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
