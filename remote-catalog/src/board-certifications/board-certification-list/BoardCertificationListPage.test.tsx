import { toaster } from '@telehealth/shared/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import {
  createBoardCertification,
  deleteBoardCertification,
  fetchBoardCertifications,
  renameBoardCertification,
} from '../api';
import { BoardCertificationListPage } from './BoardCertificationListPage';

jest.mock('../api', () => ({
  fetchBoardCertifications: jest.fn(),
  createBoardCertification: jest.fn(),
  renameBoardCertification: jest.fn(),
  deleteBoardCertification: jest.fn(),
}));

const board = {
  uid: 'b1',
  name: 'American Board of Surgery',
  cpt: null,
  cost: null,
  active: true,
  created_at: '2026-11-01T15:00:00.000Z',
};

beforeEach(() => {
  toaster.remove();
  jest.clearAllMocks();
  jest
    .mocked(fetchBoardCertifications)
    .mockResolvedValue({ board_certificates: [board], count: 1, limit: 20 });
});

function renderPage(route = '/admin/board-certifications') {
  const user = userEvent.setup();
  renderWithProviders(<BoardCertificationListPage />, { route });
  return { user };
}

// Whole-page flows with many typed keystrokes: allow for a busy machine.
jest.setTimeout(20_000);

describe('BoardCertificationListPage', () => {
  it("searches 'by board' and shows 'No Board Certifications' when nothing matches", async () => {
    jest.mocked(fetchBoardCertifications).mockResolvedValue({ board_certificates: [], count: 0, limit: 20 });
    renderPage('/admin/board-certifications?search=zzz');
    expect(await screen.findByText('No Board Certifications')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by board')).toHaveValue('zzz');
    expect(fetchBoardCertifications).toHaveBeenCalledWith(
      { page: 0, pageSize: 20, search: 'zzz', sort: { field: 'name', direction: 'ASC' } },
      expect.anything(),
    );
  });

  it("adds with 'Add Board Certifications': 'Board certification added successfully'", async () => {
    jest.mocked(createBoardCertification).mockResolvedValue({ board_certificate: board });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Board Certifications' }));
    await user.type(await screen.findByLabelText('Board Certification Name'), ' American Board of Urology');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Board certification added successfully')).toBeInTheDocument();
    expect(createBoardCertification).toHaveBeenCalledWith('American Board of Urology');
  });

  it('renames with Save and deletes after confirmation, with the toasts', async () => {
    jest.mocked(renameBoardCertification).mockResolvedValue({ board_certificate: board });
    jest.mocked(deleteBoardCertification).mockResolvedValue(null);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit American Board of Surgery' }));
    await user.type(await screen.findByLabelText('Board Certification Name'), ' (ABS)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Board certification updated successfully')).toBeInTheDocument();
    expect(renameBoardCertification).toHaveBeenCalledWith(board, 'American Board of Surgery (ABS)');

    await user.click(screen.getByRole('button', { name: 'Delete American Board of Surgery' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this board certification?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Board certification deleted successfully')).toBeInTheDocument();
    expect(deleteBoardCertification).toHaveBeenCalledWith('b1');
  });
});
