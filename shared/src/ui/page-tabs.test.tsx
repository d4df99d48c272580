import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test-support/render';
import { Tabs } from './chakra';
import { PageTabs } from './page-tabs';

function Fetches({ name }: { name: string }) {
  return <p>{name} loaded</p>;
}

function Record() {
  const [tab, setTab] = useState('profile');
  return (
    <PageTabs value={tab} onValueChange={(details) => setTab(details.value)}>
      <Tabs.List>
        <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="profile">
        <Fetches name="Profile" />
      </Tabs.Content>
      <Tabs.Content value="reviews">
        <Fetches name="Reviews" />
      </Tabs.Content>
    </PageTabs>
  );
}

describe('PageTabs', () => {
  it('mounts a tab the first time it is opened, not with the page, and keeps it once opened', async () => {
    renderWithProviders(<Record />);
    expect(screen.getByText('Profile loaded')).toBeInTheDocument();
    // A tab that loads its own data must not load it before the admin opens it.
    expect(screen.queryByText('Reviews loaded')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText('Reviews loaded')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByText('Profile loaded')).toBeVisible();
    expect(screen.getByText('Reviews loaded')).toBeInTheDocument();
  });
});
