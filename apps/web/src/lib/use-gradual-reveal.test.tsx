import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGradualReveal } from './use-gradual-reveal.ts';

function List({ total }: { total: number }) {
  const shown = useGradualReveal(total, 12, 10);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>item {i}</li>
      ))}
    </ul>
  );
}

describe('useGradualReveal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the first items at once and the rest a batch per step, up to the total', async () => {
    render(<List total={50} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(22);
    for (let step = 0; step < 10 && vi.getTimerCount() > 0; step++) {
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never draws more than there are', () => {
    render(<List total={5} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(vi.getTimerCount()).toBe(0);
  });
});
