import { PagePlaceholder } from '../page-placeholder.tsx';

export function ContactPage() {
  return <PagePlaceholder titleKey="pages.contact.title" />;
}
