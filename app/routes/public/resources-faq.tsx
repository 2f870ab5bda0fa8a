import { PagePlaceholder } from '../page-placeholder.tsx';

export function ResourcesFaqPage() {
  return <PagePlaceholder titleKey="pages.resources_faq.title" />;
}
