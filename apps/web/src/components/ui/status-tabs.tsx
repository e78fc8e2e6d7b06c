import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

type StatusTabsProps = {
  /** The statuses, each a tab after 'ALL'; a tab is named by its status. */
  statuses: readonly string[];
  /** The chosen tab: 'ALL' or one of `statuses`. */
  value: string;
  onValueChange: (tab: string) => void;
  /** What the tabs choose between, e.g. "Orders by delivery status". */
  label: string;
  /** How many items each tab holds ('ALL' too), shown on the tabs once known. */
  counts: Partial<Record<string, number>> | undefined;
  className?: string;
  /** The chosen tab's panel; the other panels stay empty. */
  children: ReactNode;
};

/** A list by status: an 'ALL' tab and one per status, each with its count. */
export function StatusTabs({
  statuses,
  value,
  onValueChange,
  label,
  counts,
  className,
  children,
}: StatusTabsProps) {
  const tabs = ['ALL', ...statuses];
  return (
    <Tabs className={className} value={value} onValueChange={onValueChange}>
      <TabList label={label}>
        {tabs.map((name) => (
          <Tab key={name} value={name} count={counts?.[name]}>
            {name}
          </Tab>
        ))}
      </TabList>
      {tabs.map((name) => (
        <TabPanel key={name} value={name}>
          {name === value && children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
