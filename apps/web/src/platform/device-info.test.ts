import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-info.ts';

describe('describeDevice', () => {
  it('names an iPhone running Safari', () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(describeDevice(ua, 5)).toEqual({ device: 'Phone', operatingSystem: 'iOS', browser: 'Safari 18' });
  });

  it('names Chrome on an Android tablet and Edge on Windows', () => {
    const tablet =
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    expect(describeDevice(tablet, 10)).toEqual({
      device: 'Tablet',
      operatingSystem: 'Android',
      browser: 'Chrome 140',
    });
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';
    expect(describeDevice(edge, 0)).toEqual({
      device: 'Desktop',
      operatingSystem: 'Windows',
      browser: 'Edge 140',
    });
  });
});
