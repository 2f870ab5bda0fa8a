import { useTranslation } from 'react-i18next';

type ValueKind = 'assignment_status' | 'assignment_type' | 'meeting_status' | 'certification_status';

/** A stored value no translation names yet, made readable: "case_study" -> "Case study". */
export function humanise(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Statuses and types as the reader's language names them: the database keeps
 * stable values ("case_study", "in_progress"), people read words. An unknown value is shown
 * readable, never as a raw key.
 */
export function useValueLabels() {
  const { t } = useTranslation();
  const label = (kind: ValueKind) => (value: string) => t(`dashboard.student.values.${kind}.${value}`, { defaultValue: humanise(value) });
  return {
    assignmentStatus: label('assignment_status'),
    assignmentType: label('assignment_type'),
    meetingStatus: label('meeting_status'),
    certificationStatus: label('certification_status'),
  };
}
