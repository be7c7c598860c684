// spec 1 §9 and spec 2 §9, verbatim: every business number the app and server share.

export const APP_VERSION = '2.2.0';

export const SCHEDULE_WINDOW = { daysBack: 7, daysAhead: 30 } as const;
/** spec 1 §5: out of range when the start is more than 8 days back or 31 or more days ahead. */
export const OUT_OF_RANGE = { daysBack: 8, daysAhead: 31 } as const;

export const SECURITY_RULE_DEFAULTS = {
  resumeInterval: 120, // seconds
  autoLogoffInterval: 30, // minutes
  maximunAttempts: 5, // spelled so (spec 1 §3)
  lockoutInterval: 3, // minutes
  warningDays: 15,
} as const;

export const OFFLINE_PIN_LENGTH = 4;
export const SIGNATURE_MAX_LENGTH = 20;
/**
 * PBKDF2-SHA256 iterations for a secret a device checks without the server: the offline PIN's key wrap and the
 * electronic signature's device verifier (OWASP's 2023 figure). A verifier made with fewer is refused.
 */
export const PIN_KDF_ITERATIONS = 600_000;
/** Wrong electronic signatures (issue 31 item 3) before signing is locked, and for how long. */
export const SIGNATURE_PROOF_MAX_TRIES = 5;
export const SIGNATURE_PROOF_LOCK_MINUTES = 15;
export const SPLASH_MS = 2000;
/** spec 1 §4 Sync of a table: on start an interval runs every second until clients are loaded. */
export const START_TICK_MS = 1000;
export const SSO_START_WAIT_MS = 5000;

export const GEOLOCATION = {
  timeoutMs: 10_000,
  maximumAgeMs: 0,
  safariFallbackMs: 3000,
  iosRaceMs: [1000, 3000],
} as const;

export const STOPWATCH_TICK_MS = 100;
export const INACTIVITY_COUNTDOWN_TICK_MS = 500;

export const PAGE_SIZE = { default: 100, staff: 1000, max: 1000 } as const;

export const RECENT_CLIENTS = { count: 4, nameChars: 6 } as const;
export const DASHBOARD_APPOINTMENTS = {
  max: 5,
  hideEndedAfterMinutes: 15,
  tabletDays: 7,
  tabletDaysAhead: 30,
} as const;

export const ADDRESS_LIMITS = {
  street1: 100,
  street2: 100,
  aptSuite: 10,
  city: 60,
  stateProvince: 60,
  zip: 5,
  zipPlusFour: 4,
} as const;
/**
 * spec 2 §3, §9 give the phone number 8 characters, room for a local number (555-0195) only: a number with
 * its area code, 856-555-0195, spilled into Ext (issue 30). It takes 12, a North American number written
 * XXX-XXX-XXXX or up to 12 digits of another country's; country code 3 and extension 5 are the spec's.
 */
export const PHONE_LIMITS = { countryCode: 3, phoneNumber: 12, ext: 5 } as const;
export const SSN_LENGTH = 11;

export const COMMENTS_MAX = 256;
export const LONG_TEXT_MAX = 4000;
/** spec 2 §9: goals comment box 5 rows (the goals comment and each item's comment). */
export const GOALS_COMMENT_ROWS = 5;
export const EXTERNAL_SIGNATURE_NAME_MAX = 50;
/**
 * Beyond the spec (issue 30): the largest drawn signature a write accepts and a PDF draws. A signature pad's canvas
 * at a phone's or a tablet's pixel density stays well inside them; past them one image costs the server seconds and
 * gigabytes to decode.
 */
export const SIGNATURE_IMAGE_LIMITS = {
  maxSidePixels: 4096,
  maxPixels: 4_000_000,
  /** The PNG file's own bytes (its base64 is a third longer). */
  maxFileBytes: 1024 * 1024,
} as const;
/** Beyond the spec (issue 30): how deep arrays and objects may nest in a stored field value (fieldData). */
export const FIELD_VALUE_MAX_DEPTH = 8;
export const TEXT_FIELD_MAX_DEFAULT = 30;
export const NON_BILLABLE_MINUTES = { min: 0, max: 999, maxDigits: 3 } as const;
export const VISIT_MAX_HOURS = 24;
export const DEFAULT_APPOINTMENT_MINUTES = 60;

export const ADDRESS_DISTANCE = {
  thresholdMiles: 0.25,
  newJerseyThresholdFeet: 300,
  unknownDistanceMiles: 1,
} as const;

export const ADDRESS_SEARCH = { minChars: 4, debounceMs: 500, suppressMs: 750, maxResults: 5 } as const;

export const CALENDAR = { slotMinutes: 15, slotsPerHour: 4, maxEvents: 8, maxEventsHandheld: 4 } as const;

export const HANDHELD_BREAKPOINT_PX = 601;
export const MAX_OPEN_DOCUMENTS = 4;
export const AUTOCOMPLETE_MAX_OPTIONS = 5;
export const APPOINTMENT_DIALOG_WIDTH_PX = 660;
export const CLIENT_STRIP_HEIGHT_PX = 135;
/** Issue 30, 36: the smallest touch target, in CSS pixels, both ways (WCAG 2.5.5 and the platforms' own guides). */
export const TOUCH_TARGET_PX = 44;

export const LOCAL_DATABASE = { name: 'EvvDB', version: 9 } as const;

export const DATE_FORMAT = 'MM/dd/yyyy';
export const TIME_FORMAT = 'hh:mm a';
export const DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm a';
export const GROUP_HEADER_FORMAT = 'LLLL dd, yyyy';

/** spec 1 §5: program dates are US Central. */
export const PROGRAM_TIME_ZONE = 'America/Chicago';
/** spec 1 §5, spec 2 §9: an open program end counts as one year ahead. */
export const OPEN_END_YEARS = 1;

export const DOCUMENT_AGE_RANGE = { min: -1, max: 1000 } as const;
export const IMPACT_SCORE_DECIMALS = 2;

export const DELAYS_MS = {
  floatingError: 3000,
  applyRules: 3000,
  nextPage: 200,
  pageClick: 200,
  goalsValidateOnLoad: 1000,
  reloadAfterWrite: 2000,
  pdfRetry: 5000,
  documentsListLoad: 1000,
} as const;

/** Host kinds (spec 1 §1): evv… hosts sign in with a password, mobile… hosts through single sign-on. */
export const HOST_PREFIX = { password: 'evv', sso: 'mobile' } as const;

/** The literal default password that forces the Update Password flow (spec 1 §5). */
export const DEFAULT_PASSWORD = 'Welcome1!';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;

/** spec 1 §5: the EVV state whose address distance threshold is 300 feet. */
export const NEW_JERSEY_EVV_STATE = 'NJ';
export const FEET_PER_MILE = 5280;
/** Mean Earth radius for the haversine distance (address discrepancy, spec 1 §5). */
export const EARTH_RADIUS_MILES = 3958.8;
