import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import type { PageHandle } from '../page-handle.ts';
import { routes } from '../route-table.tsx';
import { messageGroupOf, messageGroups, type MessageGroup } from './message-groups.ts';

const web = path.resolve(import.meta.dirname, '../../..');
const features = path.join(web, 'src/features');

/** The features whose texts have catalogues (the admin's have none). */
const translatedFeatures = readdirSync(features).filter((feature) =>
  existsSync(path.join(features, feature, 'locales/en.po')),
);

/** Every source file a file imports, statically or lazily, and what those import in turn. */
function reachedFiles(from: string): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (/\.tsx?$/.test(target) && existsSync(target)) pending.push(target);
    }
  }
  return reached;
}

/** The groups of texts beyond the shell's that a file may show, by the features it reaches. */
function groupsShownBy(file: string): MessageGroup[] {
  const groups = new Set<MessageGroup>();
  for (const reached of reachedFiles(file)) {
    const feature = /[\\/]features[\\/]([^\\/]+)[\\/]/.exec(reached)?.[1];
    if (feature && translatedFeatures.includes(feature)) {
      groups.add(messageGroupOf(`src/features/${feature}/locales/en.po`));
    }
  }
  groups.delete('shell');
  return [...groups].sort();
}

function pageRoutes(table: RouteObject[]): PageHandle[] {
  return table.flatMap((route) => [
    ...(route.handle && (route.handle as PageHandle).module ? [route.handle as PageHandle] : []),
    ...pageRoutes(route.children ?? []),
  ]);
}

describe('the groups of texts (message-groups.ts)', () => {
  it('hold every feature with catalogues once, and no other', () => {
    const grouped = Object.values(messageGroups).flat();
    expect([...grouped].sort()).toEqual([...translatedFeatures].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('are named by every page for exactly what it shows, so none is fetched for nothing', () => {
    const pages = pageRoutes(routes);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const named = [...(page.messages ?? [])].sort();
      expect(named, `${page.module} names these groups in route-table.tsx`).toEqual(
        groupsShownBy(path.join(web, page.module!)),
      );
    }
  });

  it('of the shell are all that the shell and the admin area show', () => {
    // main.tsx reaches the route table, its layouts, guards and error page, and the admin's
    // lazily loaded screens; the pages' modules it loads by name, and they are checked above.
    expect(groupsShownBy(path.join(web, 'src/main.tsx'))).toEqual([]);
  });
});

describe('the Hindi catalogues', () => {
  it('give a text one translation, whichever feature uses it', () => {
    // Lingui's ids come from the English text (and context), one id for every feature using it:
    // a page would show the translation of whichever catalogue it loaded last.
    const po = formatter();
    const catalogues = [
      path.join(web, 'src/app/locales/hi.po'),
      ...translatedFeatures.map((feature) => path.join(features, feature, 'locales/hi.po')),
    ];
    const translations = new Map<string, Map<string, string[]>>();
    for (const file of catalogues) {
      const catalogue = po.parse(readFileSync(file, 'utf8'), {
        locale: 'hi',
        sourceLocale: 'en',
        filename: file,
      }) as Record<string, { message?: string; translation?: string }>;
      for (const [id, entry] of Object.entries(catalogue)) {
        const byTranslation = translations.get(id) ?? new Map<string, string[]>();
        const where = byTranslation.get(entry.translation ?? '') ?? [];
        byTranslation.set(entry.translation ?? '', [...where, path.relative(web, file)]);
        translations.set(id, byTranslation);
      }
    }
    const differing = [...translations.values()]
      .filter((byTranslation) => byTranslation.size > 1)
      .map((byTranslation) => Object.fromEntries(byTranslation));
    expect(differing).toEqual([]);
  });
});
