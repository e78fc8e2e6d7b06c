import * as Slider from '@radix-ui/react-slider';
import { formatRupees } from '@shop/contracts/money';
import { useLingui } from '@lingui/react/macro';

type PriceRangeSliderProps = {
  /** The cheapest and dearest prices on offer (the slider's ends). */
  bounds: [number, number];
  value: [number, number];
  onChange: (value: [number, number]) => void;
  labelledBy: string;
};

const rupees = (amount: number) => formatRupees(amount, { dropWholePaise: true });

/**
 * Two thumbs over the shop's price range, with the chosen range written out below. The group
 * carries the label (Radix's root is a plain span, which may not be labelled), and each thumb its
 * value from the first render: on the server Radix has not counted its thumbs yet and would leave
 * `aria-valuenow` out, which the HTML standard requires of a slider.
 */
export function PriceRangeSlider({ bounds, value, onChange, labelledBy }: PriceRangeSliderProps) {
  const { t } = useLingui();
  const [min, max] = bounds;
  const disabled = max <= min;
  const thumbClasses =
    'block size-6 cursor-grab rounded-full border-2 border-coral-600 bg-white shadow-soft transition-transform hover:scale-110 active:cursor-grabbing data-[disabled]:cursor-not-allowed';
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <Slider.Root
        min={min}
        max={disabled ? min + 1 : max}
        step={max - min > 2000 ? 50 : 10}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(next) => onChange([next[0] ?? min, next[1] ?? max])}
        disabled={disabled}
        className="relative flex h-8 touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-ink-100">
          <Slider.Range className="absolute h-full rounded-full bg-coral-500" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t`Minimum price`}
          aria-valuenow={value[0]}
          aria-valuetext={rupees(value[0])}
          className={thumbClasses}
        />
        <Slider.Thumb
          aria-label={t`Maximum price`}
          aria-valuenow={value[1]}
          aria-valuetext={rupees(value[1])}
          className={thumbClasses}
        />
      </Slider.Root>
      <p className="mt-2 flex justify-between text-sm font-bold text-ink-700" aria-hidden="true">
        <span>{rupees(value[0])}</span>
        <span>{rupees(value[1])}</span>
      </p>
    </div>
  );
}
