import type { SystemStyleObject } from '@chakra-ui/react';

const cell = '& > thead > tr > th, & > tbody > tr > td';
/** The keyboard focus ring of the table's own controls (sort buttons, row checkboxes). */
const focusRing = { outline: '2px solid', outlineColor: 'colorPalette.focusRing' };

/**
 * The look of Chakra's `Table` at size "sm", variant "line" (its table recipe), as one class on the
 * `<table>` that styles its plain rows and cells, plus the skeleton placeholders of a loading table
 * (Chakra's `Skeleton`, variant "pulse"). See ./static-class.ts for why.
 */
export const LIST_TABLE_STYLES: SystemStyleObject = {
  fontVariantNumeric: 'lining-nums tabular-nums',
  borderCollapse: 'collapse',
  width: 'full',
  textAlign: 'start',
  verticalAlign: 'top',
  textStyle: 'sm',
  '& > thead > tr, & > tbody > tr': { bg: 'bg' },
  '& > thead > tr': { bg: 'bg.muted' },
  [cell]: { textAlign: 'start', borderBottomWidth: '1px', px: '2', py: '2' },
  '& > tbody > tr > td': { alignItems: 'center' },
  '& > thead > tr > th': {
    fontWeight: 'medium',
    color: 'fg',
    // A two-word header may take two lines on a laptop rather than push the last columns away.
    whiteSpace: 'normal',
    position: 'sticky',
    top: '0',
    zIndex: '2',
    bg: 'bg.muted',
  },
  '& > thead > tr > th[data-align=end], & > tbody > tr > td[data-align=end]': { textAlign: 'end' },
  '& > thead > tr > th[data-align=center], & > tbody > tr > td[data-align=center]': {
    textAlign: 'center',
  },
  '& > tbody > tr > td[data-empty]': { borderBottomWidth: '0' },
  // The leading cells (selection, #, the first column: a row's id or name) stick to the left edge of
  // a table wider than its box, on their row's own background. (The header row's stickiness holds
  // only within the box, which no longer scrolls down: the page does.) Not on a phone: there the
  // three would hold two thirds of the screen and leave the other columns a sliver to scroll in.
  '& [data-select-cell], & [data-number-cell], & [data-first-cell]': {
    position: { base: 'static', md: 'sticky' },
    zIndex: '1',
    background: 'inherit',
  },
  '& > thead > tr > th[data-select-cell], & > thead > tr > th[data-number-cell], & > thead > tr > th[data-first-cell]':
    { zIndex: '3', bg: 'bg.muted' },
  '& [data-number-cell]': { left: 'var(--sticky-number)' },
  '& [data-first-cell]': {
    left: 'var(--sticky-first)',
    boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
  },
  '&[data-density=compact] > thead > tr > th, &[data-density=compact] > tbody > tr > td': { py: '1' },
  '&[data-interactive] > tbody > tr': { _hover: { bg: 'colorPalette.subtle' } },
  '& [data-sort-button]': {
    display: 'inline-flex',
    alignItems: 'center',
    textAlign: 'start',
    gap: '1',
    cursor: 'pointer',
    fontWeight: 'inherit',
    color: 'inherit',
    _hover: { color: 'fg' },
    _focusVisible: { ...focusRing, borderRadius: 'sm' },
  },
  '& [data-select-cell]': { width: '2.5rem', verticalAlign: 'middle', left: '0' },
  '& input[data-row-select], & input[data-page-select]': {
    display: 'block',
    width: '4',
    height: '4',
    margin: '0',
    cursor: 'pointer',
    accentColor: 'var(--chakra-colors-teal-solid)',
    _disabled: { cursor: 'default' },
    _focusVisible: { ...focusRing, outlineOffset: '2px' },
  },
  '& > tbody > tr[data-selected]': { bg: 'colorPalette.subtle' },
  '& [data-skeleton]': {
    height: '4',
    borderRadius: 'l2',
    boxShadow: 'none',
    backgroundClip: 'padding-box',
    cursor: 'default',
    color: 'transparent',
    pointerEvents: 'none',
    userSelect: 'none',
    flexShrink: '0',
    background: 'bg.emphasized',
    animation: 'pulse',
    animationDuration: 'var(--duration, 1.2s)',
  },
};
