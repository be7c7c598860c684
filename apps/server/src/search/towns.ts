/**
 * Real towns the demo agency serves, with real street names, their ZIP codes and county, and the town centre.
 * The seed places clients' houses on these streets (numbers drawn from each street's range, coordinates a few
 * hundred metres around the centre), and the address search's gazetteer answers from the same data.
 */
export interface Town {
  city: string;
  state: 'NJ' | 'PA';
  zip: string;
  county: string;
  latitude: number;
  longitude: number;
  areaCodes: string[];
  streets: [name: string, lowest: number, highest: number][];
}

const nj = (
  city: string,
  zip: string,
  county: string,
  latitude: number,
  longitude: number,
  streets: Town['streets'],
  areaCodes = ['856'],
): Town => ({ city, state: 'NJ', zip, county, latitude, longitude, areaCodes, streets });

const pa = (
  city: string,
  zip: string,
  county: string,
  latitude: number,
  longitude: number,
  streets: Town['streets'],
  areaCodes = ['610', '484'],
): Town => ({ city, state: 'PA', zip, county, latitude, longitude, areaCodes, streets });

/** Camden and Gloucester County towns: the New Jersey organization's area. */
export const NEW_JERSEY_TOWNS: Town[] = [
  nj('Haddonfield', '08033', 'Camden', 39.8915, -75.0377, [
    ['Kings Hwy E', 10, 480],
    ['Warwick Rd', 100, 700],
    ['Washington Ave', 10, 420],
    ['Chestnut St', 10, 250],
    ['Grove St', 100, 600],
  ]),
  nj('Collingswood', '08108', 'Camden', 39.9182, -75.0713, [
    ['Haddon Ave', 500, 1100],
    ['Collings Ave', 100, 900],
    ['Frazer Ave', 100, 600],
    ['Lees Ave', 100, 500],
  ]),
  nj('Cherry Hill', '08034', 'Camden', 39.909, -74.999, [
    ['Kings Hwy N', 200, 1600],
    ['Brace Rd', 100, 900],
    ['Kresson Rd', 100, 1400],
    ['Springdale Rd', 100, 1500],
  ]),
  nj('Cherry Hill', '08002', 'Camden', 39.929, -75.035, [
    ['Haddonfield Rd', 300, 2200],
    ['Cooper Landing Rd', 100, 1200],
    ['Chapel Ave W', 100, 2000],
    ['Church Rd', 600, 2400],
  ]),
  nj('Voorhees', '08043', 'Camden', 39.8519, -74.961, [
    ['Haddonfield Berlin Rd', 100, 1300],
    ['Laurel Oak Rd', 100, 900],
    ['White Horse Rd', 1, 500],
    ['Evesham Rd', 100, 1200],
  ]),
  nj('Audubon', '08106', 'Camden', 39.8907, -75.0724, [
    ['W Merchant St', 1, 400],
    ['Atlantic Ave', 100, 500],
    ['Nicholson Rd', 100, 300],
  ]),
  nj('Pennsauken', '08110', 'Camden', 39.9565, -75.058, [
    ['Westfield Ave', 5000, 8900],
    ['Maple Ave', 4000, 7900],
    ['Union Ave', 1500, 3800],
  ]),
  nj('Gloucester City', '08030', 'Camden', 39.8918, -75.1163, [
    ['Broadway', 100, 1200],
    ['Market St', 100, 600],
    ['King St', 100, 500],
  ]),
  nj('Bellmawr', '08031', 'Camden', 39.8676, -75.0946, [
    ['Browning Rd', 100, 600],
    ['Creek Rd', 100, 900],
    ['Essex Ave', 1, 300],
  ]),
  nj('Woodbury', '08096', 'Gloucester', 39.8382, -75.1527, [
    ['N Broad St', 1, 900],
    ['Cooper St', 1, 300],
    ['Red Bank Ave', 1, 800],
    ['Delaware St', 1, 400],
  ]),
  nj('Deptford', '08096', 'Gloucester', 39.83, -75.119, [
    ['Delsea Dr', 1000, 2200],
    ['Almonesson Rd', 100, 1500],
    ['Clements Bridge Rd', 1000, 2000],
  ]),
];

/** Burlington County towns: the Burlington County organization's area. */
export const BURLINGTON_TOWNS: Town[] = [
  nj('Moorestown', '08057', 'Burlington', 39.9689, -74.9488, [
    ['Main St', 1, 900],
    ['Chester Ave', 1, 600],
    ['Church St', 1, 300],
    ['Mill St', 1, 400],
  ]),
  nj('Mount Laurel', '08054', 'Burlington', 39.934, -74.891, [
    ['Church Rd', 100, 1500],
    ['Union Mill Rd', 100, 700],
    ['Hainesport Mount Laurel Rd', 100, 1100],
  ]),
  nj('Burlington', '08016', 'Burlington', 40.0712, -74.8649, [
    ['High St', 1, 600],
    ['Broad St', 1, 500],
    ['Wood St', 1, 400],
  ]),
  nj('Willingboro', '08046', 'Burlington', 40.0276, -74.8693, [
    ['Beverly Rd', 1, 400],
    ['Sunset Rd', 1, 300],
    ['Levitt Pkwy', 1, 200],
  ]),
  nj('Medford', '08055', 'Burlington', 39.9009, -74.8235, [
    ['Main St', 1, 300],
    ['Stokes Rd', 100, 700],
    ['Union St', 1, 200],
  ]),
  nj('Cinnaminson', '08077', 'Burlington', 40.0007, -74.9927, [
    ['Riverton Rd', 100, 1800],
    ['Cinnaminson Ave', 1, 1200],
    ['Pomona Rd', 1000, 2600],
  ]),
];

