import { validDay } from '@telehealth/shared/format';
import { useUpdateParams } from '@telehealth/shared/ui';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The list's date range from the URL (`from`, `to`: days in the admin's zone). A link with the
 * spec's single-day `date` still works: that day is the range. Setting a range writes both ends in
 * one navigation, drops `date` and goes back to the first page.
 */
export function useDayRangeParams(): {
  from: string;
  to: string;
  setRange: (from: string, to: string) => void;
} {
  const { search } = useLocation();
  const updateParams = useUpdateParams();
  const params = new URLSearchParams(search);
  const day = validDay(params.get('date'));
  const from = validDay(params.get('from')) || day;
  const to = validDay(params.get('to')) || day;
  const setRange = useCallback(
    (nextFrom: string, nextTo: string) =>
      updateParams({ from: validDay(nextFrom), to: validDay(nextTo), date: null, page: null }, 'replace'),
    [updateParams],
  );
  return { from, to, setRange };
}
