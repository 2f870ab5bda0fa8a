import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { ServerState } from '#app/lib/server-state.tsx';
import { assessmentTokenFromLocation } from '#app/features/assessments/api/assessment.ts';
import { EntryAssessment } from '#app/features/assessments/components/entry-assessment.tsx';

/**
 * /assessment#token=...: the entry assessment an applicant takes through their personal link.
 * The site's frame (SiteLayout) holds the page's one main landmark.
 */
export function AssessmentPage() {
  const { t } = useTranslation();
  const [token] = useState(assessmentTokenFromLocation);
  return (
    <div className="mx-auto grid min-h-[60vh] max-w-3xl content-start gap-6 px-4 py-10">
      <h1 className="text-3xl">{t('assessment.title', { name: INSTITUTE.name })}</h1>
      {token ? (
        <ServerState>
          <EntryAssessment token={token} />
        </ServerState>
      ) : (
        <p role="alert">{t('assessment.no_link')}</p>
      )}
    </div>
  );
}
