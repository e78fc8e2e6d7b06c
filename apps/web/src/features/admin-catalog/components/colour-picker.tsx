import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { colourPalette } from '../colour-palette.ts';

type ColourPickerProps = {
  /** The colour's name, e.g. "Sky Blue" (used in the visible label of the trigger). */
  colourName: string;
  hex: string;
  /** A palette swatch sets name and hex; the custom picker sets the hex only. */
  onPick: (colour: { name?: string; hex: string }) => void;
  /** Names the swatch button, e.g. "Choose the colour of Variant 2". */
  label: string;
};

/** A swatch button that opens the shop's palette and the browser's own colour picker. */
export function ColourPicker({ colourName, hex, onPick, label }: ColourPickerProps) {
  const customId = useId();
  const selected = hex.toUpperCase();
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={label}
        title={label}
        className="grid size-12 shrink-0 cursor-pointer place-items-center rounded-xl border-2 border-ink-900/15 bg-white transition-colors hover:border-coral-400"
      >
        <span
          aria-hidden="true"
          className={clsx(
            'size-7 rounded-full border border-ink-900/20',
            !hex && 'bg-[conic-gradient(#f4b6c2,#ffd34e,#a8e6cf,#87ceeb,#c9b8e8,#f4b6c2)]',
          )}
          style={hex ? { backgroundColor: hex } : undefined}
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-[60] w-[min(20rem,calc(100vw-1.5rem))] animate-pop-in rounded-2xl bg-white p-4 shadow-lift"
        >
          <p className="text-sm font-bold text-ink-900">Shop colours</p>
          <div role="group" aria-label="Shop colours" className="mt-2 grid grid-cols-8 gap-1.5">
            {colourPalette.map((colour) => {
              const active = selected === colour.hex;
              return (
                <Popover.Close
                  key={colour.name}
                  aria-label={colour.name}
                  aria-pressed={active}
                  title={colour.name}
                  onClick={() => onPick({ name: colour.name, hex: colour.hex })}
                  className={clsx(
                    'grid aspect-square cursor-pointer place-items-center rounded-full border border-ink-900/20 transition-transform hover:scale-110',
                    active && 'ring-2 ring-coral-600 ring-offset-2',
                  )}
                  style={{ backgroundColor: colour.hex }}
                >
                  {active && (
                    <Check
                      aria-hidden="true"
                      className="size-4 text-ink-900 drop-shadow-[0_0_2px_white]"
                    />
                  )}
                </Popover.Close>
              );
            })}
          </div>
          <div className="mt-4 flex items-center gap-3 border-t border-ink-900/10 pt-3">
            <input
              id={customId}
              type="color"
              value={/^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : '#87ceeb'}
              onChange={(event) => onPick({ hex: event.target.value.toUpperCase() })}
              className="h-10 w-14 cursor-pointer rounded-lg border-2 border-ink-900/15 bg-white p-1"
            />
            <label htmlFor={customId} className="text-sm">
              <span className="block font-bold text-ink-900">Custom colour</span>
              <span className="text-ink-500">
                {hex
                  ? `${hex.toUpperCase()}${colourName ? ` · ${colourName}` : ''}`
                  : 'Any shade; name it in the Colour box.'}
              </span>
            </label>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
