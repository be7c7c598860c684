import { useEffect } from 'react';
import type { PageConfirmation, TemplateModule } from '@carevisit/core';
import type { DocumentData, ModuleDataEntry } from '../../../../../data/index.ts';
import { pageKindOf } from '../page-registry.tsx';
import { entryOf } from '../use-document-draft.ts';

type Report = (confirmation: PageConfirmation) => void;

/** One page's verdict through its own kind's check (a hook, so a component per page). */
function ModuleCheck({
  module,
  document,
  data,
  onReport,
}: {
  module: TemplateModule;
  document: DocumentData;
  data: ModuleDataEntry;
  onReport: Report;
}) {
  const checker = pageKindOf(module.moduleType).useChecker(module, document);
  // A page whose definitions are still loading is judged by whether it was confirmed with Next.
  const valid = checker(data)?.valid ?? data.formValidated;
  useEffect(() => {
    onReport({ moduleId: module.moduleId, name: module.name, valid, formValidated: data.formValidated });
  }, [onReport, module.moduleId, module.name, valid, data.formValidated]);
  return null;
}

/**
 * spec 2 §5 Validation Issues: every page of the document judged by the same checks as its Next button, for
 * the signature page's issues box and its staff signature field. Renders nothing.
 */
export function ModuleChecks({
  modules,
  document,
  moduleData,
  onReport,
}: {
  modules: readonly TemplateModule[];
  document: DocumentData;
  moduleData: readonly ModuleDataEntry[];
  onReport: Report;
}) {
  return (
    <>
      {modules.map((module) => (
        <ModuleCheck
          key={module.moduleId}
          module={module}
          document={document}
          data={entryOf(moduleData, module)}
          onReport={onReport}
        />
      ))}
    </>
  );
}
