import { PagePlaceholder } from '../page-placeholder.tsx';

export function CanvaDesignsPage() {
  return <PagePlaceholder titleKey="pages.canva_designs.title" />;
}
