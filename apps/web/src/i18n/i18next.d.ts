import type { MessageCatalog } from '@carevisit/core';

// Typed keys: t('login.accountRequired') compiles, a misspelled key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: MessageCatalog };
  }
}
