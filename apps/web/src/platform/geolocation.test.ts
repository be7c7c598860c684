import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locationPlatformOf, readLocationWith, readingPlanFor, type LocationResult } from './geolocation.ts';

const UA = {
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ipadDesktopSite:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

describe('locationPlatformOf', () => {
  it('gives Safari on iOS in mobile mode the racing plan', () => {
    expect(locationPlatformOf(UA.iphoneSafari, 5)).toBe('safari-ios-mobile');
  });

  it('treats an iPad showing desktop sites as Safari, and a Mac without touch as any other browser', () => {
    expect(locationPlatformOf(UA.ipadDesktopSite, 5)).toBe('safari');
    expect(locationPlatformOf(UA.ipadDesktopSite, 0)).toBe('standard');
  });

  it('does not mistake other browsers for Safari', () => {
    for (const ua of [UA.chromeDesktop, UA.chromeAndroid, UA.iphoneChrome, UA.firefox]) {
      expect(locationPlatformOf(ua, 5)).toBe('standard');
    }
  });
});

describe('readingPlanFor', () => {
  it('follows spec 1 §9: high accuracy once, or low accuracy with the 3 s fallback and the 1 s / 3 s race', () => {
    expect(readingPlanFor('standard')).toEqual({ enableHighAccuracy: true, startsMs: [0] });
    expect(readingPlanFor('safari')).toEqual({ enableHighAccuracy: false, startsMs: [0, 3000] });
    expect(readingPlanFor('safari-ios-mobile')).toEqual({
      enableHighAccuracy: false,
      startsMs: [0, 1000, 3000],
    });
  });
});

type Answer = { position: [number, number] } | { error: 1 | 2 | 3 };

/** A navigator.geolocation whose requests the test answers one by one. */
function fakeGeolocation() {
  const requests: { options: PositionOptions | undefined; answer: (answer: Answer) => void }[] = [];
  const geolocation = {
    getCurrentPosition: (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) => {
      requests.push({
        options,
        answer: (answer) => {
          if ('position' in answer) {
            const [latitude, longitude] = answer.position;
            success({ coords: { latitude, longitude } } as GeolocationPosition);
          } else {
            failure?.({ code: answer.error, message: '' } as GeolocationPositionError);
          }
        },
      });
    },
  };
  return { geolocation, requests };
}

function track(promise: Promise<LocationResult>) {
  const state: { result?: LocationResult } = {};
  void promise.then((result) => (state.result = result));
  return state;
}

describe('readLocationWith', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once with high accuracy, a 10 s timeout and no cached position, and returns the reading', async () => {
    const { geolocation, requests } = fakeGeolocation();
    const reading = readLocationWith(geolocation, readingPlanFor('standard'));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
    requests[0]!.answer({ position: [39.95, -75.16] });
    await expect(reading).resolves.toEqual({ ok: true, reading: { latitude: 39.95, longitude: -75.16 } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a denial at once, and a timeout or an unavailable position as such', async () => {
    const denied = fakeGeolocation();
    const first = readLocationWith(denied.geolocation, readingPlanFor('standard'));
    denied.requests[0]!.answer({ error: 1 });
    await expect(first).resolves.toEqual({ ok: false, failure: 'denied' });

    const timedOut = fakeGeolocation();
    const second = readLocationWith(timedOut.geolocation, readingPlanFor('standard'));
    timedOut.requests[0]!.answer({ error: 3 });
    await expect(second).resolves.toEqual({ ok: false, failure: 'timeout' });

    const unavailable = fakeGeolocation();
    const third = readLocationWith(unavailable.geolocation, readingPlanFor('standard'));
    unavailable.requests[0]!.answer({ error: 2 });
    await expect(third).resolves.toEqual({ ok: false, failure: 'unavailable' });
  });

  it('gives up after the spec timeout when nothing answers', async () => {
    const { geolocation } = fakeGeolocation();
    const state = track(readLocationWith(geolocation, readingPlanFor('standard')));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(state.result).toEqual({ ok: false, failure: 'timeout' });
  });

  it('is unavailable without a geolocation API', async () => {
    await expect(readLocationWith(undefined, readingPlanFor('standard'))).resolves.toEqual({
      ok: false,
      failure: 'unavailable',
    });
  });

  it('on Safari falls back to a second low-accuracy request after 3 s, and takes whichever answers', async () => {
    const { geolocation, requests } = fakeGeolocation();
    const state = track(readLocationWith(geolocation, readingPlanFor('safari')));
    expect(requests.map((r) => r.options?.enableHighAccuracy)).toEqual([false]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    requests[1]!.answer({ position: [40.7, -74.0] });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.result).toEqual({ ok: true, reading: { latitude: 40.7, longitude: -74.0 } });
    // The first request answering late changes nothing.
    requests[0]!.answer({ position: [1, 1] });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.result).toEqual({ ok: true, reading: { latitude: 40.7, longitude: -74.0 } });
  });

  it('on Safari iOS mobile races requests started at 1 s and 3 s; the first answer wins', async () => {
    const { geolocation, requests } = fakeGeolocation();
    const state = track(readLocationWith(geolocation, readingPlanFor('safari-ios-mobile')));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requests).toHaveLength(2);
    requests[1]!.answer({ position: [39.9, -75.1] });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.result).toEqual({ ok: true, reading: { latitude: 39.9, longitude: -75.1 } });
    // Settled: the 3 s request is never made and no timer is left behind.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(requests).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('on Safari iOS mobile fails only when every racing request has failed', async () => {
    const { geolocation, requests } = fakeGeolocation();
    const state = track(readLocationWith(geolocation, readingPlanFor('safari-ios-mobile')));
    requests[0]!.answer({ error: 3 });
    await vi.advanceTimersByTimeAsync(1_000);
    requests[1]!.answer({ error: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2_000);
    requests[2]!.answer({ error: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.result).toEqual({ ok: false, failure: 'unavailable' });
  });
});
