import { QueryClient } from '@tanstack/react-query';
import { queryClientDefaults } from '@pedalswap/api-client';

/** One react-query client with the spec's defaults (spec 1 §9 "Data client defaults"). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}
