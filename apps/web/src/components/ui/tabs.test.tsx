import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

function Showcase() {
  return (
    <Tabs defaultValue="girls">
      <TabList label="Shop by category">
        <Tab value="girls">Girls</Tab>
        <Tab value="boys">Boys</Tab>
      </TabList>
      <TabPanel value="girls">Frocks</TabPanel>
      <TabPanel value="boys">Kurtas</TabPanel>
    </Tabs>
  );
}

describe('TabList', () => {
  it('can be reached by Tab in the server’s HTML, before the app runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Showcase />);
    const list = container.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('tabindex')).toBe('0');
  });

  it('leaves the keyboard to Radix once running: the row, then its active tab', () => {
    render(<Showcase />);
    const list = screen.getByRole('tablist', { name: 'Shop by category' });
    // Radix's roving focus: the row is one Tab stop that hands focus to the active tab.
    expect(list.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Girls' }).getAttribute('tabindex')).toBe('-1');
    list.focus();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Girls' }));
  });
});
