import type { TemplateModule } from '@carevisit/core';
import type { PageChecker, PageKind, PageProps } from './page-kind.ts';
import { configurableFormKind } from './form-page/form-page-kind.tsx';
import { goalsAddressedKind } from './goals-page/goals-page-kind.tsx';
import { impactKind } from './impact-page/impact-page-kind.tsx';
import { UnreadablePage } from './unreadable-page.tsx';

/**
 * The wizard's pages by module type (issue 13 contract). A kind not here shows its catalog message and keeps its
 * data as it is.
 */
const REGISTRY: Partial<Record<TemplateModule['moduleType'], PageKind>> = {
  cf: configurableFormKind,
  'goals-addressed': goalsAddressedKind,
  impact: impactKind,
};

function NotShownPage(_: PageProps) {
  return <UnreadablePage messageKey="serviceDocuments.pageNotShown" />;
}

const noCheck: PageChecker = () => null;

const unknownKind: PageKind = { Page: NotShownPage, useChecker: () => noCheck };

export function pageKindOf(moduleType: string): PageKind {
  return REGISTRY[moduleType as TemplateModule['moduleType']] ?? unknownKind;
}
