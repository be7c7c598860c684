/** The demo clients: first name, last name, gender and age today. Made-up people with everyday names. */
export type Person = [firstName: string, lastName: string, gender: 'M' | 'F', age: number];

export const CLIENT_PEOPLE: Person[] = [
  // 0-10: New Jersey home care (the caregiver's caseload; 7 shared with newhire, 8-10 with the clinician)
  ['Dorothy', 'Kowalczyk', 'F', 84],
  ['Harold', 'Jenkins', 'M', 79],
  ['Rosa', 'Martinez', 'F', 72],
  ['Walter', 'Greene', 'M', 88],
  ['Evelyn', 'Patterson', 'F', 91],
  ['Frank', 'DiMarco', 'M', 67],
  ['Mae', 'Washington', 'F', 76],
  ['Anthony', 'Russo', 'M', 58],
  ['Margaret', "O'Connell", 'F', 82],
  ['Samuel', 'Goldberg', 'M', 74],
  ['Lucille', 'Freeman', 'F', 95],
  // 11-14: Burlington County home care (the caregiver's caseload)
  ['Ernest', 'Whitaker', 'M', 86],
  ['Gloria', 'Santiago', 'F', 69],
  ['Irene', 'Sokolov', 'F', 81],
  ['Leonard', 'Hayes', 'M', 63],
  // 15-17: New Jersey behavioral health and nursing (the clinician's caseload)
  ['Marcus', 'Bell', 'M', 34],
  ['Priya', 'Raman', 'F', 41],
  ['Hector', 'Alvarez', 'M', 52],
  // 18-31: Pennsylvania behavioral health (the clinician's caseload)
  ['Jasmine', 'Carter', 'F', 27],
  ['Kevin', 'Tran', 'M', 38],
  ['Ashley', 'Morgan', 'F', 45],
  ['Terrence', 'Jackson', 'M', 31],
  ['Olivia', 'Bennett', 'F', 12],
  ['Ethan', 'Schwartz', 'M', 9],
  ['Sofia', 'Moretti', 'F', 15],
  ['Jamal', 'Robinson', 'M', 16],
  ['Catherine', 'Doyle', 'F', 59],
  ['Wei', 'Zhang', 'M', 47],
  ['Naomi', 'Fischer', 'F', 36],
  ['Raymond', 'Ortiz', 'M', 62],
  ['Brianna', 'Kelly', 'F', 22],
  ['Gerald', 'Thompson', 'M', 70],
  // 32-34: New Jersey home care (newhire's caseload)
  ['Helen', 'Murphy', 'F', 89],
  ['Vincent', 'Esposito', 'M', 77],
  ['Ruth', 'Abernathy', 'F', 93],
  // 35-40: Pennsylvania behavioral health (another therapist's caseload)
  ['Nathan', 'Price', 'M', 29],
  ['Keisha', 'Howard', 'F', 33],
  ['Lucas', 'Meyer', 'M', 8],
  ['Maria', 'Gonzalez', 'F', 55],
  ['Tyrone', 'Mitchell', 'M', 44],
  ['Emily', 'Sullivan', 'F', 19],
  // 41-44: New Jersey home care (another aide's caseload)
  ['Joseph', 'Caruso', 'M', 83],
  ['Barbara', 'Lindqvist', 'F', 78],
  ['Carmen', 'Vega', 'F', 66],
  ['George', 'Papadopoulos', 'M', 90],
  // 45-47: Burlington County home care (another aide's caseload)
  ['Shirley', 'Adams', 'F', 87],
  ['Thomas', 'Kim', 'M', 71],
  ['Angela', 'Ricci', 'F', 64],
];

export const PRESCRIBERS = [
  'Dr. Alan Whitfield, MD',
  'Dr. Renee Castillo, MD',
  'Dr. Howard Lim, DO',
  'Dr. Sarah Feldman, MD',
  'Nadia Osei, PMHNP-BC',
  'Dr. Paul Harrington, MD',
];
