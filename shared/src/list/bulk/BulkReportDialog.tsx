import { InfoDialog, List, Text } from '@telehealth/shared/ui';
import { bulkSummary } from './bulk-result';

export interface RefusedItem {
  id: string;
  /** The item's name as the list shows it ('' when unknown: the id stands in). */
  name: string;
  reason: string;
}

export interface BulkReport {
  done: number;
  refused: RefusedItem[];
}

export interface BulkReportDialogProps {
  /** The report of the last run that refused something, or null when closed. */
  report: BulkReport | null;
  onClose: () => void;
}

/** After a bulk action that refused items: the summary, and each refused item by name with its reason. */
export function BulkReportDialog({ report, onClose }: BulkReportDialogProps) {
  return (
    <InfoDialog
      open={report !== null}
      title={report ? bulkSummary({ done: report.done, refused: report.refused.length }) : ''}
      onClose={onClose}
    >
      <Text mb="3" color="fg.muted">
        These were not changed and stay selected:
      </Text>
      <List.Root as="ul" gap="2" ps="5" data-testid="bulk-refused">
        {report?.refused.map((item) => (
          <List.Item key={item.id}>
            <Text as="span" fontWeight="semibold">
              {item.name || item.id}
            </Text>
            {`: ${item.reason}`}
          </List.Item>
        ))}
      </List.Root>
    </InfoDialog>
  );
}
