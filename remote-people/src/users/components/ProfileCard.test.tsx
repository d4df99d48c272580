import { screen } from '@testing-library/react';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { ProfileCard } from './ProfileCard';

const LONG_NAME = 'Featherstonehaugh-Interdisciplinary-Neurorehabilitation-Clinic';

describe('ProfileCard', () => {
  it('keeps a long name on its own side of the actions on a phone', () => {
    renderWithProviders(
      <ProfileCard
        name={LONG_NAME}
        badges={null}
        subtitle="info@example.com"
        actions={<button type="button">Block</button>}
      />,
    );
    const heading = screen.getByRole('heading', { name: LONG_NAME });
    // One long word breaks inside the card rather than running under the buttons.
    expect(getComputedStyle(heading).overflowWrap).toBe('anywhere');
    // The name's column never shrinks below 14rem, so on a narrow card the actions wrap below it.
    const column = heading.parentElement!.parentElement!;
    expect(getComputedStyle(column).flexBasis).toBe('14rem');
  });
});
