import { useQuery } from '@tanstack/react-query';
import type { TrainingData } from '#shared/schemas/content.ts';
import type { AdminRequest } from '../lib/admin-request.ts';
import { useAdminRequest } from '../lib/admin-user.tsx';
import { courseQuery, type CourseFilter } from './get-course-content.ts';

export const trainingDataQueryKey = (course: CourseFilter) => ['/api/admin', 'training-data', course] as const;

/** GET /api/admin/training-data?course= (spec point 7): totals, approved items and the four analytics figures. */
export function getTrainingData(request: AdminRequest, course: CourseFilter) {
  return request<TrainingData>('GET', `/api/admin/training-data${courseQuery(course)}`);
}

export function useTrainingData(course: CourseFilter) {
  const request = useAdminRequest();
  return useQuery({ queryKey: trainingDataQueryKey(course), queryFn: () => getTrainingData(request, course) });
}
