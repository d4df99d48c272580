import { Box, Flex, Text } from '@telehealth/shared/ui';
import { type MouseEvent, useState } from 'react';

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

/** The point under a pointer at `clientX` over a chart of `count` points drawn in `box`. */
export function pointAt(clientX: number, box: { left: number; width: number }, count: number): number | null {
  if (!box.width || count === 0) return null;
  const index = Math.floor(((clientX - box.left) / box.width) * count);
  return index >= 0 && index < count ? index : null;
}

/**
 * Bars for the period and a lighter dashed line for the previous one, drawn as an SVG that
 * stretches to its box: the bars are one path (a year by day is one element, not 366), and one
 * transparent layer over them finds the point under the pointer, shows its figures and opens its
 * records on a click. Colours are the theme's tokens, so both colour modes hold; the numbers are in
 * the summary and the table view, not only in the picture.
 */
export function TrendChart({ points, formatValue, summary, onSelect, height = 180 }: TrendChartProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const max = Math.max(1, ...points.map((p) => Math.max(p.value, p.previous ?? 0)));
  const step = WIDTH / Math.max(1, points.length);
  const gap = Math.min(step * 0.2, 6);
  const y = (value: number) => height - (value / max) * (height - 4);
  const bars = points
    .map((p, i) =>
      p.value > 0
        ? `M${i * step + gap / 2},${height}V${y(p.value)}h${Math.max(1, step - gap)}V${height}Z`
        : '',
    )
    .join('');
  const hasPrevious = points.some((p) => p.previous != null);
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${(i + 0.5) * step},${y(p.previous ?? 0)}`)
    .join(' ');
  const locate = (event: MouseEvent<SVGRectElement>) =>
    pointAt(event.clientX, event.currentTarget.getBoundingClientRect(), points.length);
  const shown = hovered === null ? null : points[hovered];
  return (
    <Box role="img" aria-label={summary}>
      <Text textStyle="xs" color="fg.muted" minH="5" ps="14" aria-hidden="true">
        {shown
          ? `${shown.label}: ${formatValue(shown.value)}${shown.previous != null ? ` (previous ${formatValue(shown.previous)})` : ''}`
          : ''}
      </Text>
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
            '& .trend-hover': { fill: 'teal.emphasized' },
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
            <path className="trend-bar" d={bars} data-points={points.length} />
            {shown && (
              <rect
                className="trend-hover"
                x={(hovered ?? 0) * step + gap / 2}
                y={y(shown.value)}
                width={Math.max(1, step - gap)}
                height={height - y(shown.value)}
              />
            )}
            {hasPrevious && (
              <path
                className="trend-previous"
                d={line}
                strokeWidth={2}
                strokeDasharray="6 4"
                vectorEffect="non-scaling-stroke"
              />
            )}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the table view's buttons open the same records from the keyboard */}
            <rect
              className="trend-hit"
              data-testid="trend-hit"
              x={0}
              y={0}
              width={WIDTH}
              height={height}
              onMouseMove={(event) => setHovered(locate(event))}
              onMouseLeave={() => setHovered(null)}
              onClick={(event) => {
                const index = locate(event);
                if (onSelect && index !== null) onSelect(index);
              }}
            />
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
