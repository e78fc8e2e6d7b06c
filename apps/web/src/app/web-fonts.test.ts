import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepWebFontsForNextVisit, webFontsKeptKey } from './web-fonts.ts';

/** jsdom has no FontFace: this one loads every file named in `failing` with an error. */
function fontFaces(failing: string[] = []) {
  const loaded: string[] = [];
  class TestFontFace {
    readonly source: string;
    constructor(_family: string, source: string) {
      this.source = source;
    }
    load() {
      if (failing.some((file) => this.source.includes(file)))
        return Promise.reject(new DOMException('A network error occurred.', 'NetworkError'));
      loaded.push(this.source);
      return Promise.resolve(this);
    }
  }
  vi.stubGlobal('FontFace', TestFontFace);
  return loaded;
}

describe('keepWebFontsForNextVisit', () => {
  beforeEach(() => localStorage.removeItem(webFontsKeptKey));

  it('loads the three font files, then marks them kept for the start script', async () => {
    const loaded = fontFaces();
    await keepWebFontsForNextVisit();
    expect(loaded).toHaveLength(3);
    expect(loaded.join(' ')).toMatch(/nunito.*\.woff2.*nunito-rupee.*\.woff2.*fredoka.*\.woff2/);
    expect(localStorage.getItem(webFontsKeptKey)).toBe('kept');
  });

  it('leaves the mark unset when a file does not load, so a later page tries again', async () => {
    fontFaces(['fredoka']);
    await keepWebFontsForNextVisit();
    expect(localStorage.getItem(webFontsKeptKey)).toBeNull();
  });

  it('loads nothing once the fonts are kept', async () => {
    localStorage.setItem(webFontsKeptKey, 'kept');
    const loaded = fontFaces();
    await keepWebFontsForNextVisit();
    expect(loaded).toEqual([]);
  });
});
