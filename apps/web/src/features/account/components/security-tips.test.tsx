import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nWrapper } from '../../../test/render-with-providers.tsx';
import { BrandNameContext } from '../../../lib/site.ts';
import { SecurityTips } from './security-tips.tsx';

describe('SecurityTips', () => {
  it('names the shop from the company details, not the demo name', () => {
    render(
      <BrandNameContext value="Tiny Threads">
        <SecurityTips />
      </BrandNameContext>,
      { wrapper: I18nWrapper },
    );
    expect(
      screen.getByText(
        'Never share your password or the codes we email you. Tiny Threads will never ask for them.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Little Sprouts/)).toBeNull();
  });
});
