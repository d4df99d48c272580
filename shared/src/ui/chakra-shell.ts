// The Chakra components the signed-in frame's first screen needs beyond the light kit (./chakra-core):
// the dashboard's grid of figures and their placeholders. Their recipes are in ./shell-recipes.
export { SimpleGrid, Skeleton } from '@chakra-ui/react';
export type { SimpleGridProps, SkeletonProps } from '@chakra-ui/react';
