import clsx from 'clsx';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { pluralForm } from '../../../lib/plural-form.ts';

type ColumnPickerProps = {
  /** The columns the grid shows (the URL's choice, at most what fits this screen). */
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

/** Spec: the shop's 1 to 5 columns-per-row selector, drawn as little column diagrams. */
export function ColumnPicker({ value, onChange }: ColumnPickerProps) {
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
              'flex h-10 w-10 cursor-pointer items-center justify-center gap-0.5 rounded-lg p-2 transition-colors',
              hiddenWhereNoRoom[columns],
              active
                ? 'bg-ink-900 text-white'
                : 'bg-white text-ink-500 shadow-soft hover:text-ink-900',
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
