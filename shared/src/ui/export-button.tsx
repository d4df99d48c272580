import { Button, Flex, Progress, Text } from '@chakra-ui/react';
import type { QueryValue } from '@telehealth/shared/api';
import { Download, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { downloadFile } from '@telehealth/shared/api/download';
import { notifySuccess } from './toaster';
import { saveBlob } from './save-file';

export interface ExportButtonProps {
  /** The list's API path, e.g. '/user/payments'. */
  path: string;
  /** The list's parameters as the screen sends them (where, search, sort); page and size are ignored. */
  params: Record<string, QueryValue>;
  /** The list's count, for the progress bar (unknown: the bar runs without a percentage). */
  total?: number | null;
  /** The file's name when the API does not give one. */
  fileName: string;
}

const NEWLINE = 10;

/** Lines in a piece of the file (each row ends in CRLF). */
function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === NEWLINE) lines++;
  return lines;
}

/**
 * Export: downloads every row of the list as the screen filters, searches and sorts it, as CSV
 * streamed by the API; shows the rows received (against the list's count) while it streams, and
 * Cancel stops it.
 */
export function ExportButton({ path, params, total, fileName }: ExportButtonProps) {
  const [rows, setRows] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    let lines = 0;
    setRows(0);
    try {
      const file = await downloadFile(path, {
        accept: 'text/csv',
        searchParams: { ...params, format: 'csv' },
        signal: abort.signal,
        onChunk: (chunk) => {
          lines += countLines(chunk);
          setRows(Math.max(lines - 1, 0));
        },
      });
      if (abort.signal.aborted) return;
      saveBlob(file.blob, file.filename ?? fileName);
      const count = Math.max(lines - 1, 0);
      notifySuccess(`Exported ${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`);
    } catch {
      // Cancelled, or already toasted by the API client.
    } finally {
      if (controller.current === abort) controller.current = null;
      setRows(null);
    }
  }

  if (rows === null) {
    return (
      <Button variant="outline" bg="bg" onClick={start}>
        <Download size={16} aria-hidden />
        Export
      </Button>
    );
  }
  const percent = total ? Math.min(100, Math.round((rows / total) * 100)) : null;
  return (
    <Flex align="center" gap="2" role="status" aria-live="polite" minWidth="64">
      <Flex direction="column" gap="1" flex="1">
        <Text textStyle="xs" color="fg.muted">
          Exporting… {rows.toLocaleString('en-US')}
          {total ? ` of ${total.toLocaleString('en-US')}` : ''} rows
        </Text>
        <Progress.Root value={percent} max={100} size="xs" colorPalette="teal" aria-label="Export progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Flex>
      <Button size="sm" variant="outline" bg="bg" onClick={() => controller.current?.abort()}>
        <X size={14} aria-hidden />
        Cancel
      </Button>
    </Flex>
  );
}
