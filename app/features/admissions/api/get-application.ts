import { useQuery } from '@tanstack/react-query';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';

/**
 * One application with every stored field (spec point 3, "applications (stored)"). The fields are
 * optional here because the detail is read defensively: a field the server leaves out shows as
 * not given rather than breaking the dialog.
 */
export interface ApplicationDetail {
  id: string;
  status: string;
  currentStep?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  educationLevel?: string | null;
  previousEducation?: string | null;
  currentMinistryRole?: string | null;
  yearsInMinistry?: number | null;
  churchAffiliation?: string | null;
  previousTheologicalTraining?: string | null;
  languagesSpoken?: string[] | null;
  salvationTestimony?: string | null;
  callingToMinistry?: string | null;
  theologicalInterests?: string | null;
  learningGoals?: string | null;
  whyJoinKti?: string | null;
  preferredAssessmentDate?: string | null;
  alternativeAssessmentDate?: string | null;
  assessmentTimePreference?: string | null;
  reference?: string | null;
  assessmentCompleted?: boolean | number | null;
  assessmentScore?: number | null;
  referralSource?: string | null;
  specialAccommodations?: string | null;
  additionalComments?: string | null;
  submittedAt?: string | null;
  reviewedAt?: string | null;
  decisionAt?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  /** The difficulty level the intake score maps to (levelForIntakeScore), when a score exists. */
  intakeLevel?: DifficultyLevel | null;
}

export const applicationQueryKey = (id: string) => ['/api/admin', 'applications', 'item', id] as const;

/** GET /api/admin/applications/{id}: the full application. */
export function getApplication(request: AdminRequest, id: string) {
  return request<ApplicationDetail>('GET', `/api/admin/applications/${encodeURIComponent(id)}`);
}

export function useApplication(id: string | null) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: applicationQueryKey(id ?? ''),
    queryFn: () => getApplication(request, id ?? ''),
    enabled: id !== null,
  });
}
