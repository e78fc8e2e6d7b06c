import clsx from 'clsx';
import { ChevronDown, Rows3 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { swatchForColourName } from '../colour-palette.ts';
import type { VariantDraft } from '../product-draft.ts';
import { gridVariants, sizeLadders, splitNames } from '../variant-grid.ts';

type VariantGridPanelProps = {
  /** The rows the list has, so combinations it already holds are skipped. */
  variants: readonly VariantDraft[];
  onAdd: (rows: VariantDraft[]) => void;
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * "Add variants the quick way": sizes from the shop's ladders or typed, colours by name, and one
 * price, discount and stock filled down into a row per size × colour.
 */
export function VariantGridPanel({ variants, onAdd }: VariantGridPanelProps) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<number>();
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  function addAndClose(rows: VariantDraft[]) {
    onAdd(rows);
    setAdded(rows.length);
    setOpen(false);
    // The button that was pressed is gone: the focus goes back to the one that opened the panel.
    toggle.current?.focus();
  }

  return (
    <section
      aria-labelledby={`${panelId}-title`}
      className="rounded-2xl border-2 border-dashed border-ink-900/15 bg-cream-50"
    >
      <div className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
        <Rows3 aria-hidden="true" className="size-5 text-coral-700" />
        <h3 id={`${panelId}-title`} className="flex-1 font-display text-lg font-semibold">
          Add variants the quick way
        </h3>
        {/* Named apart from "Add variant", so the two buttons are never mistaken. */}
        <Button
          ref={toggle}
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setAdded(undefined);
            setOpen(!open);
          }}
        >
          {open ? 'Close' : 'Choose sizes and colours'}
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 transition-transform', open && 'rotate-180')}
          />
        </Button>
        <p role="status" className="w-full text-sm font-semibold text-sage-700 empty:hidden">
          {added !== undefined && `${plural(added, 'variant')} added at the end of the list.`}
        </p>
      </div>
      {open && (
        <div id={panelId}>
          <GridForm variants={variants} onAdd={addAndClose} />
        </div>
      )}
    </section>
  );
}

function GridForm({ variants, onAdd }: VariantGridPanelProps) {
  const [ladderSizes, setLadderSizes] = useState<readonly string[]>([]);
  const [otherSizes, setOtherSizes] = useState('');
  const [colours, setColours] = useState('');
  const [originalPrice, setOriginalPrice] = useState('');
  const [discountPrice, setDiscountPrice] = useState('');
  const [stock, setStock] = useState('0');

  const sizes = splitNames([...ladderSizes, otherSizes].join(','));
  const colourNames = splitNames(colours);
  const rows = gridVariants(variants, {
    sizes,
    colours: colourNames,
    stock,
    originalPrice,
    discountPrice,
  });
  const skipped = sizes.length * colourNames.length - rows.length;

  const toggleSize = (size: string) =>
    setLadderSizes((current) =>
      current.includes(size) ? current.filter((chosen) => chosen !== size) : [...current, size],
    );

  return (
    <div className="flex flex-col gap-5 border-t border-ink-900/10 px-4 py-4 sm:px-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-bold text-ink-900">Sizes</legend>
        {sizeLadders.map((ladder) => (
          <div key={ladder.name} role="group" aria-label={`${ladder.name} sizes`}>
            <p aria-hidden="true" className="mb-1.5 text-sm font-semibold text-ink-700">
              {ladder.name}
            </p>
            <div className="flex flex-wrap gap-1.5">
              {ladder.sizes.map((size) => (
                <label key={size} className="relative">
                  <input
                    type="checkbox"
                    checked={ladderSizes.includes(size)}
                    onChange={() => toggleSize(size)}
                    className="peer sr-only"
                  />
                  <span className="inline-flex h-9 min-w-11 cursor-pointer items-center justify-center rounded-full border border-ink-900/15 bg-white px-3 text-sm font-bold text-ink-900 transition-colors peer-checked:border-ink-900 peer-checked:bg-ink-900 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--color-focus)] hover:border-coral-400">
                    {size}
                  </span>
                </label>
              ))}
            </div>
          </div>
        ))}
        <TextField
          label="Other sizes"
          optional
          autoComplete="off"
          placeholder="e.g. Free Size, 8-9Y"
          hint="Separate sizes with commas."
          value={otherSizes}
          onChange={(event) => setOtherSizes(event.target.value)}
        />
      </fieldset>

      <div className="flex flex-col gap-2">
        <TextField
          label="Colours"
          autoComplete="off"
          placeholder="e.g. Marigold Yellow, Navy"
          hint="Colour names, separated with commas; each picks its swatch from the shop's colours."
          value={colours}
          onChange={(event) => setColours(event.target.value)}
        />
        {colourNames.length > 0 && (
          <ul aria-label="Colours chosen" className="flex flex-wrap gap-2">
            {colourNames.map((name) => (
              <li
                key={name}
                className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold"
              >
                <ColourDot hex={swatchForColourName(name)} />
                {name}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Price of each (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={originalPrice}
          onChange={(event) => setOriginalPrice(event.target.value)}
        />
        <TextField
          label="Discount of each (₹)"
          optional
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={discountPrice}
          onChange={(event) => setDiscountPrice(event.target.value)}
        />
        <TextField
          label="Stock of each"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={stock}
          onChange={(event) => setStock(event.target.value)}
        />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p role="status" className="flex-1 text-sm text-ink-700">
          {sizes.length === 0 || colourNames.length === 0
            ? 'Choose at least one size and one colour.'
            : `${plural(rows.length, 'new variant')}: ${plural(sizes.length, 'size')} × ${plural(colourNames.length, 'colour')}` +
              (skipped > 0 ? `, ${skipped} already in the list (skipped).` : '.')}
        </p>
        <Button onClick={() => onAdd(rows)} disabled={rows.length === 0}>
          Add {plural(rows.length, 'variant')}
        </Button>
      </div>
    </div>
  );
}

function ColourDot({ hex }: { hex: string | undefined }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'size-4 rounded-full border border-ink-900/20',
        !hex && 'bg-[conic-gradient(#f4b6c2,#ffd34e,#a8e6cf,#87ceeb,#c9b8e8,#f4b6c2)]',
      )}
      style={hex ? { backgroundColor: hex } : undefined}
    />
  );
}
