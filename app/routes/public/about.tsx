import { PagePlaceholder } from '../page-placeholder.tsx';

export function AboutPage() {
  return <PagePlaceholder titleKey="pages.about.title" />;
}
