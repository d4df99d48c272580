import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '@telehealth/shared/api';
import { toaster } from '@telehealth/shared/ui';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { adminWith, signInAs } from '@telehealth/shared/test-support/session-admin';
import { enquiry } from '../../test-fixtures';
import { fetchEnquiry, replyToEnquiry, setEnquiryStatus } from '../api';
import { EnquiryDetailPage } from './EnquiryDetailPage';

jest.mock('../api', () => ({
  fetchEnquiry: jest.fn(),
  replyToEnquiry: jest.fn(),
  setEnquiryStatus: jest.fn(),
}));

const reply = {
  id: 1,
  reply: 'We are looking into it.',
  created_at: '2026-11-24T15:00:00.000Z',
  answered_by: 'Sam Support',
};

function renderPage(id = '7') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/enquiries/:id" element={<EnquiryDetailPage />} />
    </Routes>,
    { route: `/admin/enquiries/${id}` },
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  toaster.remove(); // toasts of earlier tests would fill the toaster's four places
  jest.mocked(fetchEnquiry).mockResolvedValue({ enquiry: enquiry({ enquiryReply: [reply] }) });
});

describe('EnquiryDetailPage', () => {
  it('shows who wrote, what and when, and the earlier replies', async () => {
    renderPage();

    expect(await screen.findByText('My doctor never joined the call.', { exact: false })).toBeInTheDocument();
    expect(fetchEnquiry).toHaveBeenCalledWith('7', expect.anything());
    for (const text of ['J*** D**', 'j***@e***.com', '(555) 123-4567', 'Refund for a missed visit'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Earlier replies' })).getByText(reply.reply),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as done' })).toBeInTheDocument();
    expect(screen.getByText(/Answered by Sam Support/)).toBeInTheDocument();
  });

  it('offers neither the reply box nor the status toggle to a role that may not answer', async () => {
    signInAs(adminWith('auditor', ['enquiries.view', 'audit.view']));
    renderPage();
    expect(await screen.findByText('My doctor never joined the call.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(reply.reply)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reply')).not.toBeInTheDocument();
  });

  it("links the sender's name to their record: a patient's, a doctor's or a clinic's page", async () => {
    const { unmount } = renderPage();
    const patient = await screen.findByRole('link', { name: 'J*** D**' });
    const uid = enquiry().user?.uid;
    expect(patient).toHaveAttribute('href', `/admin/patients/${uid}`);
    unmount();
    jest.mocked(fetchEnquiry).mockResolvedValue({
      enquiry: enquiry({
        user: {
          uid: 'doc-9',
          full_name: 'Dr. Ana Lopez',
          email: 'ana@example.com',
          role_id: 3,
          status: 'active',
        },
      }),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Dr. Ana Lopez' })).toHaveAttribute(
      'href',
      '/admin/doctors/doc-9',
    );
  });

  it('shows a deleted sender as Deleted User, with no link', async () => {
    jest.mocked(fetchEnquiry).mockResolvedValue({ enquiry: enquiry({ user: null }) });
    renderPage();
    expect(await screen.findByText('Deleted User')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deleted User' })).not.toBeInTheDocument();
  });

  it("marks it done with 'Status Updated', then sets it back to pending", async () => {
    const user = userEvent.setup();
    jest
      .mocked(setEnquiryStatus)
      .mockResolvedValueOnce({ enquiry: enquiry({ status: 1, enquiryReply: [reply] }) });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Mark as done' }));

    expect(setEnquiryStatus).toHaveBeenCalledWith(7, 1);
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completed' })).toBeInTheDocument();

    jest
      .mocked(setEnquiryStatus)
      .mockResolvedValueOnce({ enquiry: enquiry({ status: 0, enquiryReply: [reply] }) });
    await user.click(screen.getByRole('button', { name: 'Completed' }));

    expect(setEnquiryStatus).toHaveBeenLastCalledWith(7, 0);
    expect(await screen.findByRole('button', { name: 'Mark as done' })).toBeInTheDocument();
  });

  it('sends a reply and lists it with the earlier ones', async () => {
    const user = userEvent.setup();
    const answer = {
      id: 2,
      reply: 'Refund issued today.',
      created_at: '2026-11-25T15:00:00.000Z',
      answered_by: null,
    };
    jest.mocked(replyToEnquiry).mockResolvedValue({
      enquiry: enquiry({ enquiryReply: [reply, answer] }),
      mail_sent: true,
    });
    renderPage();

    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Refund issued today.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(replyToEnquiry).toHaveBeenCalledWith(7, 'Refund issued today.');
    const replies = screen.getByRole('list', { name: 'Earlier replies' });
    await waitFor(() => expect(within(replies).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.queryByText('The reply was saved but could not be e-mailed')).not.toBeInTheDocument();
  });

  it('says so when the reply was saved but could not be e-mailed', async () => {
    const user = userEvent.setup();
    jest
      .mocked(replyToEnquiry)
      .mockResolvedValue({ enquiry: enquiry({ enquiryReply: [reply] }), mail_sent: false });
    renderPage();

    await user.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Noted.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The reply was saved but could not be e-mailed')).toBeInTheDocument();
  });

  it("says 'Enquiry not found' for an id the server does not know", async () => {
    jest.mocked(fetchEnquiry).mockRejectedValue(new ApiError(404, 'Enquiry not found'));
    renderPage('999');

    expect(await screen.findByRole('status')).toHaveTextContent('Enquiry not found');
    expect(screen.getByRole('link', { name: 'Back to Enquiries' })).toHaveAttribute(
      'href',
      '/admin/enquiries',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });
});
