import type { SeverityBand } from '../entities/impact-measure.ts';
import { LOINC } from './urls.ts';

// What the app knows of some LOINC codes and acts on, whatever an imported Questionnaire's text or linkIds say.

/** PHQ-9 item 9 (thoughts of death or self-harm): any answer above 0 needs follow-up (Kroenke et al. 2001). */
const SAFETY_ITEMS: ReadonlySet<string> = new Set(['44260-8']);

/** The published severity bands of a total score, by the total's LOINC code. */
const TOTAL_BANDS: ReadonlyMap<string, readonly SeverityBand[]> = new Map(
  Object.entries({
    // PHQ-9 total score (Kroenke, Spitzer & Williams 2001).
    '44261-6': [
      { from: 0, to: 4, label: 'None-minimal' },
      { from: 5, to: 9, label: 'Mild' },
      { from: 10, to: 14, label: 'Moderate' },
      { from: 15, to: 19, label: 'Moderately severe' },
      { from: 20, to: 27, label: 'Severe' },
    ],
    // GAD-7 total score (Spitzer, Kroenke, Williams & Löwe 2006).
    '70274-6': [
      { from: 0, to: 4, label: 'Minimal' },
      { from: 5, to: 9, label: 'Mild' },
      { from: 10, to: 14, label: 'Moderate' },
      { from: 15, to: 21, label: 'Severe' },
    ],
  }),
);

const loincCode = (coded: { code?: string; system?: string }) =>
  coded.system === LOINC ? coded.code : undefined;

/** Whether an item is one whose answer above 0 raises a safety alert, by its LOINC code alone. */
export function isSafetyItem(coded: { code?: string; system?: string }): boolean {
  const code = loincCode(coded);
  return code !== undefined && SAFETY_ITEMS.has(code);
}

/** The published severity bands of a total with this LOINC code, or undefined. */
export function publishedBands(coded: { code?: string; system?: string }): SeverityBand[] | undefined {
  const code = loincCode(coded);
  const bands = code === undefined ? undefined : TOTAL_BANDS.get(code);
  return bands?.map((band) => ({ ...band }));
}
