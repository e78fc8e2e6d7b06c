import clsx from 'clsx';

type ColumnPickerProps = {
  value: number;
  /** The most columns that fit this screen; larger choices are not offered. */
  max: number;
  onChange: (columns: number) => void;
};

/** Spec: the shop's 1 to 5 columns-per-row selector, drawn as little column diagrams. */
export function ColumnPicker({ value, max, onChange }: ColumnPickerProps) {
  const choices = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <div role="group" aria-label="Columns per row" className="flex items-center gap-1">
      {choices.map((columns) => {
        const active = columns === value;
        return (
          <button
            key={columns}
            type="button"
            aria-pressed={active}
            aria-label={`${columns} ${columns === 1 ? 'column' : 'columns'}`}
            title={`${columns} per row`}
            onClick={() => onChange(columns)}
            className={clsx(
              'flex h-10 w-10 cursor-pointer items-center justify-center gap-0.5 rounded-lg p-2 transition-colors',
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
