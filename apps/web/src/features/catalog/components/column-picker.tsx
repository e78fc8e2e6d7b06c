import clsx from 'clsx';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { pluralForm } from '../../../lib/plural-form.ts';

type ColumnPickerProps = {
  /** The columns the URL asks for: the grid shows them, or as many as fit the screen. */
  requested: number;
  /** The columns the grid shows on this screen, once the browser knows it (aria-pressed). */
  value: number;
  onChange: (columns: number) => void;
};

/*
 * Choices the screen has no room for are hidden in CSS, at the widths where the grid
 * (shop-grid-layout.ts) stops narrowing to them: the server, which cannot know the screen,
 * then sends the same buttons the phone keeps, and the row beside them never moves.
 */
const hiddenWhereNoRoom = ['', '', '', 'max-sm:hidden', 'max-xl:hidden', 'max-xl:hidden'];
const choices = [1, 2, 3, 4, 5];

/*
 * The pressed look is in CSS too, for each width the grid narrows at (use-max-columns.ts: 2
 * columns on a phone, 3 up to 80rem, 5 beyond): the server's HTML already draws the button of
 * the columns the screen shows, and hydration only sets aria-pressed. Drawn from the screen's
 * width in JavaScript, the button changed colour after hydration, a transition of ten frames
 * painted on the main thread while the page was waking up.
 */
const screenWidths = [
  { maxColumns: 2, pressed: 'max-sm:bg-ink-900 max-sm:text-white max-sm:shadow-none' },
  { maxColumns: 3, pressed: 'sm:max-xl:bg-ink-900 sm:max-xl:text-white sm:max-xl:shadow-none' },
  { maxColumns: 5, pressed: 'xl:bg-ink-900 xl:text-white xl:shadow-none' },
];

/** The classes that draw `columns` pressed at the widths where the grid shows that many. */
function pressedWhereShown(columns: number, requested: number): string[] {
  return screenWidths
    .filter(({ maxColumns }) => Math.min(requested, maxColumns) === columns)
    .map(({ pressed }) => pressed);
}

/** Spec: the shop's 1 to 5 columns-per-row selector, drawn as little column diagrams. */
export function ColumnPicker({ requested, value, onChange }: ColumnPickerProps) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Columns per row`} className="flex items-center gap-1">
      {choices.map((columns) => {
        const active = columns === value;
        const form = pluralForm(i18n, columns);
        return (
          <button
            key={columns}
            type="button"
            aria-pressed={active}
            aria-label={t`${select(form, { one: `${columns} column`, other: `${columns} columns` })}`}
            title={t`${columns} per row`}
            onClick={() => onChange(columns)}
            className={clsx(
              'flex h-10 w-10 cursor-pointer items-center justify-center gap-0.5 rounded-lg bg-white p-2 text-ink-500 shadow-soft transition-colors hover:text-ink-900',
              hiddenWhereNoRoom[columns],
              pressedWhereShown(columns, requested),
            )}
          >
            {Array.from({ length: columns }, (_, index) => (
              <span
                key={index}
                aria-hidden="true"
                className="h-full flex-1 rounded-[2px] bg-current"
              />
            ))}
          </button>
        );
      })}
    </div>
  );
}
