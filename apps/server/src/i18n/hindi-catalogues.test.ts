import { globSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hindiCatalogue, placeholdersOf } from '../test/hindi-mails.ts';
import { translate } from './translations.ts';

const serverSource = path.resolve(import.meta.dirname, '..');
const domains = globSync('*/locales/hi.po', { cwd: serverSource }).map((file) =>
  file.slice(0, file.indexOf('/')),
);

describe('the Hindi catalogues', () => {
  it('are found beside the code', () => {
    expect(domains).toEqual(expect.arrayContaining(['mail', 'orders', 'notifications']));
  });

  it.each(domains)(
    '%s: every Hindi message names the same {placeholders} as its English',
    (domain) => {
      for (const [english, hindi] of hindiCatalogue(domain)) {
        if (!hindi) continue;
        expect(placeholdersOf(hindi), `${domain}: "${hindi}"`).toEqual(placeholdersOf(english));
      }
    },
  );

  it('translate a message said in several domains the same way (the server reads them as one)', () => {
    const hindiOf = new Map<string, Set<string>>();
    for (const domain of domains) {
      for (const [english, hindi] of hindiCatalogue(domain)) {
        if (hindi) hindiOf.set(english, (hindiOf.get(english) ?? new Set()).add(hindi));
      }
    }
    const twoWays = [...hindiOf].filter(([, hindi]) => hindi.size > 1);
    expect(twoWays).toEqual([]);
  });

  it('fill their placeholders, plurals included, and leave the English to English readers', () => {
    expect(translate('hi', 'Hello {name},', { name: 'Asha' })).toBe('नमस्ते Asha जी,');
    expect(translate('en', 'Hello {name},', { name: 'Asha' })).toBe('Hello Asha,');
    expect(translate('hi', 'Only {count} left', { count: 1 })).toBe('सिर्फ़ 1 बचा है');
    expect(translate('hi', 'Only {count} left', { count: 3 })).toBe('सिर्फ़ 3 बचे हैं');
  });
});
