import { useTranslation } from 'react-i18next';
import { FacesheetSubPage } from '../facesheet-sub-page.tsx';
import { MessagesSection } from './messages-section.tsx';

/** spec 2 §2 {parent}/facesheet/messages: the handheld's Message Board. */
export function MessagesPage() {
  const { t } = useTranslation();
  return (
    <FacesheetSubPage title={t('facesheetPages.messageBoard')}>
      {(client) => <MessagesSection client={client} />}
    </FacesheetSubPage>
  );
}
