import { useRef } from 'react';
import { PAGE_SIZE } from './list-params';

/** The page size in force: 20 until the server answers another limit, then the server's. */
export function usePageSize(answeredLimit: number | undefined): number {
  const size = useRef(PAGE_SIZE);
  if (answeredLimit && answeredLimit > 0) size.current = answeredLimit;
  return size.current;
}
