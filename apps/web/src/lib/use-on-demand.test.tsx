import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useFetchTrouble } from './fetch-trouble.ts';
import { onDemand, useOnDemand, type OnDemand } from './use-on-demand.ts';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Page({
  greeting,
  onFailure,
}: {
  greeting: OnDemand<{ name: string }>;
  onFailure: () => void;
}) {
  const { Component, request } = useOnDemand(greeting);
  const fetchTrouble = useFetchTrouble();
  return (
    <>
      {fetchTrouble && <p>No connection</p>}
      <button type="button" onClick={() => request().catch(onFailure)}>
        Open
      </button>
      {Component ? <Component name="Asha" /> : <p>Not yet</p>}
    </>
  );
}

describe('useOnDemand', () => {
  it('draws nothing until asked, then the component as soon as its code has arrived', async () => {
    let arrive = (_: typeof Greeting) => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(<Page greeting={onDemand(load)} onFailure={() => {}} />);
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByText('Not yet')).not.toBeNull();
    await act(async () => arrive(Greeting));
    expect(screen.queryByText('Hello Asha')).not.toBeNull();
  });

  it('fetches the code once, however often and wherever it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const greeting = onDemand(load);
    render(
      <>
        <Page greeting={greeting} onFailure={() => {}} />
        <Page greeting={greeting} onFailure={() => {}} />
      </>,
    );
    for (const button of screen.getAllByRole('button', { name: 'Open' })) {
      await userEvent.click(button);
      await userEvent.click(button);
    }
    expect(screen.getAllByText('Hello Asha')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the code could not be fetched, and tries again at the next request', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const onFailure = vi.fn();
    render(<Page greeting={onDemand(load)} onFailure={onFailure} />);

    expect(screen.queryByText('No connection')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Not yet')).not.toBeNull();
    expect(screen.queryByText('No connection')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(screen.queryByText('No connection')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
