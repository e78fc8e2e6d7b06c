/** Named colours the shop already sells in; picking one sets both the name and the hex code. */
export const colourPalette = [
  { name: 'Milk White', hex: '#FAFAF7' },
  { name: 'Cream', hex: '#FFFDD0' },
  { name: 'Oatmeal', hex: '#E8DCC4' },
  { name: 'Beige', hex: '#E6D3B3' },
  { name: 'Grey Melange', hex: '#C8C8C8' },
  { name: 'Charcoal', hex: '#36454F' },
  { name: 'Blush Pink', hex: '#F4B6C2' },
  { name: 'Dusty Rose', hex: '#D8A1A4' },
  { name: 'Rani Pink', hex: '#E0218A' },
  { name: 'Peach', hex: '#FFCBA4' },
  { name: 'Coral', hex: '#F88379' },
  { name: 'Cherry Red', hex: '#C8102E' },
  { name: 'Maroon', hex: '#7B1E3A' },
  { name: 'Tangerine', hex: '#F28C28' },
  { name: 'Mustard', hex: '#E1AD01' },
  { name: 'Sunshine Yellow', hex: '#FFD34E' },
  { name: 'Lemon', hex: '#FFF3A3' },
  { name: 'Mint', hex: '#A8E6CF' },
  { name: 'Sage Green', hex: '#A8BFA3' },
  { name: 'Olive', hex: '#7A8450' },
  { name: 'Emerald', hex: '#2E8B57' },
  { name: 'Teal', hex: '#2A9D8F' },
  { name: 'Aqua', hex: '#7FD1D9' },
  { name: 'Sky Blue', hex: '#87CEEB' },
  { name: 'Powder Blue', hex: '#B0D4E8' },
  { name: 'Denim Blue', hex: '#4A6FA5' },
  { name: 'Royal Blue', hex: '#3559A8' },
  { name: 'Navy', hex: '#1F3A5F' },
  { name: 'Lavender', hex: '#C9B8E8' },
  { name: 'Lilac', hex: '#B69FD6' },
  { name: 'Cocoa Brown', hex: '#8B5E3C' },
  { name: 'Rust', hex: '#B7472A' },
] as const;

/** The palette entry whose name matches what was typed (any case), so the swatch follows. */
export function paletteColourNamed(name: string) {
  const wanted = name.trim().toLowerCase();
  return colourPalette.find((colour) => colour.name.toLowerCase() === wanted);
}
