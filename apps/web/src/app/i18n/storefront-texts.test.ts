import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every word a storefront component writes in its markup goes through a catalogue: text outside
 * <Trans> shows in English on a Hindi page, and the screens' "no English left" checks, which look
 * for the catalogues' English, cannot see it. The admin area stays English (lingui.config.ts).
 */

const src = path.resolve(import.meta.dirname, '../..');

/** The folders the catalogues are extracted from (lingui.config.ts). */
const translatedFolders = ['app', 'components', 'lib', 'features'];

/** Words that read the same in Hindi: the payment method's name. */
const sameInEveryLanguage = new Set(['UPI:']);

/** Elements whose text is a message: the macros that put it in the catalogues. */
const messageElements = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

function storefrontComponents(): string[] {
  return translatedFolders
    .flatMap((folder) =>
      readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .filter((file) => !/(^|[\\/-])admin/.test(file));
}

/** Each JSX text with a word in it outside a message element, as `file:line: text`. */
function wordsOutsideMessages(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node, inMessage: boolean): void => {
    const opens = ts.isJsxElement(node)
      ? messageElements.has(node.openingElement.tagName.getText(source))
      : false;
    if (ts.isJsxText(node) && !inMessage) {
      const text = node.text.trim();
      if (/\p{L}{2,}/u.test(text) && !sameInEveryLanguage.has(text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file}:${line + 1}: ${text}`);
      }
    }
    ts.forEachChild(node, (child) => visit(child, inMessage || opens));
  };
  visit(source, false);
  return found;
}

describe('the storefront’s texts', () => {
  it('reads its components from every translated folder', () => {
    const files = storefrontComponents();
    expect(files).toContain(path.join('components', 'ui', 'product-card-body.tsx'));
    expect(files).toContain(path.join('features', 'cart', 'components', 'cart-view.tsx'));
    expect(files.some((file) => file.includes('admin'))).toBe(false);
  });

  it('writes no word in its markup outside a message', () => {
    const found = storefrontComponents().flatMap((file) =>
      wordsOutsideMessages(file, readFileSync(path.join(src, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('tells a word outside a message from one inside', () => {
    const code = `export const A = () => (
      <p>
        Sold out <Trans>Get an <b>alert</b></Trans> UPI: {name} – 1
        <span>
          for you
        </span>
      </p>
    );`;
    expect(wordsOutsideMessages('probe.tsx', code)).toEqual([
      'probe.tsx:3: Sold out',
      'probe.tsx:5: for you',
    ]);
  });
});
