import { describe, expect, it } from 'vitest';
import { colourPalette, swatchForColourName } from './colour-palette.ts';

const hexOf = (name: string) => colourPalette.find((colour) => colour.name === name)?.hex;

describe('swatchForColourName', () => {
  it('matches a whole palette name or another name of it, in any case and spacing', () => {
    expect(swatchForColourName('Marigold Yellow')).toBe(hexOf('Marigold Yellow'));
    expect(swatchForColourName('  marigold   YELLOW ')).toBe(hexOf('Marigold Yellow'));
    expect(swatchForColourName('sage')).toBe(hexOf('Sage Green'));
    expect(swatchForColourName('off-white')).toBe(hexOf('Off White'));
    expect(swatchForColourName('Navy Blue')).toBe(hexOf('Navy'));
  });

  it('falls back to the last word: a palette name, then a colour family', () => {
    expect(swatchForColourName('Dusty Mint')).toBe(hexOf('Mint'));
    expect(swatchForColourName('Butter Yellow')).toBe('#FFD34E');
    expect(swatchForColourName('light pink')).toBe('#F4A6C0');
    expect(swatchForColourName('Forest Green')).toBe('#4CAF50');
  });

  it('keeps a yellow out of the beige family', () => {
    expect(swatchForColourName('Marigold Yellow')).not.toBe(hexOf('Beige'));
  });

  it('finds nothing for a name it does not know', () => {
    expect(swatchForColourName('Unicorn Sparkle')).toBeUndefined();
    expect(swatchForColourName('')).toBeUndefined();
  });
});

describe('the palette', () => {
  it('holds the kidswear names the shop types, each name once', () => {
    for (const name of [
      'Marigold Yellow',
      'Mustard',
      'Mint',
      'Sage',
      'Powder Blue',
      'Navy',
      'Peach',
      'Coral',
      'Blush Pink',
      'Lavender',
      'Lilac',
      'Off White',
      'Ivory',
      'Beige',
      'Grey Melange',
      'Charcoal',
      'Maroon',
      'Bottle Green',
      'Teal',
      'Rust',
      'Olive',
    ]) {
      const named = colourPalette.find((colour) =>
        [colour.name, ...(colour.also ?? [])].includes(name),
      );
      expect(named?.hex, name).toBe(swatchForColourName(name));
    }
    const names = colourPalette.map((colour) => colour.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(colourPalette.every((colour) => /^#[0-9A-F]{6}$/.test(colour.hex))).toBe(true);
  });
});
