const COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00838f',
  '#ef6c00',
  '#4e342e',
  '#ad1457',
  '#283593',
];

/** A client picture with no external request: the initials on a coloured circle, as an SVG data URL. */
export function avatarDataUrl(firstName: string, lastName: string, index: number): string {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase().replace(/[^A-Z]/g, '');
  const colour = COLOURS[index % COLOURS.length]!;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    '<text x="48" y="49" dominant-baseline="middle" text-anchor="middle" fill="#ffffff" ' +
    `font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="600">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
