import { useQuery } from '@tanstack/react-query';
import type { FigmaStatus } from '#shared/schemas/figma.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const figmaStatusQueryKey = ['/api/figma', 'status'] as const;

export const getFigmaStatus = () => apiRequest<FigmaStatus>('GET', '/api/figma/status');

/** Whether the server holds a Figma token; missing lists the variables it lacks. */
export function useFigmaStatus() {
  return useQuery({ queryKey: figmaStatusQueryKey, queryFn: getFigmaStatus });
}