/** Philadelphia and its Pennsylvania suburbs: the Pennsylvania organization's area. */
export const PENNSYLVANIA_TOWNS: Town[] = [
  pa('Upper Darby', '19082', 'Delaware', 39.9593, -75.2699, [
    ['Garrett Rd', 100, 900],
    ['Long Ln', 100, 900],
    ['Lansdowne Ave', 100, 800],
  ]),
  pa('Media', '19063', 'Delaware', 39.9168, -75.3877, [
    ['W State St', 1, 700],
    ['W Baltimore Ave', 1, 600],
    ['S Orange St', 1, 400],
    ['N Jackson St', 1, 300],
  ]),
  pa('Norristown', '19401', 'Montgomery', 40.1215, -75.3399, [
    ['W Main St', 100, 1400],
    ['DeKalb St', 100, 1200],
    ['Swede St', 100, 1000],
    ['W Airy St', 100, 900],
  ]),
  pa('King of Prussia', '19406', 'Montgomery', 40.0893, -75.396, [
    ['Allendale Rd', 100, 900],
    ['S Gulph Rd', 100, 800],
    ['W DeKalb Pike', 100, 800],
  ]),
  pa('Bryn Mawr', '19010', 'Montgomery', 40.022, -75.3163, [
    ['W Lancaster Ave', 600, 1200],
    ['Morris Ave', 100, 1000],
    ['N Roberts Rd', 100, 900],
  ]),
  pa('Ardmore', '19003', 'Montgomery', 40.0068, -75.2902, [
    ['E Lancaster Ave', 1, 200],
    ['Montgomery Ave', 100, 600],
    ['Cricket Ave', 1, 300],
  ]),
  pa(
    'Lansdale',
    '19446',
    'Montgomery',
    40.2415,
    -75.2838,
    [
      ['W Main St', 1, 900],
      ['S Broad St', 1, 700],
      ['Cannon Ave', 1, 600],
    ],
    ['215', '267'],
  ),
  pa(
    'Doylestown',
    '18901',
    'Bucks',
    40.3101,
    -75.1299,
    [
      ['E State St', 1, 300],
      ['N Main St', 1, 600],
      ['E Court St', 1, 200],
      ['E Ashland St', 1, 300],
    ],
    ['215', '267'],
  ),
  pa(
    'Bensalem',
    '19020',
    'Bucks',
    40.1046,
    -74.951,
    [
      ['Street Rd', 1000, 4500],
      ['Hulmeville Rd', 1000, 3800],
      ['Knights Rd', 1000, 3400],
    ],
    ['215', '267'],
  ),
  pa('West Chester', '19380', 'Chester', 39.9607, -75.6055, [
    ['N Church St', 1, 700],
    ['W Market St', 1, 900],
    ['S Matlack St', 1, 600],
  ]),
  pa(
    'Jenkintown',
    '19046',
    'Montgomery',
    40.0957,
    -75.1252,
    [
      ['Old York Rd', 300, 800],
      ['West Ave', 100, 700],
      ['Greenwood Ave', 100, 800],
    ],
    ['215', '267'],
  ),
  pa(
    'Philadelphia',
    '19147',
    'Philadelphia',
    39.9365,
    -75.154,
    [
      ['E Passyunk Ave', 700, 1900],
      ['Christian St', 700, 1200],
      ['S 9th St', 700, 1600],
    ],
    ['215', '267'],
  ),
  pa(
    'Philadelphia',
    '19125',
    'Philadelphia',
    39.9762,
    -75.126,
    [
      ['Frankford Ave', 1200, 2600],
      ['E Girard Ave', 1, 900],
      ['E Thompson St', 1000, 2400],
    ],
    ['215', '267'],
  ),
  pa('Drexel Hill', '19026', 'Delaware', 39.9471, -75.2921, [
    ['Burmont Rd', 100, 1300],
    ['Shadeland Ave', 100, 1100],
    ['Township Line Rd', 4000, 5400],
  ]),
  pa('Havertown', '19083', 'Delaware', 39.9809, -75.3085, [
    ['Darby Rd', 1, 2700],
    ['Eagle Rd', 100, 1800],
    ['Manoa Rd', 100, 1700],
  ]),
];

/** Every town the agency serves: what the embedded gazetteer knows besides the clients' own addresses. */
export const SERVED_TOWNS: readonly Town[] = [
  ...NEW_JERSEY_TOWNS,
  ...BURLINGTON_TOWNS,
  ...PENNSYLVANIA_TOWNS,
];
