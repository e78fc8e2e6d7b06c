import { createCategoryBodySchema, updateCategoryBodySchema } from '@shop/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { categoryFormSchema } from './category-form.ts';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message);

describe('categoryFormSchema', () => {
  it('refuses what the server refuses, with the same messages', () => {
    const long = { name: ' ', nameHi: 'न'.repeat(81), description: 'd'.repeat(1001) };
    const expected = [
      'Please fill the category name.',
      'Keep the Hindi name under 80 characters.',
      'Keep the description under 1000 characters.',
    ];
    expect(messages(categoryFormSchema.safeParse({ ...long, parentId: '' }))).toEqual(expected);
    expect(messages(createCategoryBodySchema.safeParse(long))).toEqual(expected);
    expect(messages(updateCategoryBodySchema.safeParse(long))).toEqual(expected);
  });

  it('reads a blank Hindi name as none, as the server does', () => {
    const parsed = categoryFormSchema.parse({
      name: 'Clothing',
      nameHi: '   ',
      description: '',
      parentId: '',
    });
    expect(parsed.nameHi).toBeNull();
    expect(categoryFormSchema.parse({ ...parsed, nameHi: ' कपड़े ' }).nameHi).toBe('कपड़े');
  });
});
