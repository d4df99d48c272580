import { screen } from '@testing-library/react';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { NewMessagesBanner } from './NewMessagesBanner';

describe('NewMessagesBanner', () => {
  it("says 'There are N New Messages' while some are unread", () => {
    renderWithProviders(<NewMessagesBanner count={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('There are 3 New Messages');
  });

  it('is absent when every enquiry has been read', () => {
    renderWithProviders(<NewMessagesBanner count={0} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
