// Issue 33 item 3: the language choice, on the sign-in pages and in Settings. The languages' own names are not
// messages (languages.ts): each is written in its own language.
export const languageText = {
  language: {
    title: 'Language',
    intro:
      'The app shows in the language you choose, on this device and on the others you sign in on. Text your agency wrote, such as form labels and template names, is shown as written, and a document’s PDF prints in English, as the agency’s record.',
  },
};
