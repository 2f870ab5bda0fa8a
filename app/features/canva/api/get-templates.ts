import { useQuery } from '@tanstack/react-query';
import type { CanvaTemplate } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const canvaTemplatesQueryKey = ['/api/canva', 'templates'] as const;

export const getCanvaTemplates = () => apiRequest<{ templates: CanvaTemplate[] }>('GET', '/api/canva/templates');

export function useCanvaTemplates(enabled: boolean) {
  return useQuery({ queryKey: canvaTemplatesQueryKey, queryFn: getCanvaTemplates, enabled });
}
