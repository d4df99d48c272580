// Charts over time, drawn as plain SVG with the theme's tokens (docs/decisions.md, "Trends"): a
// subpath of its own, so only the screens that chart load it, never the sign-in path.
export { pointAt, TrendChart } from './trend-chart';
export type { TrendChartProps, TrendPoint } from './trend-chart';
export { TrendTable } from './trend-table';
export type { TrendTableProps } from './trend-table';
export { csvOfSeries, saveTextFile } from './csv';
export { ChartViewToggle } from './chart-view-toggle';
export type { ChartView } from './chart-view-toggle';
