import { PagePlaceholder } from '../page-placeholder.tsx';

export function AdmissionsPage() {
  return <PagePlaceholder titleKey="pages.admissions.title" />;
}
