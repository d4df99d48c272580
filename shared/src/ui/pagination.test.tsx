import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-support/render';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('says which rows are shown', () => {
    renderWithProviders(<Pagination page={1} pageSize={20} total={123} onPageChange={() => {}} />);
    expect(screen.getByText('Showing 21–40 of 123')).toBeInTheDocument();
  });

  it('shows the last, partial page range', () => {
    renderWithProviders(<Pagination page={6} pageSize={20} total={123} onPageChange={() => {}} />);
    expect(screen.getByText('Showing 121–123 of 123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  });

  it('is hidden when every row fits on one page', () => {
    const { container } = renderWithProviders(
      <Pagination page={0} pageSize={20} total={20} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('moves with previous, next and the page numbers (zero-based)', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithProviders(<Pagination page={0} pageSize={20} total={123} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('abbreviates many pages with an ellipsis', () => {
    renderWithProviders(<Pagination page={10} pageSize={20} total={400} onPageChange={() => {}} />);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
  });

  it('marks the current page in one colour on every list, whatever palette surrounds it', () => {
    renderWithProviders(
      <div className="color-palette_red">
        <Pagination page={2} pageSize={20} total={123} onPageChange={() => {}} />
      </div>,
    );
    const palette = (name: string) =>
      getComputedStyle(screen.getByRole('button', { name })).getPropertyValue(
        '--chakra-colors-color-palette-solid',
      );
    expect(palette('Page 3')).toContain('teal');
    expect(palette('Page 2')).not.toContain('teal');
  });
});
