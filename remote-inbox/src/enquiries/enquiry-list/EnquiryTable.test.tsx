import { screen, within } from '@testing-library/react';
import { Settings } from 'luxon';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { enquiry } from '../../test-fixtures';
import { EnquiryTable } from './EnquiryTable';

const zone = Settings.defaultZone;
beforeAll(() => {
  Settings.defaultZone = 'America/New_York';
});
afterAll(() => {
  Settings.defaultZone = zone;
});

function cellsOf(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('EnquiryTable', () => {
  it('shows #, Name, Email, Phone, Message, Subject, Enquiry Date & Time and Status with the values as the API sent them', () => {
    renderWithProviders(<EnquiryTable rows={[enquiry()]} loading={false} firstRowNumber={1} />);

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '#',
      'Name',
      'Email',
      'Phone',
      'Message',
      'Subject',
      'Enquiry Date & Time',
      'Status',
      'Assignee',
    ]);
    const [, row] = screen.getAllByRole('row');
    expect(cellsOf(row)).toEqual([
      '1',
      'J*** D**',
      'j***@e***.com',
      '(555) 123-4567',
      'Read Message',
      'Refund for a missed visit',
      '11-23-2026 02:05 PM',
      'Pending',
      'Unassigned',
    ]);
    expect(within(row).getByRole('link', { name: 'Read Message' })).toHaveAttribute(
      'href',
      '/admin/enquiries/7',
    );
  });

  it('formats phones as US numbers, else shows them raw, else N/A', () => {
    renderWithProviders(
      <EnquiryTable
        rows={[
          enquiry({ id: 1, phone: '+1 555 123 4567' }),
          enquiry({ id: 2, phone: '+44 20 7946 0958' }),
          enquiry({ id: 3, phone: null }),
          enquiry({ id: 4, phone: '  ' }),
        ]}
        loading={false}
        firstRowNumber={1}
      />,
    );

    const phones = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row)[3]);
    expect(phones).toEqual(['+1 (555) 123-4567', '+44 20 7946 0958', 'N/A', 'N/A']);
  });

  it("shows Completed for status 1 and 'Deleted User' when the enquirer's account is gone", () => {
    renderWithProviders(
      <EnquiryTable rows={[enquiry({ status: 1, user: null })]} loading={false} firstRowNumber={21} />,
    );

    const [, row] = screen.getAllByRole('row');
    const cells = cellsOf(row);
    expect(cells[0]).toBe('21');
    expect(cells[1]).toBe('Deleted User');
    expect(cells[2]).toBe('-');
    expect(cells.at(-2)).toBe('Completed');
  });

  it("shows 'No Data' when there are no enquiries", () => {
    renderWithProviders(<EnquiryTable rows={[]} loading={false} firstRowNumber={1} />);
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });
});
