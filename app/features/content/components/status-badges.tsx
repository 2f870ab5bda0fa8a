import { CircleAlert, CircleCheck, CircleDashed, CircleX, Clock, GraduationCap, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PROCESSING_STATUSES, VALIDATION_STATUSES } from '#shared/schemas/content.ts';
import { cn } from '#app/lib/cn.ts';
import { Pill } from '#app/components/ui/pill.tsx';

type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];
type ValidationStatus = (typeof VALIDATION_STATUSES)[number];

/** Spec point 4: processing pending amber, complete green, error red; the word says it too. */
const PROCESSING_STYLES: Record<ProcessingStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-100 text-amber-900', Icon: LoaderCircle },
  complete: { className: 'bg-green-100 text-green-900', Icon: CircleCheck },
  error: { className: 'bg-red-100 text-red-900', Icon: CircleAlert },
};

const VALIDATION_STYLES: Record<ValidationStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-100 text-amber-900', Icon: Clock },
  approved: { className: 'bg-green-100 text-green-900', Icon: CircleCheck },
  rejected: { className: 'bg-red-100 text-red-900', Icon: CircleX },
};

export function ProcessingStatusBadge({ status }: { status: ProcessingStatus }) {
  const { t } = useTranslation();
  const { className, Icon } = PROCESSING_STYLES[status] ?? PROCESSING_STYLES.pending;
  return (
    <Pill className={cn('gap-1.5', className)}>
      <Icon className="size-3.5" aria-hidden />
      {t('dashboard.admin.processing_label', { status: t(`dashboard.admin.processing_statuses.${status}`) })}
    </Pill>
  );
}

export function ValidationStatusBadge({ status }: { status: ValidationStatus }) {
  const { t } = useTranslation();
  const { className, Icon } = VALIDATION_STYLES[status] ?? VALIDATION_STYLES.pending;
  return (
    <Pill className={cn('gap-1.5', className)}>
      <Icon className="size-3.5" aria-hidden />
      {t('dashboard.admin.validation_label', { status: t(`dashboard.admin.validation_statuses.${status}`) })}
    </Pill>
  );
}

/** The training-data flag: shown either way, so the absence is readable too. */
export function TrainingDataBadge({ isTrainingData }: { isTrainingData: boolean }) {
  const { t } = useTranslation();
  return isTrainingData ? (
    <Pill className="gap-1.5 bg-sky text-charcoal">
      <GraduationCap className="size-3.5" aria-hidden />
      {t('dashboard.admin.training_badge')}
    </Pill>
  ) : (
    <Pill className="gap-1.5 bg-charcoal/5 text-muted">
      <CircleDashed className="size-3.5" aria-hidden />
      {t('dashboard.admin.not_training_badge')}
    </Pill>
  );
}
