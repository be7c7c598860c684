import { describe, expect, it } from 'vitest';
import { loggableUrl } from './log-url.ts';

describe('loggableUrl', () => {
  it('cuts the text of an address search out, keeping its parameters', () => {
    expect(loggableUrl('/evv/search/123%20Haddon%20Ave.json?typeahead=true&limit=5')).toBe(
      '/evv/search/…?typeahead=true&limit=5',
    );
    expect(loggableUrl('/evv/search/123%20Haddon.json')).toBe('/evv/search/…');
  });

  it('leaves every other URL alone', () => {
    expect(loggableUrl('/evv/read/client?x=/evv/search/1')).toBe('/evv/read/client?x=/evv/search/1');
  });
});
