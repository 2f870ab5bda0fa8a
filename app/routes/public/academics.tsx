import { PagePlaceholder } from '../page-placeholder.tsx';

export function AcademicsPage() {
  return <PagePlaceholder titleKey="pages.academics.title" />;
}
