import type { SeverityBand } from '../entities/impact-measure.ts';
import { LOINC } from './urls.ts';

// What the app knows of some LOINC codes and acts on, whatever an imported Questionnaire's text or linkIds say.

type Coded = { code?: string; system?: string };

/**
 * The follow-up PHQ-9 item 9 (thoughts of death or self-harm) asks once answered above 0, whatever the total
 * (Kroenke et al. 2001): our own PHQ-9's and an imported one's.
 */
export const PHQ9_SAFETY_FOLLOW_UP =
  'Item 9 was answered higher than "Not at all": record the safety assessment, who was informed and the safety plan.';

/** Items whose answer above 0 raises a safety alert, by LOINC code, with the follow-up question it asks. */
const SAFETY_ITEMS: ReadonlyMap<string, string> = new Map([['44260-8', PHQ9_SAFETY_FOLLOW_UP]]);

/** A panel's scored items in order, by its total's LOINC code. */
const PANEL_ITEMS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    // PHQ-9 (panel 44249-1), items 1 to 9.
    '44261-6': [
      '44250-9',
      '44255-8',
      '44259-0',
      '44254-1',
      '44251-7',
      '44258-2',
      '44252-5',
      '44253-3',
      '44260-8',
    ],
  }),
);

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

const loincCode = (coded: Coded) => (coded.system === LOINC ? coded.code : undefined);

/** The follow-up question an item asks once answered above 0, by its LOINC code alone; undefined for others. */
export function safetyFollowUpText(coded: Coded): string | undefined {
  const code = loincCode(coded);
  return code === undefined ? undefined : SAFETY_ITEMS.get(code);
}

const panelOf = (total: Coded | undefined) => {
  const code = total === undefined ? undefined : loincCode(total);
  return code === undefined ? undefined : PANEL_ITEMS.get(code);
};

/**
 * The LOINC codes of a measure's scored questions, in their order: their own; but when none has a LOINC code and
 * the total's code names a panel of as many items, their places in it (the HL7 SDC PHQ-9 example codes its total
 * only, and the PHQ-9's items are in the order LOINC gives them).
 */
export function scoredItemCodes(total: Coded | undefined, scored: readonly Coded[]): Coded[] {
  const panel = panelOf(total);
  if (
    !panel ||
    panel.length !== scored.length ||
    scored.some((question) => loincCode(question) !== undefined)
  )
    return [...scored];
  return panel.map((code) => ({ code, system: LOINC }));
}

/** Whether the panel a total's code names has an item that raises a safety alert (the PHQ-9's item 9). */
export const panelHasSafetyItem = (total: Coded): boolean =>
  (panelOf(total) ?? []).some((code) => SAFETY_ITEMS.has(code));

/** The published severity bands of a total with this LOINC code, or undefined. */
export function publishedBands(coded: Coded): SeverityBand[] | undefined {
  const code = loincCode(coded);
  const bands = code === undefined ? undefined : TOTAL_BANDS.get(code);
  return bands?.map((band) => ({ ...band }));
}
