import { GEOLOCATION } from '@carevisit/core';

/** Where the device is: the reading that starts or stops a session (spec 1 §5: location is required). */
export interface GeoReading {
  latitude: number;
  longitude: number;
}

/** Why there is no reading; spec 1 §8 GPS Error words the first two, 'unavailable' reads like a timeout. */
export type LocationFailure = 'denied' | 'timeout' | 'unavailable';

export type LocationResult = { ok: true; reading: GeoReading } | { ok: false; failure: LocationFailure };

/**
 * spec 1 §9 Geolocation: Safari on iOS, and on an iPad showing the desktop site ("macOS mobile"), answers a
 * high-accuracy request late or not at all, so it gets a low-accuracy plan; iPhone and iPad Safari in mobile
 * mode also lose requests now and then, so they race more of them. Everyone else asks once, high accuracy.
 */
export type LocationPlatform = 'standard' | 'safari' | 'safari-ios-mobile';

/** Other browsers put "Safari" in their user agent too; these names give them away. */
const NOT_SAFARI = /Chrome|Chromium|CriOS|FxiOS|EdgiOS|OPiOS|Android/;

export function locationPlatformOf(userAgent: string, maxTouchPoints: number): LocationPlatform {
  if (!/Safari/.test(userAgent) || NOT_SAFARI.test(userAgent)) return 'standard';
  const iosDevice = /iPhone|iPad|iPod/.test(userAgent);
  // An iPad asking for desktop sites says "Macintosh"; only its touch points tell it from a Mac.
  const touchMac = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  if (iosDevice && /Mobile\//.test(userAgent)) return 'safari-ios-mobile';
  return iosDevice || touchMac ? 'safari' : 'standard';
}

/** How a reading is asked for: the accuracy, and when each request of the race starts (ms after the first). */
export interface ReadingPlan {
  enableHighAccuracy: boolean;
  startsMs: readonly number[];
}

/**
 * spec 1 §9: high accuracy on other platforms; on Safari low accuracy with a 3-second fallback (a second
 * request when the first has not answered after 3 s); on Safari iOS mobile a 1 s and 3 s race (requests
 * started at 1 s and at 3 s race the first one). The first position to arrive wins.
 */
export function readingPlanFor(platform: LocationPlatform): ReadingPlan {
  switch (platform) {
    case 'standard':
      return { enableHighAccuracy: true, startsMs: [0] };
    case 'safari':
      return { enableHighAccuracy: false, startsMs: [0, GEOLOCATION.safariFallbackMs] };
    case 'safari-ios-mobile':
      return {
        enableHighAccuracy: false,
        startsMs: [...new Set([0, ...GEOLOCATION.iosRaceMs, GEOLOCATION.safariFallbackMs])].sort(
          (a, b) => a - b,
        ),
      };
  }
}

/** The timer functions the race uses; tests pass fake ones. */
export interface RaceTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: RaceTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

// GeolocationPositionError codes (a fake or an older engine may lack the named constants).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

/**
 * Runs a plan against a Geolocation (navigator.geolocation, or a fake). Settles once: with the first
 * position; at once on a denial (asking again cannot help); when every request has failed; or after the
 * spec's 10 s timeout, whichever comes first.
 */
export function readLocationWith(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined,
  plan: ReadingPlan,
  timers: RaceTimers = globalTimers,
): Promise<LocationResult> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve({ ok: false, failure: 'unavailable' });
      return;
    }
    const handles: unknown[] = [];
    let settled = false;
    let failed = 0;
    let unavailable = false;
    const finish = (result: LocationResult) => {
      if (settled) return;
      settled = true;
      for (const handle of handles) timers.clearTimeout(handle);
      resolve(result);
    };
    const options: PositionOptions = {
      enableHighAccuracy: plan.enableHighAccuracy,
      timeout: GEOLOCATION.timeoutMs,
      maximumAge: GEOLOCATION.maximumAgeMs,
    };
    const request = () => {
      if (settled) return;
      geolocation.getCurrentPosition(
        ({ coords }) =>
          finish({ ok: true, reading: { latitude: coords.latitude, longitude: coords.longitude } }),
        (error) => {
          if (error.code === PERMISSION_DENIED) return finish({ ok: false, failure: 'denied' });
          if (error.code === POSITION_UNAVAILABLE) unavailable = true;
          failed += 1;
          if (failed === plan.startsMs.length) {
            finish({ ok: false, failure: unavailable ? 'unavailable' : 'timeout' });
          }
        },
        options,
      );
    };
    // Timers first, so a request that fails at once (a remembered denial) clears them all.
    handles.push(timers.setTimeout(() => finish({ ok: false, failure: 'timeout' }), GEOLOCATION.timeoutMs));
    for (const at of plan.startsMs) if (at > 0) handles.push(timers.setTimeout(request, at));
    if (plan.startsMs.includes(0)) request();
  });
}

/** A reading from this device, by the plan of the browser it runs in. */
export function readLocation(): Promise<LocationResult> {
  const platform = locationPlatformOf(navigator.userAgent, navigator.maxTouchPoints);
  return readLocationWith(navigator.geolocation, readingPlanFor(platform));
}
