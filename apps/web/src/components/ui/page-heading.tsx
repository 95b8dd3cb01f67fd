import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { Breadcrumb, type Crumb } from './breadcrumb.tsx';

interface PageHeadingProps {
  title: string;
  /** Crumbs between Home and this page (Home › … › title). */
  trail?: Crumb[];
  description?: ReactNode;
  children?: ReactNode;
}

/** Breadcrumb (Home › Page), the page's one h1, an optional sentence; also sets the tab title. */
export function PageHeading({ title, trail = [], description, children }: PageHeadingProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <header className="flex flex-col gap-3 pb-6">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, ...trail, { label: title }]} />
      <h1 className="text-2xl text-ink md:text-3xl">{title}</h1>
      {description ? <p className="max-w-3xl text-ink-secondary">{description}</p> : null}
      {children}
    </header>
  );
}
