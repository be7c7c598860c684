import type { AllergyType } from './reference-lists.ts';

/** The kind of care a client receives decides which conditions and medicines are realistic for them. */
export type CareKind = 'homeCare' | 'behavioral' | 'youth';

export type AllergyEntry = [name: string, type: AllergyType, reaction: string, allergen: string];

export const ALLERGIES: AllergyEntry[] = [
  ['Penicillin', 'Drug', 'Hives and itching', 'Penicillins'],
  ['Sulfa drugs', 'Drug', 'Rash', 'Sulfonamide antibiotics'],
  ['Codeine', 'Drug', 'Nausea and vomiting', 'Codeine'],
  ['Aspirin', 'Drug', 'Stomach upset and bleeding', 'Salicylates'],
  ['Ciprofloxacin', 'Drug', 'Tendon pain', 'Fluoroquinolones'],
  ['Peanuts', 'Food', 'Anaphylaxis', 'Peanut'],
  ['Shellfish', 'Food', 'Swelling of lips and throat', 'Crustacean shellfish'],
  ['Eggs', 'Food', 'Hives', 'Egg protein'],
  ['Strawberries', 'Food', 'Rash around the mouth', 'Strawberry'],
  ['Pollen', 'Environmental', 'Sneezing and watery eyes', 'Tree and grass pollen'],
  ['Dust mites', 'Environmental', 'Nasal congestion', 'House dust mite'],
  ['Cat dander', 'Environmental', 'Wheezing', 'Cat dander'],
  ['Bee stings', 'Insect', 'Local swelling', 'Honeybee venom'],
  ['Latex', 'Latex', 'Contact dermatitis', 'Natural rubber latex'],
  ['Adhesive tape', 'Other', 'Skin irritation', 'Medical adhesive'],
];

export interface MedicationEntry {
  description: string;
  frequency: string;
  instructions: string;
  amount: string;
}

const med = (description: string, frequency: string, instructions: string, amount: string) => ({
  description,
  frequency,
  instructions,
  amount,
});

// prettier-ignore
export const MEDICATIONS: Record<CareKind, MedicationEntry[]> = {
  homeCare: [
    med('Lisinopril 10 mg tablet', '10 mg PO daily', 'Take in the morning. Hold if systolic BP is below 100.', '30 tablets'),
    med('Amlodipine 5 mg tablet', '5 mg PO daily', 'May cause ankle swelling; report if it worsens.', '30 tablets'),
    med('Metformin 500 mg tablet', '500 mg PO twice daily with meals', 'Take with breakfast and dinner.', '60 tablets'),
    med('Atorvastatin 20 mg tablet', '20 mg PO at bedtime', 'Report unexplained muscle pain.', '30 tablets'),
    med('Levothyroxine 50 mcg tablet', '50 mcg PO every morning', 'Take on an empty stomach, 30 minutes before breakfast.', '30 tablets'),
    med('Metoprolol succinate ER 25 mg tablet', '25 mg PO daily', 'Do not crush or chew. Check pulse before taking.', '30 tablets'),
    med('Furosemide 20 mg tablet', '20 mg PO daily in the morning', 'Weigh daily; report a gain of 3 lbs in 2 days.', '30 tablets'),
    med('Donepezil 10 mg tablet', '10 mg PO at bedtime', 'Give at the same time each evening.', '30 tablets'),
    med('Apixaban 5 mg tablet', '5 mg PO twice daily', 'Watch for unusual bruising or bleeding.', '60 tablets'),
    med('Omeprazole 20 mg capsule', '20 mg PO daily before breakfast', 'Swallow whole.', '30 capsules'),
    med('Insulin glargine 100 units/mL pen', '20 units subcut at bedtime', 'Rotate injection sites. Check blood sugar before bed.', '5 pens'),
    med('Acetaminophen 500 mg tablet', '1000 mg PO every 8 hours as needed for pain', 'No more than 3000 mg in 24 hours.', '100 tablets'),
    med('Vitamin D3 1,000 IU tablet', '1,000 IU PO daily', 'Take with food.', '90 tablets'),
    med('Tiotropium 18 mcg inhalation capsule', '1 capsule inhaled daily', 'Use with the HandiHaler device; do not swallow.', '30 capsules'),
    med('Alendronate 70 mg tablet', '70 mg PO once weekly', 'Take upright with a full glass of water; stay upright 30 minutes.', '4 tablets'),
  ],
  behavioral: [
    med('Sertraline 50 mg tablet', '50 mg PO daily', 'Take in the morning with food.', '30 tablets'),
    med('Escitalopram 10 mg tablet', '10 mg PO daily', 'Do not stop suddenly.', '30 tablets'),
    med('Bupropion XL 150 mg tablet', '150 mg PO every morning', 'Swallow whole; avoid evening doses.', '30 tablets'),
    med('Aripiprazole 5 mg tablet', '5 mg PO daily', 'Report restlessness or muscle stiffness.', '30 tablets'),
    med('Quetiapine 50 mg tablet', '50 mg PO at bedtime', 'May cause drowsiness; rise slowly.', '30 tablets'),
    med('Lithium carbonate 300 mg capsule', '300 mg PO twice daily', 'Keep fluid intake steady; lithium level due quarterly.', '60 capsules'),
    med('Buspirone 10 mg tablet', '10 mg PO twice daily', 'Take consistently with or without food.', '60 tablets'),
    med('Trazodone 50 mg tablet', '50 mg PO at bedtime as needed for sleep', 'May cause morning grogginess.', '30 tablets'),
    med('Buprenorphine-naloxone 8 mg-2 mg film', '1 film SL daily', 'Dissolve under the tongue; do not chew or swallow.', '14 films'),
    med('Hydroxyzine 25 mg tablet', '25 mg PO every 6 hours as needed for anxiety', 'May cause drowsiness.', '40 tablets'),
    med('Lamotrigine 100 mg tablet', '100 mg PO daily', 'Report any new rash right away.', '30 tablets'),
    med('Prazosin 1 mg capsule', '1 mg PO at bedtime', 'For nightmares; rise slowly from bed.', '30 capsules'),
  ],
  youth: [
    med('Methylphenidate ER 18 mg tablet', '18 mg PO every morning', 'Give before school; may reduce appetite.', '30 tablets'),
    med('Guanfacine ER 1 mg tablet', '1 mg PO daily', 'Do not stop suddenly.', '30 tablets'),
    med('Fluoxetine 10 mg capsule', '10 mg PO daily', 'Watch for changes in mood or behavior.', '30 capsules'),
    med('Cetirizine 5 mg/5 mL oral solution', '5 mL PO daily', 'Use the dosing cup provided.', '120 mL'),
    med('Albuterol HFA 90 mcg/actuation inhaler', '2 puffs inhaled every 4 hours as needed for wheezing', 'Use with a spacer.', '1 inhaler'),
    med('Melatonin 3 mg tablet', '3 mg PO at bedtime', 'Give 30 minutes before bedtime.', '60 tablets'),
    med('Risperidone 0.5 mg tablet', '0.5 mg PO twice daily', 'Monitor weight monthly.', '60 tablets'),
  ],
};

