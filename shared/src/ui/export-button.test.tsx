import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@telehealth/shared/api';
import { renderWithProviders } from '../../test-support/render';
import { ExportButton } from './export-button';
import { notifyError } from './toaster';

const encoder = new TextEncoder();

function csvResponse(chunks: string[], signal: AbortSignal | null, { hang = false } = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hang) controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="payments-2026-03-31.csv"',
    },
  });
}

describe('ExportButton', () => {
  let saved: { name: string; href: string }[];

  beforeEach(() => {
    configureApi({ baseUrl: '/api', notifyError, onUnauthorized: () => {} });
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the list as the screen filters it, as CSV, and says how many rows', async () => {
    const user = userEvent.setup();
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        csvResponse(
          ['Appointment ID,Status\r\nAPT1,Success\r\n', 'APT2,Refunded\r\n'],
          (input as Request).signal,
        ),
      );
    renderWithProviders(
      <ExportButton
        path="/user/payments"
        params={{ where: { status: 'succeeded' }, search: 'APT' }}
        total={2}
        fileName="payments.csv"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exported 2 rows')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'payments-2026-03-31.csv', href: 'blob:export' }]);
    const request = fetchSpy.mock.calls[0][0] as Request;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/user/payments');
    expect(url.searchParams.get('format')).toBe('csv');
    expect(JSON.parse(url.searchParams.get('where') ?? '')).toEqual({ status: 'succeeded' });
    expect(url.searchParams.get('search')).toBe('APT');
    expect(request.headers.get('accept')).toBe('text/csv');
  });

  it('shows progress while the file streams, and Cancel stops it without saving anything', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        csvResponse(['Appointment ID\r\nAPT1\r\nAPT2\r\n'], (input as Request).signal, { hang: true }),
      );
    renderWithProviders(<ExportButton path="/user/payments" params={{}} total={4} fileName="payments.csv" />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/Exporting… 2 of 4 rows/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([]));
  });
});
