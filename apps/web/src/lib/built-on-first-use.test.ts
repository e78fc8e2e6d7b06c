import { expect, it, vi } from 'vitest';
import { builtOnFirstUse } from './built-on-first-use.ts';

it('builds nothing until first asked, then hands out the one value it built', () => {
  const build = vi.fn(() => new Intl.NumberFormat('en-IN'));
  const formatter = builtOnFirstUse(build);
  expect(build).not.toHaveBeenCalled();
  expect(formatter()).toBe(formatter());
  expect(build).toHaveBeenCalledOnce();
});
