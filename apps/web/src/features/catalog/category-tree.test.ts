import { describe, expect, it } from 'vitest';
import { makeCategory } from '../../test/product-fixtures.ts';
import { ancestorsOf, findCategory, topLevelCategoryNamed } from './category-tree.ts';

const sheets = makeCategory({ id: 'sheets', name: 'Cot Sheets', parentId: 'bedding' });
const bedding = makeCategory({ id: 'bedding', name: 'Cot Bedding', subCategories: [sheets] });
const nursery = makeCategory({
  id: 'nursery',
  name: 'Nursery Essentials',
  subCategories: [bedding],
});
const kids = makeCategory({ id: 'kids', name: 'Kids Collection' });
const tree = [nursery, kids];

describe('category tree', () => {
  it('finds a category at any depth with its top-level category', () => {
    expect(findCategory(tree, 'sheets')).toEqual({ category: sheets, topLevel: nursery });
    expect(findCategory(tree, 'kids')).toEqual({ category: kids, topLevel: kids });
    expect(findCategory(tree, 'nope')).toBeNull();
  });

  it('finds a top-level category by name, ignoring case and spaces', () => {
    expect(topLevelCategoryNamed(tree, ' kids collection ')).toBe(kids);
    expect(topLevelCategoryNamed(tree, 'Cot Sheets')).toBeNull();
    expect(topLevelCategoryNamed(undefined, 'Kids Collection')).toBeNull();
  });

  it('lists the categories above the chosen ones', () => {
    expect(ancestorsOf(tree, ['sheets'])).toEqual(new Set(['bedding', 'nursery']));
    expect(ancestorsOf(tree, ['nursery', 'kids'])).toEqual(new Set());
  });
});
