import { Box, Flex, Text } from '@telehealth/shared/ui';

export interface TrendPoint {
  /** The point's period as the admin reads it ('Mar 3', 'Mar 2 – 8'). */
  label: string;
  value: number;
  /** The same point of the previous period, drawn as a lighter line. */
  previous?: number | null;
}

export interface TrendChartProps {
  points: TrendPoint[];
  formatValue: (value: number) => string;
  /** What the chart shows, in words: read by screen readers in place of the drawing. */
  summary: string;
  /** Clicking a bar (keyboard users open the same records from the table view). */
  onSelect?: (index: number) => void;
  /** Drawing height in px. */
  height?: number;
}

const WIDTH = 1000;

/**
 * Bars for the period and a lighter line for the previous one, drawn as an SVG that stretches to its
 * box; each bar's column is the hit area that opens its records. Colours are the theme's tokens, so
 * both colour modes hold; the numbers are in the summary and the table view, not only in the picture.
 */
export function TrendChart({ points, formatValue, summary, onSelect, height = 180 }: TrendChartProps) {
  const max = Math.max(1, ...points.map((p) => Math.max(p.value, p.previous ?? 0)));
  const step = WIDTH / Math.max(1, points.length);
  const gap = Math.min(step * 0.2, 6);
  const y = (value: number) => height - (value / max) * (height - 4);
  const hasPrevious = points.some((p) => p.previous != null);
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${(i + 0.5) * step},${y(p.previous ?? 0)}`)
    .join(' ');
  return (
    <Box role="img" aria-label={summary}>
      <Flex gap="2" align="stretch">
        <Flex direction="column" justify="space-between" minW="12" textAlign="end" aria-hidden="true">
          <Text textStyle="xs" color="fg.muted">
            {formatValue(max)}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {formatValue(0)}
          </Text>
        </Flex>
        <Box
          flex="1"
          minW="0"
          borderBottomWidth="1px"
          borderColor="border"
          css={{
            '& .trend-bar': { fill: 'teal.solid' },
            '& .trend-hit:hover + .trend-bar, & .trend-bar:hover': { fill: 'teal.emphasized' },
            '& .trend-hit': { fill: 'transparent', cursor: onSelect ? 'pointer' : 'default' },
            '& .trend-previous': { stroke: 'fg.subtle', fill: 'none' },
          }}
        >
          <svg
            width="100%"
            height={height}
            viewBox={`0 0 ${WIDTH} ${height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            {points.map((point, i) => (
              <g key={point.label + String(i)} data-testid="trend-point">
                {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the table view's buttons open the same records from the keyboard */}
                <rect
                  className="trend-hit"
                  x={i * step}
                  y={0}
                  width={step}
                  height={height}
                  onClick={onSelect ? () => onSelect(i) : undefined}
                >
                  <title>
                    {`${point.label}: ${formatValue(point.value)}${
                      point.previous != null ? ` (previous ${formatValue(point.previous)})` : ''
                    }`}
                  </title>
                </rect>
                <rect
                  className="trend-bar"
                  x={i * step + gap / 2}
                  y={y(point.value)}
                  width={Math.max(1, step - gap)}
                  height={height - y(point.value)}
                  pointerEvents="none"
                />
              </g>
            ))}
            {hasPrevious && (
              <path
                className="trend-previous"
                d={line}
                strokeWidth={2}
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
                pointerEvents="none"
              />
            )}
          </svg>
        </Box>
      </Flex>
      {points.length > 0 && (
        <Flex justify="space-between" ps="14" aria-hidden="true">
          <Text textStyle="xs" color="fg.muted">
            {points[0].label}
          </Text>
          {points.length > 1 && (
            <Text textStyle="xs" color="fg.muted">
              {points[points.length - 1].label}
            </Text>
          )}
        </Flex>
      )}
    </Box>
  );
}
