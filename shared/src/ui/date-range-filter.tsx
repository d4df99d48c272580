import { Button, Field, Flex, HStack, Input } from '@chakra-ui/react';
import { matchingQuickRange, QUICK_RANGES, quickRange } from '@telehealth/shared/format';

export interface DateRangeFilterProps {
  /** 'yyyy-MM-dd' or ''. */
  from: string;
  to: string;
  /** Both bounds at once (a quick pick sets both in one change). */
  onChange: (from: string, to: string) => void;
  /** What the range is of, for the labels: 'Date' gives 'Date from' / 'Date to'. */
  label?: string;
}

// The latest day either bound may take: a year of four digits.
const LAST_DAY = '9999-12-31';

interface DateFieldProps {
  label: string;
  value: string;
  min?: string;
  max: string;
  onChange: (value: string) => void;
}

function DateField({ label, value, min, max, onChange }: DateFieldProps) {
  return (
    <Field.Root width={{ base: 'full', md: '40' }}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        type="date"
        bg="bg"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field.Root>
  );
}

/**
 * A from/to range of whole days with the quick picks Today, Last 7 days, This month and Last month
 * (counted in the admin's zone). The API widens the days to their start and end in that zone.
 */
export function DateRangeFilter({ from, to, onChange, label = 'Date' }: DateRangeFilterProps) {
  const picked = matchingQuickRange({ from, to });
  return (
    <Flex gap="2" align="flex-end" wrap="wrap" role="group" aria-label={`${label} range`}>
      <DateField
        label={`${label} from`}
        value={from}
        max={to || LAST_DAY}
        onChange={(value) => onChange(value, to)}
      />
      <DateField
        label={`${label} to`}
        value={to}
        min={from || undefined}
        max={LAST_DAY}
        onChange={(value) => onChange(from, value)}
      />
      <HStack gap="1" wrap="wrap">
        {QUICK_RANGES.map(({ key, label: text }) => (
          <Button
            key={key}
            size="xs"
            variant={picked === key ? 'solid' : 'outline'}
            colorPalette="teal"
            aria-pressed={picked === key}
            onClick={() => {
              const range = quickRange(key);
              onChange(range.from, range.to);
            }}
          >
            {text}
          </Button>
        ))}
      </HStack>
    </Flex>
  );
}
