import { PagePlaceholder } from '../page-placeholder.tsx';

export function HomePage() {
  return <PagePlaceholder titleKey="pages.home.title" />;
}
