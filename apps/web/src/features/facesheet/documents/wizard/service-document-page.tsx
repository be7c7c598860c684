import { PageLoading } from '../../../../ui/page-loading.tsx';
import { DocumentSubPage, useQueriedDocument } from '../document-sub-page.tsx';
import { DocumentTabs } from '../tabs/document-tabs.tsx';
import { useDocumentOpener } from '../tabs/use-open-document.ts';
import { useTemplate } from '../use-documents.ts';
import { DocumentWizard } from './document-wizard.tsx';

/**
 * spec 2 §2 .../facesheet/documents/serviceDocument: an open document in its tab, in the wizard. The document is
 * named in the query so a reload opens it again; a temporary id still finds it after the server's id came.
 */
export function ServiceDocumentPage() {
  const opener = useDocumentOpener();
  const { documentId, clientId, document, listPath } = useQueriedDocument();
  const template = useTemplate(document?.serviceDocumentId, document?.serviceDocumentVersion);
  return (
    <DocumentSubPage
      document={document}
      listPath={listPath}
      tabs={(content) => (
        <DocumentTabs
          clientId={clientId}
          currentDocumentId={document?.id ?? null}
          onClose={(id) => void opener.close(id)}
        >
          {content}
        </DocumentTabs>
      )}
    >
      {(document) =>
        !template ? (
          <PageLoading />
        ) : (
          <DocumentWizard
            key={documentId}
            document={document}
            template={template}
            onClose={() => void opener.close(document.id, { clientId: document.clientId })}
          />
        )
      }
    </DocumentSubPage>
  );
}
