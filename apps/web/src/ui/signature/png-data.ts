const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** The base64 of a PNG data URL, as signatures travel (spec 1 §3 Visit signature: PNG base64, no prefix). */
export function pngBase64(dataUrl: string): string {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) throw new RangeError('Not a PNG data URL');
  return dataUrl.slice(PNG_DATA_URL_PREFIX.length);
}

/** The data URL that shows a stored signature again. */
export function pngDataUrl(base64: string): string {
  return PNG_DATA_URL_PREFIX + base64;
}
