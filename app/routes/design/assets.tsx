import { PagePlaceholder } from '../page-placeholder.tsx';

export function AssetsPage() {
  return <PagePlaceholder titleKey="pages.assets.title" />;
}
