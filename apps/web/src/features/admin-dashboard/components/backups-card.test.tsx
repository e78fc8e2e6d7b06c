import type { BackupStatus } from '@shop/contracts/backups';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { BackupsCard } from './backups-card.tsx';

// 10:00 on 25 Nov 2026 in India.
const now = new Date('2026-11-25T04:30:00Z');

const madeLastNight: BackupStatus = {
  lastBackupAt: '2026-11-24T22:00:40Z',
  lastBackupFile: 'shop-backup-2026-11-24T22-00-00Z.tar.gz',
  lastFailure: null,
  database: 'embedded',
  automatic: true,
  nextBackupAt: '2026-11-25T22:00:00Z',
};

function showCard(backup: BackupStatus) {
  renderWithQueryClient(<BackupsCard backup={backup} />);
  return screen.getByRole('region', { name: 'Backups' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BackupsCard', () => {
  it("tells the last and the next backup in India's time, with no warning when all is well", () => {
    const card = showCard(madeLastNight);
    expect(within(card).getByText(/^Last backup:/).textContent).toBe(
      'Last backup: 25 Nov 2026, 3:30 am',
    );
    expect(within(card).getByText(/^Next automatic backup:/).textContent).toBe(
      'Next automatic backup: 26 Nov 2026, 3:30 am',
    );
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('warns with the message when the last attempt failed', () => {
    const card = showCard({
      ...madeLastNight,
      lastFailure: { at: '2026-11-25T03:00:00Z', message: 'No space left on the disk' },
    });
    expect(within(card).getByRole('alert').textContent).toBe(
      'The last backup failed: No space left on the disk',
    );
    // The older good backup is still named.
    expect(within(card).getByText(/^Last backup:/).textContent).toBe(
      'Last backup: 25 Nov 2026, 3:30 am',
    );
  });

  it('warns when the last backup is more than two days old', () => {
    const card = showCard({ ...madeLastNight, lastBackupAt: '2026-11-22T01:00:00Z' });
    expect(within(card).getByRole('alert').textContent).toBe('The last backup is 3 days old');
  });

  it('warns when no backup has been made yet', () => {
    const card = showCard({ ...madeLastNight, lastBackupAt: null, lastBackupFile: null });
    expect(within(card).getByRole('alert').textContent).toBe('No backup has been made yet');
    expect(within(card).getByText(/^Last backup:/).textContent).toBe('Last backup: none yet');
  });

  it('says how to back up when the server does not do it on its own', () => {
    const card = showCard({ ...madeLastNight, automatic: false, nextBackupAt: null });
    expect(within(card).queryByText(/Next automatic backup/)).toBeNull();
    expect(within(card).getByText(/^Automatic backups are off/).textContent).toBe(
      'Automatic backups are off (BACKUP_AT=off): run npm run backup.',
    );
  });

  it("names the database host's backups for a shop on PostgreSQL", () => {
    const card = showCard({
      ...madeLastNight,
      database: 'postgres',
      automatic: false,
      nextBackupAt: null,
    });
    expect(within(card).getByText(/^Back up with/).textContent).toBe(
      "Back up with npm run backup or your database host's backups.",
    );
  });
});
