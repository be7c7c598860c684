/** Settings > General Information (spec 1 §1): what device, system and browser the app runs on. */
export interface DeviceInfo {
  device: string;
  operatingSystem: string;
  browser: string;
}

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

// Order matters: Edge and Samsung Internet also say Chrome; Chrome also says Safari.
const browsers: [RegExp, string][] = [
  [/Edg\/([\d.]+)/, 'Edge'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|Chromium|CriOS)\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];

export function describeDevice(userAgent: string, maxTouchPoints: number): DeviceInfo {
  const operatingSystem = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
  const browserMatch = browsers
    .map(([pattern, name]) => [pattern.exec(userAgent), name] as const)
    .find(([match]) => match !== null);
  const browser = browserMatch
    ? `${browserMatch[1]} ${browserMatch[0]?.[1]?.split('.')[0] ?? ''}`.trim()
    : 'Unknown';
  const touch = maxTouchPoints > 0;
  // Android phones say Mobile; Android tablets do not.
  const tablet = /iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobi/.test(userAgent));
  const device = tablet ? 'Tablet' : /Mobi|iPhone/.test(userAgent) ? 'Phone' : touch ? 'Tablet' : 'Desktop';
  return { device, operatingSystem, browser };
}
