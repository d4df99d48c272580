import { Button, ButtonGroup } from '@telehealth/shared/ui';

export type ChartView = 'chart' | 'table';

/** The Chart / Table switch of a trend card; `label` names the figure it switches. */
export function ChartViewToggle({
  label,
  view,
  onChange,
}: {
  label: string;
  view: ChartView;
  onChange: (view: ChartView) => void;
}) {
  return (
    <ButtonGroup size="xs" variant="outline" attached aria-label={`${label}: view`}>
      {(['chart', 'table'] as const).map((option) => (
        <Button
          key={option}
          aria-pressed={view === option}
          variant={view === option ? 'solid' : 'outline'}
          onClick={() => onChange(option)}
        >
          {option === 'chart' ? 'Chart' : 'Table'}
        </Button>
      ))}
    </ButtonGroup>
  );
}
