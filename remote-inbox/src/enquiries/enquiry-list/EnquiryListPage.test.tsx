import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithProviders } from '@telehealth/shared/test-support/render';
import { enquiry } from '../../test-fixtures';
import { fetchEnquiries } from '../api';
import { EnquiryListPage } from './EnquiryListPage';

jest.mock('../api', () => ({ ...jest.requireActual('../api'), fetchEnquiries: jest.fn() }));
const fetchMock = jest.mocked(fetchEnquiries);

beforeEach(() => {
  jest.clearAllMocks();
});

function rows(count: number, from = 0) {
  return Array.from({ length: count }, (_, index) => enquiry({ id: from + index + 1 }));
}

describe('EnquiryListPage', () => {
  it('shows the banner with the unread count and the first page', async () => {
    fetchMock.mockResolvedValue({ enquiries: rows(2), count: 2, limit: 20, unread_count: 2 });

    renderWithProviders(<EnquiryListPage />, { route: '/admin/enquiries' });

    expect(await screen.findByText('There are 2 New Messages')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Read Message' })).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith(0, 20, expect.anything(), '');
  });

  it('keeps the page in ?page= and asks the server for that page', async () => {
    const user = userEvent.setup();
    // Two rows stand for a full first page: the pages come from count and limit.
    fetchMock.mockResolvedValue({ enquiries: rows(2), count: 25, limit: 20, unread_count: 0 });
    renderWithProviders(
      <>
        <EnquiryListPage />
        <LocationProbe />
      </>,
      { route: '/admin/enquiries' },
    );
    await screen.findAllByRole('link', { name: 'Read Message' });
    expect(screen.queryByText(/New Messages/)).not.toBeInTheDocument();

    fetchMock.mockResolvedValue({ enquiries: rows(1, 20), count: 25, limit: 20, unread_count: 0 });
    await user.click(screen.getByRole('button', { name: /page 2/i }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/enquiries?page=1'));
    await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith(1, 20, expect.anything(), ''));
    expect(await screen.findByRole('cell', { name: '21' })).toBeInTheDocument();
  }, 15_000);

  it('offers Retry when the list cannot be loaded', async () => {
    fetchMock.mockRejectedValueOnce(new Error('down'));
    fetchMock.mockResolvedValueOnce({ enquiries: rows(1), count: 1, limit: 20, unread_count: 1 });
    const user = userEvent.setup();
    renderWithProviders(<EnquiryListPage />, { route: '/admin/enquiries' });

    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('There are 1 New Messages')).toBeInTheDocument();
  });
});
