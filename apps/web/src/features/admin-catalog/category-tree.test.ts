import type { Category } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  cascadeLevels,
  categoryPath,
  chooseAtLevel,
  deepestChosen,
  flattenCategoryTree,
  parentChoices,
} from './category-tree.ts';

function category(id: string, subCategories: Category[] = [], parentId: string | null = null) {
  return {
    id,
    name: id,
    nameHi: null,
    slug: id,
    description: '',
    parentId,
    subCategories,
    _count: { products: 0 },
  } satisfies Category;
}

// Baby > Clothing > Rompers, Baby > Toys; Kids
const rompers = category('rompers', [], 'clothing');
const clothing = category('clothing', [rompers], 'baby');
const toys = category('toys', [], 'baby');
const baby = category('baby', [clothing, toys]);
const kids = category('kids');
const tree = [baby, kids];

describe('flattenCategoryTree', () => {
  it('lists every category in reading order with its depth', () => {
    expect(flattenCategoryTree(tree).map(({ category: c, depth }) => `${depth}:${c.id}`)).toEqual([
      '0:baby',
      '1:clothing',
      '2:rompers',
      '1:toys',
      '0:kids',
    ]);
  });

  it('gives nothing for an empty tree', () => {
    expect(flattenCategoryTree([])).toEqual([]);
  });
});

describe('parentChoices', () => {
  it('offers every category for a new one', () => {
    expect(parentChoices(tree).map(({ category: c }) => c.id)).toHaveLength(5);
  });

  it('never offers the category itself or its own subcategories (a cycle)', () => {
    expect(parentChoices(tree, clothing).map(({ category: c }) => c.id)).toEqual([
      'baby',
      'toys',
      'kids',
    ]);
  });
});

describe('categoryPath', () => {
  it('walks from the top level down to the category', () => {
    expect(categoryPath(tree, 'rompers').map((c) => c.id)).toEqual(['baby', 'clothing', 'rompers']);
    expect(categoryPath(tree, 'kids').map((c) => c.id)).toEqual(['kids']);
  });

  it('is empty for an unknown id', () => {
    expect(categoryPath(tree, 'gone')).toEqual([]);
  });
});

describe('the cascading category choice', () => {
  it('makes the deepest chosen subcategory the category', () => {
    expect(deepestChosen(['baby', 'clothing', 'rompers'])).toBe('rompers');
    expect(deepestChosen(['baby', 'clothing'])).toBe('clothing');
    expect(deepestChosen(['baby'])).toBe('baby');
    expect(deepestChosen([])).toBe('');
  });

  it('drops deeper choices when a higher level changes, and clears with ""', () => {
    const chosen = ['baby', 'clothing', 'rompers'];
    expect(chooseAtLevel(chosen, 1, 'toys')).toEqual(['baby', 'toys']);
    expect(chooseAtLevel(chosen, 0, 'kids')).toEqual(['kids']);
    expect(chooseAtLevel(chosen, 1, '')).toEqual(['baby']);
    expect(chooseAtLevel(['baby'], 1, 'clothing')).toEqual(['baby', 'clothing']);
  });

  it('offers one more level only below a choice that has subcategories', () => {
    const ids = (levels: Category[][]) => levels.map((level) => level.map((c) => c.id));
    expect(ids(cascadeLevels(tree, []))).toEqual([['baby', 'kids']]);
    expect(ids(cascadeLevels(tree, ['baby']))).toEqual([
      ['baby', 'kids'],
      ['clothing', 'toys'],
    ]);
    expect(ids(cascadeLevels(tree, ['baby', 'clothing']))).toEqual([
      ['baby', 'kids'],
      ['clothing', 'toys'],
      ['rompers'],
    ]);
    expect(ids(cascadeLevels(tree, ['kids']))).toEqual([['baby', 'kids']]);
  });
});
