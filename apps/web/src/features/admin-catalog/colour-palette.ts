type PaletteColour = {
  name: string;
  hex: string;
  /** Other names the shop types for the same colour. */
  also?: readonly string[];
};

/**
 * The shop's named colours (the demo catalogue's and kidswear's usual names); picking one sets
 * both the name and the hex code.
 */
export const colourPalette: readonly PaletteColour[] = [
  { name: 'White', hex: '#FFFFFF' },
  { name: 'Milk White', hex: '#FAFAF7' },
  { name: 'Off White', hex: '#F5F1E6', also: ['Off-White'] },
  { name: 'Ivory', hex: '#FFF8E7' },
  { name: 'Cream', hex: '#FFFDD0' },
  { name: 'Oatmeal', hex: '#E8DCC4' },
  { name: 'Beige', hex: '#E6D3B3' },
  { name: 'Honey', hex: '#D9A066' },
  { name: 'Grey Melange', hex: '#C8C8C8', also: ['Grey Marl', 'Gray Melange'] },
  { name: 'Charcoal', hex: '#36454F', also: ['Charcoal Grey'] },
  { name: 'Black', hex: '#1C1C1C' },
  { name: 'Blush Pink', hex: '#F4B6C2', also: ['Blush'] },
  { name: 'Baby Pink', hex: '#F8C8DC' },
  { name: 'Dusty Rose', hex: '#D8A1A4' },
  { name: 'Rani Pink', hex: '#E0218A' },
  { name: 'Peach', hex: '#FFCBA4' },
  { name: 'Coral', hex: '#F88379' },
  { name: 'Cherry Red', hex: '#C8102E' },
  { name: 'Maroon', hex: '#7B1E3A' },
  { name: 'Rust', hex: '#B7472A' },
  { name: 'Tangerine', hex: '#F28C28' },
  { name: 'Marigold Yellow', hex: '#F6A21E', also: ['Marigold'] },
  { name: 'Mustard', hex: '#E1AD01', also: ['Mustard Yellow'] },
  { name: 'Sunshine Yellow', hex: '#FFD34E' },
  { name: 'Lemon', hex: '#FFF3A3', also: ['Lemon Yellow'] },
  { name: 'Gold', hex: '#D4AF37' },
  { name: 'Mint', hex: '#A8E6CF', also: ['Mint Green'] },
  { name: 'Sage Green', hex: '#A8BFA3', also: ['Sage'] },
  { name: 'Olive', hex: '#7A8450', also: ['Olive Green'] },
  { name: 'Emerald', hex: '#2E8B57', also: ['Emerald Green'] },
  { name: 'Bottle Green', hex: '#006A4E' },
  { name: 'Teal', hex: '#2A9D8F' },
  { name: 'Aqua', hex: '#7FD1D9' },
  { name: 'Sky Blue', hex: '#87CEEB' },
  { name: 'Powder Blue', hex: '#B0D4E8' },
  { name: 'Denim Blue', hex: '#4A6FA5', also: ['Denim'] },
  { name: 'Royal Blue', hex: '#3559A8' },
  { name: 'Navy', hex: '#1F3A5F', also: ['Navy Blue'] },
  { name: 'Lavender', hex: '#C9B8E8' },
  { name: 'Lilac', hex: '#B69FD6' },
  { name: 'Cocoa Brown', hex: '#8B5E3C', also: ['Cocoa'] },
];

/**
 * The plain colour each common last word stands for, so "Marigold Yellow" is yellow even
 * without its own entry ("Lemon Yellow", "Light Pink", "Bottle Green"…).
 */
const colourFamilies: Readonly<Record<string, string>> = {
  white: '#FFFFFF',
  cream: '#FFFDD0',
  beige: '#E6D3B3',
  grey: '#9E9E9E',
  gray: '#9E9E9E',
  melange: '#C8C8C8',
  black: '#1C1C1C',
  pink: '#F4A6C0',
  rose: '#D8A1A4',
  red: '#D32F2F',
  maroon: '#7B1E3A',
  orange: '#F28C28',
  peach: '#FFCBA4',
  yellow: '#FFD34E',
  gold: '#D4AF37',
  green: '#4CAF50',
  mint: '#A8E6CF',
  teal: '#2A9D8F',
  blue: '#4A7BD0',
  navy: '#1F3A5F',
  purple: '#7E57C2',
  violet: '#8F5FD7',
  lavender: '#C9B8E8',
  lilac: '#B69FD6',
  brown: '#8B5E3C',
  tan: '#D2B48C',
  khaki: '#C3B091',
};

const normalised = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

const byName = new Map(
  colourPalette.flatMap((colour) =>
    [colour.name, ...(colour.also ?? [])].map((name) => [normalised(name), colour] as const),
  ),
);

/** The palette entry whose name (or other name) is what was typed, in any case. */
function paletteColourNamed(name: string): PaletteColour | undefined {
  return byName.get(normalised(name));
}

/**
 * The swatch for a typed colour name: a whole palette name first, then its last word as a name
 * or a colour family ("Marigold Yellow" → yellow), any case; undefined when nothing fits.
 */
export function swatchForColourName(name: string): string | undefined {
  const whole = paletteColourNamed(name);
  if (whole) return whole.hex;
  const lastWord = normalised(name).split(' ').at(-1) ?? '';
  return byName.get(lastWord)?.hex ?? colourFamilies[lastWord];
}
