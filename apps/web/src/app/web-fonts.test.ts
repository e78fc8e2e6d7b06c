import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepWebFontsForNextVisit, webFontsCookie } from './web-fonts.ts';

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
  const kept = () => document.cookie.split('; ').includes(`${webFontsCookie}=kept`);
  beforeEach(() => {
    document.cookie = `${webFontsCookie}=; path=/; max-age=0`;
  });

  it('loads the three font files, then marks them kept for the start script (a cookie)', async () => {
    const loaded = fontFaces();
    await keepWebFontsForNextVisit();
    expect(loaded).toHaveLength(3);
    expect(loaded.join(' ')).toMatch(/nunito.*\.woff2.*nunito-rupee.*\.woff2.*fredoka.*\.woff2/);
    expect(kept()).toBe(true);
  });

  it('leaves the mark unset when a file does not load, so a later page tries again', async () => {
    fontFaces(['fredoka']);
    await keepWebFontsForNextVisit();
    expect(kept()).toBe(false);
  });

  it('loads nothing once the fonts are kept', async () => {
    document.cookie = `${webFontsCookie}=kept; path=/`;
    const loaded = fontFaces();
    await keepWebFontsForNextVisit();
    expect(loaded).toEqual([]);
  });
});
