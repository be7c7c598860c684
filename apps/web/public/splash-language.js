// Issue 33 item 3: before the first paint, the page takes the language chosen on this device, else the first of
// the device's languages the app speaks, else English; index.html's splash then shows its text in that language
// (both are in the page; its styles hide the other). A file, not an inline script: the content security policy
// allows no inline script. The app decides the same way from the same key (src/i18n/language-choice.ts, whose
// test runs this file against it); the service worker keeps this file with the app, for offline starts.
(function () {
  var known = ['en', 'es'];
  var language = null;
  try {
    language = window.localStorage.getItem('carevisit.language');
  } catch {
    // Storage refused (some private modes): the device's languages decide.
  }
  if (known.indexOf(language) < 0) {
    language = 'en';
    var tags = navigator.languages || [];
    for (var i = 0; i < tags.length; i++) {
      var primary = String(tags[i]).split('-')[0].toLowerCase();
      if (known.indexOf(primary) >= 0) {
        language = primary;
        break;
      }
    }
  }
  document.documentElement.lang = language;
})();
