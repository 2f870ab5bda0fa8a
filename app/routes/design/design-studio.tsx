import { PagePlaceholder } from '../page-placeholder.tsx';

export function DesignStudioPage() {
  return <PagePlaceholder titleKey="pages.design_studio.title" />;
}
