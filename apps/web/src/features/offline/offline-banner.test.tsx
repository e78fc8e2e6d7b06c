import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FETCH_TROUBLE_SHOWN_MS, reportFetchTrouble } from '../../lib/fetch-trouble.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { I18nWrapper } from '../../test/render-with-providers.tsx';

/** The browser losing or finding its connection: navigator.onLine and the event together. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('OfflineBanner', () => {
  it('is an empty polite live region while online, and says so when the connection goes', () => {
    render(<OfflineBanner />, { wrapper: I18nWrapper });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    connection(false);
    expect(region.textContent).toBe('You are offline. Pages you have seen still open.');

    connection(true);
    expect(region.textContent).toBe('');
  });

  it('shows at once on a page opened without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />, { wrapper: I18nWrapper });
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
  });

  it('says for a few seconds that a tap opened nothing for want of a connection', () => {
    vi.useFakeTimers();
    render(<OfflineBanner />, { wrapper: I18nWrapper });
    const region = screen.getByRole('status');

    act(() => reportFetchTrouble());
    expect(region.textContent).toBe(
      'That did not open: no connection. Tap again when you have signal.',
    );
    act(() => void vi.advanceTimersByTime(FETCH_TROUBLE_SHOWN_MS - 1));
    expect(region.textContent).toContain('That did not open');
    act(() => void vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('');
  });
});
