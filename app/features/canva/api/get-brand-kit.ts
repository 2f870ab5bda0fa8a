import { useQuery } from '@tanstack/react-query';
import type { BrandKit } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const brandKitQueryKey = ['/api/canva', 'brand-kit'] as const;

export const getBrandKit = () => apiRequest<BrandKit>('GET', '/api/canva/brand-kit');

/** GET /api/canva/brand-kit: stored in our database, so it works without a Canva connection. */
export function useBrandKit() {
  return useQuery({ queryKey: brandKitQueryKey, queryFn: getBrandKit });
}