/** Real ICD-10-CM codes with their descriptions. */
export const DIAGNOSES: Record<CareKind, [code: string, description: string][]> = {
  homeCare: [
    ['I10', 'Essential (primary) hypertension'],
    ['E11.9', 'Type 2 diabetes mellitus without complications'],
    ['I50.9', 'Heart failure, unspecified'],
    ['J44.9', 'Chronic obstructive pulmonary disease, unspecified'],
    ['G30.9', "Alzheimer's disease, unspecified"],
    ['M17.11', 'Unilateral primary osteoarthritis, right knee'],
    ['M81.0', 'Age-related osteoporosis without current pathological fracture'],
    ['I69.351', 'Hemiplegia and hemiparesis following cerebral infarction affecting right dominant side'],
    ['E78.5', 'Hyperlipidemia, unspecified'],
    ['R26.81', 'Unsteadiness on feet'],
    ['I48.91', 'Unspecified atrial fibrillation'],
    ['N18.30', 'Chronic kidney disease, stage 3 unspecified'],
    ['Z74.09', 'Other reduced mobility'],
  ],
  behavioral: [
    ['F33.1', 'Major depressive disorder, recurrent, moderate'],
    ['F32.1', 'Major depressive disorder, single episode, moderate'],
    ['F41.1', 'Generalized anxiety disorder'],
    ['F43.10', 'Post-traumatic stress disorder, unspecified'],
    ['F31.81', 'Bipolar II disorder'],
    ['F20.9', 'Schizophrenia, unspecified'],
    ['F25.0', 'Schizoaffective disorder, bipolar type'],
    ['F11.20', 'Opioid dependence, uncomplicated'],
    ['F10.20', 'Alcohol dependence, uncomplicated'],
    ['F43.23', 'Adjustment disorder with mixed anxiety and depressed mood'],
    ['F34.1', 'Dysthymic disorder'],
    ['F41.0', 'Panic disorder [episodic paroxysmal anxiety]'],
  ],
  youth: [
    ['F90.2', 'Attention-deficit hyperactivity disorder, combined type'],
    ['F90.0', 'Attention-deficit hyperactivity disorder, predominantly inattentive type'],
    ['F84.0', 'Autistic disorder'],
    ['F91.3', 'Oppositional defiant disorder'],
    ['F93.0', 'Separation anxiety disorder of childhood'],
    ['F41.1', 'Generalized anxiety disorder'],
    ['J45.909', 'Unspecified asthma, uncomplicated'],
  ],
};

export const MESSAGES = [
  'Client prefers visits after 9 AM; please call ahead if running late.',
  'Small dog on the premises. Knock and wait for the family to secure it.',
  'Hard of hearing: speak clearly and face the client.',
  'Fall risk. Make sure the walker is within reach before leaving.',
  'Spanish-speaking; daughter translates when present.',
  'Use the side entrance; the front steps are being repaired.',
  'Family meeting next week: coordinate any changes with the case manager.',
  'Client is on a low-sodium diet. No added salt when preparing meals.',
  'Oxygen in use in the home. No open flames.',
  'Parking is on the street only; the driveway belongs to the neighbor.',
  'Client has a new hearing aid; check that it is charged.',
  'Guardian must be present for sessions with this client.',
];

/**
 * Client-entered text is data, never markup: this message proves the screens render it as text.
 * (Kept verbatim; tests look for it.)
 */
export const UNSAFE_MESSAGE = '<script>alert("x")</script> Gate code 4412 <img src=x onerror=alert(1)>';
