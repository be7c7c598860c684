import { useNavigate } from 'react-router';
import { PageLoading } from '../../../../../ui/page-loading.tsx';
import { DocumentSubPage, useQueriedDocument } from '../../document-sub-page.tsx';
import { useTemplate } from '../../use-documents.ts';
import { ExternalSignatureWizard } from './external-signature-wizard.tsx';

/**
 * spec 2 §2 .../facesheet/documents/serviceDocumentExternalSignNeeded: a document needing external signature
 * pads, in its two-page wizard. Named in the query, so a reload opens it again.
 */
export function ExternalSignaturePage() {
  const navigate = useNavigate();
  const { document, listPath, closedPath } = useQueriedDocument();
  const template = useTemplate(document?.serviceDocumentId, document?.serviceDocumentVersion);
  return (
    <DocumentSubPage document={document} listPath={listPath}>
      {(document, client) =>
        !template ? (
          <PageLoading />
        ) : (
          <ExternalSignatureWizard
            key={document.id}
            document={document}
            template={template}
            client={client}
            onClose={() => void navigate(closedPath)}
          />
        )
      }
    </DocumentSubPage>
  );
}
