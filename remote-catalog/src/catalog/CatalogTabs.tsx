import { PageTabs, Tabs } from '@telehealth/shared/ui';
import type { ReactNode } from 'react';

export type CatalogTab = 'active' | 'suggested';

/** Reads `?tab=`: anything but 'suggested' is the Active tab. */
export function asCatalogTab(value: string): CatalogTab {
  return value === 'suggested' ? 'suggested' : 'active';
}

/** 'Active Specialties (12)': the count appears once it is known. */
export function tabLabel(title: string, count: number | undefined): string {
  return count === undefined ? title : `${title} (${count})`;
}

export interface CatalogTabsProps {
  tab: CatalogTab;
  onTabChange: (tab: CatalogTab) => void;
  activeLabel: string;
  suggestedLabel: string;
  active: ReactNode;
  suggested: ReactNode;
}

/** The Active and Suggested tabs of the Specialties and Services pages. */
export function CatalogTabs({
  tab,
  onTabChange,
  activeLabel,
  suggestedLabel,
  active,
  suggested,
}: CatalogTabsProps) {
  return (
    <PageTabs value={tab} onValueChange={(details) => onTabChange(asCatalogTab(details.value))}>
      <Tabs.List bg="bg" borderRadius="md" px="2">
        <Tabs.Trigger value="active">{activeLabel}</Tabs.Trigger>
        <Tabs.Trigger value="suggested">{suggestedLabel}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="active" pt="4">
        {active}
      </Tabs.Content>
      <Tabs.Content value="suggested" pt="4">
        {suggested}
      </Tabs.Content>
    </PageTabs>
  );
}
