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

/**
 * Every source file a file imports, statically or lazily, and what those import in turn, but
 * for the files `except` matches.
 */
function reachedFiles(from: string, except?: RegExp): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reached.has(file) || except?.test(file)) continue;
    reached.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (/\.tsx?$/.test(target) && existsSync(target)) pending.push(target);
    }
  }
  return reached;
}

const contractMessages = path.join(web, 'src/lib/contract-message.ts');

/**
 * The groups of texts beyond the shell's that a file may show: those of the features it reaches,
 * and the validation messages' where it shows them.
 */
function groupsShownBy(file: string, except?: RegExp): MessageGroup[] {
  const groups = new Set<MessageGroup>();
  for (const reached of reachedFiles(file, except)) {
    if (reached === contractMessages) groups.add('forms');
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
    // By page: the groups its route names in route-table.tsx, and those it shows.
    const named = Object.fromEntries(
      pages.map((page) => [page.module, [...(page.messages ?? [])].sort()]),
    );
    const shown = Object.fromEntries(
      pages.map((page) => [page.module, groupsShownBy(path.join(web, page.module!))]),
    );
    expect(named).toEqual(shown);
  });

  it('of the shell are all that the shell shows', () => {
    // main.tsx reaches the route table, its layouts, guards and error page, and the admin's
    // lazily loaded screens (English: they show the shell's texts and the contracts' in English,
    // which need no catalogue); the pages' modules it loads by name, and they are checked above.
    const admin = /[\\/](routes[\\/]admin|layouts[\\/]admin-layout|features[\\/]admin-)/;
    expect(groupsShownBy(path.join(web, 'src/main.tsx'), admin)).toEqual([]);
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
