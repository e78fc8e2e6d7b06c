import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiskSpaceWarning } from './disk-space-warning.tsx';

describe('DiskSpaceWarning', () => {
  it('says nothing while there is room, or when the disk could not be measured', () => {
    const { container, rerender } = render(
      <DiskSpaceWarning disk={{ freeBytes: 9e9, totalBytes: 2e10, state: 'ok' }} />,
    );
    expect(container.textContent).toBe('');
    rerender(<DiskSpaceWarning disk={null} />);
    expect(container.textContent).toBe('');
  });

  it('warns while there is time to make room', () => {
    render(<DiskSpaceWarning disk={{ freeBytes: 812_400_000, totalBytes: 2e10, state: 'low' }} />);
    const alert = screen.getByRole('alert', {
      name: "The server's disk is getting full: 812 MB free of 20.0 GB",
    });
    expect(alert.textContent).toContain('Delete old backups or make room on the disk soon.');
  });

  it('says the shop has stopped saving when the disk is full', () => {
    render(<DiskSpaceWarning disk={{ freeBytes: 3_500_000, totalBytes: 4e8, state: 'full' }} />);
    const alert = screen.getByRole('alert', {
      name: "The server's disk is full: 3 MB free of 400 MB",
    });
    expect(alert.textContent).toContain('The shop has stopped taking orders');
    expect(alert.textContent).toContain('the shop goes on by itself once there is room');
  });
});
