import { useRequestsInFlight } from '@telehealth/shared/api';
import { Box } from '@telehealth/shared/ui/core';

/** A thin bar across the top of the page while any API request is in flight. */
export function LoadingBar() {
  const busy = useRequestsInFlight((state) => state.count > 0);
  if (!busy) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      data-testid="loading-bar"
      position="fixed"
      top="0"
      left="0"
      right="0"
      height="3px"
      zIndex="overlay"
      bgGradient="to-r"
      gradientFrom="blue.400"
      gradientTo="teal.400"
    />
  );
}
